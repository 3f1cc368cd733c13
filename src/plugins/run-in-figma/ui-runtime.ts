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
import {runError} from '../../run-in-figma/messages';

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

/** Runs the reader's module, then renders what it exports unless it called render itself. */
export function runExample(job: ExampleJob, body: ModuleBody): void {
  try {
    const module = {exports: {} as Record<string, unknown>};
    body(requireModule, module, module.exports);
    if (job.mode === 'render') return;
    const chosen = chooseExport(module.exports);
    if ('error' in chosen) throw new Error(chosen.error);
    const create = React.createElement as (type: unknown, ...rest: unknown[]) => unknown;
    const element = exportElement(job, chosen.component, create, ReactFigma.Page);
    ReactFigma.render(element as Parameters<typeof ReactFigma.render>[0]).catch(report);
  } catch (error) {
    report(error);
  }
}

window.addEventListener('error', (event) => report(event.error ?? event.message));
window.addEventListener('unhandledrejection', (event) => report(event.reason));
