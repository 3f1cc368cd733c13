// Runs documentation examples (see run-core.ts) in a Node process that run-examples.ts keeps for
// several of them, one at a time, and sends back the node tree each produced (process.send).
// Bundled by run-examples.ts with esbuild (packages stay external) and started with fork().
//
// Each run starts as a new process would: the packages the last run loaded are dropped from
// require's cache, so react-figma, React and the stub load afresh (react-figma keeps its state in
// module scope), every global the last run set or replaced is put back, and the timers it left
// (too far off to wait for) are cleared. A run that did not settle may still be working, so its
// process ends after reporting.
import './child-compile-cache'; // first: it must see every package load
import Module, {createRequire} from 'node:module';
import path from 'node:path';
import {format} from 'node:util';
import vm from 'node:vm';
import {
  endRun,
  installRuntime,
  loadRunModules,
  runExample,
  type EscapedErrors,
  type ExampleJob,
} from '../../figma-preview/run-core';

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
let reactPackage = 'react-16';
type Resolve = (request: string, ...rest: unknown[]) => string;
const moduleInternals = Module as unknown as {_resolveFilename: Resolve};
const resolveFilename = moduleInternals._resolveFilename;
moduleInternals._resolveFilename = function (request, ...rest) {
  const redirected =
    request === 'react' || request.startsWith('react/')
      ? `${reactPackage}${request.slice(5)}`
      : request;
  return resolveFilename.call(this, redirected, ...rest);
};

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

// The process as it was before any run: its loaded modules, its globals, its console and the
// console's methods (React DevTools wraps them, and marks the ones it wrapped).
const loaded = createRequire(__filename).cache;
const modulesAtStart = new Set(Object.keys(loaded));
// A module lists those it loaded first (`module.children`): a run's modules, listed there, would
// outlive the run.
const childrenAtStart = Object.values(loaded).flatMap((parent) =>
  parent ? [[parent, parent.children.length] as const] : [],
);
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
  for (const id of Object.keys(loaded)) {
    if (!modulesAtStart.has(id)) delete loaded[id];
  }
  for (const [parent, count] of childrenAtStart) parent.children.length = count;
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
function evaluate(job: ChildJob): Record<string, unknown> {
  const example = {exports: {} as Record<string, unknown>};
  const run = vm.compileFunction(
    job.code,
    ['exports', 'require', 'module', '__filename', '__dirname'],
    {filename: job.filename},
  );
  run(
    example.exports,
    createRequire(job.filename),
    example,
    job.filename,
    path.dirname(job.filename),
  );
  return example.exports;
}

process.on('message', (job: ChildJob) => {
  try {
    restoreStart();
    reactPackage = job.reactPackage;
    escaped = installRuntime(format);
  } catch (error) {
    // The runner's own failure: the parent reports the exit with this output.
    process.stderr.write(`${(error as Error).stack}\n`);
    process.exit(1);
  }
  void runExample(job, loadRunModules, () => evaluate(job), {
    crossingTurns: job.crossingTurns,
  }).then((result) => {
    endRun();
    escaped = undefined;
    process.send!(result, () => {
      if (!result.settled) process.exit(0);
    });
  });
});
