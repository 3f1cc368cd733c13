// Where a picture depends on how fast messages cross between the plugin's two threads. react-figma
// 0.31.0 drops a layout request that arrives while a layout pass is in flight, so some trees come
// out differently when messages take longer. Figma does not document how long they take
// (thread-crossing.ts), so the build runs each example again with slower crossings and, where the
// result changes, says under the picture that it is one possible outcome.
import type {ExampleNode, ExampleRun} from './example-contract';
import {figmaView} from './preview';

/** What a reader sees of a layer: kind, name, text, position and size, to the pixel. */
function drawnFacts(node: ExampleNode): unknown[] {
  const px = (value: number | undefined) => Math.round(value ?? 0);
  return [
    node.type,
    node.name,
    node.characters,
    px(node.x),
    px(node.y),
    px(node.width),
    px(node.height),
    (node.children ?? []).map(drawnFacts),
  ];
}

type Outcome = Pick<ExampleRun, 'pages' | 'errors' | 'finished'>;

/** FNV-1a over a string, twice with other seeds: 16 hex digits. */
function hash(text: string): string {
  return [0x811c9dc5, 0x01000193]
    .map((seed) => {
      let value = seed;
      for (let index = 0; index < text.length; index++) {
        value = Math.imul(value ^ text.charCodeAt(index), 0x01000193) >>> 0;
      }
      return value.toString(16).padStart(8, '0');
    })
    .join('');
}

/**
 * What a reader sees of a run, as a short key: equal keys, same layers placed and sized the same,
 * and errors or none. The Playground's worker sends it (empty for a run that did not settle), so
 * the page can compare runs.
 */
export const timingKey = (run: Outcome): string =>
  hash(JSON.stringify([run.errors.length > 0, figmaView(run).pages.map(drawnFacts)]));

/**
 * Whether a slower run came out otherwise: other layers, places or sizes, or errors. A run the
 * runner stopped before it settled (its limits, not the example) tells nothing, and is left out.
 */
export function dependsOnTiming(preview: Outcome, slower: Outcome[]): boolean {
  const key = timingKey(preview);
  return slower.some((run) => run.finished && timingKey(run) !== key);
}
