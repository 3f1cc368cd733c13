// Claim tests: statements the docs make about how react-figma 0.31.0 behaves, where a reader
// could not guess it, each rendered through react-figma in the in-memory Figma (the example
// runner) and asserted. Each names the `:claim{#id}` marker that ends its sentence in the docs
// (tests/source-checks/claim-markers.test.ts binds the two both ways); a failure names the page,
// line and claim: when a claim test and its page disagree, the page is wrong. Claims live in
// tests/source-checks/claims/, one file per group of pages.
import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import {claimsFile, type ClaimRecord} from '../../src/evidence';
import type {ExampleNode} from '../../src/figma-preview/example-contract';
import {planExamples, runExamples} from '../../src/plugins/previews/run-examples';
import type {ExampleResult} from '../../src/plugins/previews/run-examples';
import {allClaimMarkers} from '../../tools/markdown-sources';
import {previewCrossingTurns} from '../../src/figma-preview/thread-crossing';

export {shadowEffect} from '../../src/figma-preview/test-nodes';

interface ClaimCase {
  /** The statement, in a few words, as the test's name. */
  claim: string;
  /** A block that renders the case: it runs like a docs example (render, or an export). */
  code: string;
  /** Properties each named node must have (a partial match, as expectNodes asserts them). */
  nodes?: Record<string, Partial<ExampleNode>>;
  /** Asserts the statement on the run, where `nodes` cannot: its node tree, errors and notes. */
  check?(run: ExampleResult): void;
  /** Set when the case is expected to log an error or warning (the check then looks at it). */
  allowErrors?: boolean;
  /**
   * Turns a message between the plugin's threads takes each way (default: the previews' one),
   * for a statement whose outcome depends on that timing (src/figma-preview/thread-crossing.ts).
   */
  crossingTurns?: number;
}

export type Claim = ClaimCase &
  (
    | {
        /** The id of the `:claim{#id}` marker ending the statement in the docs. */
        marker: string;
      }
    | {
        /** A file that is not a docs page and states the rule (the model's README, say). */
        statedIn: string;
        /** The `:claim{#id}` markers of docs sentences that state it too: this case proves them. */
        markers?: string[];
      }
  );

/**
 * The code of a usual case: an exported App that renders elements on the current page, written
 * as a template literal after the call: onPage('Text')`<Text name="A">Aa</Text>`.
 * @param names what the case imports from react-figma besides Page, e.g. 'Frame, Text'
 * @param setup module code before App (other imports, constants, helper components)
 * @param hooks statements at the top of App's body, before it returns the page
 */
export function onPage(names = '', {setup = '', hooks = ''} = {}) {
  const imports = [...names.split(', ').filter(Boolean), 'Page'].sort().join(', ');
  const head = [`\nimport {${imports}} from 'react-figma';`, setup.trim()].filter(Boolean);
  return (elements: TemplateStringsArray, ...values: unknown[]): string => {
    const page = `<Page name="Claims" isCurrent>${String.raw({raw: elements}, ...values)}`;
    const app = hooks
      ? [
          'export const App = () => {',
          hooks.replace(/^\n|\s+$/g, ''),
          '  return (',
          `    ${page}`,
          '    </Page>',
          '  );',
          '};',
        ]
      : ['export const App = () => (', `  ${page}`, '  </Page>', ');'];
    return [...head, ...app].join('\n');
  };
}

/**
 * Hooks (for `onPage`, with React imported) that render the app `times` more times after its
 * first render, each `delayMs` after the one before; `round` counts them from 0.
 */
export const rerenders = (times: number, delayMs = 0) => `
  const [round, setRound] = React.useState(0);
  React.useEffect(() => {
    if (round < ${times}) setTimeout(() => setRound(round + 1), ${delayMs});
  }, [round]);`;

/** A different radius for each corner, as the cases set them: a corner mixed up shows. */
export const cornerRadii = {
  topLeftRadius: 2,
  topRightRadius: 3,
  bottomLeftRadius: 4,
  bottomRightRadius: 5,
};

/** Every node of the run, pages included, depth first. */
export function allNodes({pages}: Pick<ExampleResult, 'pages'>): ExampleNode[] {
  const walk = (nodes: ExampleNode[]): ExampleNode[] =>
    nodes.flatMap((node) => [node, ...walk(node.children ?? [])]);
  return walk(pages);
}

/** The first node called `name`, on any page (or in the given trees). */
export function find(
  run: Pick<ExampleResult, 'pages'>,
  name: string,
  pages = run.pages,
): ExampleNode {
  const node = allNodes({pages}).find((candidate) => candidate.name === name);
  if (!node) throw new Error(`no node named ${name}`);
  return node;
}

/** Asserts the given properties of each named node (a partial match, as toMatchObject). */
export function expectNodes(
  run: Pick<ExampleResult, 'pages'>,
  expected: Record<string, Partial<ExampleNode>>,
): void {
  for (const [name, properties] of Object.entries(expected)) {
    expect(find(run, name), name).toMatchObject(properties);
  }
}

/** Runs every claim's case (in parallel child processes) and checks each in its own test. */
export function defineClaims(title: string, claims: Claim[]): void {
  describe(title, async () => {
    const pages = new Map<string, string>();
    const allMarkers = allClaimMarkers();
    for (const {id, file, line} of allMarkers) if (id) pages.set(id, `${file}:${line}`);
    const where = (claim: Claim) =>
      'statedIn' in claim
        ? claim.statedIn
        : (pages.get(claim.marker) ?? `(no page marks #${claim.marker})`);
    const blocks = claims.map((claim, index) => ({
      file: where(claim),
      line: index + 1,
      lang: 'tsx',
      meta: '',
      code: claim.code.trim(),
    }));
    const plan = planExamples(blocks);
    if (plan.run.length !== claims.length) {
      throw new Error('every claim case must call render or export a component');
    }
    const unchecked = claims.filter(({nodes, check}) => !nodes && !check);
    if (unchecked.length) {
      throw new Error(`claims with neither nodes nor check: ${unchecked.map(({claim}) => claim)}`);
    }
    // One batch per timing, each run in the claims' order, then read back in that order. A claim
    // may require any package (react-figma's bridge, figma-jsonrpc), not only what a docs example
    // may import.
    const turnsOf = claims.map(({crossingTurns = previewCrossingTurns}) => crossingTurns);
    const batches = new Map<number, Iterator<ExampleResult>>();
    for (const turns of new Set(turnsOf)) {
      const blocks = plan.run.filter((_, index) => turnsOf[index] === turns);
      const options = {crossingTurns: turns, anyPackage: true};
      batches.set(turns, (await runExamples(blocks, options)).values());
    }
    const results = turnsOf.map((turns) => batches.get(turns)!.next().value!);
    it(`records its claims' evidence in ${claimsFile(title).replace(/^.*\/src\//, 'src/')}`, () => {
      const recorded = JSON.stringify(evidenceRecords(claims, results, allMarkers), null, 2) + '\n';
      const file = claimsFile(title);
      if (process.env.UPDATE_EVIDENCE) fs.writeFileSync(file, recorded);
      const committed = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
      expect(committed, 'run these tests with UPDATE_EVIDENCE=1 and commit the file').toBe(
        recorded,
      );
    });
    it.each(claims.map((claim, index) => ({...claim, page: where(claim), index})))(
      '$page: $claim',
      ({index, nodes, check, allowErrors}) => {
        const result = results[index]!;
        if (!allowErrors) expect(result.errors, 'the case renders cleanly').toEqual([]);
        if (nodes) expectNodes(result, nodes);
        check?.(result);
      },
    );
  });
}

/**
 * What the claims' runs rest on, by marker: the assumed rules of the Figma model they used
 * (src/figma-preview/model-rules.ts), the tests and the sentences. The build derives each claim's
 * evidence class from it (src/evidence).
 */
function evidenceRecords(
  claims: Claim[],
  results: ExampleResult[],
  markers: ReturnType<typeof allClaimMarkers>,
): Record<string, ClaimRecord> {
  const records = new Map<string, ClaimRecord>();
  claims.forEach((claim, index) => {
    const ids = 'marker' in claim ? [claim.marker] : (claim.markers ?? []);
    for (const id of ids) {
      const record = records.get(id) ?? {
        assumptions: [],
        tests: [],
        stands: markers
          .filter((marker) => marker.id === id)
          .map(({file, sentence}) => ({file, sentence})),
      };
      record.assumptions = [...new Set([...record.assumptions, ...results[index]!.assumptions])];
      record.assumptions.sort();
      record.tests.push(claim.claim);
      records.set(id, record);
    }
  });
  return Object.fromEntries([...records].sort(([a], [b]) => a.localeCompare(b)));
}
