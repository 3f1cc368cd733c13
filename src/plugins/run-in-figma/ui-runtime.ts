// The prebuilt part of ui.html in every plugin Run in Figma downloads: React 16, react-figma 0.31.0
// (its UI side) and what the reader's compiled code may import, as one script that defines the
// global `reactFigmaDocs`. ui.html's second script (src/run-in-figma/ui-html.ts) hands it the
// reader's module; it runs the module and renders the example the way the previews do
// (src/figma-preview/render-plan.ts). Bundled once by index.ts.
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as ReactFigma from 'react-figma';
import {chooseExport, exportElement} from '../../figma-preview/render-plan';
import type {ExampleJob} from '../../figma-preview/run-core';
import {showCheckWindow} from '../../run-in-figma/check-window';
import {
  isCheckResult,
  isRenderAgain,
  runError,
  type CheckSettled,
} from '../../run-in-figma/messages';

/** The reader's code as a CommonJS module body (ui-html.ts wraps it in this function). */
export type ModuleBody = (
  require: (name: string) => unknown,
  module: {exports: Record<string, unknown>},
  exports: Record<string, unknown>,
) => void;

/** What the reader's code may import: what the Playground lets it import. */
const importable: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  'react-figma': ReactFigma,
};

function requireModule(name: string): unknown {
  if (name in importable) return importable[name];
  throw new Error(
    `This plugin cannot import '${name}': it has ${Object.keys(importable).join(', ')}.`,
  );
}

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
    const module = {exports: {} as Record<string, unknown>};
    body(requireModule, module, module.exports);
    const {check} = job;
    if (job.mode === 'render') {
      // The example rendered itself: it cannot be rendered again, so only the picture is checked.
      if (check) {
        listenForResult();
        void whenQuiet().then(() => settled(1, check, true));
      }
      return;
    }
    const chosen = chooseExport(module.exports);
    if ('error' in chosen) throw new Error(chosen.error);
    const create = React.createElement as (type: unknown, ...rest: unknown[]) => unknown;
    const element = exportElement(job, chosen.component, create, ReactFigma.Page);
    const render = () =>
      ReactFigma.render(element as Parameters<typeof ReactFigma.render>[0]).then(whenQuiet);
    if (!check) {
      render().catch(report);
      return;
    }
    listenForResult();
    window.addEventListener('message', (event: MessageEvent<{pluginMessage?: unknown}>) => {
      if (isRenderAgain(event.data?.pluginMessage)) {
        render().then(() => settled(2, check), report);
      }
    });
    render().then(() => settled(1, check), report);
  } catch (error) {
    report(error);
  }
}

window.addEventListener('error', (event) => report(event.error ?? event.message));
window.addEventListener('unhandledrejection', (event) => report(event.reason));
