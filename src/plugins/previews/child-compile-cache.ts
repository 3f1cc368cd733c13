// Imported first by child.ts, so that it applies to every package the child loads. Each example
// runs in a new process, which would parse and compile react-figma, React, rxjs, Yoga and fontkit
// again every time; this keeps V8's compiled code of each package module on disk, beside the child
// bundle, and hands it back to V8 (Node 22's module.enableCompileCache, for the Node 20 we run).
// It cuts a run's CPU time by about a quarter; what runs is the same code.
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import Module from 'node:module';
import path from 'node:path';
import vm from 'node:vm';

type Require = ((id: string) => unknown) & Record<string, unknown>;
type CjsModule = Module & {
  _compile(content: string, filename: string): unknown;
  require(id: string): unknown;
};
const internals = Module as unknown as {
  _resolveFilename(request: string, parent: Module, isMain: boolean, options?: object): string;
  _resolveLookupPaths(request: string, parent: Module): string[] | null;
  _extensions: object;
  _cache: object;
};

/** The `require` a module's code receives, as Node builds it. */
function requireFor(module: CjsModule): Require {
  const require = ((id: string) => module.require(id)) as Require;
  require.resolve = Object.assign(
    (request: string, options?: object) =>
      internals._resolveFilename(request, module, false, options),
    {paths: (request: string) => internals._resolveLookupPaths(request, module)},
  );
  require.main = process.mainModule;
  require.extensions = internals._extensions;
  require.cache = internals._cache;
  return require;
}

function enableCompileCache(dir: string): void {
  fs.mkdirSync(dir, {recursive: true});
  const compiledHere: Array<{file: string; script: vm.Script}> = [];
  const prototype = Module.prototype as CjsModule;
  const compile = prototype._compile;
  prototype._compile = function (this: CjsModule, content: string, filename: string) {
    // Packages only: the example's own code differs from run to run.
    if (!filename.includes(`${path.sep}node_modules${path.sep}`)) {
      return compile.call(this, content, filename);
    }
    const key = createHash('sha256').update(process.version).update(filename).update(content);
    const file = path.join(dir, key.digest('hex').slice(0, 32));
    let cachedData: Buffer | undefined;
    try {
      cachedData = fs.readFileSync(file);
    } catch {
      // Not cached yet: compiled from source, and cached at exit.
    }
    const script = new vm.Script(Module.wrap(content), {
      filename,
      cachedData,
      importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
    });
    if (!cachedData || script.cachedDataRejected) compiledHere.push({file, script});
    const wrapper = script.runInThisContext({displayErrors: true}) as (
      ...args: unknown[]
    ) => unknown;
    return wrapper.call(
      this.exports,
      this.exports,
      requireFor(this),
      this,
      filename,
      path.dirname(filename),
    );
  };
  // At exit, the code also holds the functions the run compiled, not only each module's top level.
  // Written under a temporary name, then renamed: processes running at once never read half a file.
  process.on('exit', () => {
    for (const {file, script} of compiledHere) {
      const temporary = `${file}.${process.pid}`;
      try {
        fs.writeFileSync(temporary, script.createCachedData());
        fs.renameSync(temporary, file);
      } catch {
        // A cache that could not be written costs the next run time, nothing else.
      }
    }
  });
}

// fork() runs the child bundle from its runtime's cache folder (run-examples.ts): the compiled code
// lives there too, and goes with it.
enableCompileCache(path.join(path.dirname(process.argv[1]!), 'compiled'));
