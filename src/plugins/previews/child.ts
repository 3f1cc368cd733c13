// Runs documentation examples (see run-core.ts) in a Node process that run-examples.ts keeps for
// the whole build, one at a time, and sends back the node tree each produced (process.send).
// Bundled by run-examples.ts with esbuild (packages stay external) and started with fork().
//
// Each run starts as in a new process: it gets a `vm` context of its own, so the globals it sets
// or replaces die with it, and react-figma, React and the stub load afresh into that context,
// outside Node's module cache (run-modules.ts; react-figma keeps its state in module scope). What
// the context shares with the process (Node's timers and Web APIs, such as Blob, whose prototypes
// a run wraps) is put back after each run, and the timers a run left (too far off to wait for) are
// cleared. A run that did not settle may still be working, so its process ends after reporting.
import './child-compile-cache'; // first: it must see every package the child loads itself
import {format} from 'node:util';
import vm from 'node:vm';
import * as devtoolsStub from '../../figma-preview/devtools-stub';
import type {ExampleJob} from '../../figma-preview/example-contract';
import {childHeartbeat, heartbeatEveryMs} from './heartbeat';
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
  /**
   * Which build React, its reconciler and react-figma load: the run's `process.env.NODE_ENV`.
   * 'development' for examples, whose warnings the checks read; never the parent's variable,
   * which differs between the build and the tests.
   */
  reactBuild: 'development' | 'production';
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

/**
 * What a browser window or worker has and a bare `vm` context lacks: Node's timers, Web APIs
 * (Blob, Response, TextEncoder, URL...) and Buffer, as this process has them. Every run's
 * context gets these very objects; `console` and `process` it gets as copies of its own.
 */
const sharedGlobals: Array<[PropertyKey, unknown]> = (() => {
  const bare = new Set(Reflect.ownKeys(vm.runInNewContext('globalThis') as object));
  const ownCopies = new Set<PropertyKey>(['global', 'globalThis', 'console', 'process']);
  return Reflect.ownKeys(globalThis)
    .filter((key) => !bare.has(key) && !ownCopies.has(key))
    .map((key) => [key, (globalThis as Record<PropertyKey, unknown>)[key]]);
})();

// The shared objects as they were before any run, with their prototypes: a run may wrap their
// methods (pending-work.ts wraps Blob's and Response's reads) or mark them.
const sharedAtStart = sharedGlobals
  .flatMap(([, value]) => [value, (value as {prototype?: unknown} | null | undefined)?.prototype])
  .filter(
    (target): target is object =>
      (typeof target === 'object' && target !== null) || typeof target === 'function',
  )
  .map((target) => [target, ownProperties(target)] as const);

/** Puts the objects every run shares back as they were before any run. */
function restoreShared() {
  for (const [target, before] of sharedAtStart) putBack(target, before);
}

/** A new global scope for one run: a fresh context with what sharedGlobals lists. */
function newScope(job: ChildJob): {context: vm.Context; scope: typeof globalThis} {
  const context = vm.createContext();
  const scope = vm.runInContext('globalThis', context) as typeof globalThis;
  const define = (key: PropertyKey, value: unknown) =>
    Object.defineProperty(scope, key, {value, writable: true, configurable: true});
  for (const [key, value] of sharedGlobals) define(key, value);
  define('global', scope);
  // A clock without User Timing. React 16's development build, seeing performance.mark, marks
  // every unit of its work for the browser's performance panel; nothing reads the marks, so
  // they change nothing a run draws or sends, but Node's marks cost most of a large run's time
  // (BENCHMARK.md, "Figures behind the code's choices").
  define('performance', {now: () => performance.now(), timeOrigin: performance.timeOrigin});
  // The run's own console, writing to this process's: its methods can be replaced or marked.
  const runConsole: Record<string, unknown> = {};
  for (const [name, method] of Object.entries(console)) {
    if (typeof method === 'function') runConsole[name] = method.bind(console);
  }
  define('console', runConsole);
  // The run's own process object, over this one, with its own copy of the environment.
  define(
    'process',
    Object.create(process, {
      env: {
        value: {...process.env, NODE_ENV: job.reactBuild},
        writable: true,
        enumerable: true,
        configurable: true,
      },
    }),
  );
  return {context, scope};
}

// This process's own timers, taken before any run: a run's scope gets wrapped ones that count its
// pending work (pending-work.ts), and a heartbeat counted there would keep every run unsettled.
const {setInterval: every, clearInterval: stopEvery} = globalThis;

// What escapes a run (an error thrown from a timer, a rejection nobody handled) is its error.
// Between runs nothing is scheduled (endRun cleared it); what escapes then is dropped, as the
// process that used to end after each run dropped it.
let escaped: EscapedErrors | undefined;
process.on('uncaughtException', (error) => escaped?.uncaught(error));
process.on('unhandledRejection', (reason) => escaped?.unhandledRejection(reason));

/** Compiles the block as a module function of the run's context; job.filename names it in stacks. */
const compile = (job: ChildJob, require: RunRequire, context: vm.Context) => (): ModuleBody => {
  const body = vm.compileFunction(job.code, [...moduleParameters], {
    filename: job.filename,
    parsingContext: context,
  });
  return job.anyPackage
    ? function (this: unknown, _examplesRequire, module, exports) {
        body.call(this, require, module, exports);
      }
    : (body as ModuleBody);
};

process.on('message', (job: ChildJob) => {
  let run: ReturnType<typeof newScope>;
  try {
    restoreShared();
    run = newScope(job);
    escaped = installRuntime(format, run.scope);
  } catch (error) {
    // The runner's own failure: the parent reports the exit with this output.
    process.stderr.write(`${(error as Error).stack}\n`);
    process.exit(1);
  }
  const heartbeat = every(() => process.send!(childHeartbeat), heartbeatEveryMs);
  const require = runModules(reactOf(job), standIns, run.context).requireFrom(job.filename);
  void runExample(job, packagesOf(require), compile(job, require, run.context), {
    crossingTurns: job.crossingTurns,
  }).then((result) => {
    stopEvery(heartbeat);
    endRun();
    restoreShared();
    escaped = undefined;
    process.send!(result, () => {
      if (!result.finished) process.exit(0);
    });
  });
});
