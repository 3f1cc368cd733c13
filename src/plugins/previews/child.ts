// Runs ONE documentation example in a fresh Node process: react-figma 0.31.0 on React 16 against
// figma-api-stub, then sends the node tree it produced back to the parent (process.send).
// Bundled by run-examples.ts with esbuild (packages stay external) and started with fork().
import Module from 'node:module';
import path from 'node:path';
import {format} from 'node:util';
import {completeFigmaStub} from './figma-stub';
import {countNodes, serializeNode, type ExampleNode, type ExampleRun} from './node-tree';

export interface ExampleJob {
  /** The block, already transpiled to CommonJS. */
  code: string;
  /** Where the block pretends to live (under the repository, so its imports resolve). */
  filename: string;
  /** 'render': the block calls render itself; otherwise the export to render (or 'default'). */
  mode: 'render' | 'export';
  /** For 'export': the block never renders a Page, so its component goes inside one. */
  wrapInPage: boolean;
  /** For 'export': the component's props (fence meta props='{JSON}'), else {}. */
  props: Record<string, unknown>;
  /** The package every `react` request resolves to: 'react-16' unless measuring other majors. */
  reactPackage: string;
}

/**
 * Warnings react-figma 0.31.0 itself causes, whatever the example does: they are reported as
 * notes, not failures. `Instance` renders its `overrides` as a list without keys, and `Text`
 * loads its font in an effect (useFontName) that sets state even after the Text has unmounted.
 */
const libraryWarnings = [
  /unique "key" prop[\s\S]*Check the render method of `Instance`/,
  /Can't perform a React state update on an unmounted component[\s\S]*?\n\s*in Text \(/,
];

const errors: string[] = [];
const notes: string[] = [];
const started = Date.now();

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

for (const level of ['error', 'warn'] as const) {
  console[level] = (...args: unknown[]) => {
    const message = `console.${level}: ${format(...args)}`;
    (libraryWarnings.some((pattern) => pattern.test(message)) ? notes : errors).push(message);
  };
}
process.on('uncaughtException', (error) => errors.push(`uncaught: ${error.stack ?? error}`));
process.on('unhandledRejection', (reason) =>
  errors.push(
    `unhandled rejection: ${reason instanceof Error ? (reason.stack ?? reason) : String(reason)}`,
  ),
);

const globals = globalThis as Record<string, unknown>;
// react-devtools-core reads `self` and `window` when react-figma is imported.
globals.self = globalThis;
globals.window = globalThis;
// With `window` defined, React 16's scheduler takes its browser path, which wants these.
globals.requestAnimationFrame = (callback: (time: number) => void) =>
  setTimeout(() => callback(Date.now()), 16);
globals.cancelAnimationFrame = (handle: ReturnType<typeof setTimeout>) => clearTimeout(handle);
// figma-jsonrpc picks its side at import time: with `parent` defined and `figma` not, it is the
// UI side and calls the plugin side directly once `figma` exists, so both halves run here.
globals.parent = {postMessage: () => undefined};

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
      (bytes) =>
        `data:${blob.type || 'application/octet-stream'};base64,${Buffer.from(bytes).toString('base64')}`,
    );
  }
}
globals.FileReader = FileReaderShim;

// No network: a request outside the process fails at once, the same way every run (data: URLs,
// which need none, still load), and examples that fetch render their failure state. The one
// exception is react-figma's Image downloading its source: it gets stand-in bytes naming the URL,
// which the preview draws as a labeled placeholder the size of the image.
const placeholderMarker = 'react-figma-docs placeholder for ';
/** Requests the example made that the runner refused. */
const offline: string[] = [];
const realFetch = globalThis.fetch;
globals.fetch = (input: string | URL | Request, init?: RequestInit) => {
  const url = input instanceof Request ? input.url : String(input);
  if (url.startsWith('data:')) return realFetch(input, init);
  if (/useImageHash|getImageHandler/.test(new Error().stack ?? '')) {
    return Promise.resolve(new Response(new Blob([placeholderMarker + url])));
  }
  offline.push(url);
  return Promise.reject(new TypeError(`fetch ${url}: the example runner has no network`));
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the serialized tree has not changed for `quietPolls` polls in a row. */
async function settle(snapshot: () => string, quietPolls = 4, everyMs = 15, timeoutMs = 10_000) {
  let last = snapshot();
  let quiet = 0;
  const deadline = Date.now() + timeoutMs;
  while (quiet < quietPolls) {
    if (Date.now() > deadline) {
      errors.push(`timeout: the node tree was still changing after ${timeoutMs} ms`);
      return;
    }
    await sleep(everyMs);
    const next = snapshot();
    quiet = next === last ? quiet + 1 : 0;
    last = next;
  }
}

async function run(job: ExampleJob): Promise<ExampleRun> {
  // Required here, not imported: the hook and the globals above must be in place first, and
  // `figma` must be assigned only after react-figma (hence figma-jsonrpc) has loaded.
  /* eslint-disable @typescript-eslint/no-require-imports */
  const react = require('react') as typeof import('react');
  const reactFigma = require('react-figma') as typeof import('react-figma');
  const {createFigma} = require('figma-api-stub') as typeof import('figma-api-stub');
  /* eslint-enable @typescript-eslint/no-require-imports */
  const figma = completeFigmaStub(createFigma({simulateErrors: true}));
  globals.figma = figma;
  // Image fills carry only a hash: keep the bytes behind each one for drawing.
  const images: Record<string, string> = {};
  const placeholders: Record<string, string> = {};
  const stub = figma as unknown as {createImage(bytes: Uint8Array): {hash: string}};
  const createImage = stub.createImage.bind(stub);
  stub.createImage = (bytes) => {
    const image = createImage(bytes);
    const text = Buffer.from(bytes).toString('utf8');
    if (text.startsWith(placeholderMarker))
      placeholders[image.hash] = text.slice(placeholderMarker.length);
    else images[image.hash] = Buffer.from(bytes).toString('base64');
    return image;
  };
  const root = figma.root as unknown as {children: Array<Record<string, unknown>>};
  const initialPages = new Set(root.children.map((page) => page.id));
  const pages = () => root.children.map((page) => serializeNode(page as never));

  let rendered = 'render';
  try {
    const example = new Module(job.filename) as Module & {
      _compile(code: string, filename: string): void;
      paths: string[];
    };
    example.filename = job.filename;
    example.paths = (
      Module as unknown as {_nodeModulePaths(dir: string): string[]}
    )._nodeModulePaths(path.dirname(job.filename));
    example._compile(job.code, job.filename);
    if (job.mode === 'export') {
      // The block only exports components: render its default export, else its single exported
      // component. render() mounts into the document, whose children must be pages, so a component
      // that renders no Page of its own goes into <Page isCurrent>: the page a reader looks at.
      const exports = example.exports as Record<string, unknown>;
      const components = Object.entries(exports).filter(
        ([name, value]) => typeof value === 'function' && /^[A-Z]/.test(name),
      );
      const [name, component] =
        typeof exports.default === 'function'
          ? ['default', exports.default]
          : components.length === 1
            ? components[0]
            : [components.map(([key]) => key).join(', ') || 'nothing', undefined];
      rendered = name;
      if (component === undefined) {
        errors.push(
          `cannot choose what to render: no default export and exported components: ${name}`,
        );
      } else {
        const element = react.createElement(component as React.ComponentType, job.props);
        await reactFigma.render(
          (job.wrapInPage
            ? react.createElement(reactFigma.Page, {name: 'Page 1', isCurrent: true}, element)
            : element) as Parameters<typeof reactFigma.render>[0],
        );
      }
    }
  } catch (error) {
    errors.push(
      `threw: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
  }
  await settle(() => JSON.stringify(pages()));
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
    durationMs: Date.now() - started,
  };
}

process.once('message', (job: ExampleJob) => {
  reactPackage = job.reactPackage;
  void run(job).then((result) => {
    process.send!(result, () => process.exit(0));
  });
});
