import React, {useMemo, type ReactNode} from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';
import {BuildTokensContext} from '@site/src/plugins/build-time-highlight/Highlight';

type Props = WrapperProps<typeof CodeBlockType> & {
  /** The block's tokens, highlighted during the build (src/plugins/build-time-highlight). */
  tokens?: string;
};

/** The theme's code block, given the tokens the build computed for it. */
export default function CodeBlockWrapper({tokens, ...props}: Props): ReactNode {
  const {children} = props;
  const block = useMemo(
    () =>
      tokens && typeof children === 'string'
        ? {source: children.replace(/\r?\n$/, ''), tokens}
        : null,
    [tokens, children],
  );
  return (
    <BuildTokensContext.Provider value={block}>
      <CodeBlock {...props} />
    </BuildTokensContext.Provider>
  );
}
