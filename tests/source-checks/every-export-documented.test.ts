// Each export of react-figma's index.d.ts is named in the prose of at least one docs page, as
// inline code (`Name`, `Name.member`, `<Name>`...). Names that only appear inside code blocks
// do not count: a reader must be told what the export is.
import {describe, expect, it} from 'vitest';
import {listMarkdownFiles, proseOf, readRepoFile} from '../../tools/markdown-sources';
import {readReactFigmaApi} from '../lib/react-figma-api';

const {exports} = readReactFigmaApi();
const prose = listMarkdownFiles(['docs']).map((file) => proseOf(readRepoFile(file)));

function inlineCodeNames(text: string, name: string): boolean {
  return [...text.matchAll(/`([^`\n]+)`/g)].some((m) =>
    new RegExp(`(^|[^\\w$])${name}($|[^\\w$])`).test(m[1]),
  );
}

describe('every export is documented', () => {
  it('the matcher needs the name as a word in inline code', () => {
    expect(inlineCodeNames('Use `<Frame preset={...}>` here', 'Frame')).toBe(true);
    expect(inlineCodeNames('Use `FrameLike` here', 'Frame')).toBe(false);
    expect(inlineCodeNames('Use Frame here', 'Frame')).toBe(false);
  });

  it('reads the export list from index.d.ts', () => {
    expect(exports).toContain('render');
    expect(exports.length).toBeGreaterThanOrEqual(30);
  });

  it.each(exports)('%s is named on a docs page', (name) => {
    expect(
      prose.some((text) => inlineCodeNames(text, name)),
      `no docs page names \`${name}\``,
    ).toBe(true);
  });
});
