// The packages of one example run, loaded as Node loads CommonJS modules, but outside Node's module
// cache: every run gets new instances of react-figma, React and the stub (react-figma keeps its
// state in module scope), as a new process would, and in the child each run's modules live in a
// `vm` context of their own (child.ts), so their globals are the run's too. Each file is compiled
// once per child process all the same: its `vm.Script` is kept and run again in the next run's
// context, so V8 reuses its bytecode, including that of the inner functions an earlier run compiled
// on first call. Node's loader, asked again for a module taken out of its cache, compiles anew.
//
// Public APIs only: `createRequire(...).resolve` finds a file exactly as `require` would, `vm.Script`
// compiles it, and Node's own modules (`isBuiltin`) are shared, as in any process.
import fs from 'node:fs';
import {createRequire, isBuiltin} from 'node:module';
import path from 'node:path';
import vm from 'node:vm';

/** What `require` is inside a run's module. */
export type RunRequire = ((request: string) => unknown) & {
  resolve(request: string): string;
  /** The run's modules by file: as with Node's, one deleted from it loads anew when required. */
  cache: Record<string, RunModule>;
};

/** What `module` is inside a run's module: the fields of Node's that a package may read. */
interface RunModule {
  id: string;
  filename: string;
  path: string;
  exports: unknown;
  loaded: boolean;
  parent: RunModule | undefined;
  children: RunModule[];
  require: RunRequire;
}

type ModuleFunction = (
  this: unknown,
  exports: unknown,
  require: RunRequire,
  module: RunModule,
  __filename: string,
  __dirname: string,
) => void;

/** Compiled files, for every run of this process: the files do not change meanwhile. */
const compiled = new Map<string, vm.Script>();
/** Where a request made from a folder leads, for the same reason. */
const resolved = new Map<string, string>();

function compile(filename: string): vm.Script {
  let script = compiled.get(filename);
  if (!script) {
    const source = fs
      .readFileSync(filename, 'utf8')
      .replace(/^\uFEFF/, '')
      .replace(/^#!.*/, '');
    // Node's CommonJS wrapper, opened on the file's first line so that its line numbers hold.
    const wrapped = `(function (exports, require, module, __filename, __dirname) { ${source}\n})`;
    script = new vm.Script(wrapped, {filename});
    compiled.set(filename, script);
  }
  return script;
}

/**
 * The modules of one run. `redirect` rewrites each request before it is resolved (every `react`
 * request goes to the React major the run uses); a request `standIns` names (once redirected) gets
 * the exports given there, from any module, and loads no file. `context` is the `vm` context the
 * modules run in (by default this one). `requireFrom(file)` is `require` for code living at
 * `file`, such as the example itself.
 */
export function runModules(
  redirect: (request: string) => string,
  standIns: Record<string, unknown> = {},
  context?: vm.Context,
) {
  const instances: Record<string, RunModule> = Object.create(null) as Record<string, RunModule>;
  // Each file's module function in this run's context: made once per run, called once per load.
  const functions = new Map<string, ModuleFunction>();
  const moduleFunction = (filename: string) => {
    let made = functions.get(filename);
    if (!made) {
      const script = compile(filename);
      made = (context ? script.runInContext(context) : script.runInThisContext()) as ModuleFunction;
      functions.set(filename, made);
    }
    return made;
  };
  // JSON files become objects of the run's own realm, as its modules' objects are.
  const parseJson = (context ? vm.runInContext('JSON.parse', context) : JSON.parse) as (
    text: string,
  ) => unknown;

  function requireFrom(filename: string, parent?: RunModule): RunRequire {
    const nodeRequire = createRequire(filename);
    const folder = path.dirname(filename);
    const resolve = (request: string) => {
      const target = redirect(request);
      if (isBuiltin(target)) return target;
      const key = `${folder}\0${target}`;
      let file = resolved.get(key);
      if (file === undefined) {
        file = nodeRequire.resolve(target);
        resolved.set(key, file);
      }
      return file;
    };
    const require = (request: string) => {
      const target = redirect(request);
      if (Object.hasOwn(standIns, target)) return standIns[target];
      const file = resolve(request);
      return isBuiltin(file) ? nodeRequire(file) : load(file, parent);
    };
    return Object.assign(require, {resolve, cache: instances});
  }

  function load(filename: string, parent: RunModule | undefined): unknown {
    // A module still loading (a require cycle) gives the exports it has so far, as in Node.
    const known = instances[filename];
    if (known) return known.exports;
    if (!/\.(c?js|json)$/.test(filename)) {
      throw new Error(`the example runner loads CommonJS and JSON files only, not ${filename}`);
    }
    const module: RunModule = {
      id: filename,
      filename,
      path: path.dirname(filename),
      exports: {},
      loaded: false,
      parent,
      children: [],
      require: undefined as unknown as RunRequire,
    };
    module.require = requireFrom(filename, module);
    instances[filename] = module;
    parent?.children.push(module);
    try {
      if (filename.endsWith('.json')) {
        module.exports = parseJson(fs.readFileSync(filename, 'utf8').replace(/^\uFEFF/, ''));
      } else {
        moduleFunction(filename).call(
          module.exports,
          module.exports,
          module.require,
          module,
          filename,
          module.path,
        );
      }
    } catch (error) {
      // As in Node: a module that threw is not kept, so a later require tries it again, and its
      // parent does not list it.
      delete instances[filename];
      parent?.children.splice(parent.children.indexOf(module), 1);
      throw error;
    }
    module.loaded = true;
    return module.exports;
  }

  return {requireFrom: (filename: string) => requireFrom(filename)};
}
