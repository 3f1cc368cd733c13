#!/usr/bin/env node
// Proves the newcomer path of the docs: the files shown on docs/configure.mdx (every fence with
// title="manifest.json", "src/ui.tsx", …) are written to a temporary project, installed from the
// npm registry as their package.json says, type-checked, built with their webpack config, and run:
// dist/code.js against figma-api-stub (the Figma API stub react-figma's own tests use) and
// dist/ui.html in jsdom, wired together by postMessage as in Figma. It then checks that the
// document holds a page with a Frame containing the Text, and that a second run of the plugin
// updates those nodes instead of adding copies.
//
// Needs the npm registry; takes a minute or two. Not part of `npm test`.
// Usage: node scripts/verify-getting-started.mjs [--keep]
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';

const guide = new URL('../docs/configure.mdx', import.meta.url);
const keep = process.argv.includes('--keep');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'getting-started-'));
const run = (cmd, args) =>
  execFileSync(cmd, args, {cwd: dir, stdio: ['ignore', 'pipe', 'inherit']});

/** The first fence for each plain file name given as a code title. */
function writeGuideFiles() {
  const text = fs.readFileSync(guide, 'utf8');
  const written = [];
  for (const [, title, body] of text.matchAll(/^```\w+ title="([^" ]+)"[^\n]*\n([\s\S]*?)^```/gm)) {
    if (written.includes(title)) continue;
    fs.mkdirSync(path.dirname(path.join(dir, title)), {recursive: true});
    fs.writeFileSync(path.join(dir, title), body);
    written.push(title);
  }
  return written;
}

function fail(message) {
  console.error(`FAIL: ${message}`);
  process.exitCode = 1;
}

const files = writeGuideFiles();
console.log(`guide files in ${dir}: ${files.join(', ')}`);
for (const needed of [
  'manifest.json',
  'package.json',
  'webpack.config.js',
  'src/main.ts',
  'src/ui.tsx',
]) {
  if (!files.includes(needed)) fail(`docs/configure.mdx shows no ${needed}`);
}
const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8'));

run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error']);
run('npm', [
  'install',
  '--no-audit',
  '--no-fund',
  '--loglevel=error',
  '--no-save',
  'figma-api-stub@0.0.57',
  'jsdom@26',
]);
run('npx', ['tsc', '-p', '.', '--noEmit']);
run('npx', ['webpack', '--mode=production']);
console.log('installed, type-checked and built');

const require = createRequire(path.join(dir, 'package.json'));
const {createFigma} = require('figma-api-stub');
const {JSDOM} = require('jsdom');
const html = fs.readFileSync(path.join(dir, manifest.ui), 'utf8');
const code = fs.readFileSync(path.join(dir, manifest.main), 'utf8');
const uiScript = html.match(/<script[^>]*>([\s\S]*)<\/script>/)?.[1];
if (!uiScript) fail(`${manifest.ui} has no inline script`);

// The main thread: the stub API, with figma.ui wired to whichever UI window is current.
const figma = createFigma({simulateErrors: true});
globalThis.figma = figma; // the stub looks itself up globally
const toMain = [];
let ui;
figma.showUI = () => {};
figma.ui.on = (type, listener) => type === 'message' && toMain.push(listener);
figma.ui.postMessage = (message) =>
  setTimeout(() => ui.onmessage?.({data: {pluginMessage: message}}), 0);
vm.runInContext(code, vm.createContext({figma, __html__: html, console, setTimeout, clearTimeout}));

/** One run of the plugin's UI: a fresh iframe document executing the inlined bundle. */
function startUi() {
  ui = new JSDOM(html, {runScripts: 'outside-only'}).window;
  ui.postMessage = ({pluginMessage}) =>
    setTimeout(() => toMain.forEach((listener) => listener(pluginMessage, {origin: null})), 0);
  ui.eval(uiScript);
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 2500));

function snapshot() {
  const pages = figma.root.children.filter((page) => page.getPluginData('isReactFigmaNode'));
  return pages.map((page) => ({
    page: page.name,
    frames: page.children
      .filter((node) => node.type === 'FRAME')
      .map((frame) => ({
        id: frame.id,
        name: frame.name,
        texts: frame.children
          .filter((n) => n.type === 'TEXT')
          .map((t) => ({id: t.id, characters: t.characters})),
      })),
  }));
}

startUi();
await settle();
const first = snapshot();
console.log('after the first run:', JSON.stringify(first));
const frame = first[0]?.frames[0];
if (first.length !== 1) fail(`expected one react-figma page, found ${first.length}`);
if (!frame) fail('no Frame on the page');
else if (!frame.texts.some((text) => text.characters.trim() !== ''))
  fail('the Frame has no Text with characters');

startUi(); // run the plugin again against the same document
await settle();
const second = snapshot();
console.log('after a second run:', JSON.stringify(second));
if (JSON.stringify(second) !== JSON.stringify(first))
  fail('a second run changed or duplicated the nodes');

if (!keep) fs.rmSync(dir, {recursive: true, force: true});
console.log(process.exitCode ? 'getting-started check FAILED' : 'getting-started check passed');
process.exit();
