// Stands in for prism-react-renderer in the site's bundles (see index.ts): the theme's
// CodeBlock/Content renders `<Highlight>` as before, but the tokens come from the build
// (remark.ts, through CodeBlock's `tokens` prop), so no page ships Prism or its grammars.
import {createContext, useContext, useMemo, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import type {HighlightProps, PrismTheme, RenderProps, Token} from 'prism-react-renderer';
import {decodeTokens} from './token-codec';

/** The block being rendered: its source as the build highlighted it, and the encoded tokens. */
export interface BuildTokens {
  source: string;
  tokens: string;
}

export const BuildTokensContext = createContext<BuildTokens | null>(null);

type StyleDict = Partial<Record<string, CSSProperties>>;

/** Style per token type for one language, merged in theme order (as prism-react-renderer does). */
function themeStyles(theme: PrismTheme, language: string): StyleDict {
  const dict: StyleDict = {};
  for (const {types, languages, style} of theme.styles) {
    if (languages && !languages.includes(language)) continue;
    for (const type of types) dict[type] = {...dict[type], ...style};
  }
  dict.root = theme.plain;
  dict.plain = {...theme.plain, backgroundColor: undefined};
  return dict;
}

const lineText = (line: Token[]) => line.map((t) => (t.empty ? '' : t.content)).join('');

/**
 * The build's tokens for `code`. The theme may have removed lines (magic comments such as
 * `// highlight-next-line`) from the source the build saw, so lines are matched in order.
 */
function buildTokens(code: string, block: BuildTokens | null): Token[][] | null {
  const all = block && decodeTokens(block.tokens, block.source);
  if (!all) return null;
  const wanted = code.split('\n');
  const lines: Token[][] = [];
  for (const line of all) {
    if (lines.length < wanted.length && lineText(line) === wanted[lines.length]) lines.push(line);
  }
  return lines.length === wanted.length ? lines : null;
}

/** Unhighlighted lines, for a block the build did not see (one rendered by a component). */
const plainLines = (code: string): Token[][] =>
  code
    .split('\n')
    .map((line) => [
      line === ''
        ? {types: ['plain'], content: '\n', empty: true}
        : {types: ['plain'], content: line},
    ]);

export function Highlight({
  code,
  language: languageProp,
  theme,
  children,
}: HighlightProps): ReactNode {
  const block = useContext(BuildTokensContext);
  const language = languageProp.toLowerCase();
  const styles = useMemo(() => (theme ? themeStyles(theme, language) : {}), [theme, language]);
  const tokens = useMemo(() => buildTokens(code, block) ?? plainLines(code), [code, block]);

  const styleFor = ({types, empty}: Token): CSSProperties | undefined => {
    if (types.length === 1 && types[0] === 'plain')
      return empty ? {display: 'inline-block'} : undefined;
    if (types.length === 1 && empty) return styles[types[0]!];
    return Object.assign(
      empty ? {display: 'inline-block'} : {},
      ...types.map((type) => styles[type]),
    );
  };

  const rendered: RenderProps = {
    tokens,
    className: `prism-code language-${language}`,
    style: styles.root ?? {},
    getLineProps: ({line: _line, className, style, ...rest}) => ({
      ...rest,
      className: clsx('token-line', className),
      style: {...styles.plain, ...style},
    }),
    getTokenProps: ({token, className, style, ...rest}) => ({
      ...rest,
      className: clsx('token', ...token.types, className),
      children: token.content,
      style: style ? {...styleFor(token), ...style} : styleFor(token),
    }),
  };
  return children(rendered);
}
