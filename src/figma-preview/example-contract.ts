// The shapes an example's run passes around, defined once: the job (how to render the block), the
// source the build publishes for the Edit and Run in Figma buttons (with the drawing Run in Figma's
// check compares Figma's with), and the run's outcome (the node tree react-figma left behind,
// reduced to what a drawing needs). The build's child process writes
// the outcome, the tests read it and the previews draw it; the Playground's worker makes the same
// one from a reader's code. Types and one constant only: every module may import this one, and it
// imports none, so no import cycle goes through it.

/** How a block is rendered once its module has run. */
export interface ExampleJob {
  /** 'render': the block calls render itself; 'export': the runner renders the export it chooses. */
  mode: 'render' | 'export';
  /** For 'export': the block never renders a Page, so its component goes inside one. */
  wrapInPage: boolean;
  /** For 'export': the component's props (fence meta props='{JSON}'), else {}. */
  props: Record<string, unknown>;
}

/** The job of a block that calls render itself: no export to choose, no page to add, no props. */
export const selfRendering: ExampleJob = {mode: 'render', wrapInPage: false, props: {}};

/** The job alone, out of anything that carries one (a planned block, a source): what is sent on. */
export const jobOf = ({mode, wrapInPage, props}: ExampleJob): ExampleJob => ({
  mode,
  wrapInPage,
  props,
});

/** An example as the build ran it: published beside its preview as JSON for the Edit button. */
export interface ExampleSource extends ExampleJob {
  code: string;
  /** The fence language: 'tsx', 'ts' or 'jsx'. */
  lang: string;
  /**
   * What the site showed for a docs example, which Run in Figma's plugin checks the reader's
   * Figma against (src/run-in-figma/figma-check.ts); absent for code the reader edited.
   */
  expected?: ExpectedDrawing;
}

/** One layer as Run in Figma's check compares it; `id` only in what the plugin reads back. */
export interface CheckedLayer {
  /** Figma's node type: FRAME, TEXT, VECTOR… */
  type: string;
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
  characters?: string;
  id?: string;
  children: CheckedLayer[];
}

/** What the site showed for an example, carried by its plugin. */
export interface ExpectedDrawing {
  /** The example's top-level layers, page after page, in each page's order. */
  layers: CheckedLayer[];
  /** The assumed rules the site's run of the example used. */
  assumptions: string[];
}

/** Plain-JSON copy of one Figma node. Absent keys mean the node type has no such property. */
export interface ExampleNode {
  id: string;
  type: string;
  name: string;
  x?: number;
  y?: number;
  width?: number;
  height?: number;
  rotation?: number;
  visible?: boolean;
  opacity?: number;
  fills?: unknown;
  strokes?: unknown;
  strokeWeight?: number | 'mixed';
  cornerRadius?: number | 'mixed';
  cornerSmoothing?: number;
  effects?: unknown;
  clipsContent?: boolean;
  characters?: string;
  fontName?: unknown;
  fontSize?: number | 'mixed';
  textAutoResize?: string;
  layoutMode?: string;
  paddingLeft?: number;
  paddingRight?: number;
  paddingTop?: number;
  paddingBottom?: number;
  itemSpacing?: number;
  /** Auto layout (frames with layoutMode HORIZONTAL or VERTICAL) and its children. */
  primaryAxisSizingMode?: string;
  counterAxisSizingMode?: string;
  primaryAxisAlignItems?: string;
  counterAxisAlignItems?: string;
  layoutAlign?: string;
  layoutGrow?: number;
  topLeftRadius?: number;
  topRightRadius?: number;
  bottomRightRadius?: number;
  bottomLeftRadius?: number;
  strokeAlign?: string;
  dashPattern?: number[];
  isMask?: boolean;
  blendMode?: string;
  /** TEXT styling beyond the font. */
  textAlignHorizontal?: string;
  textAlignVertical?: string;
  letterSpacing?: unknown;
  lineHeight?: unknown;
  textDecoration?: string;
  textCase?: string;
  paragraphSpacing?: number;
  strokeCap?: string;
  strokeJoin?: string;
  /** VECTOR: its paths (SVG path data); the stub does not resize the node to their bounds. */
  vectorPaths?: unknown;
  /** STAR and ELLIPSE geometry. */
  pointCount?: number;
  innerRadius?: number;
  arcData?: unknown;
  /** Export presets (the Export panel). */
  exportSettings?: unknown;
  /** Links to local styles (ids of paint, effect and text styles). */
  fillStyleId?: string;
  strokeStyleId?: string;
  effectStyleId?: string;
  textStyleId?: string;
  constraints?: unknown;
  /** FRAME: ruler guides and layout grids. */
  guides?: unknown;
  layoutGrids?: unknown;
  /** Plugin data, without the keys react-figma keeps on every node it renders. */
  pluginData?: Record<string, string>;
  /** PAGE: the canvas background paints. */
  backgrounds?: unknown;
  /** The SVG markup a frame was created from (createNodeFromSvg); the stub makes no layers for it. */
  svg?: string;
  children?: ExampleNode[];
}

/** The outcome of running one block. */
export interface ExampleRun {
  /** The document's pages (each with its children), in document order. */
  pages: ExampleNode[];
  /** The bytes (base64) of every image fill, by the imageHash its paints name. */
  images: Record<string, string>;
  /** Images the example downloads (the runner has no network): their URL by image hash. */
  placeholders: Record<string, string>;
  /** URLs the example requested: the runner has no network, so each request failed. */
  offline: string[];
  /** Nodes the example created (pages it created included, the stub's initial empty page not). */
  nodeCount: number;
  /** Problems: a thrown error, a console.error or console.warn, a timeout. Empty when it ran clean. */
  errors: string[];
  /** Warnings react-figma itself causes (not the example): shown, but not failures. */
  notes: string[];
  /** What the block rendered itself: 'render' (it calls render) or the export it was given. */
  renderedBy: string;
  /**
   * False when the runner stopped the run before it finished (too many timer callbacks, the
   * Playground's patience, a child that never reported): what it left is not its outcome.
   */
  finished: boolean;
  /**
   * The calls react-figma made between the plugin's two threads, by method name (thread-crossing.ts):
   * `rpc.api` methods go from the UI to the main thread, `rpc.uiApi` ones back.
   */
  calls: Record<string, number>;
  /**
   * The assumed rules of the Figma model (model-rules.ts) the run relied on, by id: where Figma's
   * reference is silent, the picture follows the model's choice.
   */
  assumptions: string[];
}
