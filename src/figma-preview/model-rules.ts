// The rules of the site's Figma model, in one list: each is *documented* (written from Figma's
// Plugin API reference, which the rule cites) or *assumed* (the reference is silent, so the
// model picks a behavior and says why). A run records the assumed rules it used (run-core.ts,
// figma-stub.ts); a preview names them under its picture (preview.ts), a claim whose test used
// one is marked where its sentence stands (src/plugins/claim-markers), and the page "How this
// site knows" lists them with the statements resting on them. The README's table is this list;
// tests/source-checks/figma-model.test.ts keeps the two equal and proves each rule on a case.

const api = 'https://developers.figma.com/docs/plugins/api/';

interface RuleBase {
  /** The rule's name in the README's table and on the page; stable, as claims record it. */
  id: string;
  /** What Figma does, as the model follows it. */
  behavior: string;
}

export interface DocumentedRule extends RuleBase {
  kind: 'documented';
  /** The Plugin API reference pages it is written from. */
  sources: string[];
}

export interface AssumedRule extends RuleBase {
  kind: 'assumed';
  /** What the reference says near it, or that it says nothing: the pages a reader would check. */
  sources: string[];
  /** Why the model makes this choice rather than another. */
  why: string;
  /** The sentence under a picture that depends on the rule. */
  note: string;
}

export type ModelRule = DocumentedRule | AssumedRule;

const documented = (id: string, behavior: string, sources: string[]): DocumentedRule => ({
  kind: 'documented',
  id,
  behavior,
  sources: sources.map((page) => api + page),
});

export const modelRules: readonly ModelRule[] = [
  documented(
    'default size',
    'A new rectangle or frame is 100 × 100 until a size is written; react-figma never writes a size of 0.',
    ['properties/figma-createrectangle', 'properties/figma-createframe'],
  ),
  documented(
    'corner radii',
    '`cornerRadius` sets all four corners and reads `figma.mixed` when they differ; each corner can be set alone.',
    ['properties/nodes-cornerradius', 'properties/nodes-topleftradius'],
  ),
  documented(
    'group bounds',
    "A group is positioned and sized to fit its children, whose `x` and `y` are in the group's container; moving the group moves them.",
    ['GroupNode', 'properties/nodes-relativetransform'],
  ),
  documented(
    'empty group',
    "A group whose last child goes is deleted; a deleted node takes no children (the model's error says `The node with id … does not exist`).",
    ['GroupNode'],
  ),
  documented('SVG frame size', "`createNodeFromSvg` makes a frame of the SVG's own size.", [
    'properties/figma-createnodefromsvg',
  ]),
  documented(
    'resize and constraints',
    "Resizing applies the children's constraints; with the default (`MIN`, `MIN`) they keep their size, so an SVG's drawing does not scale with its frame.",
    ['properties/nodes-resize', 'Constraints'],
  ),
  documented(
    'instances',
    'An instance is a copy of its main component, as large as it, and follows it.',
    ['InstanceNode', 'properties/nodes-createinstance'],
  ),
  documented('line height', 'A line has a width and no height.', ['LineNode']),
  documented(
    'text auto-resize',
    "Text that hugs its content is as large as its glyphs, measured with the font's own metrics (Inter's files here).",
    ['properties/nodes-textautoresize'],
  ),
  documented(
    'ellipse arcs',
    'An ellipse fills its box; `arcData` keeps the part from `startingAngle` to `endingAngle` (radians, clockwise from 3 o’clock) and hollows it to `innerRadius`, a share of the radius.',
    ['EllipseNode', 'ArcData'],
  ),
  documented(
    'star points',
    'A star has `pointCount` points, the first pointing up, and an inner vertex between each two at `innerRadius`, a share of the outer radius.',
    ['StarNode'],
  ),
  documented(
    'image fill',
    "An image paint with `scaleMode: 'FILL'` covers the node's box, keeping the picture's proportions and cropping what overflows.",
    ['Paint#imagepaint', 'properties/figma-createimage'],
  ),
  documented(
    'slice',
    'A slice is a region to export: it has no fills, strokes or effects, and the canvas outlines it only when selected (the picture always does).',
    ['SliceNode'],
  ),
  documented(
    'page background',
    "A page's `backgrounds` color its canvas, whatever the editor's theme.",
    ['PageNode'],
  ),
  documented(
    'auto layout',
    'An auto layout frame places and sizes its children by its own rules (padding, `itemSpacing`, alignment), whatever Yoga wrote.',
    ['properties/nodes-layoutmode', 'properties/nodes-itemspacing'],
  ),
  {
    kind: 'assumed',
    id: 'resize of auto-width text',
    behavior:
      'Resizing an empty text whose `textAutoResize` is `WIDTH_AND_HEIGHT` keeps that mode: when its content or font is set next, it hugs that content, whatever size was written.',
    sources: [`${api}properties/nodes-resize`, `${api}properties/nodes-textautoresize`],
    why: "The reference for `resize` says what it does to constraints, not to a text's auto-resize mode. react-figma writes a Text's size before its content (an empty text, at first) and sets the mode itself right after, so the model keeps the mode react-figma asked for rather than guess a switch the reference does not describe.",
    note: "This picture rests on an assumption of the site's model of Figma: a text that hugs its content still hugs it after react-figma resizes it while empty. Figma's reference does not say; Run in Figma shows what your Figma does.",
  },
  {
    kind: 'assumed',
    id: "vector's box",
    behavior:
      'A vector keeps the size react-figma wrote after its paths are set; the paths are drawn from its top left corner.',
    sources: [`${api}VectorNode`, `${api}properties/nodes-vectorpaths`],
    why: "Figma fits a vector's box to its paths, but where it then places the box is not documented, so the model keeps the size and place react-figma wrote rather than invent one.",
    note: "Figma fits a vector's box to its paths; the size in Layers is the one react-figma wrote, an assumption of the site's model of Figma (its reference does not say where the box goes). Run in Figma shows what your Figma does.",
  },
  {
    kind: 'assumed',
    id: "component set's box",
    behavior:
      '`combineAsVariants` moves the components into a new set, which keeps the size and place react-figma writes; the variants keep theirs.',
    sources: [`${api}properties/figma-combineasvariants`, `${api}ComponentSetNode`],
    why: 'Where `combineAsVariants` places the variants and how large it makes the set is not documented; react-figma lays the set out with Yoga afterwards, so the model keeps what react-figma wrote.',
    note: "Where Figma places the variants of a component set, and how large it makes the set, is not documented: this picture keeps what react-figma wrote, an assumption of the site's model of Figma. Run in Figma shows what your Figma does.",
  },
  {
    kind: 'assumed',
    id: 'font style names',
    behavior:
      'Inter is installed with its regular italic named "Italic" (`listAvailableFontsAsync` lists it), which is the style react-figma asks for with `fontStyle: \'italic\'` at weight 400.',
    sources: [`${api}properties/figma-listavailablefontsasync`, `${api}FontName`],
    why: 'Style names come from the font files a machine has, which the reference does not list. Inter\'s own files call the style "Italic", so the model lists it under that name.',
    note: "This picture assumes your Figma has Inter's italic under the style name \"Italic\", as Inter's files name it; Figma's reference does not list style names. Run in Figma shows what your Figma does.",
  },
  {
    kind: 'assumed',
    id: 'message timing',
    behavior:
      "A message between the plugin's UI and its main thread arrives one turn of the event loop after it is sent, and its answer one turn later.",
    sources: ['https://developers.figma.com/docs/plugins/creating-ui'],
    why: "Figma documents the messages, not how long they take. One turn is what `postMessage` takes at least; the build runs every example again with two and three turns to find the pictures that depend on it, because react-figma's layout drops a request that arrives during a pass.",
    note: "How this is laid out depends on how quickly messages pass between the plugin UI and the main thread: with slower messages it comes out differently. Figma does not document that timing, so your Figma may not match this picture, which assumes fast messages (an assumption of the site's model of Figma). Run in Figma shows what your Figma does.",
  },
  {
    kind: 'assumed',
    id: 'team library styles',
    behavior:
      '`importStyleByKeyAsync` gives a remote paint style named after any key, with no paints.',
    sources: [`${api}properties/figma-importstylebykeyasync`],
    why: 'The published styles of a team library are not in any document, and the previews have no network; a stand-in keeps the example running instead of failing as an unknown key would.',
    note: "The styles of a team library are not available to the previews: each key imports here as a style without paints, an assumption of the site's model of Figma. Run in Figma shows what your Figma does.",
  },
];

export const assumedRules = modelRules.filter(
  (rule): rule is AssumedRule => rule.kind === 'assumed',
);

/** The assumed rule called `id`; throws on a name the model does not have. */
export function assumedRule(id: string): AssumedRule {
  const rule = assumedRules.find((candidate) => candidate.id === id);
  if (!rule) throw new Error(`the Figma model has no assumed rule “${id}”`);
  return rule;
}

/** The anchor of a rule on the page "How this site knows": its name in lowercase words. */
export const ruleAnchor = (id: string): string =>
  id
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Records the assumed rules a run used, once each, in the order it first used them. */
export interface AssumptionLog {
  assume(id: string): void;
  list(): string[];
}

export function assumptionLog(): AssumptionLog {
  const used = new Set<string>();
  return {
    assume: (id) => void used.add(assumedRule(id).id),
    list: () => [...used],
  };
}
