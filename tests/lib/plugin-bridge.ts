// A built Figma plugin, run the way Figma runs it: the manifest's main bundle in a Node `vm`
// context against an in-memory Figma (figma-api-stub), the UI page in jsdom, the two joined by
// postMessage as Figma joins the main thread and the plugin's iframe. The recipe checks
// (tests/recipes) run the plugins a guide builds with it; the crawl (tests/e2e/crawl.spec.ts)
// runs every plugin the site downloads.
import {createRequire} from 'node:module';
import {join} from 'node:path';
import vm from 'node:vm';
import {createFigma} from 'figma-api-stub';
import {
  waitUntilQuiet,
  trackPendingWork,
  type PendingWork,
} from '../../src/figma-preview/pending-work';
import {dataUrlContent, offlineMessage} from '../../src/figma-preview/run-core';
import {repoRoot} from '../../tools/repo-root.cjs';

/** A layer of the document as the checks compare it. */
export interface Layer {
  id: string;
  type: string;
  name: string;
  characters?: string;
  children?: Layer[];
}

type Listener = (message: unknown) => void;
/** What the checks read of a stub node (the stub is typed loosely). */
interface StubNode extends Omit<Layer, 'children'> {
  children?: StubNode[];
  getPluginData(key: string): string;
}
/** jsdom's window of the UI page (jsdom ships no types). */
export type UiWindow = Window;
// Required from the repository's root: Playwright (CommonJS) and Vitest (ES modules) both load
// this file, so it cannot name its own location.
const {JSDOM, VirtualConsole} = createRequire(join(repoRoot, 'package.json'))('jsdom') as {
  JSDOM: new (
    html: string,
    options: object,
  ) => {window: UiWindow; getInternalVMContext(): vm.Context};
  VirtualConsole: new () => {
    on(level: string, listener: (...args: unknown[]) => void): void;
    sendTo(target: Console): void;
  };
};

/** What the UI page logged: console calls, and errors jsdom caught in its scripts ('jsdomError'). */
export interface LoggedMessage {
  level: string;
  text: string;
}

/** A plugin's files: manifest.json and the files it names. */
export interface PluginFiles {
  read(file: string): string;
}

export interface RunPluginOptions {
  /** The in-memory Figma to run against; a plain figma-api-stub by default. */
  figma?: ReturnType<typeof createFigma>;
  /** Keep what the UI logs in `logged` instead of printing it. */
  captureConsole?: boolean;
  /**
   * Called before the main thread handles a message from the UI; what it returns is called once
   * the handlers have run (to show the main thread another view of the document meanwhile).
   */
  aroundMainMessage?: (message: unknown) => (() => void) | void;
}

/** A JSON-RPC request (figma-jsonrpc's, which react-figma uses): it waits for a reply. */
const requestId = (message: unknown): unknown => {
  const rpc = message as {id?: unknown; method?: unknown} | null;
  return rpc && typeof rpc === 'object' && rpc.id !== undefined && rpc.method !== undefined
    ? rpc.id
    : undefined;
};
const replyId = (message: unknown): unknown => {
  const rpc = message as {id?: unknown; method?: unknown} | null;
  return rpc && typeof rpc === 'object' && rpc.id !== undefined && rpc.method === undefined
    ? rpc.id
    : undefined;
};

/**
 * What jsdom lacks of the plugin iframe's browser: `fetch`. The check has no network, as the
 * previews have none (src/figma-preview/run-core.ts): a data: URL loads (react-figma's Image
 * fetches even those), any other request fails at once, the same way every run.
 */
function installOfflineFetch(window: UiWindow) {
  const scope = window as unknown as typeof globalThis;
  if (typeof scope.fetch === 'function') return;
  scope.fetch = ((input: unknown) => {
    const url = String(input);
    if (!url.startsWith('data:')) {
      return Promise.reject(new TypeError(offlineMessage));
    }
    const {bytes, type} = dataUrlContent(url);
    const blob = new scope.Blob([bytes], {type});
    return Promise.resolve({
      ok: true,
      status: 200,
      blob: async () => blob,
      arrayBuffer: async () => bytes.slice().buffer,
      text: async () => new TextDecoder().decode(bytes),
    });
  }) as typeof fetch;
}

/**
 * Each script text compiled once per process: every plugin the site downloads carries the same
 * runtime, and a compiled script runs in each new window (or main-thread context) with the bytecode
 * V8 already has for it.
 */
const compiledScripts = new Map<string, vm.Script>();
function compiledScript(text: string, filename: string): vm.Script {
  let script = compiledScripts.get(text);
  if (!script) {
    script = new vm.Script(text, {filename});
    compiledScripts.set(text, script);
  }
  return script;
}

/**
 * The UI page without the text of its inline scripts, and those texts in order. jsdom's parser
 * reads a script's text character by character, and the runtime every plugin carries is most of
 * ui.html: parsing it cost as much as running it. A script's text ends at the first `</script`;
 * the parser's escaped states, which could move that end, begin only at `<!--`, so a page without
 * one splits here as the parser would split it. A page with one is parsed whole (`scripts`
 * undefined).
 */
function splitInlineScripts(html: string): {page: string; scripts?: string[]} {
  if (html.includes('<!--')) return {page: html};
  const scripts: string[] = [];
  const page = html.replace(
    /(<script\b[^>]*>)([\s\S]*?)(<\/script[\s/>])/gi,
    (_, open: string, text: string, close: string) => {
      scripts.push(text);
      return open + close;
    },
  );
  return {page, scripts};
}

/** A run that is still busy after this many turns of the event loop never settles. */
const maxTurns = 100_000;

/**
 * Runs a built plugin: evaluates the manifest's main bundle with a stubbed `figma`, and opens its
 * UI page (call `openUi` again to run the plugin a second time against the same document).
 */
export function runPlugin(files: PluginFiles, options: RunPluginOptions = {}) {
  const manifest = JSON.parse(files.read('manifest.json')) as {main: string; ui: string};
  const html = files.read(manifest.ui);
  const uiPage = splitInlineScripts(html);
  const figma = options.figma ?? createFigma({simulateErrors: true});
  Object.assign(globalThis, {figma}); // the stub looks itself up globally
  const toMain: Listener[] = [];
  let ui: UiWindow | undefined;
  let uiWork: PendingWork | undefined;
  let uiOptions: object | undefined;
  let closed = false;
  /** Every message each thread posted, in order. */
  const sent = {toMain: [] as unknown[], toUi: [] as unknown[]};
  /** Messages posted and not yet delivered, and requests (by thread and id) not yet answered. */
  let inFlight = 0;
  const unanswered = new Set<string>();
  const track = (from: 'main' | 'ui', message: unknown) => {
    const asked = requestId(message);
    if (asked !== undefined) unanswered.add(`${from}:${String(asked)}`);
    const answered = replyId(message);
    if (answered !== undefined)
      unanswered.delete(`${from === 'main' ? 'ui' : 'main'}:${String(answered)}`);
  };
  /** Delivers a message on the next turn, as postMessage does. */
  const deliver = (send: () => void) => {
    inFlight++;
    setTimeout(() => {
      inFlight--;
      if (!closed) send();
    }, 0);
  };
  // What the main thread asked of the two APIs the stub lacks: toasts, and the nodes zoomed to.
  // (It lacks getNodeByIdAsync too, which Figma asks plugins to use: the same lookup, awaited.)
  const notified: string[] = [];
  const zoomedTo: string[][] = [];
  const logged: LoggedMessage[] = [];
  const uiConsole = () => {
    if (!options.captureConsole) return undefined;
    const virtual = new VirtualConsole();
    for (const level of ['log', 'info', 'warn', 'error', 'jsdomError']) {
      virtual.on(level, (...args: unknown[]) =>
        logged.push({
          level,
          text: args
            .map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : String(arg)))
            .join(' '),
        }),
      );
    }
    return virtual;
  };

  Object.assign(figma, {
    showUI: (_html: string, options?: object) => (uiOptions = options),
    notify(message: string) {
      notified.push(message);
      return {cancel() {}};
    },
    viewport: {
      scrollAndZoomIntoView: (nodes: StubNode[]) => zoomedTo.push(nodes.map((node) => node.id)),
    },
    getNodeByIdAsync: async (id: string): Promise<unknown> => figma.getNodeById(id),
  });
  Object.assign(figma.ui, {
    on: (type: string, listener: Listener) => type === 'message' && toMain.push(listener),
    postMessage(pluginMessage: unknown) {
      sent.toUi.push(pluginMessage);
      track('main', pluginMessage);
      deliver(() => {
        const event = new (ui as unknown as typeof globalThis).MessageEvent('message', {
          data: {pluginMessage},
        });
        ui?.dispatchEvent(event);
      });
    },
  });
  compiledScript(files.read(manifest.main), manifest.main).runInContext(
    vm.createContext({figma, __html__: html, console, setTimeout, clearTimeout}),
  );

  const pages = (): Layer[] => {
    const layer = ({id, type, name, characters, children}: StubNode): Layer => ({
      id,
      type,
      name,
      ...(type === 'TEXT' && {characters}),
      ...(children && {children: children.map(layer)}),
    });
    const all = figma.root.children as unknown as StubNode[];
    return all.filter((page) => page.getPluginData('isReactFigmaNode')).map(layer);
  };

  return {
    figma,
    sent,
    notified,
    zoomedTo,
    /** What the UI logged, with captureConsole. */
    logged,
    /** The options the main thread passed to figma.showUI. */
    uiOptions: () => uiOptions,
    /** A fresh UI iframe document running the page's inline scripts. */
    openUi(): UiWindow {
      closed = false;
      const dom = new JSDOM(uiPage.page, {
        runScripts: 'outside-only',
        pretendToBeVisual: true,
        virtualConsole: uiConsole(),
      });
      const window = dom.window;
      // Counted before any script runs: React's scheduler keeps the timer functions it finds.
      uiWork = trackPendingWork(window as unknown as Record<string, unknown>);
      installOfflineFetch(window);
      // In Figma the iframe's parent is the plugin host; here messages go straight to the main thread.
      window.postMessage = ((data: {pluginMessage: unknown}) => {
        sent.toMain.push(data.pluginMessage);
        track('ui', data.pluginMessage);
        deliver(() => {
          const after = options.aroundMainMessage?.(data.pluginMessage);
          try {
            toMain.forEach((listener) => listener(data.pluginMessage));
            (figma.ui.onmessage as Listener | undefined)?.(data.pluginMessage);
          } finally {
            after?.();
          }
        });
      }) as Window['postMessage'];
      ui = window;
      // Each inline script as the page runs it: a classic script in the window's global scope.
      const elements = Array.from(window.document.querySelectorAll('script'));
      if (uiPage.scripts && uiPage.scripts.length !== elements.length) {
        throw new Error(
          `${manifest.ui}: ${elements.length} scripts parsed, ${uiPage.scripts.length} split out`,
        );
      }
      elements.forEach((script, index) =>
        compiledScript(
          uiPage.scripts?.[index] ?? script.textContent ?? '',
          manifest.ui,
        ).runInContext(dom.getInternalVMContext()),
      );
      return window;
    },
    /** Closes the plugin: messages in flight and later ones are dropped, both ways. */
    close() {
      closed = true;
    },
    /** Lets `count` turns of the event loop pass: for a plugin that never settles by design. */
    async turns(count: number): Promise<void> {
      if (!uiWork) throw new Error('open the UI before waiting for it');
      for (let turn = 0; turn < count; turn++) await uiWork.nextTurn();
    },
    /**
     * Waits until the plugin has nothing left to do, counted rather than timed: no UI timer or
     * read pending (src/figma-preview/pending-work.ts, file reads included), no message in flight, no
     * request unanswered, and the document the same for two turns in a row. A slow machine only waits
     * longer. Rejects when the plugin is still busy after many turns.
     */
    async untilQuiet(): Promise<void> {
      if (!uiWork) throw new Error('open the UI before waiting for it');
      const stopped = await waitUntilQuiet(uiWork, () => JSON.stringify(pages()), {
        busy: () => inFlight > 0 || unanswered.size > 0,
        stop: (turn) =>
          turn > maxTurns
            ? `the plugin was still busy after ${maxTurns} turns (${inFlight} messages in flight, ${unanswered.size} requests unanswered)`
            : undefined,
      });
      if (stopped) throw new Error(stopped);
    },
    /** The pages react-figma made, with their layers. */
    pages,
  };
}
