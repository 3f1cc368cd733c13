// A run's Figma nodes as plain JSON (the ExampleNode of example-contract.ts): which properties of a
// node are kept and how, and what the later steps need to read a tree (counting nodes, bounds).
import type {ExampleNode} from './example-contract';

/** The four corner radii. */
export const cornerKeys = [
  'topLeftRadius',
  'topRightRadius',
  'bottomRightRadius',
  'bottomLeftRadius',
] as const;
/** An auto layout frame's paddings and the gap between its children. */
export const spacingKeys = [
  'paddingLeft',
  'paddingRight',
  'paddingTop',
  'paddingBottom',
  'itemSpacing',
] as const;
/** How an auto layout frame sizes itself and aligns its children, along each axis. */
export const axisKeys = [
  'primaryAxisSizingMode',
  'counterAxisSizingMode',
  'primaryAxisAlignItems',
  'counterAxisAlignItems',
] as const;
const numberKeys = [
  'x',
  'y',
  'width',
  'height',
  'rotation',
  'opacity',
  ...spacingKeys,
  'pointCount',
  'innerRadius',
  'layoutGrow',
  ...cornerKeys,
  'paragraphSpacing',
  'cornerSmoothing',
] as const;
const mixedKeys = ['strokeWeight', 'cornerRadius', 'fontSize'] as const;
const plainKeys = [
  'visible',
  'clipsContent',
  'characters',
  'textAutoResize',
  'layoutMode',
  'fills',
  'strokes',
  'effects',
  'fontName',
  'strokeCap',
  'strokeJoin',
  'vectorPaths',
  'arcData',
  ...axisKeys,
  'layoutAlign',
  'strokeAlign',
  'dashPattern',
  'isMask',
  'blendMode',
  'textAlignHorizontal',
  'textAlignVertical',
  'letterSpacing',
  'lineHeight',
  'textDecoration',
  'textCase',
  'exportSettings',
  'fillStyleId',
  'strokeStyleId',
  'effectStyleId',
  'textStyleId',
  'constraints',
  'guides',
  'layoutGrids',
] as const;
/** react-figma's own bookkeeping, on every node it renders (ids change from run to run). */
const reactFigmaPluginData = new Set(['reactStyle', 'isReactFigmaNode', 'reactId', 'nodeBatchId']);

/** Copies a JSON-able value, turning `figma.mixed` (a symbol) into 'mixed' and dropping functions. */
function plain(value: unknown): unknown {
  if (typeof value === 'symbol') return 'mixed';
  if (typeof value === 'function' || value === undefined) return undefined;
  if (value instanceof Uint8Array) return `<${value.length} bytes>`;
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const copied = plain(item);
      if (copied !== undefined) out[key] = copied;
    }
    return out;
  }
  return value;
}

type NodeLike = Record<string, unknown> & {children?: NodeLike[]};

/** Serializes a (stub) Figma node and its subtree. */
export function serializeNode(node: NodeLike): ExampleNode {
  const out: ExampleNode = {
    id: String(node.id),
    type: String(node.type),
    name: String(node.name ?? ''),
  };
  const record = out as unknown as Record<string, unknown>;
  for (const key of numberKeys) if (typeof node[key] === 'number') record[key] = node[key];
  for (const key of mixedKeys) {
    const value = node[key];
    if (typeof value === 'number') record[key] = value;
    else if (typeof value === 'symbol') record[key] = 'mixed';
  }
  // Equal corners are all said by cornerRadius; the four are listed only when they differ.
  if (typeof record.cornerRadius === 'number') for (const key of cornerKeys) delete record[key];
  for (const key of plainKeys) {
    const value = plain(node[key]);
    if (value !== undefined) record[key] = value;
  }
  if (node.pluginData && typeof node.pluginData === 'object') {
    const data = Object.entries(node.pluginData as Record<string, string>).filter(
      ([key]) => !reactFigmaPluginData.has(key),
    );
    if (data.length) out.pluginData = Object.fromEntries(data);
  }
  if (typeof node.svgSource === 'string') out.svg = node.svgSource;
  if (out.type === 'PAGE' && node.backgrounds !== undefined)
    out.backgrounds = plain(node.backgrounds);
  if (Array.isArray(node.children)) out.children = node.children.map(serializeNode);
  return out;
}

/** Number of nodes in a list of trees, roots included. */
export function countNodes(nodes: ExampleNode[]): number {
  return nodes.reduce((sum, node) => sum + 1 + countNodes(node.children ?? []), 0);
}

/**
 * Whether a node places its children in its own container rather than in itself: a group does.
 * A node's x and y are relative to its container parent (a page, frame, component or instance),
 * "not relative to its direct parent if the parent is a group" (Plugin API, relativeTransform,
 * "Container parent"). So drawing a group moves nothing, and moving a group moves its children.
 */
export const placesChildrenInContainer = (node: Pick<ExampleNode, 'type'>): boolean =>
  node.type === 'GROUP';

/** A box on the canvas by its edges. */
export interface Edges {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The smallest box that holds all of `boxes` (an empty box at 0, 0 when there are none). */
export function boundsOf(boxes: Edges[]): {x: number; y: number; width: number; height: number} {
  if (!boxes.length) return {x: 0, y: 0, width: 0, height: 0};
  const x = Math.min(...boxes.map((box) => box.left));
  const y = Math.min(...boxes.map((box) => box.top));
  return {
    x,
    y,
    width: Math.max(...boxes.map((box) => box.right)) - x,
    height: Math.max(...boxes.map((box) => box.bottom)) - y,
  };
}
