// Node trees as an example run serializes them, one line per node, for the preview unit tests.
import type {ExampleNode, ExampleRun} from './example-contract';

/** A node at 0, 0, named after its id unless `props` say otherwise. */
export const node = (type: string, id: string, props: Partial<ExampleNode> = {}): ExampleNode => ({
  id,
  type,
  name: id,
  x: 0,
  y: 0,
  ...props,
});

export const rect = (id: string, width: number, height: number, props: Partial<ExampleNode> = {}) =>
  node('RECTANGLE', id, {width, height, ...props});

export const frame = (
  id: string,
  width: number,
  height: number,
  props: Partial<ExampleNode> = {},
) => node('FRAME', id, {width, height, ...props});

/** An auto layout frame's paddings: `horizontal` left and right, `vertical` top and bottom. */
export const padding = (horizontal: number, vertical = horizontal) => ({
  paddingLeft: horizontal,
  paddingRight: horizontal,
  paddingTop: vertical,
  paddingBottom: vertical,
});

/** A text node named after its characters, 16 px, hugging its content; not measured yet. */
export const text = (id: string, characters: string, props: Partial<ExampleNode> = {}) =>
  node('TEXT', id, {
    name: characters,
    characters,
    fontSize: 16,
    textAutoResize: 'WIDTH_AND_HEIGHT',
    width: 0,
    height: 0,
    ...props,
  });

/** A shadow effect as react-figma writes it: its defaults (a visible drop shadow), then `values`. */
export const shadowEffect = (values: Record<string, unknown>) => ({
  type: 'DROP_SHADOW',
  offset: {x: 0, y: 0},
  radius: 0,
  spread: 0,
  visible: true,
  blendMode: 'NORMAL',
  ...values,
});

/** A clean run that rendered `children` on one page. */
export const run = (children: ExampleNode[]): ExampleRun => ({
  pages: [{id: '0:1', type: 'PAGE', name: 'Page 1', children}],
  images: {},
  placeholders: {},
  offline: [],
  assumptions: [],
  nodeCount: children.length,
  calls: {},
  errors: [],
  notes: [],
  renderedBy: 'render',
  finished: true,
});
