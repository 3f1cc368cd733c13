// Where a picture depends on how fast messages cross between the plugin's two threads. react-figma
// 0.31.0 drops a layout request that arrives while a layout pass is in flight, so some trees come
// out differently when messages take longer. Figma does not document how long they take
// (thread-crossing.ts), so the build runs each example again with slower crossings and, where the
// result changes, says under the picture that it is one possible outcome.
import type {ExampleNode, ExampleRun} from './node-tree';
import {figmaView} from './preview';

/** The slower crossings (turns each way) the build compares each preview with. */
export const comparedCrossingTurns = [2, 3];

export const timingNote =
  'How react-figma 0.31.0 lays this out depends on how quickly messages pass between the plugin UI and the main thread: with slower messages it comes out differently. Figma does not document that timing, so your Figma may not match this picture, which assumes fast messages.';

/** What a reader sees of a layer: kind, name, text, position and size, to the pixel. */
function seen(node: ExampleNode): unknown[] {
  const px = (value: number | undefined) => Math.round(value ?? 0);
  return [
    node.type,
    node.name,
    node.characters,
    px(node.x),
    px(node.y),
    px(node.width),
    px(node.height),
    (node.children ?? []).map(seen),
  ];
}

type Outcome = Pick<ExampleRun, 'pages' | 'errors'>;
const outcome = (run: Outcome) =>
  JSON.stringify([run.errors.length > 0, figmaView(run).pages.map(seen)]);

/** Whether a slower run came out otherwise: other layers, places or sizes, or errors. */
export function dependsOnTiming(preview: Outcome, slower: Outcome[]): boolean {
  return slower.some((run) => outcome(run) !== outcome(preview));
}
