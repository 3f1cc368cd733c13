import React, {Children, Fragment, isValidElement, useMemo, type ReactNode} from 'react';
import type {Props as ThemeProps} from '@theme/CodeBlock';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useColorMode, useThemeConfig} from '@docusaurus/theme-common';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import {BuildTokensContext} from '@site/src/plugins/build-time-highlight/Highlight';

type Props = ThemeProps & {
  /** The block's tokens, highlighted during the build (src/plugins/build-time-highlight). */
  tokens?: string;
};

/** A string when the children are only text (so the block can be copied), else as given. */
function stringChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

/**
 * Remounts its children when the reader's color mode is not the one the server drew.
 *
 * The theme's own CodeBlock remounts every block once the page has hydrated, because the server
 * drew the default color mode's Prism colors and hydration does not patch inline styles. That
 * remount was the longest task on a docs page with many blocks, and it is needed only when the
 * reader's color mode is not the default. Only this component reads the color mode: when it
 * changes, `children` is the same element as before, so the block itself is not rendered again
 * unless its key changes.
 */
function RemountForColorMode({children}: {children: ReactNode}): ReactNode {
  const isBrowser = useIsBrowser();
  const {colorMode} = useColorMode();
  const {defaultMode} = useThemeConfig().colorMode;
  return <Fragment key={isBrowser ? colorMode : defaultMode}>{children}</Fragment>;
}

/**
 * The theme's code block (its CodeBlock/index, rewritten around RemountForColorMode), given the
 * tokens the build computed for it.
 */
export default function CodeBlock({tokens, children: rawChildren, ...props}: Props): ReactNode {
  const children = stringChildren(rawChildren);
  const block = useMemo(
    () =>
      tokens && typeof children === 'string'
        ? {source: children.replace(/\r?\n$/, ''), tokens}
        : null,
    [tokens, children],
  );
  return (
    <BuildTokensContext.Provider value={block}>
      <RemountForColorMode>
        {typeof children === 'string' ? (
          <StringContent {...props}>{children}</StringContent>
        ) : (
          <ElementContent {...props}>{children}</ElementContent>
        )}
      </RemountForColorMode>
    </BuildTokensContext.Provider>
  );
}
