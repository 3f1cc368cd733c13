// Run in Figma's check of the picture against the reader's Figma. The build puts the drawing the
// site showed (each layer's kind, name, position, size and text) into the example's published
// source; the downloaded plugin carries it, reads the example's layers back from the reader's file
// once react-figma's render settles, and compares the two here, naming for each difference the
// assumed rule of the site's model that explains it, where one does (src/figma-preview/model-rules.ts).
// Pure functions: the build, the plugin's two threads and the tests share them.
import type {CheckedLayer, ExampleNode, ExpectedDrawing} from '../figma-preview/example-contract';

/** One layer Figma drew otherwise than the site showed; received reports keep them (src/evidence). */
export interface LayerDifference {
  layer: string[];
  figure: string;
  expected: string | number | null;
  actual: string | number | null;
  rule?: string;
}

/** What the plugin's window shows and "Copy report" copies. */
export interface FigmaCheckReport {
  /** Figma's `figma.apiVersion` in the reader's app. */
  apiVersion: string;
  example: {title: string; page?: string};
  /** The assumed rules the site's run of the example used. */
  assumptions: string[];
  differences: LayerDifference[];
  /**
   * Whether a second render kept every layer's id (absent for an example that calls render
   * itself, which is rendered once); the layers that did not, by path.
   */
  idsKept?: boolean;
  replaced: string[][];
}

const round = (value: number | undefined) => Math.round(value ?? 0);

/** A Figma node as the plugin's main thread reads it: the few fields the check needs. */
export type FigmaNodeLike = Pick<
  ExampleNode,
  'id' | 'type' | 'name' | 'x' | 'y' | 'width' | 'height' | 'characters'
> & {
  children?: readonly FigmaNodeLike[];
  getPluginData?(key: string): string;
};

/** A layer and its subtree as the check compares them; `withIds` for what Figma drew. */
export function readLayer(node: FigmaNodeLike, withIds = true): CheckedLayer {
  return {
    ...(withIds && {id: node.id}),
    type: node.type,
    name: node.name,
    x: round(node.x),
    y: round(node.y),
    width: round(node.width),
    height: round(node.height),
    ...(node.type === 'TEXT' && {characters: String(node.characters ?? '')}),
    children: (node.children ?? []).map((child) => readLayer(child, withIds)),
  };
}

/** The drawing of a run as the preview shows it (figmaView's pages, the drawn ones). */
export const expectedLayers = (pages: ExampleNode[]): CheckedLayer[] =>
  pages.flatMap((page) => (page.children ?? []).map((node) => readLayer(node, false)));

/**
 * The example's layers in the document: on each page, the top-level layers react-figma made
 * (its plugin data marks them), so a file's own layers are left out.
 */
export function exampleLayers(pages: readonly FigmaNodeLike[]): CheckedLayer[] {
  return pages.flatMap((page) =>
    (page.children ?? [])
      .filter((node) => node.getPluginData?.('isReactFigmaNode') === 'true')
      .map((node) => readLayer(node)),
  );
}

const geometry = ['x', 'y', 'width', 'height'] as const;

/**
 * The assumed rule that explains a difference, where one does: a rule the site's run used, about
 * that kind of layer and figure.
 */
function explainingRule(
  layer: CheckedLayer,
  parent: CheckedLayer | undefined,
  figure: string,
  assumptions: readonly string[],
): string | undefined {
  const used = (rule: string) => assumptions.includes(rule);
  const placed = (geometry as readonly string[]).includes(figure);
  if (layer.type === 'VECTOR' && placed && used("vector's box")) return "vector's box";
  if (
    (layer.type === 'COMPONENT_SET' || parent?.type === 'COMPONENT_SET') &&
    placed &&
    used("component set's box")
  ) {
    return "component set's box";
  }
  if (layer.type === 'TEXT' && placed && used('resize of auto-width text')) {
    return 'resize of auto-width text';
  }
  if (layer.type === 'TEXT' && used('font style names')) return 'font style names';
  if (used('message timing')) return 'message timing';
  return undefined;
}

/** Every difference between what the site showed and what Figma drew, layer by layer. */
export function compareDrawing(
  expected: ExpectedDrawing,
  actual: CheckedLayer[],
): LayerDifference[] {
  const differences: LayerDifference[] = [];
  const add = (
    path: string[],
    layer: CheckedLayer,
    parent: CheckedLayer | undefined,
    figure: string,
    site: string | number | null,
    figma: string | number | null,
  ) => {
    const rule = explainingRule(layer, parent, figure, expected.assumptions);
    differences.push({
      layer: path,
      figure,
      expected: site,
      actual: figma,
      ...(rule && {rule}),
    });
  };
  const compareLists = (
    shown: CheckedLayer[],
    drawn: CheckedLayer[],
    path: string[],
    parent?: CheckedLayer,
  ) => {
    const count = Math.max(shown.length, drawn.length);
    for (let index = 0; index < count; index++) {
      const site = shown[index];
      const figma = drawn[index];
      const here = [...path, (site ?? figma)!.name];
      if (!figma) add(here, site!, parent, 'missing', site!.type, null);
      else if (!site) add(here, figma, parent, 'extra', null, figma.type);
      else {
        if (site.type !== figma.type) add(here, site, parent, 'kind', site.type, figma.type);
        if (site.name !== figma.name) add(here, site, parent, 'name', site.name, figma.name);
        for (const figure of geometry) {
          // Both sides are rounded to whole pixels; a pixel either way is rounding.
          if (Math.abs(site[figure] - figma[figure]) > 1) {
            add(here, site, parent, figure, site[figure], figma[figure]);
          }
        }
        if (site.type === 'TEXT' && site.characters !== figma.characters) {
          add(here, site, parent, 'text', site.characters ?? '', figma.characters ?? '');
        }
        compareLists(site.children, figma.children, here, site);
      }
    }
  };
  compareLists(expected.layers, actual, []);
  return differences;
}

/** Layers of the first reading whose id the second reading does not have at the same place. */
export function replacedLayers(first: CheckedLayer[], second: CheckedLayer[]): string[][] {
  const ids = (layers: CheckedLayer[], path: string[], out: Map<string, string>) => {
    for (const layer of layers) {
      const here = [...path, layer.name];
      out.set(JSON.stringify(here), layer.id ?? '');
      ids(layer.children, here, out);
    }
    return out;
  };
  const after = ids(second, [], new Map());
  return [...ids(first, [], new Map())]
    .filter(([path, id]) => after.get(path) !== id)
    .map(([path]) => JSON.parse(path) as string[]);
}

/** One line of the plugin's window for a difference. */
export function describeDifference(difference: LayerDifference): string {
  const {layer, figure, expected, actual, rule} = difference;
  const where = layer.join(' › ');
  const what =
    figure === 'missing'
      ? `${where}: the site showed this layer; Figma has none there`
      : figure === 'extra'
        ? `${where}: Figma drew a layer the site did not show`
        : `${where}: ${figure} ${JSON.stringify(actual)} in Figma, ${JSON.stringify(expected)} on the site`;
  return rule ? `${what} (explained by the site's assumption “${rule}”)` : what;
}

/** The repository where readers report what their Figma drew. */
export const reportRepository = 'https://github.com/react-figma/react-figma';

/** An issue's body stays short enough for a URL browsers accept. */
const maxIssueBody = 6000;

/** The link that opens a prefilled issue with the report: nothing is sent until the reader submits it. */
export function issueUrl(report: FigmaCheckReport): string {
  const json = JSON.stringify(report, null, 2);
  const body = [
    'Run in Figma on the react-figma documentation site compared an example with what my Figma drew.',
    '',
    '```json',
    json.length > maxIssueBody ? `${json.slice(0, maxIssueBody)}\n… (cut: use Copy report)` : json,
    '```',
  ].join('\n');
  const title = report.differences.length
    ? `Docs example drawn differently in Figma: ${report.example.title}`
    : `Docs example drawn as shown in Figma: ${report.example.title}`;
  const query = new URLSearchParams({title, body});
  return `${reportRepository}/issues/new?${query.toString()}`;
}
