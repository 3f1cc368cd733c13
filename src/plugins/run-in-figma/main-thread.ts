// code.js of every plugin Run in Figma downloads: what a react-figma plugin's main thread does
// (docs/configure.mdx, "The main thread"), and one thing more. The UI runs the reader's code
// hidden, so an error there would go unseen: the UI reports it (ui-runtime.ts) and this shows it
// in Figma. Bundled once by index.ts; it must run in Figma's main-thread sandbox as it is, so
// nothing here or in what it imports may evaluate code from a string.
import {setupMainThread} from 'react-figma/rpc';
import {isRunError} from '../../run-in-figma/messages';

/** The part of Figma's plugin API this file uses (@figma/plugin-typings declares the rest). */
interface MainThreadApi {
  showUI(html: string, options: {visible: boolean}): void;
  notify(message: string, options?: {error?: boolean; timeout?: number}): void;
  ui: {on(type: 'message', listener: (message: unknown) => void): void};
}
declare const figma: MainThreadApi;
declare const __html__: string;

// Start the UI iframe, where React runs. It needs no visible window.
figma.showUI(__html__, {visible: false});
// Forward page and selection changes to the UI.
setupMainThread();

figma.ui.on('message', (message) => {
  if (isRunError(message)) figma.notify(message.text, {error: true, timeout: 10_000});
});
