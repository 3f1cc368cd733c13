// Runs documentation examples (see run-core.ts) in a Node process that run-examples.ts keeps for
// several of them, one at a time, and sends back the node tree each produced (process.send).
// Bundled by run-examples.ts with esbuild (packages stay external) and started with fork().
//
// Each run starts as in a new process: react-figma, React and the stub load afresh for it, outside
// Node's module cache (run-modules.ts; react-figma keeps its state in module scope), every global
// the last run set or replaced is put back, and the timers it left (too far off to wait for) are
// cleared. A run that did not settle may still be working, so its process ends after reporting.
import './child-compile-cache'; // first: it must see every package the child loads itself
import {format} from 'node:util';
import vm from 'node:vm';
import * as devtoolsStub from '../../figma-preview/devtools-stub';
import type {ExampleJob} from '../../figma-preview/example-contract';
import {importsFrom, moduleParameters, type ModuleBody} from '../../figma-preview/example-module';
import {
  endRun,
  installRuntime,
  runExample,
  type EscapedErrors,
  type RunModules,
} from '../../figma-preview/run-core';
import {runModules, type RunRequire} from './run-modules';

export interface ChildJob extends ExampleJob {
  /** The block, already transpiled to CommonJS. */
  code: string;
  /** Where the block pretends to live (under the repository, so its imports resolve). */
  filename: string;
  /** The package every `react` request resolves to: 'react-16' unless measuring other majors. */
  reactPackage: string;
  /** Turns a message between the plugin's threads takes (thread-crossing.ts). */
  crossingTurns: number;
  /**
   * The block gets the run's own `require` (any package, and its `cache`), not only what an
   * example may import (example-module.ts): for claim tests that reach into react-figma's bridge.
   */
  anyPackage: boolean;
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
  imports: importsFrom(require),
  figmaApiStub: () => require('figma-api-stub') as typeof import('figma-api-stub'),
});

/** Packages a run gets as they are, never loaded: react-devtools-core's stand-in (its file says why). */
const standIns = {'react-devtools-core': devtoolsStub};

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
    if (descriptor.configurable) Object.defineProperty(target, key, descriptor);
  }
}

// The process as it was before any run: its globals, its console and the console's methods (a run
// may replace or mark them).
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

/** Compiles the block as a module function; job.filename names it in stack traces. */
const compile = (job: ChildJob, require: RunRequire) => (): ModuleBody => {
  const body = vm.compileFunction(job.code, [...moduleParameters], {filename: job.filename});
  return job.anyPackage
    ? function (this: unknown, _examplesRequire, module, exports) {
        body.call(this, require, module, exports);
      }
    : (body as ModuleBody);
};

process.on('message', (job: ChildJob) => {
  try {
    restoreStart();
    escaped = installRuntime(format);
  } catch (error) {
    // The runner's own failure: the parent reports the exit with this output.
    process.stderr.write(`${(error as Error).stack}\n`);
    process.exit(1);
  }
  const require = runModules(reactOf(job), standIns).requireFrom(job.filename);
  void runExample(job, packagesOf(require), compile(job, require), {
    crossingTurns: job.crossingTurns,
  }).then((result) => {
    endRun();
    escaped = undefined;
    process.send!(result, () => {
      if (!result.settled) process.exit(0);
    });
  });
});
