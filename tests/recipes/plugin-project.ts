// A plugin project assembled from the files a guide shows, installed from the npm registry as its
// package.json says, built, and run the way Figma runs a plugin: the main bundle against
// figma-api-stub (the stub react-figma's own tests use), the UI page in jsdom, the two wired by
// postMessage. The recipe checks beside this file use it to prove that a guide's recipe works.
import {execFile, spawn} from 'node:child_process';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import vm from 'node:vm';
import {createFigma} from 'figma-api-stub';
import {expect} from 'vitest';

const docs = path.resolve(import.meta.dirname, '../../docs');

/** The files a guide shows: the first fence for each plain file name given as its title. */
export function guideFiles(page: string): Record<string, string> {
  const text = fs.readFileSync(path.join(docs, page), 'utf8');
  const files: Record<string, string> = {};
  for (const [, title, body] of text.matchAll(/^```\w+ title="([^" ]+)"[^\n]*\n([\s\S]*?)^```/gm)) {
    files[title] ??= body;
  }
  return files;
}

export interface Background {
  /** What the command has printed so far. */
  output(): string;
  /** Ends the command and the processes it started. */
  stop(): void;
}

export interface Project {
  dir: string;
  /**
   * Runs a command in the project and resolves to its output; rejects with the output on failure.
   * Asynchronous, because vitest reports an error when a worker's event loop stays blocked for a
   * minute, as a synchronous npm install on a busy machine can.
   */
  run(command: string, args: string[]): Promise<string>;
  /** Starts a command that keeps running, such as a watch script, in the background. */
  start(command: string, args: string[]): Background;
  read(file: string): string;
  /** Writes a file into the project, or deletes it when `body` is null. */
  write(file: string, body: string | null): void;
  remove(): void;
}

/** Writes the files into a fresh temporary folder (kept when RECIPES_KEEP is set). */
export function createProject(name: string, files: Record<string, string>): Project {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  const write = (file: string, body: string | null) => {
    const target = path.join(dir, file);
    if (body === null) return fs.rmSync(target, {force: true});
    fs.mkdirSync(path.dirname(target), {recursive: true});
    fs.writeFileSync(target, body);
  };
  for (const [file, body] of Object.entries(files)) write(file, body);
  return {
    dir,
    async run(command, args) {
      try {
        const {stdout} = await promisify(execFile)(command, args, {cwd: dir, encoding: 'utf8'});
        return stdout;
      } catch (error) {
        const {stdout, stderr} = error as {stdout?: string; stderr?: string};
        throw new Error(`${command} ${args.join(' ')} failed in ${dir}:\n${stdout}${stderr}`);
      }
    },
    start(command, args) {
      // Its own process group, so that stop() also ends what an npm script starts.
      const child = spawn(command, args, {cwd: dir, detached: true, stdio: 'pipe'});
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      return {
        output: () => output,
        stop() {
          try {
            if (child.pid) process.kill(-child.pid);
          } catch {
            // The group has ended already.
          }
        },
      };
    },
    read: (file) => fs.readFileSync(path.join(dir, file), 'utf8'),
    write(file, body) {
      const target = path.join(dir, file);
      if (body === null) fs.rmSync(target, {force: true});
      else {
        fs.mkdirSync(path.dirname(target), {recursive: true});
        fs.writeFileSync(target, body);
      }
    },
    remove() {
      if (process.env.RECIPES_KEEP) console.log(`kept ${dir}`);
      else fs.rmSync(dir, {recursive: true, force: true});
    },
  };
}

export const npmInstall = ['install', '--no-audit', '--no-fund', '--loglevel=error'];

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
/** The part of jsdom's window the checks use (jsdom ships no types). */
export interface UiWindow extends Window {
  eval(code: string): unknown;
}
const {JSDOM} = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string, options: object) => {window: UiWindow};
};

/**
 * Runs a built plugin: evaluates the manifest's main bundle with a stubbed `figma`, and opens its
 * UI page (call `openUi` again to run the plugin a second time against the same document).
 */
export function runPlugin(project: Project) {
  const manifest = JSON.parse(project.read('manifest.json')) as {main: string; ui: string};
  const html = project.read(manifest.ui);
  const figma = createFigma({simulateErrors: true});
  Object.assign(globalThis, {figma}); // the stub looks itself up globally
  const toMain: Listener[] = [];
  let ui: UiWindow | undefined;
  let uiOptions: object | undefined;
  let closed = false;
  /** Every message each thread posted, in order. */
  const sent = {toMain: [] as unknown[], toUi: [] as unknown[]};
  // What the main thread asked of the two APIs the stub lacks: toasts, and the nodes zoomed to.
  const notified: string[] = [];
  const zoomedTo: string[][] = [];

  Object.assign(figma, {
    showUI: (_html: string, options?: object) => (uiOptions = options),
    notify(message: string) {
      notified.push(message);
      return {cancel() {}};
    },
    viewport: {
      scrollAndZoomIntoView: (nodes: StubNode[]) => zoomedTo.push(nodes.map((node) => node.id)),
    },
  });
  Object.assign(figma.ui, {
    on: (type: string, listener: Listener) => type === 'message' && toMain.push(listener),
    postMessage(pluginMessage: unknown) {
      sent.toUi.push(pluginMessage);
      setTimeout(() => {
        if (closed) return;
        const event = new (ui as unknown as typeof globalThis).MessageEvent('message', {
          data: {pluginMessage},
        });
        ui?.dispatchEvent(event);
      }, 0);
    },
  });
  vm.runInContext(
    project.read(manifest.main),
    vm.createContext({figma, __html__: html, console, setTimeout, clearTimeout}),
  );

  return {
    figma,
    sent,
    notified,
    zoomedTo,
    /** The options the main thread passed to figma.showUI. */
    uiOptions: () => uiOptions,
    /** A fresh UI iframe document running the page's inline scripts. */
    openUi(): UiWindow {
      closed = false;
      const window = new JSDOM(html, {runScripts: 'outside-only', pretendToBeVisual: true}).window;
      // In Figma the iframe's parent is the plugin host; here messages go straight to the main thread.
      window.postMessage = ((data: {pluginMessage: unknown}) => {
        sent.toMain.push(data.pluginMessage);
        setTimeout(() => {
          if (closed) return;
          toMain.forEach((listener) => listener(data.pluginMessage));
          (figma.ui.onmessage as Listener | undefined)?.(data.pluginMessage);
        }, 0);
      }) as Window['postMessage'];
      ui = window;
      for (const script of Array.from(window.document.querySelectorAll('script'))) {
        window.eval(script.textContent ?? '');
      }
      return window;
    },
    /** Closes the plugin: messages in flight and later ones are dropped, both ways. */
    close() {
      closed = true;
    },
    /** Waits for messages, layout and fonts to settle. */
    settle: (ms = 2500) => new Promise((resolve) => setTimeout(resolve, ms)),
    /** The pages react-figma made, with their layers. */
    pages(): Layer[] {
      const layer = ({id, type, name, characters, children}: StubNode): Layer => ({
        id,
        type,
        name,
        ...(type === 'TEXT' && {characters}),
        ...(children && {children: children.map(layer)}),
      });
      const pages = figma.root.children as unknown as StubNode[];
      return pages.filter((page) => page.getPluginData('isReactFigmaNode')).map(layer);
    },
  };
}

/** Waits until `ready` returns true; after `ms`, fails with the message `waiting` returns. */
export async function until(ready: () => boolean, waiting: () => string, ms = 60_000) {
  const deadline = Date.now() + ms;
  while (!ready()) {
    if (Date.now() > deadline) throw new Error(waiting());
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Configure's plugin, run twice against one document: the first run draws one page with a Frame
 * holding a Text that reads `text`, and the second updates those layers rather than adding copies.
 */
export async function expectCardDrawnOnce(project: Project, text = 'Hello from React') {
  const plugin = runPlugin(project);
  plugin.openUi();
  await plugin.settle();
  const first = plugin.pages();
  expect(first).toHaveLength(1);
  const frame = first[0].children?.find((layer) => layer.type === 'FRAME');
  expect(frame?.children?.find((layer) => layer.type === 'TEXT')?.characters).toBe(text);

  plugin.openUi(); // run the plugin again against the same document
  await plugin.settle();
  expect(plugin.pages()).toEqual(first);
}

/** Every layer under the given ones, depth first. */
export function allLayers(layers: Layer[]): Layer[] {
  return layers.flatMap((layer) => [layer, ...allLayers(layer.children ?? [])]);
}

/** Sets a form control's value as typing or choosing does, so React's onChange fires. */
export function setValue(control: HTMLInputElement | HTMLSelectElement, value: string) {
  const window = control.ownerDocument.defaultView as unknown as typeof globalThis;
  const {prototype} =
    control.tagName === 'SELECT' ? window.HTMLSelectElement : window.HTMLInputElement;
  // Through the prototype's setter: React 16 tracks values assigned on the element itself, and
  // would take the events that follow for no change.
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value);
  for (const type of ['input', 'change'])
    control.dispatchEvent(new window.Event(type, {bubbles: true}));
}
