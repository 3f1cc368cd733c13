import {describe, expect, it} from 'vitest';
import {runRemarkPlugin} from '../../../tests/lib/remark-run';
import {docsUrl, remarkEvidencePage} from '.';
import type {Evidence} from '../../evidence';
import {vectorBoxConfirmed} from '../../evidence/test-reports';
import {assumedRules} from '../../figma-preview/model-rules';

interface Node {
  type: string;
  value?: string;
  url?: string;
  depth?: number;
  children?: Node[];
}

const evidence: Evidence = {
  claims: new Map([
    [
      'plain',
      {assumptions: [], tests: ['a'], stands: [{file: 'docs/api/view.md', sentence: 'Plain.'}]},
    ],
    [
      'vector-box',
      {
        assumptions: ["vector's box"],
        tests: ['b'],
        stands: [{file: 'docs/api/vector.md', sentence: 'A vector keeps its size.'}],
      },
    ],
  ]),
  reports: [],
};

const run = (markdown: string, data = evidence) =>
  runRemarkPlugin<Node>(
    markdown,
    remarkEvidencePage(() => data),
  );
const textOf = (node: Node): string =>
  node.value ?? (node.children ?? []).map(textOf).join(node.type === 'root' ? '\n' : '');
const all = (node: Node): Node[] => [node, ...(node.children ?? []).flatMap(all)];

describe('remarkEvidencePage', () => {
  it('counts the claims of each class', () => {
    const text = textOf(run('::evidence{list="classes"}\n'));
    expect(text).toContain('Documented (1 of 2 claims)');
    expect(text).toContain('Assumed (1 of 2 claims)');
    expect(text).toContain('Confirmed in Figma (0 of 2 claims)');
  });

  it('lists every assumed rule under its anchor, with the sentences resting on it', () => {
    const tree = run('::evidence{list="assumptions"}\n');
    const headings = all(tree).filter((node) => node.type === 'heading');
    expect(headings).toHaveLength(assumedRules.length);
    expect(textOf(headings[1]!)).toBe("Vector's box {#vector-s-box}");
    const text = textOf(tree);
    expect(text).toContain('“A vector keeps its size.” docs/api/vector.md');
    expect(text).toContain('not yet checked: no report received');
    expect(all(tree).some((node) => node.url === '/docs/api/vector')).toBe(true);
  });

  it('says the folder of reports is empty, and what a report confirms', () => {
    expect(textOf(run('::evidence{list="reports"}\n'))).toMatch(/^None yet/);
    const reports = [vectorBoxConfirmed];
    const text = textOf(run('::evidence{list="assumptions"}\n', {...evidence, reports}));
    expect(text).toContain('confirmed in Figma (API 1.0.0, report received 2026-01-02)');
  });

  it('fails the build on an unknown list, naming the file and line', () => {
    expect(() => run('Title\n\n::evidence{list="other"}\n')).toThrow(
      /^page\.md:3: ::evidence takes/,
    );
  });

  it('gives a docs file its URL', () => {
    expect(docsUrl('docs/api/text.md')).toBe('/docs/api/text');
    expect(docsUrl('docs/running.mdx')).toBe('/docs/running');
  });
});
