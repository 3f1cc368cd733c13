// Imported first by child.ts, so that it applies to every package the child loads for itself
// (fontkit, which measures text): Node's compile cache (module.enableCompileCache, Node 22.1 and
// newer) keeps V8's compiled code of those modules on disk, so that each new child runs it without
// compiling it. Node 20 has no such cache. The packages of the runs themselves are loaded by
// run-modules.ts, which compiles each file once per child on any Node.
import module from 'node:module';
import path from 'node:path';

const {enableCompileCache} = module as {enableCompileCache?: (directory: string) => unknown};
// fork() runs the child bundle from its runtime's cache folder (run-examples.ts): the compiled code
// lives there too, and goes with it.
enableCompileCache?.(path.join(path.dirname(process.argv[1]!), 'compiled'));
