// The declarations file on the TypeScript page (docs/typescript.mdx) is a fragment: alone, it
// augments modules nothing has loaded. Here it is compiled the way a project uses it, next to
// code that renders a Group with children and a Text whose children include a boolean: with the
// file, the first compiles and the second is the error @types/react 18 reports; without it, the
// Group fails and the boolean slips through.
import {describe, expect, it} from 'vitest';
import {compileCodeBlocks} from '../lib/compile-code-blocks';
import {extractCodeBlocks, readRepoFile} from '../../tools/markdown-sources';

const page = 'docs/typescript.mdx';
const declarations = extractCodeBlocks(page, readRepoFile(page)).find((block) =>
  block.meta.includes('title="src/react-figma.d.ts"'),
);

const usage = `
import {Group, Rectangle, Text} from 'react-figma';

export const Status = ({done}: {done: boolean}) => (
  <Group name="Status">
    <Rectangle style={{width: 8, height: 8}} />
    {/* @ts-expect-error the ReactText check is back */}
    <Text>Done: {done && 'yes'}</Text>
  </Group>
);`;

function compile(code: string): string[] {
  const block = {
    file: page,
    line: declarations!.line,
    endLine: declarations!.endLine,
    lang: 'tsx',
    meta: '',
    code,
  };
  return compileCodeBlocks([block]).map((error) => error.message);
}

describe('TypeScript page: the declarations file', () => {
  it('is on the page', () => {
    expect(declarations?.code).toMatch(/declare module 'react'/);
  });

  it('lets Group take children and brings back the check on Text children', () => {
    expect(compile(`${declarations!.code}\n${usage}`)).toEqual([]);
  });

  it('is what makes the difference (without it, both lines are wrong)', () => {
    const errors = compile(usage);
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(/TS2322: .*Property 'children' does not exist/s);
    expect(errors[1]).toMatch(/TS2578: Unused '@ts-expect-error' directive/);
  });
});
