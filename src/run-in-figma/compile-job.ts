// What Run in Figma's compile worker does with its one job (src/plugins/run-in-figma/
// compile-worker.ts): compiles the example with the Playground's sucrase set-up and reads the
// origins its strings name, both of which parse the reader's code. Sucrase can take exponential
// time on some inputs (deeply nested arrow functions), so this runs only in that worker, which the
// page ends when it takes too long (compile-off-thread.ts); no page imports this module.
import {tryCompileExample} from '../figma-preview/compile';
import type {CompileAnswer, CompileJob} from './compile-protocol';
import {networkOrigins} from './network';

export function answerCompileJob({code, lang}: CompileJob): CompileAnswer {
  const compiled = tryCompileExample(code, lang);
  if ('syntaxError' in compiled) return {type: 'syntax-error', ...compiled.syntaxError};
  return {type: 'compiled', module: compiled.module, origins: networkOrigins(compiled.module)};
}
