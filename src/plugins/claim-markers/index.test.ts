import {describe, expect, it} from 'vitest';
import {runRemarkPlugin} from '../../../tests/lib/remark-run';
import {remarkClaimMarkers, type ClaimMarkerOptions} from '.';
import type {ClaimRecord, Evidence} from '../../evidence';
import {vectorBoxConfirmed} from '../../evidence/test-reports';

interface Node {
  type: string;
  name?: string;
  value?: string;
  attributes?: Array<{name: string; value: string}>;
  children?: Node[];
}

const record = (assumptions: string[]): ClaimRecord => ({
  assumptions,
  tests: ['a test'],
  stands: [],
});
/** Claims as the claim tests record them: most rest on documented behavior, one on an assumption. */
const evidence: Evidence = {
  claims: new Map(
    ['view-default-height', 'a', 'b', 'an-id'].map((id) => [id, record([])] as const),
  ).set('vector-box', record(["vector's box"])),
  reports: [],
};
const options: ClaimMarkerOptions = {evidence, evidencePage: '/docs/how-this-site-knows'};

const run = (markdown: string, withEvidence = options) =>
  runRemarkPlugin<Node>(markdown, remarkClaimMarkers(withEvidence));
const textOf = (node: Node): string => node.value ?? (node.children ?? []).map(textOf).join('');
const types = (node: Node): string[] => [node.type, ...(node.children ?? []).flatMap(types)];

describe('remarkClaimMarkers', () => {
  const marks = (node: Node): Node[] => [
    ...(node.type === 'mdxJsxTextElement' ? [node] : []),
    ...(node.children ?? []).flatMap(marks),
  ];
  const attributesOf = (node: Node) =>
    Object.fromEntries((node.attributes ?? []).map(({name, value}) => [name, value]));

  it('puts the evidence class of a claim on documented behavior in an empty element', () => {
    const tree = run('A `View` without children is 100 px tall. :claim{#view-default-height}\n');
    expect(textOf(tree)).toBe('A View without children is 100 px tall. ');
    expect(types(tree)).not.toContain('textDirective');
    const [mark] = marks(tree);
    expect(mark).toMatchObject({name: 'span', children: []});
    expect(attributesOf(mark!)).toEqual({
      'data-claim': 'view-default-height',
      'data-evidence': 'documented',
    });
  });

  it('marks a claim resting on an assumed rule with a link that explains it', () => {
    const [mark] = marks(run("A vector keeps react-figma's size. :claim{#vector-box}\n"));
    expect(mark).toMatchObject({name: 'a', children: [{type: 'text', value: 'model'}]});
    const attributes = attributesOf(mark!);
    expect(attributes).toMatchObject({
      'data-evidence': 'assumed',
      'data-rules': "vector's box",
      href: '/docs/how-this-site-knows#vector-s-box',
    });
    expect(attributes['aria-label']).toMatch(
      /^model: Follows this site's model of Figma where Figma's reference does not document the behavior; Run in Figma shows what your Figma does\./,
    );
  });

  it('fails the build on a claim no test recorded, naming the file and line', () => {
    expect(() => run('Title\n\nUntested. :claim{#nobody-tested-this}\n')).toThrow(
      /^page\.md:3: no claim test recorded evidence for #nobody-tested-this/,
    );
  });

  it('fails the build on a claim resting on a rule the model does not have', () => {
    const wrong: Evidence = {
      claims: new Map([['a', record(['a rule nobody wrote'])]]),
      reports: [],
    };
    expect(() => run('Title\n\nText. :claim{#a}\n', {...options, evidence: wrong})).toThrow(
      /^page\.md:3: the Figma model has no assumed rule “a rule nobody wrote”/,
    );
  });

  it('turns a rule a report from Figma confirmed into "confirmed"', () => {
    const confirmed: Evidence = {
      claims: evidence.claims,
      reports: [vectorBoxConfirmed],
    };
    const [mark] = marks(run('A vector. :claim{#vector-box}\n', {...options, evidence: confirmed}));
    expect(attributesOf(mark!)['data-evidence']).toBe('confirmed');
  });

  it('finds markers in table cells and list items', () => {
    const tree = run('- one :claim{#a}\n\n| a | b |\n| - | - |\n| x :claim{#b} | y |\n');
    expect(types(tree)).not.toContain('textDirective');
    expect(textOf(tree)).not.toContain('claim');
    expect(marks(tree)).toHaveLength(2);
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
