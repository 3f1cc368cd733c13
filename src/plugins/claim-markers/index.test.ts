import remarkDirective from 'remark-directive';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {describe, expect, it} from 'vitest';
import {remarkClaimMarkers} from '.';

interface Node {
  type: string;
  value?: string;
  children?: Node[];
}

const run = (markdown: string) => {
  const processor = unified().use(remarkParse).use(remarkDirective).use(remarkClaimMarkers);
  return processor.runSync(processor.parse(markdown), {path: 'page.md'}) as Node;
};
const textOf = (node: Node): string => node.value ?? (node.children ?? []).map(textOf).join('');
const types = (node: Node): string[] => [node.type, ...(node.children ?? []).flatMap(types)];

describe('remarkClaimMarkers', () => {
  it('takes the marker out and keeps the sentence', () => {
    const tree = run('A `View` without children is 100 px tall. :claim{#view-default-height}\n');
    expect(textOf(tree)).toBe('A View without children is 100 px tall. ');
    expect(types(tree)).not.toContain('textDirective');
  });

  it('finds markers in table cells and list items', () => {
    const tree = run('- one :claim{#a}\n\n| a | b |\n| - | - |\n| x :claim{#b} | y |\n');
    expect(types(tree)).not.toContain('textDirective');
    expect(textOf(tree)).not.toContain('claim');
  });

  it.each([
    ['without an id', 'Text :claim here.'],
    ['with a label', 'Text :claim[why]{#an-id}.'],
    ['with an id in capitals', 'Text :claim{#Some_Id}.'],
    ['with other attributes', 'Text :claim{#an-id page="x"}.'],
  ])('fails the build on a marker %s, naming the file and line', (_, markdown) => {
    expect(() => run(`Title\n\n${markdown}\n`)).toThrow(/^page\.md:3: a claim marker/);
  });

  it('leaves other directives to Docusaurus', () => {
    expect(types(run('Ratio 16:9 and :other{#x}.\n'))).toContain('textDirective');
  });
});
