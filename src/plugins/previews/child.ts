// Runs ONE documentation example in a fresh Node process (see run-core.ts), then sends the node
// tree it produced back to the parent (process.send). Bundled by run-examples.ts with esbuild
// (packages stay external) and started with fork().
import './child-compile-cache'; // first: it must see every package load
import Module, {createRequire} from 'node:module';
import path from 'node:path';
import {format} from 'node:util';
import vm from 'node:vm';
import {
  installRuntime,
  loadRunModules,
  runExample,
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

const escaped = installRuntime(format);
process.on('uncaughtException', escaped.uncaught);
process.on('unhandledRejection', escaped.unhandledRejection);

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

process.once('message', (job: ChildJob) => {
  reactPackage = job.reactPackage;
  void runExample(job, loadRunModules, () => evaluate(job), {
    crossingTurns: job.crossingTurns,
  }).then((result) => {
    process.send!(result, () => process.exit(0));
  });
});
