// The playground's runner, a dedicated Web Worker: transpiles the reader's code with sucrase and
// runs it with react-figma 0.31.0 on React 16 against the in-memory Figma, exactly as the build
// runs the examples (src/figma-preview/run-core.ts), then draws it with the previews' own code. Only the
// sandbox document (frame.ts) starts it, from a blob: URL: it runs in the sandbox's opaque origin
// under the sandbox's policy, which allows no request, and it cannot reach any page's DOM. It
// takes jobs and answers only on a private port the sandbox hands it (see setUp): the reader's
// code shares this scope, and what it posts itself is relayed to no one.
import {bundledImports} from '../../figma-preview/bundled-imports';
import {tryCompileExample} from '../../figma-preview/compile';
import {moduleParameters, type ModuleBody} from '../../figma-preview/example-module';
import {makePreview} from '../../figma-preview/preview';
import {
  describeError,
  installRuntime,
  runExample,
  type RunModules,
} from '../../figma-preview/run-core';
import {missingFonts, preloadFont, setFontSource} from '../../figma-preview/text-layout';
import {timingKey} from '../../figma-preview/timing';
import type {PlaygroundAnswer, PlaygroundFonts, PlaygroundJob} from './protocol';

/** The worker's global scope (the site's TypeScript setup knows the DOM, not workers). */
const scope = globalThis as unknown as Pick<Window, 'addEventListener' | 'removeEventListener'>;
/**
 * Posts on the runtime's private port (see `setUp`), bound before the reader's code runs: a
 * postMessage the code replaces on MessagePort.prototype never sees the port, and the code's own
 * `self.postMessage` reaches no one (frame.ts relays only this port).
 */
let post: ((message: PlaygroundAnswer) => void) | undefined;
const answer = (message: PlaygroundAnswer) => post?.(message);

const format = (...args: unknown[]) =>
  args
    .map((arg) => (typeof arg === 'string' ? arg : describeError(arg)))
    .join(' ')
    // React 16 formats its warnings printf-style.
    .replace(/%s/g, () => '');
const escaped = installRuntime(format);
scope.addEventListener('error', (event) => escaped.uncaught(event.error));
scope.addEventListener('unhandledrejection', (event) => escaped.unhandledRejection(event.reason));

const modules: RunModules = {
  imports: bundledImports,
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- bundled, loaded on demand
  figmaApiStub: () => require('figma-api-stub'),
};
// Loaded now, while the worker waits for its job: a run then only renders.
for (const load of [...Object.values(modules.imports), modules.figmaApiStub]) load();

/**
 * Takes away what the reader's code could reach storage or the network with, from this scope and
 * its prototypes: a second layer under the sandbox's policy and opaque origin, which refuse all of
 * it anyway. The runner's own fetch (for react-figma's Image, which it answers itself) stays.
 */
function seal() {
  const runnerFetch = globalThis.fetch;
  const reachOut = [
    'fetch',
    'XMLHttpRequest',
    'WebSocket',
    'WebSocketStream',
    'WebTransport',
    'FontFace',
    'EventSource',
    'importScripts',
    'Worker',
    'SharedWorker',
    'BroadcastChannel',
    'indexedDB',
    'caches',
    'cookieStore',
  ];
  for (let scope: object | null = globalThis; scope; scope = Object.getPrototypeOf(scope)) {
    for (const name of reachOut) {
      if (Object.getOwnPropertyDescriptor(scope, name)?.configurable)
        delete (scope as Record<string, unknown>)[name];
    }
  }
  (globalThis as Record<string, unknown>).fetch = runnerFetch;
}
seal();
async function run(job: PlaygroundJob) {
  const compiled = tryCompileExample(job.code, job.lang);
  if ('syntaxError' in compiled) {
    answer({type: 'syntax-error', ...compiled.syntaxError});
    return;
  }
  // The reader's code, in this worker only; the worker's own CSP is what allows it.
  const compile = () => new Function(...moduleParameters, compiled.module) as ModuleBody;
  const result = await runExample(job, modules, compile, {
    settleTimeoutMs: job.settleTimeoutMs,
    crossingTurns: job.crossingTurns,
  });
  let preview;
  let errors = result.errors;
  try {
    if (result.nodeCount > 0) preview = makePreview(result, 'Figma canvas: what your code draws');
  } catch (error) {
    errors = [...errors, `drawing failed: ${describeError(error)}`];
  }
  answer({
    type: 'result',
    preview,
    errors,
    missingFonts: [...missingFonts],
    timingKey: result.finished ? timingKey(result) : '',
  });
}

function installFonts({fonts}: PlaygroundFonts) {
  setFontSource((file) => (fonts[file] ? new Uint8Array(fonts[file]) : undefined));
  // Opening a font (and decompressing WOFF2) is the slow part of measuring text: done now.
  Object.keys(fonts).forEach(preloadFont);
  missingFonts.clear();
}

/**
 * The sandbox's one message on the global channel: the fonts, with the private port that jobs
 * come in on and answers go out on. The port stays in this closure, and the global listener goes
 * before any job arrives, so the reader's code can neither read the port nor hand the runtime a
 * port of its own (a dispatched fake message finds no listener).
 */
function setUp(event: MessageEvent<PlaygroundFonts>) {
  const port = event.ports[0];
  if (event.data?.type !== 'fonts' || !port || post) return;
  scope.removeEventListener('message', setUp);
  post = port.postMessage.bind(port);
  port.onmessage = (job: MessageEvent<PlaygroundJob>) => {
    if (job.data?.type === 'run') void run(job.data);
  };
  installFonts(event.data);
  answer({type: 'ready'});
}
scope.addEventListener('message', setUp);
