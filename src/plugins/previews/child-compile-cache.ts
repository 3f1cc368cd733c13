// Imported first by child.ts, so that it applies to every package the child loads. Each child
// process would parse and compile react-figma, React, rxjs, Yoga and fontkit anew. Node's compile
// cache (module.enableCompileCache, Node 22.1 and newer) keeps V8's compiled code of those modules
// on disk and hands it back to V8, which then runs the same code without compiling it. Node 20 has
// no such cache; there each child compiles anew.
import module from 'node:module';
import path from 'node:path';

const {enableCompileCache} = module as {enableCompileCache?: (directory: string) => unknown};
// fork() runs the child bundle from its runtime's cache folder (run-examples.ts): the compiled code
// lives there too, and goes with it.
enableCompileCache?.(path.join(path.dirname(process.argv[1]!), 'compiled'));
