// Every documentation block that renders something (it calls render, or exports a component) runs
// with react-figma 0.31.0 on React 16 against figma-api-stub, each with its packages loaded afresh (see
// src/plugins/previews/run-examples.ts). It fails when a block throws, logs a console.error or
// console.warn, or renders no node. Opt-out: fence meta norun="reason" (the reason is required);
// an exported component that needs props gets them from props='{JSON}'.
import {describe, expect, it} from 'vitest';
import {collectCodeBlocks} from '../../tools/markdown-sources';
import type {CodeBlock} from '../../tools/markdown-sources';
import {planExamples, runExamples} from '../../src/plugins/previews/run-examples';
import type {ExampleResult} from '../../src/plugins/previews/run-examples';

const block = (code: string, meta = '', line = 10): CodeBlock => ({
  file: 'docs/broken.md',
  line,
  endLine: line + code.split('\n').length + 1,
  lang: 'tsx',
  meta,
  code,
});

const firstError = (result: ExampleResult) =>
  `${result.block.file}:${result.block.line}: ${result.errors[0]?.split('\n').slice(0, 3).join('\n    ')}`;

/** A block that renders a page holding one frame; `name` is its JSX value (a string or {expression}). */
const frame = (name: string) =>
  `import {Frame, Page, render} from 'react-figma';\n` +
  `render(<Page name="P"><Frame name=${name} /></Page>);\n`;

/** Like frame(), with a second frame named after the process that ran the block. */
const frameAndPid = (name: string) =>
  frame(name).replace('</Page>', '<Frame name={`pid ${process.pid}`} /></Page>');

/** The names of the frames a run drew. */
const frameNames = (result: ExampleResult) =>
  result.pages.flatMap((page) => page.children ?? []).map((node) => node.name);

/** The run logged no error and drew exactly the frames `names`. */
const expectDrew = (result: ExampleResult | undefined, names: (string | undefined)[]) => {
  expect(result!.errors).toEqual([]);
  expect(frameNames(result!)).toEqual(names);
};

/** Runs one block afresh, alone in its child, ended after `timeoutMs` of silence where given. */
const runBlock = async (code: string, timeoutMs?: number) =>
  (await runExamples(planExamples([block(code)]).run, {cache: false, jobs: 1, timeoutMs}))[0]!;

// Tests that run blocks get the source checks' two minutes (vitest.config.ts) unless they say.
describe('documentation examples run', () => {
  it('plans which blocks run', () => {
    const plan = planExamples([
      block("import {render} from 'react-figma';\nrender(<Page />);"),
      block("import {Frame} from 'react-figma';\nexport const A = () => <Frame />;"),
      block(
        "import {Frame, Page} from 'react-figma';\nexport default () => <Page><Frame /></Page>;",
      ),
      block("import {Frame} from 'react-figma';"),
      block('figma.showUI(__html__);'),
      block('export const A = () => null;', 'norun="needs a server"'),
      block('export const A = () => null;', 'norun'),
      block(
        "import {Text} from 'react-figma';\nexport const B = ({t}: {t: string}) => <Text>{t}</Text>;",
        `props='{"t": "x"}'`,
      ),
      block("import {Text} from 'react-figma';\nexport const B = () => <Text />;", "props='[1]'"),
    ]);
    expect(plan.run.map(({mode, wrapInPage}) => [mode, wrapInPage])).toEqual([
      ['render', false],
      ['export', true],
      ['export', false],
      ['export', true],
    ]);
    expect(plan.run[3].props).toEqual({t: 'x'});
    expect(plan.skipped.map(({reason}) => reason)).toEqual([
      'imports only',
      'renders nothing (no render call, no exported component)',
      'norun: needs a server',
    ]);
    expect(plan.unexplained).toHaveLength(2);
  });

  it("tells a render call from a class component's render method", () => {
    const classComponent =
      "import * as React from 'react';\nimport {Text} from 'react-figma';\n" +
      'export class Label extends React.Component {\n  render(): React.ReactNode {\n    return <Text>Hi</Text>;\n  }\n}';
    const [planned] = planExamples([block(classComponent)]).run;
    expect(planned?.mode).toBe('export');
    const calls = planExamples([block('render(<Page />);\nclass A { render() {} }')]).run;
    expect(calls[0]?.mode).toBe('render');
  });

  it('fails a block that throws, logs an error, renders nothing or imports what the Playground lacks', async () => {
    const {run} = planExamples([
      block(
        "import {render, Page} from 'react-figma';\nthrow new Error('boom');\nrender(<Page />);",
        '',
        10,
      ),
      block(
        "import {Frame} from 'react-figma';\nexport const A = () => { console.error('bad prop'); return <Frame />; };",
        '',
        20,
      ),
      block('export const Empty = () => null;', '', 30),
      block(
        'import {Frame, Page, render} from \'react-figma\';\nrender(<Page name="P"><Frame style={{width: 40, height: 30}} /></Page>);',
        '',
        40,
      ),
      // Node has it, the Playground and Run in Figma do not: the build refuses it as they do.
      block(
        "import path from 'node:path';\nimport {Frame} from 'react-figma';\nexport const A = () => <Frame name={path.sep} />;",
        '',
        50,
      ),
    ]);
    const results = await runExamples(run, {cache: false});
    expect(results.map((result) => result.errors[0]?.split('\n')[0])).toEqual([
      expect.stringMatching(/^threw: Error: boom/),
      expect.stringMatching(/^console.error: bad prop/),
      'rendered no node',
      undefined,
      "threw: Error: An example cannot import 'node:path': it may import react, react/jsx-runtime, react-figma, react-figma/rpc.",
    ]);
    const page = results[3].pages.find((node) => node.name === 'P');
    expect(page?.children?.[0]).toMatchObject({type: 'FRAME', width: 40, height: 30});
    expect(results[3].nodeCount).toBe(2);
  });

  it('settles when the work is done, not after a quiet spell: a slow machine waits longer', async () => {
    const {run} = planExamples([
      // Nothing changes for 700 ms, then the tree does: the run waits for the pending timer.
      block(
        `${frame('"Before"')}setTimeout(() => render(<Page name="P"><Frame name="After" /></Page>), 700);`,
      ),
      // A timer a minute away is not waited for; an interval that never stops is reported.
      block(`${frame('"Now"')}setTimeout(() => render(<Page name="P" />), 60_000);`, '', 20),
      block(`${frame('"Busy"')}setInterval(() => undefined, 0);`, '', 30),
    ]);
    const [late, far, runaway] = await runExamples(run, {cache: false});
    expectDrew(late, ['After']);
    expectDrew(far, ['Now']);
    expect(runaway!.errors).toEqual([
      expect.stringMatching(/still scheduling work after \d+ timer callbacks/),
    ]);
  }, 300_000);

  it('a run starts as in a new process: nothing an earlier run left behind reaches it', async () => {
    const {run} = planExamples([
      // Leaves a global (one that cannot be deleted too), a mark on a built-in prototype, changes
      // to react-figma's and React's exports, marks on React DevTools' global hook (react-figma
      // loads react-devtools-core, which would install it for good: the runs get a stand-in), on
      // the console and on process, a console method of its own, and an interval too slow to wait
      // for.
      block(
        `import * as React from 'react';\nimport * as figmaReact from 'react-figma';\n${frameAndPid('"First"')}` +
          `const scope = globalThis as Record<string, any>;\n` +
          `Object.assign(scope, {leftBehind: 'global'});\n` +
          `Object.defineProperty(scope, 'stuck', {value: 'stuck global', configurable: false});\n` +
          `Object.assign(Array.prototype, {leftBehind: 'array'});\n` +
          `Object.assign(figmaReact, {leftBehind: 'module'});\n` +
          `Object.assign(React, {leftBehind: 'react'});\n` +
          `Object.assign(scope.__REACT_DEVTOOLS_GLOBAL_HOOK__ ?? {}, {leftBehind: 'hook'});\n` +
          `Object.assign(console, {leftBehind: 'console'});\n` +
          `Object.assign(console.log, {leftBehind: 'console.log'});\n` +
          `Object.assign(process, {leftBehind: 'process'});\n` +
          `process.env.LEFT_BEHIND = 'env';\n` +
          `console.info = () => { throw new Error("the first run's console.info was called"); };\n` +
          `setInterval(() => { throw new Error('a timer of the first run fired'); }, 1_000);`,
      ),
      // Reads them, and is still running when the first run's interval would fire.
      block(
        `import * as React from 'react';\nimport * as figmaReact from 'react-figma';\n` +
          `const scope = globalThis as Record<string, any>;\n` +
          `console.info('the second run logs');\n` +
          `const left = [scope, [], figmaReact, React, scope.__REACT_DEVTOOLS_GLOBAL_HOOK__ ?? {}, console, console.log, process];\n` +
          `const marks = [...left.map((target) => String((target as Record<string, unknown>).leftBehind)), String(scope.stuck), String(process.env.LEFT_BEHIND)];\n` +
          `${frameAndPid("{marks.join(' ')}")}` +
          `setTimeout(() => undefined, 1_500);`,
        '',
        20,
      ),
    ]);
    // One process, so the second run follows the first in it.
    const [first, second] = await runExamples(run, {cache: false, jobs: 1});
    expect(first!.errors).toEqual([]);
    expect(second!.errors).toEqual([]);
    const [firstName, firstPid] = frameNames(first!);
    expect(firstName).toBe('First');
    // The same child ran both: the marks went with the first run's context, not its process.
    expect(frameNames(second!)).toEqual([Array(10).fill('undefined').join(' '), firstPid]);
  });

  it("loads the React build the run asks for, whatever this process's NODE_ENV", async () => {
    // Two frames without keys: only React's development build warns about that.
    const code =
      `import {Frame, Page, render} from 'react-figma';\n` +
      `render(<Page name="P">{[<Frame name={process.env.NODE_ENV} />, <Frame name="second" />]}</Page>);\n`;
    const [development, production] = await Promise.all(
      (['development', 'production'] as const).map(async (reactBuild) => {
        const [run] = await runExamples(planExamples([block(code)]).run, {
          cache: false,
          reactBuild,
        });
        return run!;
      }),
    );
    expect(development.errors.join('\n')).toMatch(/unique "key" prop/);
    expectDrew(production, ['production', 'second']);
  });

  it('a run that throws or hangs leaves a runner that runs the next block', async () => {
    const {run: throwing} = planExamples([
      block(`${frameAndPid('"Before"')}setTimeout(() => { throw new Error('thrown late'); }, 0);`),
      block(frameAndPid('"Next"'), '', 20),
    ]);
    const [thrown, next] = await runExamples(throwing, {cache: false, jobs: 1});
    expect(thrown!.errors).toEqual([expect.stringMatching(/^uncaught: Error: thrown late/)]);
    expectDrew(next, ['Next', frameNames(thrown!)[1]]);
    // A loop that never yields: only ending its child stops it. The time bounds the test only.
    const hung = await runBlock(`${frame('"Stuck"')}while (true) {}`, 2_000);
    expect(hung.errors).toEqual([expect.stringMatching(/^killed by SIGKILL/)]);
    expectDrew(await runBlock(frame('"After"')), ['After']);
  });

  it('a run that works longer than the silence limit, yielding, is not ended', async () => {
    // Ten steps of 400 ms of work, each after a timer: four seconds in all, past the three-second
    // limit, never more than one step without a turn of the event loop, in which the child sends
    // its heartbeat.
    const slow =
      `import {Frame, Page, render} from 'react-figma';\n` +
      `const work = (ms: number) => { const end = Date.now() + ms; while (Date.now() < end) {} };\n` +
      `let step = 0;\n` +
      `const next = () => {\n` +
      `  work(400);\n` +
      `  if (++step < 10) setTimeout(next, 0);\n` +
      `  else render(<Page name="P"><Frame name="Done" /></Page>);\n` +
      `};\n` +
      `setTimeout(next, 0);`;
    expectDrew(await runBlock(slow, 3_000), ['Done']);
  });

  it('every block that renders runs clean', async () => {
    const {compiled, fragments} = collectCodeBlocks();
    const plan = planExamples(compiled);
    expect(
      plan.unexplained.map((b) => `${b.file}:${b.line}`),
      'norun marker without a reason (write norun="why")',
    ).toEqual([]);
    const started = Date.now();
    const results = await runExamples(plan.run);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const ran = results.filter((result) => !result.cached).length;
    console.log(
      `examples: ${results.length} executed (${ran} run, ${results.length - ran} cached) in ${seconds} s, ` +
        `${plan.skipped.length + fragments.length} skipped` +
        results
          .map(
            (result) =>
              `\n  ${result.errors.length ? 'FAIL' : 'ran '} ${result.block.file}:${result.block.line}: ` +
              `${result.nodeCount} nodes (${result.renderedBy === 'render' ? 'calls render' : `renders ${result.renderedBy}`})` +
              result.notes.map((note) => `\n      note: ${note.split('\n')[0]}`).join(''),
          )
          .join('') +
        [...plan.skipped, ...fragments.map((b) => ({...b, reason: `fragment: ${b.reason}`}))]
          .map((skipped) => `\n  skip ${skipped.file}:${skipped.line}: ${skipped.reason}`)
          .join(''),
    );
    expect(results.length, 'no example found: the planner is broken').toBeGreaterThan(0);
    const failures = results.filter((result) => result.errors.length).map(firstError);
    expect(failures, failures.join('\n')).toEqual([]);
  }, 600_000);
});
