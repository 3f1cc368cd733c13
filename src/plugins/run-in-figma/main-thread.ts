// code.js of every plugin Run in Figma downloads: what a react-figma plugin's main thread does
// (docs/configure.mdx, "The main thread"), and two things more. The UI runs the reader's code
// hidden, so an error there would go unseen: the UI reports it (ui-runtime.ts) and this shows it
// in Figma. And for an example the site drew, it checks the picture against Figma
// (src/run-in-figma/figma-check.ts): once the UI says the render settled, it reads the example's
// layers back, asks for a second render, reads them again, and shows the UI's window with the
// differences and whether the layers kept their ids. Bundled once by index.ts; it must run in
// Figma's main-thread sandbox as it is, so nothing here or in what it imports may evaluate code
// from a string.
import {setupMainThread} from 'react-figma/rpc';
import type {CheckedLayer} from '../../figma-preview/example-contract';
import {
  compareDrawing,
  exampleLayers,
  replacedLayers,
  type FigmaNodeLike,
} from '../../run-in-figma/figma-check';
import {isCheckSettled, isRunError} from '../../run-in-figma/messages';

/** The part of Figma's plugin API this file uses (@figma/plugin-typings declares the rest). */
interface MainThreadApi {
  readonly apiVersion?: string;
  readonly root: {readonly children: readonly FigmaNodeLike[]};
  showUI(html: string, options: {visible: boolean; themeColors: boolean}): void;
  notify(message: string, options?: {error?: boolean; timeout?: number}): void;
  ui: {
    on(type: 'message', listener: (message: unknown) => void): void;
    postMessage(message: unknown): void;
    show(): void;
    resize(width: number, height: number): void;
  };
}
declare const figma: MainThreadApi;
declare const __html__: string;

// Start the UI iframe, where React runs. It needs no visible window until the check has a report;
// themeColors gives it Figma's theme (the figma-light or figma-dark class and color variables).
figma.showUI(__html__, {visible: false, themeColors: true});
// Forward page and selection changes to the UI.
setupMainThread();

/** The example's layers after the first render, to compare and to match ids with. */
let first: CheckedLayer[] | undefined;

figma.ui.on('message', (message) => {
  if (isRunError(message)) figma.notify(message.text, {error: true, timeout: 10_000});
  if (!isCheckSettled(message)) return;
  const layers = exampleLayers(figma.root.children);
  if (message.round === 1) {
    first = layers;
    if (!message.last) {
      figma.ui.postMessage({type: 'react-figma-docs:render-again'});
      return;
    }
  }
  if (!first) return;
  const replaced = message.last ? [] : replacedLayers(first, layers);
  figma.ui.postMessage({
    type: 'react-figma-docs:check-result',
    report: {
      apiVersion: figma.apiVersion ?? 'unknown',
      example: message.check.example,
      assumptions: message.check.expected.assumptions,
      differences: compareDrawing(message.check.expected, first),
      ...(!message.last && {idsKept: replaced.length === 0}),
      replaced,
    },
  });
  figma.ui.resize(400, 480);
  figma.ui.show();
});
