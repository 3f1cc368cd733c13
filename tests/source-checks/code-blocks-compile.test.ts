// Every tsx/ts/jsx block in docs/, blog/ and src/ (pages and MDX partials) compiles,
// strict, against react-figma 0.31.0 + @figma/plugin-typings + @types/react, as its own module.
// Opt-out: fence meta fragment="reason" (the reason is required and printed).
import {describe, expect, it} from 'vitest';
import {compileCodeBlocks, fragmentReason} from '../lib/compile-code-blocks';
import {collectCodeBlocks} from '../../tools/markdown-sources';
import {extractCodeBlocks} from '../../tools/markdown-sources';

const collected = collectCodeBlocks();

describe('documentation code blocks', () => {
  it('parses fences, their meta and the fragment marker', () => {
    const text = [
      '# T',
      '',
      '- item',
      '',
      '  ```tsx title="a.tsx" fragment="shows one prop"',
      '  <Frame />',
      '  ```',
      '',
    ].join('\n');
    const [block] = extractCodeBlocks('x.md', text);
    expect(block).toMatchObject({line: 5, endLine: 7, lang: 'tsx', code: '<Frame />'});
    expect(fragmentReason(block.meta)).toBe('shows one prop');
    expect(fragmentReason('title="a.tsx" {1,3}')).toBeNull();
    expect(fragmentReason('fragment=""')).toBe('');
    expect(fragmentReason('fragment')).toBe('');
  });

  it('reports a type error with file and line (the check can fail)', () => {
    const broken = {file: 'docs/broken.md', line: 10, endLine: 14, lang: 'tsx', meta: ''};
    const errors = compileCodeBlocks([
      {
        ...broken,
        code: "import {Frame} from 'react-figma';\n\nexport const A = () => <Frame notAProp />;",
      },
    ]);
    expect(errors.map((error) => [error.block.file, error.line])).toEqual([['docs/broken.md', 13]]);
    expect(errors[0].message).toMatch(/TS2322.*notAProp/s);
  });

  it("lets a page's titled files import one another, and only those", () => {
    const file = (line: number, meta: string, code: string) =>
      ({file: 'docs/project.md', line, endLine: line + 2, lang: 'tsx', meta, code}) as const;
    const errors = compileCodeBlocks([
      file(1, 'title="src/size.tsx"', 'export const size = 4;'),
      file(
        5,
        'title="src/Box.tsx"',
        "import {size} from './size';\nexport const n: number = size;",
      ),
      file(9, '', "import {size} from './size';\nexport const n = size;"),
    ]);
    expect(errors.map((error) => [error.line, error.message.slice(0, 6)])).toEqual([
      [10, 'TS2307'],
    ]);
  });

  it('every fragment marker gives a reason', () => {
    const unexplained = collected.unexplained.map((block) => `${block.file}:${block.line}`);
    expect(unexplained, 'fragment marker without a reason (write fragment="why")').toEqual([]);
  });

  it('every non-fragment block compiles', () => {
    const {compiled, fragments} = collected;
    const byLang = compiled.reduce<Record<string, number>>((acc, block) => {
      acc[block.lang] = (acc[block.lang] ?? 0) + 1;
      return acc;
    }, {});
    console.log(
      `code blocks: ${compiled.length} compiled (${JSON.stringify(byLang)}) from ${new Set(compiled.map((b) => b.file)).size} files, ` +
        `${fragments.length} opted out as fragments` +
        fragments
          .map((block) => `\n  fragment ${block.file}:${block.line}: ${block.reason}`)
          .join(''),
    );
    expect(compiled.length, 'no code blocks found: the extractor is broken').toBeGreaterThan(0);
    const errors = compileCodeBlocks(compiled).map(
      (error) =>
        `${error.block.file}:${error.line} (${error.block.lang} block at line ${error.block.line}) ${error.message}`,
    );
    expect(errors, errors.join('\n')).toEqual([]);
  });
});
