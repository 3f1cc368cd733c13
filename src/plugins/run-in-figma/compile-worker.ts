// compile-worker.js: the dedicated worker in which Run in Figma compiles a reader's code and reads
// the origins it names (src/run-in-figma/compile-job.ts), so that no parse of that code runs on
// the page's main thread: the page starts one per click, from the site's own origin (the pages'
// policy allows workers from 'self'), sends it one job, and ends it after the answer or when the
// job takes longer than a Playground run may (src/run-in-figma/compile-off-thread.ts). The code
// is parsed, never run: the build fails if this bundle could evaluate a string (index.ts).
import {answerCompileJob} from '../../run-in-figma/compile-job';
import type {CompileAnswer, CompileJob} from '../../run-in-figma/compile-protocol';

/** The worker's global scope (the site's TypeScript setup knows the DOM, not workers). */
const scope = globalThis as unknown as Pick<Window, 'addEventListener'> & {
  postMessage(message: CompileAnswer): void;
};

scope.addEventListener('message', (event: MessageEvent<CompileJob>) => {
  if (event.data?.type === 'compile') scope.postMessage(answerCompileJob(event.data));
});
scope.postMessage({type: 'ready'});
