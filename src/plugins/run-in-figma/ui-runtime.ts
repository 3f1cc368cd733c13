// The prebuilt part of ui.html in every plugin Run in Figma downloads: React 16, react-figma 0.31.0
// (its UI side) and what the reader's compiled code may import, as one script that defines the
// global `reactFigmaDocs`. ui.html's second script (src/run-in-figma/ui-html.ts) hands it the
// reader's module, which it runs as the previews and the Playground do
// (src/figma-preview/example-module.ts); for a docs example it also takes part in the check of the
// picture against Figma (src/run-in-figma/figma-check.ts). Bundled once by index.ts.
import {bundledImports} from '../../figma-preview/bundled-imports';
import type {ExampleJob} from '../../figma-preview/example-contract';
import {runModule, type ModuleBody} from '../../figma-preview/example-module';
import {showCheckWindow} from '../../run-in-figma/check-window';
import {
  isCheckResult,
  isRenderAgain,
  runError,
  type CheckSettled,
} from '../../run-in-figma/messages';

/** Shows an error of the reader's code in Figma (main-thread.ts), and in the plugin console. */
function report(error: unknown) {
  console.error(error);
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  parent.postMessage({pluginMessage: runError(`The example failed: ${text}`)}, '*');
}

/**
 * Turns of the event loop without a message from the main thread after which a render counts as
 * settled: react-figma's layout is a chain of requests to the main thread and answers, and the
 * chain has ended when no answer has come for this many turns. Counted, not timed.
 */
const quietTurns = 200;

/** Resolves once `quietTurns` turns have passed with no message from the main thread. */
function whenQuiet(): Promise<void> {
  return new Promise((resolve) => {
    let quiet = 0;
    const heard = () => (quiet = 0);
    window.addEventListener('message', heard);
    const tick = () => {
      if (++quiet >= quietTurns) {
        window.removeEventListener('message', heard);
        resolve();
      } else setTimeout(tick, 0);
    };
    setTimeout(tick, 0);
  });
}

/** The check a docs example's plugin carries (src/run-in-figma/figma-check.ts). */
type Check = CheckSettled['check'];

/** Tells the main thread a render has settled, with what the site showed. */
const settled = (round: 1 | 2, check: Check, last = false) =>
  parent.postMessage(
    {pluginMessage: {type: 'react-figma-docs:settled', round, check, ...(last && {last})}},
    '*',
  );

/** Shows the main thread's report in the window it is about to show. */
const listenForResult = () =>
  window.addEventListener('message', (event: MessageEvent<{pluginMessage?: unknown}>) => {
    const message = event.data?.pluginMessage;
    if (isCheckResult(message)) showCheckWindow(message.report);
  });

/** Runs the reader's module, then renders what it exports unless it called render itself. */
export function runExample(job: ExampleJob & {check?: Check}, body: ModuleBody): void {
  try {
    const run = runModule(job, body, bundledImports);
    if ('error' in run) throw new Error(run.error);
    const {check} = job;
    if (!check) {
      run.rendering.catch(report);
      return;
    }
    listenForResult();
    if (job.mode === 'render') {
      // The example rendered itself: it cannot be rendered again, so only the picture is checked.
      void whenQuiet().then(() => settled(1, check, true));
      return;
    }
    // The second render runs the module afresh, as a second run of the plugin would: what the
    // module keeps in its own variables (a counter of ids, say) starts over, so the reader's file
    // is left as the first render drew it, which is what the site showed.
    const renderAgain = async () => {
      const again = runModule(job, body, bundledImports);
      if ('error' in again) throw new Error(again.error);
      await again.rendering;
    };
    window.addEventListener('message', (event: MessageEvent<{pluginMessage?: unknown}>) => {
      if (isRenderAgain(event.data?.pluginMessage)) {
        renderAgain()
          .then(whenQuiet)
          .then(() => settled(2, check), report);
      }
    });
    run.rendering.then(whenQuiet).then(() => settled(1, check), report);
  } catch (error) {
    report(error);
  }
}

window.addEventListener('error', (event) => report(event.error ?? event.message));
window.addEventListener('unhandledrejection', (event) => report(event.reason));
