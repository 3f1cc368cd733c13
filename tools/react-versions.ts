// Which React majors react-figma 0.31.0 works with, measured rather than read off the peer
// dependency range: every example of the site runs under React 16, 17, 18 and 19, plus a probe of
// React's hooks (what each returns where that matters) and of batching. The result is the table
// on the Installation page (docs/_react-versions.mdx): `npm run update:react-versions` writes it
// (scripts/update-react-versions.ts), and tests/source-checks/react-versions.test.ts fails when
// it is not current.
import fs from 'node:fs';
import path from 'node:path';
import type {ExampleNode} from '../src/figma-preview/example-contract';
import {planExamples, runExamples} from '../src/plugins/previews/run-examples';
import type {ExampleResult} from '../src/plugins/previews/run-examples';
import {collectCodeBlocks} from './markdown-sources';
import {repoRoot as root} from './repo-root.cjs';

/** The partial the Installation page imports. */
export const reactVersionsFile = path.join(root, 'docs/_react-versions.mdx');

const majors = [
  {major: 16, reactPackage: 'react-16'},
  {major: 17, reactPackage: 'react-17'},
  {major: 18, reactPackage: 'react-18'},
  {major: 19, reactPackage: 'react'},
];

/**
 * Each hook called once, in a component of its own, so one that throws spoils no other. A call
 * that returns a string gives that string as its verdict instead of "callable": what it returned
 * where that differs from React's own API.
 */
const hookCalls: Record<string, string> = {
  useState: 'React.useState(0)',
  useEffect: 'React.useEffect(() => undefined, [])',
  useLayoutEffect: 'React.useLayoutEffect(() => undefined, [])',
  useContext: 'React.useContext(context)',
  useReducer: 'React.useReducer((state) => state, 0)',
  useCallback: 'React.useCallback(() => undefined, [])',
  useMemo: 'React.useMemo(() => 1, [])',
  useRef: 'React.useRef(null)',
  useImperativeHandle: 'React.useImperativeHandle(null, () => ({}), [])',
  useDebugValue: 'React.useDebugValue(1)',
  // React 18 returns [isPending, startTransition]: which one comes first is the verdict.
  useTransition: `{
    const [first] = React.useTransition();
    return typeof first === 'function'
      ? 'returns \`[startTransition, isPending]\`'
      : 'returns \`[isPending, startTransition]\`';
  }`,
  // Whether the render in which its input changes still sees the old value.
  useDeferredValue: `{
    const [input, setInput] = React.useState(1);
    const deferred = React.useDeferredValue(input);
    const lagged = React.useRef(false);
    if (input === 2 && deferred === 1) lagged.current = true;
    React.useEffect(() => setInput(2), []);
    return lagged.current ? 'returns the old value for one render' : 'returns the new value at once';
  }`,
  useId: 'React.useId()',
  useSyncExternalStore: 'React.useSyncExternalStore(() => () => undefined, () => 1)',
  useInsertionEffect: 'React.useInsertionEffect(() => undefined, [])',
  useOptimistic: 'React.useOptimistic(1)',
  useActionState: 'React.useActionState(async (state) => state, 1)',
  use: 'React.use(context)',
};

/** The row after the hooks: what two state updates in one timer callback cost. */
const batchingRow = 'Two state updates in one timer callback';

const probe = `
import * as React from 'react';
import {Page, Text} from 'react-figma';

const context = React.createContext(1);
const calls = {${Object.entries(hookCalls)
  .map(([hook, call]) => `${hook}: () => ${call.startsWith('{') ? call : `void ${call}`}`)
  .join(',\n')}};

function Probe({hook}) {
  let result;
  try {
    if (typeof React[hook] !== 'function') result = 'absent';
    else result = calls[hook]() ?? 'works';
  } catch (error) {
    result = 'fails';
  }
  return <Text name={hook}>{result}</Text>;
}

// Automatic batching: React 18's createRoot renders two updates from a timer once; a legacy root
// renders after each of them.
function Batching() {
  const [updates, setUpdates] = React.useState(0);
  const [other, setOther] = React.useState(0);
  const renders = React.useRef(0);
  renders.current++;
  React.useEffect(() => {
    setTimeout(() => {
      setUpdates(1);
      setOther(1);
    }, 0);
  }, []);
  const result = updates && other ? (renders.current === 2 ? 'one render' : 'one render per update') : 'waiting';
  return <Text name="${batchingRow}">{result}</Text>;
}

export default function Hooks() {
  return (
    <Page name="Hooks" isCurrent>
      {Object.keys(calls).map((hook) => <Probe key={hook} hook={hook} />)}
      <Batching />
    </Page>
  );
}`;

/** A run's node tree without the ids the stub makes up (nodes, images, styles), for comparing. */
const shape = (pages: ExampleNode[]): string =>
  JSON.stringify(pages, (key, value: unknown) =>
    key === 'id' || key === 'imageHash' || key.endsWith('StyleId') ? undefined : value,
  );

/** The first line of the first error, without machine paths: what a reader would see. */
const firstError = (result: ExampleResult) =>
  (result.errors[0] ?? '')
    .split('\n')[0]!
    .replace(/^(threw|uncaught|unhandled rejection): /, '')
    .replace(/\/\S*\/node_modules\//g, 'node_modules/');

const version = (reactPackage: string) =>
  (
    JSON.parse(
      fs.readFileSync(path.join(root, 'node_modules', reactPackage, 'package.json'), 'utf8'),
    ) as {version: string}
  ).version;

const list = (hooks: string[]) => hooks.map((hook) => `\`${hook}\``).join(', ');

export interface ReactVersions {
  /** React 16's runs of every example: react-figma's own version, which must all be clean. */
  baseline: ExampleResult[];
  /** The Markdown of docs/_react-versions.mdx. */
  tables: string;
}

/** Runs every example and the hooks probe under each React major (cached, as the build's runs). */
export async function measureReactVersions(): Promise<ReactVersions> {
  const examples = planExamples(collectCodeBlocks().compiled).run;
  const [probeBlock] = planExamples([
    {
      file: 'tools/react-versions.ts',
      line: 1,
      lang: 'jsx',
      meta: '',
      code: probe,
    },
  ]).run;
  const measured: Array<{
    major: number;
    reactPackage: string;
    runs: ExampleResult[];
    hookRun: ExampleResult;
  }> = [];
  // Newest first, React 16 last: its runs are those of examples-run.test.ts (the same cache
  // entries), which another worker may be running meanwhile; by then they are cached.
  for (const {major, reactPackage} of [...majors].reverse()) {
    // Failures are cached too: under React 19 every example fails, the same way each time.
    const options = {reactPackage, cacheFailures: true};
    const runs = await runExamples(examples, options);
    const [hookRun] = await runExamples([probeBlock!], options);
    measured.unshift({major, reactPackage, runs, hookRun: hookRun!});
  }
  const baseline = measured[0]!.runs;

  const examplesRows = measured.map(({major, reactPackage, runs}) => {
    const clean = runs.filter((run) => run.errors.length === 0);
    const same = runs.filter(
      (run, index) => !run.errors.length && shape(run.pages) === shape(baseline[index]!.pages),
    );
    const failed = runs.find((run) => run.errors.length);
    const drawn =
      major === 16 || clean.length === 0
        ? ''
        : same.length === clean.length
          ? ', drawing the same nodes as 16'
          : `, ${same.length} drawing the same nodes as 16`;
    const rendered =
      clean.length === runs.length ? `all ${runs.length}` : `${clean.length} of ${runs.length}`;
    const error = failed ? `\`${firstError(failed)}\`` : '—';
    return `| ${major} | ${version(reactPackage)} | ${rendered}${drawn} | ${error} |`;
  });

  // Hooks, for the majors under which react-figma renders at all.
  const rendering = measured.filter(({hookRun}) => hookRun.errors.length === 0);
  const verdict = (hookRun: ExampleResult, major: number, hook: string) => {
    const text = hookRunText(hookRun, hook);
    return (
      {works: 'callable', fails: 'throws', absent: `not in React ${major}`, unknown: 'unknown'}[
        text
      ] ?? text
    );
  };
  const hooks = Object.keys(hookCalls);
  const everywhere = hooks.filter((hook) =>
    rendering.every(({hookRun, major}) => verdict(hookRun, major, hook) === 'callable'),
  );
  const hookRows = [
    `| ${list(everywhere)} | ${rendering.map(() => 'callable').join(' | ')} |`,
    ...hooks
      .filter((hook) => !everywhere.includes(hook))
      .map(
        (hook) =>
          `| \`${hook}\` | ${rendering.map(({hookRun, major}) => verdict(hookRun, major, hook)).join(' | ')} |`,
      ),
    `| ${batchingRow} | ${rendering.map(({hookRun}) => hookRunText(hookRun, batchingRow)).join(' | ')} |`,
  ];
  const tables = [
    '| React | Measured with | Site examples that render | First error |',
    '| --- | --- | --- | --- |',
    ...examplesRows,
    '',
    `Hooks inside react-figma components, under the majors that render:`,
    '',
    `| Hook or behavior | ${rendering.map(({major}) => `React ${major}`).join(' | ')} |`,
    `| --- | ${rendering.map(() => '---').join(' | ')} |`,
    ...hookRows,
    '',
  ].join('\n');
  return {baseline, tables};
}

/** The probe's verdict for one hook: the text its Probe component rendered. */
function hookRunText(run: ExampleResult, hook: string): string {
  const search = (nodes: ExampleNode[]): string | undefined => {
    for (const node of nodes) {
      if (node.type === 'TEXT' && node.name === hook) return node.characters;
      const inner = search(node.children ?? []);
      if (inner) return inner;
    }
  };
  return search(run.pages) ?? 'unknown';
}
