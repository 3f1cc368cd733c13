// Running one example with react-figma 0.31.0 against an in-memory Figma, the same way wherever it
// runs: in a Node child process at build time (src/plugins/previews/child.ts) or in the playground's Web Worker
// (src/plugins/playground/worker.ts). Each run needs freshly loaded modules in a fresh realm (a new
// worker, or a new `vm` context in child.ts): react-figma keeps its state in module scope.
import {base64} from './base64';
import type {ExampleJob, ExampleNode, ExampleRun} from './example-contract';
import {runModule, type ImportTable, type ModuleBody} from './example-module';
import {completeFigmaStub} from './figma-stub';
import {assumptionLog} from './model-rules';
import {countNodes, serializeNode} from './node-tree';
import {waitUntilQuiet, trackPendingWork, type PendingWork} from './pending-work';
import {crossThreads, previewCrossingTurns, type ReactFigmaRpc} from './thread-crossing';

/**
 * The packages a run needs, each loaded when first asked for: after installRuntime, since
 * react-figma reads the globals it sets when it loads.
 */
export interface RunModules {
  /** What the example may import (example-module.ts): React and react-figma among them. */
  imports: ImportTable;
  figmaApiStub: () => typeof import('figma-api-stub');
}

/**
 * Warnings react-figma 0.31.0 itself causes, whatever the example does: they are reported as
 * notes, not failures. `Instance` renders its `overrides` as a list without keys, and `Text`
 * loads its font in an effect (useFontName) that sets state even after the Text has unmounted.
 */
export const libraryWarnings = [
  /unique "key" prop[\s\S]*Check the render method of `Instance`/,
  /Can't perform a React state update on an unmounted component[\s\S]*?\n\s*in Text \(/,
];

// What the current run has collected (reset by installRuntime, once per run).
let errors: string[] = [];
let notes: string[] = [];
/** Requests the example made that the runner refused. */
let offline: string[] = [];
/** The run's timers and reads (set by installRuntime). */
let work: PendingWork | undefined;
/** The global object of the run's packages (set by installRuntime). */
let runScope: Record<string, unknown> = globalThis as unknown as Record<string, unknown>;

/**
 * An error's stack, else what it says. An error made in a run's `vm` context (the build's child)
 * is an instance of that context's Error, not of this realm's: its internal class tells.
 */
export const describeError = (error: unknown): string =>
  error instanceof Error || Object.prototype.toString.call(error) === '[object Error]'
    ? ((error as Error).stack ?? (error as Error).message)
    : String(error);

// The UI iframe's FileReader, which react-figma's Image uses to turn fetched bytes into a fill.
class FileReaderShim {
  result: ArrayBuffer | string | null = null;
  onload: (() => void) | null = null;
  onloadend: (() => void) | null = null;
  onerror: ((error: unknown) => void) | null = null;
  private read(blob: Blob, as: (bytes: ArrayBuffer) => ArrayBuffer | string) {
    blob.arrayBuffer().then(
      (bytes) => {
        this.result = as(bytes);
        this.onload?.();
        this.onloadend?.();
      },
      (error: unknown) => this.onerror?.(error),
    );
  }
  readAsArrayBuffer(blob: Blob) {
    this.read(blob, (bytes) => bytes);
  }
  readAsDataURL(blob: Blob) {
    this.read(
      blob,
      (bytes) => `data:${blob.type || 'application/octet-stream'};base64,${base64(bytes)}`,
    );
  }
}

/** The bytes of a data: URL (base64 or percent-encoded) and its media type. */
export function dataUrlContent(url: string): {bytes: Uint8Array<ArrayBuffer>; type: string} {
  const comma = url.indexOf(',');
  const header = url.slice(5, comma);
  const payload = decodeURIComponent(url.slice(comma + 1));
  const type = header.replace(/;base64$/, '') || 'text/plain';
  const bytes = header.endsWith(';base64')
    ? Uint8Array.from(atob(payload), (char) => char.charCodeAt(0))
    : new TextEncoder().encode(payload);
  return {bytes, type};
}

const dataUrlBlob = (url: string) => {
  const {bytes, type} = dataUrlContent(url);
  return new Blob([bytes], {type});
};

const placeholderMarker = 'react-figma-docs placeholder for ';

/**
 * The error a request of the example fails with: Chromium's own words (Figma's plugin iframe is
 * Chromium) for a request that cannot be made, so an example that shows the error shows what an
 * offline Figma would. The preview's note names the hosts it could not reach.
 */
export const offlineMessage = 'Failed to fetch';

/**
 * Reports, as errors of the run, what escapes it: the environment (a Node process, a worker)
 * hooks these to its own uncaught-exception and unhandled-rejection events.
 */
export interface EscapedErrors {
  uncaught(error: unknown): void;
  unhandledRejection(reason: unknown): void;
}

/**
 * Sets up what react-figma expects of its UI iframe, and captures console errors and warnings.
 * Call before react-figma is loaded: some of it is read at import time. Each call starts a new
 * run: what an earlier run collected is dropped. `scope` is the global object the run's packages
 * see: the runtime's own (the Playground's worker), or a fresh `vm` context's (the build's child).
 */
export function installRuntime(
  format: (...args: unknown[]) => string,
  scope: typeof globalThis = globalThis,
): EscapedErrors {
  errors = [];
  notes = [];
  offline = [];
  for (const level of ['error', 'warn'] as const) {
    scope.console[level] = (...args: unknown[]) => {
      const message = `console.${level}: ${format(...args)}`;
      (libraryWarnings.some((pattern) => pattern.test(message)) ? notes : errors).push(message);
    };
  }
  const globals = scope as unknown as Record<string, unknown>;
  runScope = globals;
  work = trackPendingWork(globals);
  // react-figma runs in a plugin's UI iframe, a browser window, where `window` and `self` are the
  // global (a worker has `self` already, read-only). With `window` defined, React 16's scheduler
  // takes its browser path, as it does there, which wants these.
  globals.self ??= scope;
  globals.window = scope;
  // The scope's timers, which trackPendingWork has just replaced with counting ones.
  globals.requestAnimationFrame = (callback: (time: number) => void) =>
    scope.setTimeout(() => callback(Date.now()), 16);
  globals.cancelAnimationFrame = (handle: ReturnType<typeof setTimeout>) =>
    scope.clearTimeout(handle);
  // figma-jsonrpc picks its side at import time: with `parent` defined and `figma` not, it is the
  // UI side and calls the plugin side directly once `figma` exists, so both halves run here
  // (turns apart: thread-crossing.ts).
  globals.parent = {postMessage: () => undefined};
  globals.FileReader = FileReaderShim;

  // No network: a request fails at once, the same way every run (data: URLs, which need none,
  // still load), and examples that fetch render their failure state. The one exception is
  // react-figma's Image downloading its source: it gets stand-in bytes naming the URL, which the
  // preview draws as a labeled placeholder the size of the image.
  globals.fetch = (input: string | URL | Request) => {
    const url = input instanceof Request ? input.url : String(input);
    // Decoded here rather than fetched: the playground's worker may make no request at all.
    if (url.startsWith('data:')) return Promise.resolve(new Response(dataUrlBlob(url)));
    if (/useImageHash|getImageHandler/.test(new Error().stack ?? '')) {
      return Promise.resolve(new Response(new Blob([placeholderMarker + url])));
    }
    offline.push(url);
    return Promise.reject(new TypeError(offlineMessage));
  };

  return {
    uncaught: (error) => errors.push(`uncaught: ${describeError(error)}`),
    unhandledRejection: (reason) => errors.push(`unhandled rejection: ${describeError(reason)}`),
  };
}

/**
 * Ends the run: clears the timers it still has (those runExample did not wait for), so that a
 * process running another example next (child.ts) gets none of them.
 */
export function endRun(): void {
  work?.clearTimers();
}

/** A run still scheduling timers after this many callbacks never settles (a loop of timers). */
const maxCallbacks = 2_000;

/**
 * Waits until the run has no pending work (see pending-work.ts) and the tree stayed the same for
 * two turns of the event loop. Counted, not timed: `deadline` (a Date.now() value) is for the
 * Playground, where a reader waits; the build passes none, so a slow machine only waits longer.
 */
async function waitForOutcome(
  work: PendingWork,
  snapshot: () => string,
  deadline?: number,
): Promise<boolean> {
  const stopped = await waitUntilQuiet(work, snapshot, {
    stop: () =>
      work.callbacks() > maxCallbacks
        ? `the example was still scheduling work after ${maxCallbacks} timer callbacks`
        : deadline !== undefined && Date.now() > deadline
          ? 'timeout: the example was still working when the Playground stopped waiting'
          : undefined,
  });
  if (stopped) errors.push(stopped);
  return !stopped;
}

/** How a run is timed. */
interface RunTiming {
  /** The Playground's patience (see waitForOutcome); the build waits as long as the run works. */
  settleTimeoutMs?: number;
  /** Turns a message between the plugin's threads takes each way (thread-crossing.ts). */
  crossingTurns?: number;
}

/**
 * Runs one example: `compile` makes the block's module function, which runs as every runtime runs
 * it (example-module.ts) and may call render itself; what either throws is an error of the run.
 * The result is the document react-figma left behind once it stopped changing.
 */
export async function runExample(
  job: ExampleJob,
  {imports, figmaApiStub}: RunModules,
  compile: () => ModuleBody,
  {settleTimeoutMs, crossingTurns = previewCrossingTurns}: RunTiming = {},
): Promise<ExampleRun> {
  if (!work) throw new Error('call installRuntime before runExample');
  const deadline = settleTimeoutMs === undefined ? undefined : Date.now() + settleTimeoutMs;
  // `figma` must be assigned only after react-figma (hence figma-jsonrpc) has loaded. Its rpc
  // module is the one react-figma's own code calls the other thread through.
  imports['react-figma']();
  const calls: Record<string, number> = {};
  crossThreads(imports['react-figma/rpc']() as ReactFigmaRpc, work, crossingTurns, calls);
  // The assumed rules of the model (model-rules.ts) this run relies on.
  const assumptions = assumptionLog();
  const figma = completeFigmaStub(figmaApiStub().createFigma({simulateErrors: true}), assumptions);
  runScope.figma = figma;
  // Image fills carry only a hash: keep the bytes behind each one for drawing.
  const images: Record<string, string> = {};
  const placeholders: Record<string, string> = {};
  const stub = figma as unknown as {createImage(bytes: Uint8Array): {hash: string}};
  const createImage = stub.createImage.bind(stub);
  stub.createImage = (bytes) => {
    const image = createImage(bytes);
    const text = new TextDecoder().decode(bytes);
    if (text.startsWith(placeholderMarker))
      placeholders[image.hash] = text.slice(placeholderMarker.length);
    else images[image.hash] = base64(bytes);
    return image;
  };
  const root = figma.root as unknown as {children: Array<Record<string, unknown>>};
  const initialPages = new Set(root.children.map((page) => page.id));
  const pages = () => root.children.map((page) => serializeNode(page as never));

  let renderedBy = 'render';
  try {
    const run = runModule(job, compile(), imports);
    renderedBy = run.renderedBy;
    if ('error' in run) errors.push(run.error);
    else await run.rendering;
  } catch (error) {
    errors.push(`threw: ${describeError(error)}`);
  }
  const done = await waitForOutcome(work, () => JSON.stringify(pages()), deadline);
  const tree: ExampleNode[] = pages();
  // Created nodes: everything on any page, plus the pages the example made (not the stub's first
  // page, nor the page the runner wrapped an exported component in).
  const newPages = tree.filter((page) => !initialPages.has(page.id)).length;
  const nodeCount =
    countNodes(tree.flatMap((page) => page.children ?? [])) + (job.wrapInPage ? 0 : newPages);
  return {
    pages: tree,
    images,
    placeholders,
    offline,
    nodeCount,
    errors,
    notes,
    renderedBy,
    finished: done,
    calls,
    assumptions: assumptions.list(),
  };
}
