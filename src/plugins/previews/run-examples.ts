// Executes documentation examples with react-figma itself. Each block that renders something runs
// in a Node child process (child.ts), where `react` is React 16 and `figma` is figma-api-stub, in
// a `vm` context of its own with its packages loaded afresh, and returns the node tree it
// produced. The pool keeps one child per core, each running one block at a time for as long as
// blocks come. Results are cached by the block's code and every version that could change them,
// so a warm run only re-runs what changed.
import {fork, type ChildProcess} from 'node:child_process';
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {buildSync, transformSync, type Loader} from 'esbuild';
import {codeLanguages, markerReason} from './fence-meta';
import type {ChildJob} from './child';
import {childHeartbeat} from './heartbeat';
import {
  jobOf,
  selfRendering,
  type ExampleJob,
  type ExampleRun,
} from '../../figma-preview/example-contract';
import {previewCrossingTurns} from '../../figma-preview/thread-crossing';
import {modelInputs} from './model-inputs';

const repoRoot = path.resolve(__dirname, '../../..');
const cacheDir = path.join(repoRoot, 'node_modules/.cache/examples');

/** A fenced code block of a Markdown or MDX source. */
export interface CodeBlock {
  /** Repo-relative source file. */
  file: string;
  /** 1-based line of the opening fence. */
  line: number;
  lang: string;
  meta: string;
  code: string;
}

/** `norun="reason"`: the block renders something but cannot run here; the reason is required. */
function norunReason(meta: string): string | null {
  return markerReason(meta, 'norun');
}

/** A block that runs, with how: `wrapInPage` for an exported component that never uses <Page>. */
export type PlannedBlock = CodeBlock & ExampleJob;

interface SkippedBlock extends CodeBlock {
  reason: string;
}

interface ExamplePlan {
  run: PlannedBlock[];
  skipped: SkippedBlock[];
  /** `norun` markers without a reason, and `props` that are not a JSON object: always errors. */
  unexplained: CodeBlock[];
}

/** `props='{"text": "New"}'` in the fence meta: a JSON object; `null` when absent or invalid. */
function metaProps(meta: string): Record<string, unknown> | null | 'invalid' {
  const match = /(?:^|\s)props='([^']*)'/.exec(meta);
  if (!match) return null;
  try {
    const value: unknown = JSON.parse(match[1]);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : 'invalid';
  } catch {
    return 'invalid';
  }
}

// A call to render(...), not a class component's `render() {` method.
const callsRender = /(?<![.\w])render\s*\((?!\s*\)\s*(?::[^{;]*)?\{)/;
const exportsComponent = /^export\s+(?:default\b|(?:const|let|function|class)\s+[A-Z])/m;

/** Decides, for blocks that compile (fragments are skipped before this), which ones run. */
export function planExamples(blocks: CodeBlock[]): ExamplePlan {
  const plan: ExamplePlan = {run: [], skipped: [], unexplained: []};
  for (const block of blocks) {
    const norun = norunReason(block.meta);
    if (norun === '') plan.unexplained.push(block);
    else if (norun !== null) plan.skipped.push({...block, reason: `norun: ${norun}`});
    else if (callsRender.test(block.code)) plan.run.push({...block, ...selfRendering});
    else if (exportsComponent.test(block.code)) {
      const props = metaProps(block.meta);
      if (props === 'invalid') plan.unexplained.push(block);
      else {
        const wrapInPage = !/<Page\b/.test(block.code);
        plan.run.push({...block, mode: 'export', wrapInPage, props: props ?? {}});
      }
    } else {
      const code = block.code.replace(/\/\/.*|\/\*[\s\S]*?\*\//g, '');
      const importsOnly = /^\s*(?:import\b[^;]*;\s*)*$/.test(code);
      plan.skipped.push({
        ...block,
        reason: importsOnly
          ? 'imports only'
          : 'renders nothing (no render call, no exported component)',
      });
    }
  }
  return plan;
}

export interface ExampleResult extends ExampleRun {
  block: PlannedBlock;
  cached: boolean;
}

let runtime: {childPath: string; key: string} | undefined;

/** Bundles child.ts (with the stub and node-tree modules) once per process; keyed by its content. */
function prepareRuntime(): {childPath: string; key: string} {
  if (runtime) return runtime;
  const bundle = buildSync({
    entryPoints: [path.join(__dirname, 'child.ts')],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    packages: 'external',
    write: false,
    logLevel: 'silent',
  }).outputFiles[0].text;
  const key = createHash('sha256')
    .update(bundle)
    .update(fs.readFileSync(__filename))
    .update(modelInputs(repoRoot).join())
    .digest('hex');
  // One folder per runtime: the child bundle and the results it produced. Older runtimes' folders
  // can never be read again, so they go.
  const dir = path.join(cacheDir, key.slice(0, 16));
  fs.mkdirSync(dir, {recursive: true});
  for (const entry of fs.readdirSync(cacheDir)) {
    if (entry !== path.basename(dir))
      fs.rmSync(path.join(cacheDir, entry), {recursive: true, force: true});
  }
  const childPath = path.join(dir, 'child.cjs');
  if (!fs.existsSync(childPath)) fs.writeFileSync(childPath, bundle);
  runtime = {childPath, key};
  return runtime;
}

function transpile(block: CodeBlock): string {
  const loader: Loader = codeLanguages[block.lang];
  return transformSync(block.code, {
    loader,
    format: 'cjs',
    jsx: 'automatic',
    target: 'node20',
    sourcefile: `${block.file}:${block.line}`,
  }).code;
}

/** The result of a block that never reported one: no tree, one error. */
const failedRun = (error: string, renderedBy: string): ExampleRun => ({
  pages: [],
  images: {},
  placeholders: {},
  offline: [],
  calls: {},
  assumptions: [],
  nodeCount: 0,
  errors: [error],
  notes: [],
  renderedBy,
  finished: false,
});

/**
 * A run decides for itself when it is done (src/figma-preview/pending-work.ts), whatever the
 * machine's speed; this only ends a child stuck in a loop: one that has sent no heartbeat
 * (child.ts, each second its event loop reaches its timers) for this long. Counted from the last
 * heartbeat, not from the start, so a long run that yields is never cut short on a slow machine.
 * Generous, because a run's promise chains hold the timers back too: the message-count cases of
 * a thousand layers (tools/message-counts.ts) keep a child in microtasks for over a minute.
 */
const silenceLimitMs = 300_000;

/**
 * An idle child ends after this long without a block: it would only hold memory (a test file's
 * module instance of this pool, say, is not reused by the next one). Nothing waits for this.
 */
const idleEndMs = 5_000;

/** A child process that runs blocks one at a time (child.ts). */
interface Runner {
  child: ChildProcess;
  idleEnd?: ReturnType<typeof setTimeout>;
}

// Idle runners, per child bundle; one is taken for each block, and given back when it is done.
const idle = new Map<string, Runner[]>();

/** An idle runner never keeps the build's process alive; a busy one does. */
function keepAlive(child: ChildProcess, busy: boolean) {
  const handles = [child, child.channel, child.stdout, child.stderr] as Array<
    {ref?: () => void; unref?: () => void} | null | undefined
  >;
  for (const handle of handles) (busy ? handle?.ref : handle?.unref)?.call(handle);
}

function startRunner(childPath: string): Runner {
  const child = fork(childPath, [], {
    cwd: repoRoot,
    // No flag changes what the code does. yoga-layout-prebuilt is asm.js: validating and
    // compiling it as asm is costly on every load, running it as plain JavaScript costs nothing
    // at this size. V8's background threads (concurrent GC and compilation) only compete for the
    // cores with the other children. And each run leaves a whole context of garbage: marked
    // incrementally on this one thread, its cost grew run after run, while a full collection of a
    // heap that small is cheap. BENCHMARK.md has what each saves.
    execArgv: ['--no-validate-asm', '--single-threaded', '--no-incremental-marking'],
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  // An idle child that ends (or is ended) is simply not used again.
  child.once('exit', () => {
    const runners = idle.get(childPath) ?? [];
    idle.set(
      childPath,
      runners.filter((runner) => runner.child !== child),
    );
  });
  return {child};
}

function runInChild(childPath: string, job: ChildJob, timeoutMs: number): Promise<ExampleRun> {
  const runner = idle.get(childPath)?.pop() ?? startRunner(childPath);
  const {child} = runner;
  clearTimeout(runner.idleEnd);
  keepAlive(child, true);
  return new Promise((resolve) => {
    let output = '';
    const collect = (chunk: Buffer) => (output += String(chunk));
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    const fail = (message: string) =>
      failedRun(message + (output.trim() ? `\n${output.trim()}` : ''), job.mode);
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    const finish = (run: ExampleRun) => {
      clearTimeout(timer);
      child.stdout?.off('data', collect);
      child.stderr?.off('data', collect);
      child.off('message', onMessage);
      child.off('close', onClose);
      // A run that did not settle ends its child (child.ts): it may still be working.
      if (run.finished && child.exitCode === null) {
        keepAlive(child, false);
        runner.idleEnd = setTimeout(() => child.kill(), idleEndMs);
        runner.idleEnd.unref();
        idle.set(childPath, [...(idle.get(childPath) ?? []), runner]);
      } else if (child.exitCode === null) {
        child.kill();
      }
      resolve(run);
    };
    const onMessage = (message: unknown) => {
      if (message !== childHeartbeat) return finish(message as ExampleRun);
      // Silence is counted from the last sign of life.
      timer.refresh();
    };
    // 'close', not 'exit': 'exit' can come before the child's last message has been delivered
    // (seen under load as "exited with code 0 before reporting"); 'close' waits for its channels.
    const onClose = (code: number | null, signal: NodeJS.Signals | null) => {
      if (signal) finish(fail(`killed by ${signal} (silent for ${timeoutMs} ms?)`));
      else finish(fail(`exited with code ${code} before reporting`));
    };
    child.on('message', onMessage);
    child.on('close', onClose);
    child.send(job);
  });
}

interface RunOptions {
  /** Processes at once (default one per core, or EXAMPLES_JOBS). */
  jobs?: number;
  /** Read and write the cache (default true). */
  cache?: boolean;
  /** How long a child may stay silent, stuck in a synchronous loop, before it is ended. */
  timeoutMs?: number;
  /** The package `react` resolves to in the child (default 'react-16'; see child.ts). */
  reactPackage?: string;
  /** React's build in the child (default 'development', whose warnings the checks read). */
  reactBuild?: ChildJob['reactBuild'];
  /** Cache failed runs too (default false: a failing docs example runs again until fixed). */
  cacheFailures?: boolean;
  /** Turns a message between the plugin's threads takes (default: the previews' own). */
  crossingTurns?: number;
  /** Let blocks require any package, as claim tests do (default false; see child.ts). */
  anyPackage?: boolean;
}

// One pool of child processes for the whole Node process: the build compiles many pages at once,
// and each page's blocks queue here rather than each starting its own processes.
const waiting: Array<() => void> = [];
let running = 0;
async function inSlot<T>(jobs: number, task: () => Promise<T>): Promise<T> {
  if (running >= jobs) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await task();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/** What, besides the block, decides how the child runs it. */
type RunnerSetting = Pick<ChildJob, 'reactPackage' | 'reactBuild' | 'crossingTurns' | 'anyPackage'>;
const runnerSetting = (options: RunOptions): RunnerSetting => ({
  reactPackage: options.reactPackage ?? 'react-16',
  reactBuild: options.reactBuild ?? 'development',
  crossingTurns: options.crossingTurns ?? previewCrossingTurns,
  anyPackage: options.anyPackage ?? false,
});

// A block asked for twice at once (the build's server and client compilers) runs once.
const inFlight = new Map<string, Promise<ExampleRun>>();

/** The cache key of a block: its code and how it is run, under one runtime. */
function blockKey(runtimeKey: string, block: PlannedBlock, job: RunnerSetting): string {
  return createHash('sha256')
    .update(
      JSON.stringify([
        runtimeKey,
        job.reactPackage,
        job.reactBuild,
        job.crossingTurns,
        job.anyPackage,
        block.lang,
        block.mode,
        block.wrapInPage,
        block.props,
        block.code,
      ]),
    )
    .digest('hex');
}

async function runOne(
  block: PlannedBlock,
  childPath: string,
  cacheFile: string,
  options: RunOptions,
  jobs: number,
): Promise<ExampleRun & {cached: boolean}> {
  const useCache = options.cache ?? true;
  if (useCache && fs.existsSync(cacheFile)) {
    return {...(JSON.parse(fs.readFileSync(cacheFile, 'utf8')) as ExampleRun), cached: true};
  }
  let run: ExampleRun;
  try {
    const job: ChildJob = {
      code: transpile(block),
      filename: path.join(repoRoot, '.examples', `${block.file}.L${block.line}.js`),
      ...jobOf(block),
      ...runnerSetting(options),
    };
    run = await inSlot(jobs, () => runInChild(childPath, job, options.timeoutMs ?? silenceLimitMs));
  } catch (error) {
    run = failedRun(`transpile: ${String(error)}`, '');
  }
  if (run.nodeCount === 0 && run.errors.length === 0) run.errors.push('rendered no node');
  // Only clean runs are cached unless asked: a failing docs example runs again until fixed.
  if (useCache && (run.errors.length === 0 || options.cacheFailures)) {
    fs.writeFileSync(cacheFile, JSON.stringify(run));
  }
  return {...run, cached: false};
}

/** Runs the blocks, `jobs` processes at a time, and returns one result per block in order. */
export async function runExamples(
  blocks: PlannedBlock[],
  options: RunOptions = {},
): Promise<ExampleResult[]> {
  const {childPath, key: runtimeKey} = prepareRuntime();
  const jobs = options.jobs ?? (Number(process.env.EXAMPLES_JOBS) || os.availableParallelism());
  return Promise.all(
    blocks.map(async (block) => {
      const key = blockKey(runtimeKey, block, runnerSetting(options));
      const cacheFile = path.join(path.dirname(childPath), `${key}.json`);
      const memoKey = `${key}:${options.cache ?? true}:${options.cacheFailures ?? false}`;
      let pending = inFlight.get(memoKey);
      if (!pending) {
        pending = runOne(block, childPath, cacheFile, options, jobs);
        inFlight.set(memoKey, pending);
        void pending.finally(() => inFlight.delete(memoKey));
      }
      const {cached, ...run} = (await pending) as ExampleRun & {cached: boolean};
      return {...run, block, cached};
    }),
  );
}
