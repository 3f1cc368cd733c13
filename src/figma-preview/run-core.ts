// Running one example with react-figma 0.31.0 against an in-memory Figma, the same way wherever it
// runs: in a Node child process at build time (src/plugins/previews/child.ts) or in the playground's Web Worker
// (src/plugins/playground/worker.ts). Each run needs freshly loaded modules, in a fresh realm or
// with the globals put back (child.ts): react-figma keeps its state in module scope.
import type {ExpectedDrawing} from '../run-in-figma/figma-check';
import {base64} from './base64';
import {completeFigmaStub} from './figma-stub';
import {assumptionLog} from './model-rules';
import {countNodes, serializeNode, type ExampleNode, type ExampleRun} from './node-tree';
import {settled, trackPendingWork, type PendingWork} from './pending-work';
import {chooseExport, exportElement} from './render-plan';
import {crossThreads, previewCrossingTurns, type ReactFigmaRpc} from './thread-crossing';

/** What the runner renders for one block. */
export interface ExampleJob {
  /** 'render': the block calls render itself; otherwise the export to render (or 'default'). */
  mode: 'render' | 'export';
  /** For 'export': the block never renders a Page, so its component goes inside one. */
  wrapInPage: boolean;
  /** For 'export': the component's props (fence meta props='{JSON}'), else {}. */
  props: Record<string, unknown>;
}

/** An example as the build ran it: published beside its preview as JSON for the Edit button. */
export interface ExampleSource extends ExampleJob {
  code: string;
  /** The fence language: 'tsx', 'ts' or 'jsx'. */
  lang: string;
  /**
   * What the site showed for a docs example, which Run in Figma's plugin checks the reader's
   * Figma against (src/run-in-figma/figma-check.ts); absent for code the reader edited.
   */
  expected?: ExpectedDrawing;
}

/** The modules a run needs. */
export interface RunModules {
  react: typeof import('react');
  reactFigma: typeof import('react-figma');
  /** The same module react-figma's own code calls the other thread through. */
  rpc: ReactFigmaRpc;
  createFigma: typeof import('figma-api-stub').createFigma;
}

/* eslint-disable @typescript-eslint/no-require-imports -- loaded on demand, after the globals */
/**
 * Loads the modules a run needs from the playground's bundle, whose esbuild set-up makes `react`
 * React 16. Call it after installRuntime: react-figma reads the globals it sets when it loads. The
 * build's child process loads its own afresh for each run (src/plugins/previews/run-modules.ts).
 */
export function loadRunModules(): RunModules {
  return {
    react: require('react') as typeof import('react'),
    reactFigma: require('react-figma') as typeof import('react-figma'),
    rpc: require('react-figma/rpc') as ReactFigmaRpc,
    createFigma: (require('figma-api-stub') as typeof import('figma-api-stub')).createFigma,
  };
}
/* eslint-enable @typescript-eslint/no-require-imports */

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
let started = Date.now();
/** The run's timers and reads (set by installRuntime). */
let work: PendingWork | undefined;

export const describeError = (error: unknown): string =>
  error instanceof Error ? (error.stack ?? error.message) : String(error);

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
 * run: what an earlier run collected is dropped.
 */
export function installRuntime(format: (...args: unknown[]) => string): EscapedErrors {
  errors = [];
  notes = [];
  offline = [];
  started = Date.now();
  for (const level of ['error', 'warn'] as const) {
    console[level] = (...args: unknown[]) => {
      const message = `console.${level}: ${format(...args)}`;
      (libraryWarnings.some((pattern) => pattern.test(message)) ? notes : errors).push(message);
    };
  }
  const globals = globalThis as Record<string, unknown>;
  work = trackPendingWork(globals);
  // react-devtools-core reads `self` and `window` when react-figma is imported (a worker has
  // `self` already, read-only).
  globals.self ??= globalThis;
  globals.window = globalThis;
  // With `window` defined, React 16's scheduler takes its browser path, which wants these.
  globals.requestAnimationFrame = (callback: (time: number) => void) =>
    setTimeout(() => callback(Date.now()), 16);
  globals.cancelAnimationFrame = (handle: ReturnType<typeof setTimeout>) => clearTimeout(handle);
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
async function settle(
  work: PendingWork,
  snapshot: () => string,
  deadline?: number,
): Promise<boolean> {
  const stopped = await settled(work, snapshot, {
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
export interface RunTiming {
  /** The Playground's patience (see settle); the build waits as long as the run works. */
  settleTimeoutMs?: number;
  /** Turns a message between the plugin's threads takes each way (thread-crossing.ts). */
  crossingTurns?: number;
}

/**
 * Runs one example: `evaluate` executes the block (which may call render itself) and returns its
 * exports; the result is the document react-figma left behind once it stopped changing.
 */
export async function runExample(
  job: ExampleJob,
  modules: () => RunModules,
  evaluate: () => Record<string, unknown>,
  {settleTimeoutMs, crossingTurns = previewCrossingTurns}: RunTiming = {},
): Promise<ExampleRun> {
  if (!work) throw new Error('call installRuntime before runExample');
  const deadline = settleTimeoutMs === undefined ? undefined : Date.now() + settleTimeoutMs;
  // `figma` must be assigned only after react-figma (hence figma-jsonrpc) has loaded.
  const {react, reactFigma, rpc, createFigma} = modules();
  crossThreads(rpc, work, crossingTurns);
  // The assumed rules of the model (model-rules.ts) this run relies on.
  const assumptions = assumptionLog();
  const figma = completeFigmaStub(createFigma({simulateErrors: true}), assumptions);
  (globalThis as Record<string, unknown>).figma = figma;
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

  let rendered = 'render';
  try {
    const exports = evaluate();
    if (job.mode === 'export') {
      // The same choice as the plugin Run in Figma downloads (render-plan.ts).
      const chosen = chooseExport(exports);
      rendered = chosen.name;
      if ('error' in chosen) errors.push(chosen.error);
      else {
        const create = react.createElement as (type: unknown, ...rest: unknown[]) => unknown;
        await reactFigma.render(
          exportElement(job, chosen.component, create, reactFigma.Page) as Parameters<
            typeof reactFigma.render
          >[0],
        );
      }
    }
  } catch (error) {
    errors.push(`threw: ${describeError(error)}`);
  }
  const done = await settle(work, () => JSON.stringify(pages()), deadline);
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
    rendered,
    settled: done,
    durationMs: Date.now() - started,
    assumptions: assumptions.list(),
  };
}
