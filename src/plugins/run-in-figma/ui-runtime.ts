// The prebuilt part of ui.html in every plugin Run in Figma downloads: React 16, react-figma 0.31.0
// (its UI side) and what the reader's compiled code may import, as one script that defines the
// global `reactFigmaDocs`. ui.html's second script (src/run-in-figma/ui-html.ts) hands it the
// reader's module, which it runs as the previews and the Playground do
// (src/figma-preview/example-module.ts). Bundled once by index.ts.
import {bundledImports} from '../../figma-preview/bundled-imports';
import type {ExampleJob} from '../../figma-preview/example-contract';
import {runModule, type ModuleBody} from '../../figma-preview/example-module';
import {runError} from '../../run-in-figma/messages';

/** Shows an error of the reader's code in Figma (main-thread.ts), and in the plugin console. */
function report(error: unknown) {
  console.error(error);
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  parent.postMessage({pluginMessage: runError(`The example failed: ${text}`)}, '*');
}

/** Runs the reader's module, then renders what it exports unless it called render itself. */
export function runExample(job: ExampleJob, body: ModuleBody): void {
  try {
    const run = runModule(job, body, bundledImports);
    if ('error' in run) throw new Error(run.error);
    run.rendering.catch(report);
  } catch (error) {
    report(error);
  }
}

window.addEventListener('error', (event) => report(event.error ?? event.message));
window.addEventListener('unhandledrejection', (event) => report(event.reason));
