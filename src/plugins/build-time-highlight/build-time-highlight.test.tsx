// @vitest-environment jsdom
import React from 'react';
import {cleanup, render} from '@testing-library/react';
import {afterEach, describe, expect, it} from 'vitest';
import {Highlight as PrismHighlight, themes, type HighlightProps} from 'prism-react-renderer';
import {prismWith, tokenize} from './prism';
import {decodeTokens, encodeTokens} from './token-codec';
import {BuildTokensContext, Highlight, type BuildTokens} from './Highlight';

const prism = prismWith(['markup', 'clike', 'javascript', 'jsx', 'typescript', 'tsx']);
const source = [
  "import {Text} from 'react-figma';",
  '',
  '// highlight-next-line',
  'export const Title = () => <Text style={{fontSize: 24}}>Hi</Text>;',
].join('\n');

afterEach(cleanup);

describe('build-time tokens', () => {
  it('decode to exactly the lines Prism gives, empty lines included', () => {
    const lines = tokenize(prism, source, 'tsx')!;
    expect(lines.map((line) => line.map((t) => t.content).join(''))).toEqual([
      "import {Text} from 'react-figma';",
      '\n',
      '// highlight-next-line',
      'export const Title = () => <Text style={{fontSize: 24}}>Hi</Text>;',
    ]);
    expect(decodeTokens(encodeTokens(lines), source)).toEqual(lines);
  });

  it('do not decode against other code', () => {
    const encoded = encodeTokens(tokenize(prism, source, 'tsx')!);
    expect(decodeTokens(encoded, source.replace('Title', 'Heading'))).toBeNull();
    expect(decodeTokens(encoded, `${source}\n`)).toBeNull();
  });

  it('an unknown language gets no tokens', () => {
    expect(tokenize(prism, 'x = 1', 'cobol')).toBeNull();
  });
});

describe('Highlight (prism-react-renderer in the bundles)', () => {
  /** What the theme's CodeBlock/Content renders from a Highlight's output. */
  const renderBlock: HighlightProps['children'] = ({
    className,
    style,
    tokens,
    getLineProps,
    getTokenProps,
  }) => (
    <pre className={className} style={style}>
      {tokens.map((line, i) => (
        <div key={i} {...getLineProps({line})}>
          {line.map((token, j) => (
            <span key={j} {...getTokenProps({token})} />
          ))}
        </div>
      ))}
    </pre>
  );

  /** A block rendered with the build's tokens (or none), as a docs page renders it. */
  const withBuildTokens = (code: string, block: BuildTokens | null) => (
    <BuildTokensContext.Provider value={block}>
      <Highlight code={code} language="tsx" theme={themes.github}>
        {renderBlock}
      </Highlight>
    </BuildTokensContext.Provider>
  );

  function renderLines(code: string, block: BuildTokens | null) {
    const {container} = render(withBuildTokens(code, block));
    return Array.from(container.querySelectorAll('.token-line')).map((line) => ({
      text: line.textContent,
      keyword: line.querySelector('.token.keyword')?.getAttribute('style') ?? null,
    }));
  }

  const block = {source, tokens: encodeTokens(tokenize(prism, source, 'tsx')!)};

  it('renders the same markup as prism-react-renderer highlighting in the browser', () => {
    const html = (element: React.ReactElement) => {
      const {container, unmount} = render(element);
      const markup = container.innerHTML;
      unmount();
      return markup;
    };
    const fromBuild = html(withBuildTokens(source, block));
    const fromPrism = html(
      <PrismHighlight prism={prism} code={source} language="tsx" theme={themes.github}>
        {renderBlock}
      </PrismHighlight>,
    );
    expect(fromBuild).toContain('token keyword');
    expect(fromBuild).toBe(fromPrism);
  });

  it('keeps the tokens when the theme drops magic-comment lines', () => {
    const code = source.replace('// highlight-next-line\n', '');
    const lines = renderLines(code, block);
    expect(lines.map((l) => l.text)).toEqual(code.split('\n').map((l) => l || '\n'));
    expect(lines[2]!.keyword, 'the last line is still highlighted').not.toBeNull();
  });

  it('shows a block the build did not see as plain text', () => {
    const lines = renderLines(source, null);
    expect(lines.map((l) => l.text)).toEqual(source.split('\n').map((l) => l || '\n'));
    expect(lines.every((l) => l.keyword === null)).toBe(true);
  });
});
