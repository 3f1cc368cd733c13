// Links to Figma's Plugin API reference, kept in one place. A page writes `[text](figma:Paint)`;
// the remark plugin below turns the `figma:` URL into the address of that type's Figma page, and
// fails the build on a name this table does not know.
import type {MdNode} from '../markdown-node';

/** Figma's Plugin API reference (the address Figma's own plugin typings link to). */
const figmaApiBase = 'https://developers.figma.com/docs/plugins/api/';

/** Type name -> its page under figmaApiBase, for every Figma type the docs link to. */
const figmaApiPages = {
  // Nodes
  ComponentNode: 'ComponentNode',
  ComponentSetNode: 'ComponentSetNode',
  EllipseNode: 'EllipseNode',
  FrameNode: 'FrameNode',
  GroupNode: 'GroupNode',
  InstanceNode: 'InstanceNode',
  LineNode: 'LineNode',
  PageNode: 'PageNode',
  RectangleNode: 'RectangleNode',
  SliceNode: 'SliceNode',
  StarNode: 'StarNode',
  TextNode: 'TextNode',
  VectorNode: 'VectorNode',
  // Data types
  ArcData: 'ArcData',
  BlendMode: 'BlendMode',
  Constraints: 'Constraints',
  Effect: 'Effect',
  ExportSettings: 'ExportSettings',
  FontName: 'FontName',
  Guide: 'Guide',
  HandleMirroring: 'HandleMirroring',
  LayoutGrid: 'LayoutGrid',
  LetterSpacing: 'LetterSpacing',
  LineHeight: 'LineHeight',
  Paint: 'Paint',
  StrokeCap: 'StrokeCap',
  StrokeJoin: 'StrokeJoin',
  TextCase: 'TextCase',
  TextDecoration: 'TextDecoration',
  Transform: 'Transform',
  VectorNetwork: 'VectorNetwork',
  // VectorPaths is a list of VectorPath, documented on the VectorPath page.
  VectorPaths: 'VectorPath',
  // Styles
  BaseStyle: 'BaseStyle',
  EffectStyle: 'EffectStyle',
  PaintStyle: 'PaintStyle',
  TextStyle: 'TextStyle',
} as const satisfies Record<string, string>;

type FigmaApiName = keyof typeof figmaApiPages;

const scheme = 'figma:';

/** The address of a `figma:Name` link, or null when Name is not in figmaApiPages. */
export function resolveFigmaApiUrl(url: string): string | null {
  if (!url.startsWith(scheme)) return null;
  const name = url.slice(scheme.length);
  return Object.hasOwn(figmaApiPages, name)
    ? figmaApiBase + figmaApiPages[name as FigmaApiName]
    : null;
}

/** Remark plugin: resolves every `figma:Name` link of a page; an unknown name is an error. */
export function remarkFigmaApiLinks() {
  return (tree: MdNode, file: {path?: string}) => {
    const walk = (node: MdNode) => {
      if (node.type === 'link' && node.url?.startsWith(scheme)) {
        const resolved = resolveFigmaApiUrl(node.url);
        if (!resolved) {
          const where = `${file.path ?? 'a page'}:${node.position?.start.line ?? '?'}`;
          throw new Error(
            `${where}: unknown Figma API link "${node.url}"; add it to src/plugins/figma-api-links`,
          );
        }
        node.url = resolved;
      }
      node.children?.forEach(walk);
    };
    walk(tree);
  };
}
