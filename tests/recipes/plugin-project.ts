// A plugin project assembled from the files a guide shows, installed from the npm registry as its
// package.json says, built, and run the way Figma runs a plugin: the main bundle against
// figma-api-stub (the stub react-figma's own tests use), the UI page in jsdom, the two wired by
// postMessage (tests/lib/plugin-bridge.ts, which Run in Figma's check shares). The recipe checks
// beside this file use it to prove that a guide's recipe works.
import {execFile, spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {expect} from 'vitest';
import {runPlugin, type Layer} from '../lib/plugin-bridge';
import {extractCodeBlocks, readRepoFile} from '../../tools/markdown-sources';

export {runPlugin, type Layer, type UiWindow} from '../lib/plugin-bridge';

/**
 * The files a guide's blocks show, found by the build's own Markdown parser: the first block for
 * each plain file name given as its title (` ```json title="package.json" `), optionally only
 * within the lines [from, to) of the page.
 */
function filesShown(page: string, from = 1, to = Infinity): Record<string, string> {
  const file = `docs/${page}`;
  const files: Record<string, string> = {};
  for (const block of extractCodeBlocks(file, readRepoFile(file))) {
    const title = /(?:^|\s)title="([^" ]+)"/.exec(block.meta)?.[1];
    if (title && block.line >= from && block.line < to) files[title] ??= `${block.code}\n`;
  }
  return files;
}

/** The files a guide shows: the first block for each plain file name given as its title. */
export function guideFiles(page: string): Record<string, string> {
  return filesShown(page);
}

/**
 * The files one section of a guide shows (from its `## heading` to the next one), for a page that
 * gives more than one recipe, each with its own `package.json`.
 */
export function guideSectionFiles(page: string, heading: string): Record<string, string> {
  const lines = readRepoFile(`docs/${page}`).split('\n');
  const start = lines.indexOf(`## ${heading}`);
  if (start < 0) throw new Error(`${page} has no section "## ${heading}"`);
  const next = lines.findIndex((line, index) => index > start && line.startsWith('## '));
  // Block lines are 1-based: the heading's own line is start + 1.
  return filesShown(page, start + 1, next < 0 ? Infinity : next + 1);
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
    write,
    remove() {
      if (process.env.RECIPES_KEEP) console.log(`kept ${dir}`);
      else fs.rmSync(dir, {recursive: true, force: true});
    },
  };
}

export const npmInstall = ['install', '--no-audit', '--no-fund', '--loglevel=error'];

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
  await plugin.untilQuiet();
  const first = plugin.pages();
  expect(first).toHaveLength(1);
  const frame = first[0].children?.find((layer) => layer.type === 'FRAME');
  expect(frame?.children?.find((layer) => layer.type === 'TEXT')?.characters).toBe(text);

  plugin.openUi(); // run the plugin again against the same document
  await plugin.untilQuiet();
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
