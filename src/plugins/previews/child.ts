// Runs documentation examples (see run-core.ts) in a Node process that run-examples.ts keeps for
// several of them, one at a time, and sends back the node tree each produced (process.send).
// Bundled by run-examples.ts with esbuild (packages stay external) and started with fork().
//
// Each run starts as in a new process: react-figma, React and the stub load afresh for it, outside
// Node's module cache (run-modules.ts; react-figma keeps its state in module scope), every global
// the last run set or replaced is put back, and the timers it left (too far off to wait for) are
// cleared. A run that did not settle may still be working, so its process ends after reporting.
import './child-compile-cache'; // first: it must see every package the child loads itself
import path from 'node:path';
import {format} from 'node:util';
import vm from 'node:vm';
import {
  endRun,
  installRuntime,
  runExample,
  type EscapedErrors,
  type ExampleJob,
  type RunModules,
} from '../../figma-preview/run-core';
import type {ReactFigmaRpc} from '../../figma-preview/thread-crossing';
import {runModules, type RunRequire} from './run-modules';

export interface ChildJob extends ExampleJob {
  /** The block, already transpiled to CommonJS. */
  code: string;
  /** Where the block pretends to live (under the repository, so its imports resolve). */
  filename: string;
  /** The package every `react` request resolves to: 'react-16' unless measuring other majors. */
  reactPackage: string;
  /** Turns a message between the plugin's threads takes (run-core.ts's RunTiming). */
  crossingTurns: number;
}

// react-figma 0.31.0 bundles react-reconciler 0.23, which needs React 16: every `react` and
// `react/...` request (the example's, react-figma's, the reconciler's) goes to the react-16 alias,
// or to the major the job measures.
const reactOf = (job: ChildJob) => (request: string) =>
  request === 'react' || request.startsWith('react/')
    ? `${job.reactPackage}${request.slice(5)}`
    : request;

/** The packages a run renders with, from the run's own modules. */
const packagesOf = (require: RunRequire): RunModules => ({
  react: require('react') as typeof import('react'),
  reactFigma: require('react-figma') as typeof import('react-figma'),
  rpc: require('react-figma/rpc') as ReactFigmaRpc,
  createFigma: (require('figma-api-stub') as typeof import('figma-api-stub')).createFigma,
});

// react-devtools-core, which react-figma loads, installs React's DevTools hook on the global as a
// getter that cannot be deleted. Kept, it would be the next run's hook too: that run's React would
// report to it, and it would hold every run's fiber roots, and through them each run's modules
// (Yoga's 128 MB heap among them). Installed deletable, it goes with the run's other globals.
const devToolsHook = '__REACT_DEVTOOLS_GLOBAL_HOOK__';
const defineProperty = Object.defineProperty;
Object.defineProperty = function <T>(target: T, key: PropertyKey, attributes: PropertyDescriptor) {
  const deletable = target === globalThis && key === devToolsHook;
  return defineProperty(target, key, deletable ? {...attributes, configurable: true} : attributes);
};

/** An object's own properties, to put back as they were. */
const ownProperties = (target: object) => ({
  descriptors: Object.getOwnPropertyDescriptors(target),
  keys: new Set(Reflect.ownKeys(target)),
});

/** Puts back the properties of `target` that `before` recorded, and deletes any added since. */
function putBack(target: object, before: ReturnType<typeof ownProperties>) {
  for (const key of Reflect.ownKeys(target)) {
    if (!before.keys.has(key) && Object.getOwnPropertyDescriptor(target, key)?.configurable)
      Reflect.deleteProperty(target, key);
  }
  for (const [key, descriptor] of Object.entries(before.descriptors)) {
    if (descriptor.configurable) defineProperty(target, key, descriptor);
  }
}

// The process as it was before any run: its globals, its console and the console's methods (React
// DevTools wraps them, and marks the ones it wrapped).
const globalsAtStart = ownProperties(globalThis);
const consoleMethods = Object.values(console).filter((value) => typeof value === 'function');
const consoleAtStart = [console, ...consoleMethods].map(
  (target) => [target, ownProperties(target)] as const,
);
// The prototypes whose reads a run counts (pending-work.ts wraps their methods).
const prototypesAtStart = [Blob.prototype, Response.prototype].map(
  (prototype) => [prototype, Object.getOwnPropertyDescriptors(prototype)] as const,
);

/** Puts the process back as it was before any run. */
function restoreStart() {
  // Node itself adds globals that cannot be removed (undici's dispatcher, on the first fetch).
  putBack(globalThis, globalsAtStart);
  for (const [target, before] of consoleAtStart) putBack(target, before);
  for (const [prototype, descriptors] of prototypesAtStart) {
    Object.defineProperties(prototype, descriptors);
  }
}

// What escapes a run (an error thrown from a timer, a rejection nobody handled) is its error.
// Between runs nothing is scheduled (endRun cleared it); what escapes then is dropped, as the
// process that used to end after each run dropped it.
let escaped: EscapedErrors | undefined;
process.on('uncaughtException', (error) => escaped?.uncaught(error));
process.on('unhandledRejection', (reason) => escaped?.unhandledRejection(reason));

/** Runs the block as a CommonJS module living at job.filename, so its imports resolve from there. */
function evaluate(job: ChildJob, require: RunRequire): Record<string, unknown> {
  const example = {exports: {} as Record<string, unknown>};
  const run = vm.compileFunction(
    job.code,
    ['exports', 'require', 'module', '__filename', '__dirname'],
    {filename: job.filename},
  );
  run(example.exports, require, example, job.filename, path.dirname(job.filename));
  return example.exports;
}

process.on('message', (job: ChildJob) => {
  try {
    restoreStart();
    escaped = installRuntime(format);
  } catch (error) {
    // The runner's own failure: the parent reports the exit with this output.
    process.stderr.write(`${(error as Error).stack}\n`);
    process.exit(1);
  }
  const require = runModules(reactOf(job)).requireFrom(job.filename);
  void runExample(
    job,
    () => packagesOf(require),
    () => evaluate(job, require),
    {
      crossingTurns: job.crossingTurns,
    },
  ).then((result) => {
    endRun();
    escaped = undefined;
    process.send!(result, () => {
      if (!result.settled) process.exit(0);
    });
  });
});
