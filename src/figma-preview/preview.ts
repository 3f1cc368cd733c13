// From an example's run to what a reader sees: the node tree corrected to what Figma itself would
// show (text sized from the font, instances following their component, auto layout), drawn in both
// color modes, with the Layers list and the notes on where Figma and react-figma differ.
import {applyAutoLayout, describeDifferences} from './auto-layout';
import {drawExample, drawnPages, refusedSvgs, textStyleOf, type Drawing} from './draw-svg';
import type {ExampleNode, ExampleRun} from './example-contract';
import {assumedRule} from './model-rules';
import {axisKeys, spacingKeys} from './node-tree';
import {layoutText, resolveFont, type FontName} from './text-layout';

export interface LayerItem {
  /** Figma's name for the layer's type, as the layers panel shows it ("Frame", "Text"). */
  kind: string;
  name: string;
  width: number;
  height: number;
  children: LayerItem[];
}

export interface Preview {
  light: Drawing;
  dark: Drawing;
  /** One entry per drawn page, layers in Figma's panel order (frontmost first). */
  pages: Array<{name: string; layers: LayerItem[]}>;
  /** Sentences for the reader: where Figma's own layout differs from react-figma's, fonts. */
  notes: string[];
}

const kinds: Record<string, string> = {
  FRAME: 'Frame',
  GROUP: 'Group',
  RECTANGLE: 'Rectangle',
  ELLIPSE: 'Ellipse',
  STAR: 'Star',
  POLYGON: 'Polygon',
  LINE: 'Line',
  VECTOR: 'Vector',
  TEXT: 'Text',
  COMPONENT: 'Component',
  COMPONENT_SET: 'Component set',
  INSTANCE: 'Instance',
  SLICE: 'Slice',
};

const mapTree = (node: ExampleNode, change: (node: ExampleNode) => ExampleNode): ExampleNode => {
  const changed = change(node);
  return changed.children
    ? {...changed, children: changed.children.map((child) => mapTree(child, change))}
    : changed;
};

/** Text that hugs its content gets the size Figma gives it, also where the stub never measured it. */
function sizeText(node: ExampleNode): ExampleNode {
  if (node.type !== 'TEXT') return node;
  const mode = node.textAutoResize ?? 'WIDTH_AND_HEIGHT';
  if (mode === 'NONE' || mode === 'TRUNCATE') return node;
  const {width, height} = layoutText(textStyleOf(node));
  return mode === 'HEIGHT' ? {...node, height} : {...node, width, height};
}

const geometryKeys = ['x', 'y', 'width', 'height'] as const;
const copiedFromComponent = [
  'width',
  'height',
  'fills',
  'strokes',
  'strokeWeight',
  'cornerRadius',
  'effects',
  'clipsContent',
  'layoutMode',
  ...axisKeys,
  ...spacingKeys,
] as const;

/**
 * An instance shows its main component: the stub copies the component once, when the instance is
 * created (often before the component is laid out), so geometry and layout the copy lacks come
 * from the component. Overrides (text, fills set on the instance's layers) stay.
 */
function syncInstances(pages: ExampleNode[]): ExampleNode[] {
  const byId = new Map<string, ExampleNode>();
  const index = (node: ExampleNode) => {
    byId.set(node.id, node);
    node.children?.forEach(index);
  };
  pages.forEach(index);
  const fill = (copy: ExampleNode, original: ExampleNode | undefined, keys: readonly string[]) => {
    if (!original) return copy;
    const out = {...copy} as Record<string, unknown>;
    const source = original as unknown as Record<string, unknown>;
    for (const key of keys)
      if (out[key] === undefined || (key === 'width' || key === 'height' ? !out[key] : false))
        out[key] = source[key];
    return out as unknown as ExampleNode;
  };
  const syncChild = (node: ExampleNode): ExampleNode => {
    const originalId = /^I[^;]+;(.+)$/.exec(node.id)?.[1];
    const synced = fill(node, originalId ? byId.get(originalId) : undefined, [
      ...geometryKeys,
      ...copiedFromComponent,
    ]);
    return synced.children ? {...synced, children: synced.children.map(syncChild)} : synced;
  };
  return pages.map((page) =>
    mapTree(page, (node) => {
      if (node.type !== 'INSTANCE') return node;
      const component = [...byId.values()].find(
        (candidate) =>
          candidate.type === 'COMPONENT' &&
          node.children?.some((child) => child.id.endsWith(`;${candidate.children?.[0]?.id}`)),
      );
      const synced = fill(node, component, copiedFromComponent);
      return {...synced, children: synced.children?.map(syncChild)};
    }),
  );
}

function layerItem(node: ExampleNode): LayerItem {
  return {
    kind: kinds[node.type] ?? node.type,
    name: node.name,
    width: Math.round(node.width ?? 0),
    height: Math.round(node.height ?? 0),
    // Figma's layers panel lists the frontmost layer (the last child) first.
    children: [...(node.children ?? [])].reverse().map(layerItem),
  };
}

/** Figma's view of the run: text sized, instances synced, auto layout applied; plus its notes. */
export function figmaView(run: Pick<ExampleRun, 'pages'>): {pages: ExampleNode[]; notes: string[]} {
  const notes: string[] = [];
  const pages = syncInstances(run.pages.map((page) => mapTree(page, sizeText))).map((page) => {
    const {tree, differences} = applyAutoLayout(page);
    notes.push(...describeDifferences(differences, tree));
    return tree;
  });
  const substituted = new Set<string>();
  const visit = (node: ExampleNode) => {
    // Only the font decides it: no need to lay the text out again.
    const font = node.fontName as FontName | undefined;
    if (node.type === 'TEXT' && font && resolveFont(font).substituted) {
      substituted.add(`${font.family} ${font.style}`);
    }
    node.children?.forEach(visit);
  };
  pages.forEach(visit);
  for (const font of substituted) notes.push(`Text set in ${font} is drawn in Inter Regular here.`);
  return {pages, notes};
}

/** Notes shown at most for SVGs the preview leaves out; one more counts the rest. */
const refusedSvgNoteCount = 3;

/**
 * Why the drawing shows a placeholder for an `<Svg>`: the site's own limit (svg-check.ts), so the
 * note says nothing of how Figma would import the markup.
 */
function refusedSvgNotes(pages: ExampleNode[]): string[] {
  const refused = [...refusedSvgs(pages)];
  const notes = refused.slice(0, refusedSvgNoteCount).map(([node, reason]) => {
    const name = node.name.length > 40 ? `${node.name.slice(0, 40)}…` : node.name;
    return `The preview does not draw the SVG “${name}”: ${reason}. This is a limit of this site's previews; Figma's own import may still draw it.`;
  });
  const more = refused.length - notes.length;
  if (more > 0) notes.push(`The preview leaves out ${more} more SVGs as well.`);
  return notes;
}

/**
 * What the picture rests on where Figma's reference is silent: one note per assumed rule of the
 * model the run used (model-rules.ts), in the words the page "How this site knows" lists.
 */
export const assumptionNotes = (assumptions: readonly string[] = []): string[] =>
  assumptions.map((id) => assumedRule(id).note);

/** Everything the page shows for one example's run. */
export function makePreview(run: ExampleRun, title: string): Preview {
  const {pages, notes} = figmaView(run);
  const hosts = [
    ...new Set(run.offline.map((url) => new URL(url, 'https://example.invalid').host)),
  ];
  if (hosts.length) {
    notes.push(
      `The previews are made without network access, so this shows what the example draws when its request to ${hosts.join(' and ')} fails.`,
    );
  }
  notes.push(...refusedSvgNotes(pages));
  notes.push(...assumptionNotes(run.assumptions));
  const input = {pages, images: run.images, placeholders: run.placeholders};
  return {
    light: drawExample(input, 'light', title),
    dark: drawExample(input, 'dark', title),
    pages: layerList(pages),
    notes,
  };
}

/**
 * The Layers list of Figma's view of a run (figmaView): one entry per drawn page. Run in Figma's
 * check compares what a downloaded plugin leaves with it.
 */
export function layerList(pages: ExampleNode[]): Preview['pages'] {
  return drawnPages(pages).map((page) => ({
    name: page.name,
    layers: [...(page.children ?? [])].reverse().map(layerItem),
  }));
}
