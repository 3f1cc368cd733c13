import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {runModules} from './run-modules';

// A small package tree on disk, loaded the way a run loads react-figma and React.
let root: string;
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
  fs.writeFileSync(path.join(root, file), text);
};
const noRedirect = (request: string) => request;
const from = (redirect = noRedirect) =>
  runModules(redirect).requireFrom(path.join(root, 'main.js'));

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'run-modules-'));
  write('node_modules/counter/package.json', '{"name": "counter", "main": "lib/index.js"}');
  write(
    'node_modules/counter/lib/index.js',
    'let count = 0;\nexports.next = () => ++count;\nexports.self = this === module.exports;\n' +
      'exports.where = [__filename, __dirname];\nexports.data = require("./data.json");\n' +
      'exports.path = require("node:path").sep;',
  );
  write('node_modules/counter/lib/data.json', '\uFEFF{"answer": 42}');
  write('node_modules/counter-2/package.json', '{"name": "counter-2", "main": "index.js"}');
  write('node_modules/counter-2/index.js', 'exports.next = () => "the second major";');
  write('node_modules/cycle/package.json', '{"name": "cycle", "main": "a.js"}');
  write('node_modules/cycle/a.js', 'exports.early = "a";\nexports.fromB = require("./b").seen;');
  write('node_modules/cycle/b.js', 'exports.seen = require("./a").early;');
  write('node_modules/flaky/package.json', '{"name": "flaky", "main": "index.js"}');
  write(
    'node_modules/flaky/index.js',
    'globalThis.flakyLoads = (globalThis.flakyLoads ?? 0) + 1;\n' +
      'if (globalThis.flakyLoads === 1) throw new Error("first load fails");\nexports.ok = true;',
  );
  write('node_modules/thrower/package.json', '{"name": "thrower", "main": "index.js"}');
  write('node_modules/thrower/index.js', '#!/usr/bin/env node\n\nthrow new Error("line three");');
  write('node_modules/esm/package.json', '{"name": "esm", "main": "index.mjs"}');
  write('node_modules/esm/index.mjs', 'export const x = 1;');
});
afterAll(() => fs.rmSync(root, {recursive: true, force: true}));

describe('runModules', () => {
  it('gives each run its own instances, shared within the run', () => {
    const first = from();
    const counter = first('counter') as {next(): number};
    expect([counter.next(), counter.next()]).toEqual([1, 2]);
    expect((first('counter') as {next(): number}).next()).toBe(3);
    expect((from()('counter') as {next(): number}).next()).toBe(1);
  });

  it('loads a module anew once it is deleted from require.cache, as Node does', () => {
    const require = from();
    const counter = require('counter') as {next(): number};
    counter.next();
    const file = require.resolve('counter');
    expect(require.cache[file]?.exports).toBe(counter);
    delete require.cache[file];
    expect((require('counter') as {next(): number}).next()).toBe(1);
  });

  it('runs a file as Node runs CommonJS: this, __filename, __dirname, JSON and builtins', () => {
    const counter = from()('counter') as Record<string, unknown>;
    const file = path.join(root, 'node_modules/counter/lib/index.js');
    expect(counter).toMatchObject({
      self: true,
      where: [file, path.dirname(file)],
      data: {answer: 42},
      path: path.sep,
    });
  });

  it('sends a request where the redirect says, also for the packages a package requires', () => {
    const redirect = (request: string) => (request === 'counter' ? 'counter-2' : request);
    expect((from(redirect)('counter') as {next(): string}).next()).toBe('the second major');
    expect(from(redirect).resolve('counter')).toBe(
      path.join(root, 'node_modules/counter-2/index.js'),
    );
  });

  it('gives a stand-in for a package, to the code of the run and of its packages alike', () => {
    write('node_modules/uses-counter/package.json', '{"name": "uses-counter", "main": "index.js"}');
    write('node_modules/uses-counter/index.js', 'module.exports = require("counter");');
    const standIn = {next: () => 'the stand-in'};
    const require = runModules(noRedirect, {counter: standIn}).requireFrom(
      path.join(root, 'main.js'),
    );
    expect(require('counter')).toBe(standIn);
    expect(require('uses-counter')).toBe(standIn);
    expect(Object.keys(require.cache)).toEqual([
      path.join(root, 'node_modules/uses-counter/index.js'),
    ]);
  });

  it('gives a require cycle the exports so far', () => {
    expect(from()('cycle')).toEqual({early: 'a', fromB: 'a'});
  });

  it('keeps no module that threw, and reports errors at the file’s own lines', () => {
    const require = from();
    expect(() => require('flaky')).toThrow('first load fails');
    expect(require('flaky')).toEqual({ok: true});
    let stack = '';
    try {
      require('thrower');
    } catch (error) {
      stack = (error as Error).stack ?? '';
    }
    expect(stack).toContain(`${path.join(root, 'node_modules/thrower/index.js')}:3:`);
  });

  it('lists a module among its parent’s children only once it has loaded', () => {
    write('node_modules/parent/package.json', '{"name": "parent", "main": "index.js"}');
    write(
      'node_modules/parent/index.js',
      'try { require("thrower"); } catch {}\nrequire("counter");\n' +
        'exports.children = module.children.map((child) => child.id);',
    );
    expect(from()('parent')).toEqual({
      children: [path.join(root, 'node_modules/counter/lib/index.js')],
    });
  });

  it('runs the files in the context it is given: their globals and built-ins are its own', () => {
    write('node_modules/marker/package.json', '{"name": "marker", "main": "index.js"}');
    write(
      'node_modules/marker/index.js',
      'globalThis.marked = "here";\nexports.array = Array;\nexports.data = require("counter/lib/data.json");',
    );
    const context = vm.createContext();
    const marker = runModules(noRedirect, {}, context).requireFrom(path.join(root, 'main.js'))(
      'marker',
    ) as {array: unknown; data: object};
    expect(vm.runInContext('marked', context)).toBe('here');
    expect('marked' in globalThis).toBe(false);
    expect(marker.array).toBe(vm.runInContext('Array', context));
    expect(Object.getPrototypeOf(marker.data)).toBe(vm.runInContext('Object.prototype', context));
  });

  it('refuses what is not CommonJS or JSON', () => {
    expect(() => from()('esm')).toThrow(/CommonJS and JSON files only, not .*index\.mjs/);
  });
});
