// Figma's auto layout, replayed on an example's node tree. react-figma places every node with Yoga
// and writes x, y, width and height, but in Figma a frame with layoutMode HORIZONTAL or VERTICAL
// places its direct children (and sizes itself) by its own rules, overriding those values.
// figma-api-stub has no layout engine, so without this step a preview would show Yoga's idea of the
// layout rather than what a user sees in Figma.
import type {ExampleNode} from './example-contract';
import {placesChildrenInContainer} from './node-tree';

interface LayoutDifference {
  nodeId: string;
  name: string;
  /** e.g. 'x', 'y', 'width', 'height' */
  property: string;
  reactFigma: number;
  figma: number;
}

interface AutoLayoutResult {
  /** The tree as Figma lays it out (a copy). */
  tree: ExampleNode;
  /** Where Figma's auto layout differs from what react-figma computed by 1 px or more (Yoga rounds to whole pixels). */
  differences: LayoutDifference[];
}

type Box = 'x' | 'y' | 'width' | 'height';
type Padding = 'paddingLeft' | 'paddingRight' | 'paddingTop' | 'paddingBottom';
interface Axis {
  pos: 'x' | 'y';
  size: 'width' | 'height';
  start: Padding;
  end: Padding;
}

const horizontal: Axis = {pos: 'x', size: 'width', start: 'paddingLeft', end: 'paddingRight'};
const vertical: Axis = {pos: 'y', size: 'height', start: 'paddingTop', end: 'paddingBottom'};
const boxKeys: Box[] = ['x', 'y', 'width', 'height'];
const frameTypes = new Set(['FRAME', 'COMPONENT', 'COMPONENT_SET', 'INSTANCE']);
/** Below this, a difference is rounding rather than layout. */
const tolerance = 0.999;

function isAutoLayout(node: ExampleNode): boolean {
  return (
    frameTypes.has(node.type) &&
    (node.layoutMode === 'HORIZONTAL' || node.layoutMode === 'VERTICAL')
  );
}

/** [primary, counter] axes of an auto layout frame. */
function axesOf(frame: ExampleNode): [Axis, Axis] {
  return frame.layoutMode === 'HORIZONTAL' ? [horizontal, vertical] : [vertical, horizontal];
}

/** Children Figma lays out: hidden ones take no space. */
function flowChildren(frame: ExampleNode): ExampleNode[] {
  return (frame.children ?? []).filter((child) => child.visible !== false);
}

const get = (node: ExampleNode, key: Box | Padding): number => node[key] ?? 0;

/** Moves a node, and the children a group places in its container with it. */
function move(node: ExampleNode, key: 'x' | 'y', by: number): void {
  node[key] = get(node, key) + by;
  if (placesChildrenInContainer(node))
    for (const child of node.children ?? []) move(child, key, by);
}

/** Writes a box value; a node without that key (the stub leaves some unset) stays so at 0. */
function put(node: ExampleNode, key: Box, value: number): void {
  if (node[key] === undefined && value === 0) return;
  if (placesChildrenInContainer(node) && (key === 'x' || key === 'y'))
    move(node, key, value - get(node, key));
  else node[key] = value;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const paddings = (frame: ExampleNode, axis: Axis) => get(frame, axis.start) + get(frame, axis.end);

/**
 * Bottom-up: every hugging axis of an auto layout frame takes its content's size. Children come
 * first because a hugging child's size feeds its parent's. Fill (layoutGrow, STRETCH) sizes are
 * decided later, top-down, and never change a hug size: a hugging frame lets fill children keep
 * their own size.
 */
function hug(node: ExampleNode): void {
  for (const child of node.children ?? []) hug(child);
  if (!isAutoLayout(node)) return;
  const [primary, counter] = axesOf(node);
  const items = flowChildren(node);
  // Missing sizing modes are react-figma's default, AUTO (older cached trees lack the keys).
  if (node.primaryAxisSizingMode !== 'FIXED') {
    const gaps = (node.itemSpacing ?? 0) * Math.max(0, items.length - 1);
    const content = sum(items.map((child) => get(child, primary.size)));
    put(node, primary.size, paddings(node, primary) + content + gaps);
  }
  if (node.counterAxisSizingMode !== 'FIXED') {
    const largest = Math.max(0, ...items.map((child) => get(child, counter.size)));
    put(node, counter.size, paddings(node, counter) + largest);
  }
}

/** Places (and fill-sizes) the direct children of an auto layout frame whose size is final. */
function place(frame: ExampleNode): void {
  const [primary, counter] = axesOf(frame);
  const items = flowChildren(frame);
  if (items.length === 0) return;
  const spacing = frame.itemSpacing ?? 0;
  const inner = get(frame, primary.size) - paddings(frame, primary);

  // Fill children split what the others leave over equally, whatever their own size was (Figma's
  // "Fill container" behaves like CSS `flex: 1`, so two fill children end up the same size). A
  // hugging frame has no leftover to give.
  if (frame.primaryAxisSizingMode === 'FIXED') {
    const growers = items.filter((child) => child.layoutGrow === 1);
    if (growers.length > 0) {
      const fixed = sum(items.filter((c) => c.layoutGrow !== 1).map((c) => get(c, primary.size)));
      const share = (inner - fixed - spacing * (items.length - 1)) / growers.length;
      for (const child of growers) put(child, primary.size, Math.max(0, share));
    }
  }

  const content = sum(items.map((child) => get(child, primary.size)));
  let gap = spacing;
  let offset = 0;
  const free = inner - content - spacing * (items.length - 1);
  switch (frame.primaryAxisAlignItems) {
    case 'CENTER':
      offset = free / 2;
      break;
    case 'MAX':
      offset = free;
      break;
    case 'SPACE_BETWEEN':
      // itemSpacing gives way to an even split; overflow packs to the start, as in CSS.
      if (items.length > 1) gap = Math.max(0, (inner - content) / (items.length - 1));
      break;
  }
  let cursor = get(frame, primary.start) + offset;
  for (const child of items) {
    put(child, primary.pos, cursor);
    cursor += get(child, primary.size) + gap;
  }

  const counterInner = get(frame, counter.size) - paddings(frame, counter);
  for (const child of items) {
    // Per-child MIN/CENTER/MAX is deprecated in Figma: only STRETCH overrides the frame's alignment.
    if (child.layoutAlign === 'STRETCH') put(child, counter.size, Math.max(0, counterInner));
    const room = counterInner - get(child, counter.size);
    const shift =
      frame.counterAxisAlignItems === 'CENTER'
        ? room / 2
        : frame.counterAxisAlignItems === 'MAX'
          ? room
          : 0;
    put(child, counter.pos, get(frame, counter.start) + shift);
  }
}

/** Top-down: a frame's size is settled before its children are placed inside it. */
function arrange(node: ExampleNode): void {
  if (isAutoLayout(node)) place(node);
  for (const child of node.children ?? []) arrange(child);
}

/** Box values that changed between two copies of the same tree, in document order. */
function compare(before: ExampleNode, after: ExampleNode, out: LayoutDifference[]): void {
  for (const key of boxKeys) {
    const figma = after[key];
    if (figma === undefined) continue;
    const reactFigma = before[key] ?? 0;
    if (Math.abs(figma - reactFigma) > tolerance)
      out.push({nodeId: after.id, name: after.name, property: key, reactFigma, figma});
  }
  const children = before.children ?? [];
  (after.children ?? []).forEach((child, index) => compare(children[index], child, out));
}

/** Lays out every auto layout frame in the tree as Figma would, on a copy. */
export function applyAutoLayout(node: ExampleNode): AutoLayoutResult {
  const tree = structuredClone(node);
  hug(tree);
  arrange(tree);
  const differences: LayoutDifference[] = [];
  compare(node, tree, differences);
  return {tree, differences};
}

// ---- Describing the differences ----

const px = (value: number) => `${Math.round(value * 10) / 10}`;
const label = (node: ExampleNode) => `“${node.name || node.type.toLowerCase()}”`;
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "118 × 24 px", "118 px wide" or "24 px high", from whichever of the two are given. */
function dimensions(width: number | undefined, height: number | undefined): string {
  if (width !== undefined && height !== undefined) return `${px(width)} × ${px(height)} px`;
  return width !== undefined ? `${px(width)} px wide` : `${px(height ?? 0)} px high`;
}

/** Whether a frame hugs its content along the axis a size property belongs to. */
function hugs(frame: ExampleNode, property: string): boolean {
  if (!isAutoLayout(frame)) return false;
  const [primary] = axesOf(frame);
  const mode =
    property === primary.size ? frame.primaryAxisSizingMode : frame.counterAxisSizingMode;
  return mode !== 'FIXED';
}

interface Group {
  frame: ExampleNode;
  /** The frame's own hug sizes. */
  own: LayoutDifference[];
  /** Its direct children's positions and sizes. */
  children: LayoutDifference[];
}

function describeOwn(group: Group): string {
  const {frame, own} = group;
  const [primary] = axesOf(frame);
  const find = (key: string) => own.find((d) => d.property === key);
  const width = find('width');
  const height = find('height');
  const modes = own.map((d) =>
    d.property === primary.size ? 'primaryAxisSizingMode' : 'counterAxisSizingMode',
  );
  return (
    `Figma sizes ${label(frame)} to hug its content (${modes.join(' and ')} AUTO): ` +
    `${dimensions(width?.figma, height?.figma)}; react-figma's Yoga layout made it ` +
    `${dimensions(width?.reactFigma, height?.reactFigma)}.`
  );
}

/** Whether react-figma put the children edge to edge: Yoga never hears of itemSpacing. */
function yogaHadNoGaps(frame: ExampleNode, items: ExampleNode[], group: Group): boolean {
  const [primary] = axesOf(frame);
  const before = (node: ExampleNode, key: Box) =>
    group.children.find((d) => d.nodeId === node.id && d.property === key)?.reactFigma ??
    get(node, key);
  return items.every((child, index) => {
    if (index === 0) return true;
    const previous = items[index - 1];
    const end = before(previous, primary.pos) + before(previous, primary.size);
    return Math.abs(before(child, primary.pos) - end) <= tolerance;
  });
}

function describeChildren(group: Group, frameResized: boolean): string[] {
  const {frame, children} = group;
  const [primary, counter] = axesOf(frame);
  const items = flowChildren(frame);
  const ids = (keep: (d: LayoutDifference) => boolean) =>
    new Set(children.filter(keep).map((d) => d.nodeId));
  const alongPrimary = ids((d) => d.property === primary.pos);
  const alongCounter = ids((d) => d.property === counter.pos);
  const resized = ids((d) => d.property === 'width' || d.property === 'height');
  const them = (count: number) => (count === 1 ? 'it' : 'them');
  const sentences: string[] = [];

  const spacing = frame.itemSpacing ?? 0;
  const spaced =
    alongPrimary.size > 0 &&
    spacing > 0 &&
    items.length > 1 &&
    frame.primaryAxisAlignItems !== 'SPACE_BETWEEN';
  if (spaced) {
    const how = yogaHadNoGaps(frame, items, group) ? 'with no gap' : 'differently';
    sentences.push(
      `Figma spaces the ${plural(items.length, 'child', 'children')} of ${label(frame)} ` +
        `${px(spacing)} px apart (itemSpacing); react-figma's Yoga layout placed them ${how}.`,
    );
  }
  // Moves the spacing sentence does not explain.
  const moved = new Set([...(spaced ? [] : alongPrimary), ...alongCounter]);
  if (moved.size > 0) {
    const count = plural(moved.size, 'child', 'children');
    sentences.push(
      frameResized
        ? `Because ${label(frame)} changes size, Figma also moves ${count} inside it.`
        : `Figma's auto layout moves ${count} of ${label(frame)} from where react-figma's ` +
            `Yoga layout placed ${them(moved.size)}.`,
    );
  }
  if (resized.size > 0) {
    const count = plural(resized.size, 'child', 'children');
    const fills = children.some((d) => resized.has(d.nodeId) && fillsParent(d, frame));
    sentences.push(
      fills
        ? `Figma resizes ${count} of ${label(frame)} to fill it (layoutGrow 1 or layoutAlign ` +
            `STRETCH); react-figma's Yoga layout sized ${them(resized.size)} differently.`
        : `Figma's auto layout resizes ${count} of ${label(frame)}.`,
    );
  }
  return sentences;
}

/** Whether a child's size difference comes from filling its auto layout parent. */
function fillsParent(difference: LayoutDifference, parent: ExampleNode): boolean {
  const child = parent.children?.find((c) => c.id === difference.nodeId);
  if (!child || !isAutoLayout(parent)) return false;
  const [primary, counter] = axesOf(parent);
  if (difference.property === primary.size)
    return child.layoutGrow === 1 && parent.primaryAxisSizingMode === 'FIXED';
  return difference.property === counter.size && child.layoutAlign === 'STRETCH';
}

/**
 * One sentence per group of differences (a frame's own size, its children's placement), for a
 * reader comparing the preview with what react-figma's Yoga layout produced.
 */
export function describeDifferences(differences: LayoutDifference[], tree: ExampleNode): string[] {
  const nodes = new Map<string, {node: ExampleNode; parent?: ExampleNode}>();
  const index = (node: ExampleNode, parent?: ExampleNode) => {
    nodes.set(node.id, {node, parent});
    for (const child of node.children ?? []) index(child, node);
  };
  index(tree);

  const groups = new Map<string, Group>();
  const groupOf = (frame: ExampleNode) => {
    let group = groups.get(frame.id);
    if (!group) groups.set(frame.id, (group = {frame, own: [], children: []}));
    return group;
  };
  const sentences: string[] = [];
  for (const difference of differences) {
    const {node, parent} = nodes.get(difference.nodeId) ?? {};
    const isSize = difference.property === 'width' || difference.property === 'height';
    // A parent's fill wins over the node's own hugging on that axis.
    const filled = parent !== undefined && fillsParent(difference, parent);
    if (node && isSize && !filled && hugs(node, difference.property))
      groupOf(node).own.push(difference);
    else if (parent && isAutoLayout(parent)) groupOf(parent).children.push(difference);
    else
      sentences.push(
        `Figma's auto layout gives “${difference.name}” ${difference.property} ` +
          `${px(difference.figma)} px; react-figma's Yoga layout gave ${px(difference.reactFigma)} px.`,
      );
  }
  for (const group of groups.values()) {
    if (group.own.length > 0) sentences.push(describeOwn(group));
    if (group.children.length > 0) sentences.push(...describeChildren(group, group.own.length > 0));
  }
  return sentences;
}
