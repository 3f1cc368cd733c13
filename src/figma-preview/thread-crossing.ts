// A plugin's two halves run in two threads: the UI iframe and Figma's main thread, joined by
// postMessage, which delivers each message as a task of its own. So a request from one side runs
// on the other in a later turn of the event loop, and its answer comes back in a later one still.
// With both halves in one realm, as the previews run them, figma-jsonrpc sees `figma` and
// `parent` both defined and calls the other side directly, in the same turn. That changes what
// react-figma 0.31.0 draws: its layout drops a request that arrives while a layout pass is
// running, so which requests meet a pass depends on when they arrive. Here every call between the
// halves crosses as a message would, taking turns each way. How many turns a message takes in
// Figma is not documented (its guide to plugin UIs describes the messages, not their timing:
// https://developers.figma.com/docs/plugins/creating-ui). The previews use one, and the build
// compares that with slower crossings to tell readers where a picture depends on it (timing.ts).
import type {PendingWork} from './pending-work';
import {assumedRule} from './model-rules';

/** The turns the previews and the Playground give a message between the threads, each way. */
export const previewCrossingTurns = 1;

/** The slower crossings each picture is compared with (timing.ts). */
export const comparedCrossingTurns = [2, 3];

/** What a picture says where a slower crossing draws something else (model-rules.ts). */
export const timingNote = assumedRule('message timing').note;

/** react-figma's two RPC surfaces (`react-figma/rpc`): the main thread's and the UI's. */
export interface ReactFigmaRpc {
  api: object;
  uiApi: object;
}

type Method = (...params: unknown[]) => Promise<unknown>;

/**
 * Makes every call through `rpc.api` and `rpc.uiApi` take `turns` turns of the event loop to
 * reach the other side and as many to come back, and counts each call as pending work until it
 * has come back. Turns, not milliseconds: a run stays the same on a slow machine. Call it once,
 * after react-figma has loaded: its code looks the methods up on these objects at each call.
 * `calls` counts the calls by method name (each is two messages in Figma: figma-jsonrpc answers
 * every request, even one whose method returns nothing).
 */
export function crossThreads(
  rpc: ReactFigmaRpc,
  work: PendingWork,
  turns: number,
  calls: Record<string, number> = {},
): void {
  const cross = async () => {
    for (let turn = 0; turn < turns; turn++) await work.nextTurn();
  };
  for (const side of [rpc.api, rpc.uiApi] as Array<Record<string, Method>>) {
    for (const [name, call] of Object.entries(side)) {
      side[name] = (...params) => {
        calls[name] = (calls[name] ?? 0) + 1;
        return work.hold(
          (async () => {
            await cross();
            try {
              return await call(...params);
            } finally {
              await cross();
            }
          })(),
        );
      };
    }
  }
}
