// Claim tests: statements the docs make about how react-figma 0.31.0 behaves, where a reader
// could not guess it, each rendered through react-figma in the in-memory Figma (the example
// runner) and asserted. A failure names the page and the claim: when a claim test and its page
// disagree, the page is wrong. Claims live in tests/source-checks/claims/, one file per group of pages.
import {describe, expect, it} from 'vitest';
import type {ExampleNode} from '../../src/plugins/previews/node-tree';
import {
  planExamples,
  runExamples,
  type ExampleResult,
} from '../../src/plugins/previews/run-examples';

export interface Claim {
  /** The docs page (repo-relative) that makes the statement. */
  page: string;
  /** The statement, in a few words, as the test's name. */
  claim: string;
  /** A block that renders the case: it runs like a docs example (render, or an export). */
  code: string;
  /** Asserts the statement on the run: its node tree, errors and notes. */
  check(run: ExampleResult): void;
  /** Set when the case is expected to log an error or warning (the check then looks at it). */
  allowErrors?: boolean;
}

/** The first node called `name`, on any page (or in the given trees). */
export function find(
  run: Pick<ExampleResult, 'pages'>,
  name: string,
  pages = run.pages,
): ExampleNode {
  const search = (nodes: ExampleNode[]): ExampleNode | undefined => {
    for (const node of nodes) {
      if (node.name === name) return node;
      const inner = search(node.children ?? []);
      if (inner) return inner;
    }
  };
  const node = search(pages);
  if (!node) throw new Error(`no node named ${name}`);
  return node;
}

/** Runs every claim's case (in parallel child processes) and checks each in its own test. */
export function defineClaims(title: string, claims: Claim[]): void {
  describe(title, async () => {
    const blocks = claims.map(({page, code}, index) => ({
      file: page,
      line: index + 1,
      lang: 'tsx',
      meta: '',
      code: code.trim(),
    }));
    const plan = planExamples(blocks);
    if (plan.run.length !== claims.length) {
      throw new Error('every claim case must call render or export a component');
    }
    const results = await runExamples(plan.run);
    it.each(claims.map((claim, index) => ({...claim, index})))(
      '$page: $claim',
      ({index, check, allowErrors}) => {
        const result = results[index]!;
        if (!allowErrors) expect(result.errors, 'the case renders cleanly').toEqual([]);
        check(result);
      },
    );
  });
}
