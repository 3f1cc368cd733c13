// Draws the node tree an example left in the in-memory Figma as a static SVG, the way Figma's
// canvas shows it: each page's top-level layers on the canvas, frame names above top-level frames,
// text as glyph outlines from Inter's font files (so the picture needs no font on the reader's
// machine). Pure: a tree in, markup out.
import {base64} from './base64';
import type {ExampleNode} from './example-contract';
import {svgSize} from './figma-stub';
import {boundsOf, placesChildrenInContainer, type Edges} from './node-tree';
import {checkSvg, svgLimits} from './svg-check';
import {glyphOutline, layoutText, type TextLayout, type TextStyle} from './text-layout';

type ColorMode = 'light' | 'dark';

/** The Figma canvas around the layers, per color mode (Figma's own UI colors). */
const chrome = {
  light: {canvas: '#f5f5f5', label: '#6e6e6e', componentLabel: '#8638e5'},
  dark: {canvas: '#1e1e1e', label: '#a8a8a8', componentLabel: '#b38aff'},
} as const;

/** The page background figma-api-stub gives every page: the canvas of the color mode replaces it. */
const defaultPageBackground = '#f5f5f5';

interface RGB {
  r: number;
  g: number;
  b: number;
  a?: number;
}
interface Paint {
  type: string;
  visible?: boolean;
  opacity?: number;
  color?: RGB;
  gradientStops?: Array<{position: number; color: RGB}>;
  gradientTransform?: number[][];
  imageHash?: string | null;
  scaleMode?: string;
}
interface Effect {
  type: string;
  visible?: boolean;
  color?: RGB;
  offset?: {x: number; y: number};
  radius?: number;
  spread?: number;
}

export interface DrawInput {
  pages: ExampleNode[];
  /** Image bytes (base64) by image hash. */
  images: Record<string, string>;
  /** Images the example downloads: the URL by image hash, drawn as a labeled placeholder. */
  placeholders?: Record<string, string>;
}

/** What drawNode reads: the input, and the SVG sources it leaves out (refusedSvgs). */
interface DrawContext extends DrawInput {
  refused: Map<ExampleNode, string>;
}

const LABEL_SIZE = 11;
const LABEL_GAP = 5;
const MARGIN = 24;
const PAGE_GAP = 32;

const num = (value: number) => String(Math.round(value * 100) / 100);

const hex = ({r, g, b}: RGB) =>
  '#' +
  [r, g, b]
    .map((c) =>
      Math.round(Math.min(1, Math.max(0, c)) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
const visiblePaints = (value: unknown) =>
  list<Paint>(value).filter((paint) => paint.visible !== false);

/** Collects shared definitions (gradients, clips, filters, glyphs) while the layers are drawn. */
class Defs {
  private items: string[] = [];
  private glyphs = new Map<string, string>();
  private count = 0;
  id(prefix: string): string {
    return `${prefix}${++this.count}`;
  }
  add(markup: string): void {
    this.items.push(markup);
  }
  glyph(font: string, glyph: number): string {
    const key = `${font}:${glyph}`;
    let id = this.glyphs.get(key);
    if (!id) {
      id = `g${this.glyphs.size}`;
      this.glyphs.set(key, id);
      this.items.push(`<path id="${id}" d="${glyphOutline(font, glyph)}"/>`);
    }
    return id;
  }
  toString(): string {
    return this.items.length ? `<defs>${this.items.join('')}</defs>` : '';
  }
}

interface Box {
  width: number;
  height: number;
}
const size = (node: ExampleNode): Box => ({width: node.width ?? 0, height: node.height ?? 0});

/** Corner radii (top-left, top-right, bottom-right, bottom-left), clamped to the box. */
function radii(node: ExampleNode, box: Box): [number, number, number, number] {
  const uniform = typeof node.cornerRadius === 'number' ? node.cornerRadius : 0;
  const each = [
    node.topLeftRadius,
    node.topRightRadius,
    node.bottomRightRadius,
    node.bottomLeftRadius,
  ];
  const max = Math.min(box.width, box.height) / 2;
  return each.map((value) =>
    Math.max(0, Math.min(max, node.cornerRadius === 'mixed' ? (value ?? 0) : uniform)),
  ) as [number, number, number, number];
}

/** A rectangle outline inset by `inset` px (negative: outset), with its corners. */
function roundedRect(box: Box, corners: [number, number, number, number], inset = 0): string {
  const x = inset;
  const y = inset;
  const w = Math.max(0, box.width - 2 * inset);
  const h = Math.max(0, box.height - 2 * inset);
  // Square corners stay square when the outline is inset or outset (a miter join).
  const [tl, tr, br, bl] = corners.map((r) =>
    r > 0 ? Math.max(0, Math.min(r - inset, w / 2, h / 2)) : 0,
  );
  if (!tl && !tr && !br && !bl) return `M${num(x)} ${num(y)}h${num(w)}v${num(h)}h${num(-w)}z`;
  return (
    `M${num(x + tl)} ${num(y)}H${num(x + w - tr)}A${num(tr)} ${num(tr)} 0 0 1 ${num(x + w)} ${num(y + tr)}` +
    `V${num(y + h - br)}A${num(br)} ${num(br)} 0 0 1 ${num(x + w - br)} ${num(y + h)}` +
    `H${num(x + bl)}A${num(bl)} ${num(bl)} 0 0 1 ${num(x)} ${num(y + h - bl)}` +
    `V${num(y + tl)}A${num(tl)} ${num(tl)} 0 0 1 ${num(x + tl)} ${num(y)}z`
  );
}

/** An ellipse, or the arc or ring its arcData describes (angles in radians, clockwise from 3 o'clock). */
function ellipsePath(
  box: Box,
  arc: {startingAngle?: number; endingAngle?: number; innerRadius?: number} | undefined,
  inset = 0,
): string {
  const rx = Math.max(0, box.width / 2 - inset);
  const ry = Math.max(0, box.height / 2 - inset);
  const cx = box.width / 2;
  const cy = box.height / 2;
  const start = arc?.startingAngle ?? 0;
  const end = arc?.endingAngle ?? 2 * Math.PI;
  const inner = Math.max(0, Math.min(1, arc?.innerRadius ?? 0));
  const sweep = end - start;
  const point = (angle: number, scale: number) =>
    `${num(cx + rx * scale * Math.cos(angle))} ${num(cy + ry * scale * Math.sin(angle))}`;
  if (Math.abs(sweep) >= 2 * Math.PI - 1e-6) {
    const full = (scale: number, clockwise: 0 | 1) =>
      `M${point(start, scale)}A${num(rx * scale)} ${num(ry * scale)} 0 1 ${clockwise} ${point(start + Math.PI, scale)}` +
      `A${num(rx * scale)} ${num(ry * scale)} 0 1 ${clockwise} ${point(start, scale)}z`;
    return inner > 0 ? full(1, 1) + full(inner, 0) : full(1, 1);
  }
  const large = Math.abs(sweep) > Math.PI ? 1 : 0;
  const outer = `M${point(start, 1)}A${num(rx)} ${num(ry)} 0 ${large} 1 ${point(end, 1)}`;
  if (inner > 0) {
    return `${outer}L${point(end, inner)}A${num(rx * inner)} ${num(ry * inner)} 0 ${large} 0 ${point(start, inner)}z`;
  }
  return `${outer}L${num(cx)} ${num(cy)}z`;
}

/** A star (innerRadius given) or regular polygon, pointing up, inscribed in the box. */
function starPath(box: Box, points: number, innerRadius?: number): string {
  const count = Math.max(3, Math.round(points));
  const vertices: string[] = [];
  const steps = innerRadius === undefined ? count : count * 2;
  for (let i = 0; i < steps; i++) {
    const angle = -Math.PI / 2 + (i * 2 * Math.PI) / steps;
    const scale = innerRadius !== undefined && i % 2 === 1 ? innerRadius : 1;
    vertices.push(
      `${num(box.width / 2 + (box.width / 2) * scale * Math.cos(angle))} ${num(box.height / 2 + (box.height / 2) * scale * Math.sin(angle))}`,
    );
  }
  return `M${vertices.join('L')}z`;
}

function invert([[a, b, c], [d, e, f]]: number[][]): number[][] {
  const det = a * e - b * d || 1;
  return [
    [e / det, -b / det, (b * f - c * e) / det],
    [-d / det, a / det, (c * d - a * f) / det],
  ];
}

/** Builds a `fill`/`stroke` value for one paint, adding gradient definitions as needed. */
function paintValue(paint: Paint, defs: Defs): {value: string; opacity: number} | null {
  const opacity = paint.opacity ?? 1;
  if (paint.type === 'SOLID' && paint.color) return {value: hex(paint.color), opacity};
  if (paint.type.startsWith('GRADIENT_') && paint.gradientStops) {
    const id = defs.id('gr');
    const stops = paint.gradientStops
      .map(
        ({position, color}) =>
          `<stop offset="${num(position)}" stop-color="${hex(color)}"${(color.a ?? 1) < 1 ? ` stop-opacity="${num(color.a ?? 1)}"` : ''}/>`,
      )
      .join('');
    // gradientTransform maps the layer's unit box to gradient space, where the gradient runs from
    // (0, 0.5) to (1, 0.5): its inverse gives the end points in the layer's unit box.
    const [[a, b, c], [d, e, f]] = invert(
      paint.gradientTransform ?? [
        [1, 0, 0],
        [0, 1, 0],
      ],
    );
    const at = (x: number, y: number) => [a * x + b * y + c, d * x + e * y + f];
    if (paint.type === 'GRADIENT_LINEAR') {
      const [x1, y1] = at(0, 0.5);
      const [x2, y2] = at(1, 0.5);
      defs.add(
        `<linearGradient id="${id}" x1="${num(x1)}" y1="${num(y1)}" x2="${num(x2)}" y2="${num(y2)}">${stops}</linearGradient>`,
      );
    } else {
      const [cx, cy] = at(0.5, 0.5);
      defs.add(
        `<radialGradient id="${id}" cx="${num(cx)}" cy="${num(cy)}" r="0.5">${stops}</radialGradient>`,
      );
    }
    return {value: `url(#${id})`, opacity};
  }
  return null;
}

/**
 * The `fill` or `stroke` attribute for one paint, with its opacity when below 1; null for a paint
 * with neither color nor gradient.
 */
function paintAttributes(paint: Paint, defs: Defs, attribute: 'fill' | 'stroke'): string | null {
  const value = paintValue(paint, defs);
  if (!value) return null;
  const opacity = value.opacity < 1 ? ` ${attribute}-opacity="${num(value.opacity)}"` : '';
  return ` ${attribute}="${value.value}"${opacity}`;
}

/** The image, or a labeled placeholder for a downloaded one, filling the shape `clip`. */
function imageFill(paint: Paint, box: Box, shape: string, input: DrawInput, defs: Defs): string {
  const clip = defs.id('c');
  defs.add(`<clipPath id="${clip}"><path d="${shape}"/></clipPath>`);
  const hash = paint.imageHash ?? '';
  const bytes = input.images[hash];
  const url = input.placeholders?.[hash];
  if (bytes) {
    const mime = bytes.startsWith('iVBOR')
      ? 'image/png'
      : bytes.startsWith('/9j/')
        ? 'image/jpeg'
        : bytes.startsWith('R0lG')
          ? 'image/gif'
          : 'image/png';
    const fit =
      paint.scaleMode === 'FIT'
        ? 'xMidYMid meet'
        : paint.scaleMode === 'TILE' || paint.scaleMode === 'STRETCH'
          ? 'none'
          : 'xMidYMid slice';
    return `<g clip-path="url(#${clip})"><image width="${num(box.width)}" height="${num(box.height)}" preserveAspectRatio="${fit}" style="image-rendering:pixelated" href="data:${mime};base64,${bytes}"/></g>`;
  }
  // A downloaded image (or one the example never provided): gray, crossed, with its source named.
  return crossedBox(box, clip, `Image from ${url ? new URL(url).hostname : 'image'}`, defs);
}

/** What stands for something the picture does not show: a gray box, crossed, with a label. */
function crossedBox(box: Box, clip: string, label: string, defs: Defs): string {
  return (
    `<g clip-path="url(#${clip})"><rect width="${num(box.width)}" height="${num(box.height)}" fill="#d9d9d9"/>` +
    `<path d="M0 0L${num(box.width)} ${num(box.height)}M${num(box.width)} 0L0 ${num(box.height)}" stroke="#b3b3b3" stroke-width="1"/>` +
    drawLabel(label, box.width / 2, box.height / 2 + 4, defs, '#5c5c5c', 'middle', 12) +
    `</g>`
  );
}

/** Fills of one shape, bottom paint first, as Figma stacks them. */
function drawFills(
  node: ExampleNode,
  shape: string,
  box: Box,
  input: DrawInput,
  defs: Defs,
  fillRule = 'nonzero',
): string {
  const rule = fillRule === 'evenodd' ? ' fill-rule="evenodd"' : '';
  return visiblePaints(node.fills)
    .map((paint) => {
      if (paint.type === 'IMAGE') return imageFill(paint, box, shape, input, defs);
      const fill = paintAttributes(paint, defs, 'fill');
      return fill ? `<path d="${shape}"${fill}${rule}/>` : '';
    })
    .join('');
}

/** Strokes, placed inside, centered on or outside the outline (`outline(inset)` draws it). */
function drawStrokes(
  node: ExampleNode,
  outline: (inset: number) => string,
  defs: Defs,
  open = false,
): string {
  const weight = typeof node.strokeWeight === 'number' ? node.strokeWeight : 1;
  if (!weight) return '';
  const align = open ? 'CENTER' : (node.strokeAlign ?? 'INSIDE');
  const inset = align === 'INSIDE' ? weight / 2 : align === 'OUTSIDE' ? -weight / 2 : 0;
  const dash = node.dashPattern?.length
    ? ` stroke-dasharray="${node.dashPattern.map(num).join(' ')}"`
    : '';
  const cap =
    open && node.strokeCap && node.strokeCap !== 'NONE'
      ? ` stroke-linecap="${node.strokeCap === 'ROUND' ? 'round' : 'square'}"`
      : '';
  return visiblePaints(node.strokes)
    .map((paint) => {
      const stroke = paintAttributes(paint, defs, 'stroke');
      return stroke
        ? `<path d="${outline(inset)}" fill="none"${stroke} stroke-width="${num(weight)}"${dash}${cap}/>`
        : '';
    })
    .join('');
}

/**
 * Arrows and markers at both ends of a line (strokeCap decorates every end with one segment).
 * Drawn at about three stroke widths, in the first stroke paint.
 */
function lineEnds(node: ExampleNode, length: number, defs: Defs): string {
  const cap = node.strokeCap ?? 'NONE';
  const [paint] = visiblePaints(node.strokes);
  const value = paint && paintValue(paint, defs);
  if (!value || !/ARROW|FILLED/.test(cap)) return '';
  const weight = typeof node.strokeWeight === 'number' ? node.strokeWeight : 1;
  const size = Math.max(4, weight * 3);
  // One end's marker pointing right with its tip at (0, 0); mirrored for the start.
  const marker: Record<string, string> = {
    ARROW_LINES: `<path d="M${num(-size)} ${num(-size)}L0 0L${num(-size)} ${num(size)}" fill="none" stroke="${value.value}" stroke-width="${num(weight)}" stroke-linecap="round" stroke-linejoin="round"/>`,
    ARROW_EQUILATERAL: `<path d="M${num(-size * 1.7)} ${num(-size)}L0 0L${num(-size * 1.7)} ${num(size)}z" fill="${value.value}"/>`,
    TRIANGLE_FILLED: `<path d="M${num(-size)} ${num(-size)}L${num(size / 2)} 0L${num(-size)} ${num(size)}z" fill="${value.value}"/>`,
    DIAMOND_FILLED: `<path d="M${num(-size)} 0L0 ${num(-size)}L${num(size)} 0L0 ${num(size)}z" fill="${value.value}"/>`,
    CIRCLE_FILLED: `<circle r="${num(size * 0.75)}" fill="${value.value}"/>`,
  };
  const shape = marker[cap];
  if (!shape) return '';
  return `<g transform="translate(${num(length)} 0)">${shape}</g><g transform="scale(-1 1)">${shape}</g>`;
}

/** Drop shadows and layer blur as an SVG filter on the layer; '' when it has none. */
function effectFilter(node: ExampleNode, defs: Defs): string {
  const effects = list<Effect>(node.effects).filter((effect) => effect.visible !== false);
  const shadows: string[] = [];
  const steps: string[] = [];
  let blur = 0;
  for (const effect of effects) {
    if (effect.type === 'DROP_SHADOW' && effect.color) {
      // Each shadow is cast by the layer alone (Effect: DropShadowEffect): its shape grown or
      // shrunk by `spread`, moved by `offset`, blurred by `radius` (about twice the Gaussian's
      // standard deviation), in the shadow's color; shadows are drawn under the layer.
      const n = shadows.length;
      const spread = effect.spread ?? 0;
      const shape = spread
        ? `<feMorphology in="SourceAlpha" operator="${spread > 0 ? 'dilate' : 'erode'}" radius="${num(Math.abs(spread))}" result="spread${n}"/>`
        : '';
      steps.push(
        shape +
          `<feOffset in="${spread ? `spread${n}` : 'SourceAlpha'}" dx="${num(effect.offset?.x ?? 0)}" dy="${num(effect.offset?.y ?? 0)}" result="moved${n}"/>` +
          `<feGaussianBlur in="moved${n}" stdDeviation="${num((effect.radius ?? 0) / 2)}" result="blurred${n}"/>` +
          `<feFlood flood-color="${hex(effect.color)}" flood-opacity="${num(effect.color.a ?? 1)}"/>` +
          `<feComposite in2="blurred${n}" operator="in" result="shadow${n}"/>`,
      );
      shadows.push(`shadow${n}`);
    } else if (effect.type === 'LAYER_BLUR') blur = effect.radius ?? 0;
  }
  if (!shadows.length && !blur) return '';
  const layer = blur ? 'blurredLayer' : 'SourceGraphic';
  if (blur)
    steps.unshift(
      `<feGaussianBlur in="SourceGraphic" stdDeviation="${num(blur / 2)}" result="${layer}"/>`,
    );
  const merge = [...shadows, layer].map((name) => `<feMergeNode in="${name}"/>`).join('');
  const id = defs.id('f');
  defs.add(
    `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%">${steps.join('')}<feMerge>${merge}</feMerge></filter>`,
  );
  return ` filter="url(#${id})"`;
}

/** The style text-layout needs, from a serialized text node. */
export function textStyleOf(node: ExampleNode): TextStyle {
  return {
    characters: node.characters ?? '',
    fontName: node.fontName as TextStyle['fontName'],
    fontSize: typeof node.fontSize === 'number' ? node.fontSize : 12,
    lineHeight: node.lineHeight as TextStyle['lineHeight'],
    letterSpacing: node.letterSpacing as TextStyle['letterSpacing'],
    textAutoResize: node.textAutoResize,
    width: node.width,
    height: node.height,
    textAlignHorizontal: node.textAlignHorizontal,
    textAlignVertical: node.textAlignVertical,
    textCase: node.textCase,
    paragraphSpacing: node.paragraphSpacing,
  };
}

/** Lines of glyphs, each glyph a reference to its outline in the defs. */
function glyphRuns(layout: TextLayout, defs: Defs): string {
  const scale = Number(layout.scale.toPrecision(6));
  return layout.lines
    .map(
      (line) =>
        `<g transform="translate(0 ${num(line.baseline)}) scale(${scale})">` +
        line.glyphs
          .map(
            (glyph) =>
              `<use href="#${defs.glyph(layout.font, glyph.id)}" x="${num(glyph.x / layout.scale)}"/>`,
          )
          .join('') +
        '</g>',
    )
    .join('');
}

function drawText(node: ExampleNode, defs: Defs): string {
  const layout = layoutText(textStyleOf(node));
  const paints = visiblePaints(node.fills);
  const runs = glyphRuns(layout, defs);
  const decoration =
    node.textDecoration === 'UNDERLINE' || node.textDecoration === 'STRIKETHROUGH'
      ? layout.lines
          .map((line) => {
            const size = typeof node.fontSize === 'number' ? node.fontSize : 12;
            const y =
              line.baseline + (node.textDecoration === 'UNDERLINE' ? size * 0.12 : -size * 0.28);
            const x = line.glyphs[0]?.x ?? 0;
            return `<rect x="${num(x)}" y="${num(y)}" width="${num(line.width)}" height="${num(Math.max(1, size / 14))}"/>`;
          })
          .join('')
      : '';
  return paints
    .map((paint) => {
      const fill = paintAttributes(paint, defs, 'fill');
      return fill ? `<g${fill}>${runs}${decoration}</g>` : '';
    })
    .join('');
}

/** A label in Inter at `size` px, as glyph outlines (anchor: where x is). */
function drawLabel(
  text: string,
  x: number,
  baseline: number,
  defs: Defs,
  color: string,
  anchor: 'start' | 'middle' = 'start',
  size = LABEL_SIZE,
): string {
  const layout = layoutText({characters: text, fontSize: size});
  const left = anchor === 'middle' ? x - layout.width / 2 : x;
  const top = baseline - layout.lines[0].baseline;
  return `<g transform="translate(${num(left)} ${num(top)})" fill="${color}">${glyphRuns(layout, defs)}</g>`;
}

/**
 * What one layer type draws, in the layer's own coordinates: its paint and its children's markup
 * (`children`, already drawn) in the order Figma stacks them. `box` is the layer's size.
 */
type LayerDrawing = (
  node: ExampleNode,
  box: Box,
  input: DrawContext,
  defs: Defs,
  children: string,
) => string;

/** An ellipse, arc or ring: fills (even-odd, so a ring's hole stays empty) and strokes. */
const drawEllipse: LayerDrawing = (node, box, input, defs, children) =>
  drawFills(node, ellipsePath(box, node.arcData as never), box, input, defs, 'evenodd') +
  drawStrokes(node, (inset) => ellipsePath(box, node.arcData as never, inset), defs) +
  children;

/** A star, or a polygon (a star without inner vertices). */
const drawStar: LayerDrawing = (node, box, input, defs, children) => {
  const shape = starPath(
    box,
    node.pointCount ?? (node.type === 'STAR' ? 5 : 3),
    node.type === 'STAR' ? (node.innerRadius ?? 0.382) : undefined,
  );
  return drawFills(node, shape, box, input, defs) + drawStrokes(node, () => shape, defs) + children;
};

/** A line: its stroke, centered, and the markers at its ends. */
const drawLine: LayerDrawing = (node, box, _input, defs, children) =>
  drawStrokes(node, () => `M0 0H${num(box.width)}`, defs, true) +
  lineEnds(node, box.width, defs) +
  children;

/** A vector: each of its paths filled with its own winding rule, then stroked. */
const drawVector: LayerDrawing = (node, box, input, defs, children) =>
  list<{data: string; windingRule?: string}>(node.vectorPaths)
    .map(
      (path) =>
        drawFills(
          node,
          path.data,
          box,
          input,
          defs,
          path.windingRule === 'EVENODD' ? 'evenodd' : 'nonzero',
        ) + drawStrokes(node, () => path.data, defs, true),
    )
    .join('') + children;

/** A slice has no paint: Figma outlines its area, dashed, when the pointer is over it. */
const drawSlice: LayerDrawing = (_node, box, _input, _defs, children) =>
  `<path d="${roundedRect(box, [0, 0, 0, 0])}" fill="none" stroke="#8c8c8c" stroke-dasharray="4 3"/>` +
  children;

/**
 * Frames, components, instances, component sets and rectangles (and any other type): a
 * (rounded) box with its fills, its SVG drawing and children (clipped when it clips content),
 * its strokes, and a component set's dashed outline.
 */
const drawBox: LayerDrawing = (node, box, input, defs, children) => {
  const corners = radii(node, box);
  const shape = roundedRect(box, corners);
  // The layers Figma makes of an SVG keep their own size when the frame is resized (their
  // constraints are MIN, MIN): the drawing stays as large as the markup says, at the top
  // left, and is clipped with the frame's other children.
  // Markup the site will not draw (refusedSvgs) is a placeholder in the frame's box instead.
  const drawing = node.svg ? svgSize(node.svg) : undefined;
  let svg = '';
  if (node.svg && input.refused.has(node)) {
    const clip = defs.id('c');
    defs.add(`<clipPath id="${clip}"><path d="${shape}"/></clipPath>`);
    svg = crossedBox(box, clip, 'SVG not drawn', defs);
  } else if (drawing) {
    svg = `<image width="${num(drawing.width)}" height="${num(drawing.height)}" href="data:image/svg+xml;base64,${base64(new TextEncoder().encode(node.svg!))}"/>`;
  }
  const setOutline =
    node.type === 'COMPONENT_SET'
      ? `<path d="${shape}" fill="none" stroke="#9747ff" stroke-width="1" stroke-dasharray="10 5"/>`
      : '';
  let content = svg + children;
  if (node.clipsContent && content) {
    const clip = defs.id('c');
    defs.add(`<clipPath id="${clip}"><path d="${shape}"/></clipPath>`);
    content = `<g clip-path="url(#${clip})">${content}</g>`;
  }
  return (
    drawFills(node, shape, box, input, defs) +
    content +
    drawStrokes(node, (inset) => roundedRect(box, corners, inset), defs) +
    setOutline
  );
};

/** How each layer type is drawn; a type not listed is drawn as a box (drawBox). */
const layerDrawings = new Map<string, LayerDrawing>([
  ['TEXT', (node, _box, _input, defs, children) => drawText(node, defs) + children],
  ['ELLIPSE', drawEllipse],
  ['STAR', drawStar],
  ['POLYGON', drawStar],
  ['LINE', drawLine],
  ['VECTOR', drawVector],
  // A group draws nothing of its own: only its children.
  ['GROUP', (_node, _box, _input, _defs, children) => children],
  ['SLICE', drawSlice],
]);

/**
 * One layer and its children, in its container's coordinates. A group is no container: its
 * children are placed in the group's own container, so a group moves nothing. The layer's
 * filter is defined before its children are drawn, and they before the layer itself, which
 * keeps the ids in the defs in drawing order.
 */
function drawNode(node: ExampleNode, input: DrawContext, defs: Defs): string {
  if (node.visible === false) return '';
  const box = size(node);
  const placed = !placesChildrenInContainer(node) && (node.x || node.y);
  const transform = [
    placed ? `translate(${num(node.x ?? 0)} ${num(node.y ?? 0)})` : '',
    node.rotation ? `rotate(${num(-node.rotation)})` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const opacity =
    node.opacity !== undefined && node.opacity < 1 ? ` opacity="${num(node.opacity)}"` : '';
  const filter = effectFilter(node, defs);
  const children = (node.children ?? []).map((child) => drawNode(child, input, defs)).join('');
  const draw = layerDrawings.get(node.type) ?? drawBox;
  const markup = draw(node, box, input, defs, children);
  if (!markup) return '';
  const attributes = `${transform ? ` transform="${transform}"` : ''}${opacity}${filter}`;
  return attributes ? `<g${attributes}>${markup}</g>` : markup;
}

const labeled = new Set(['FRAME', 'COMPONENT', 'COMPONENT_SET', 'INSTANCE']);

/** The canvas area a page's top-level layers cover, with room for the frame labels. */
/**
 * What the canvas shows of a page: its top-level layers (rotated about their origin), plus what
 * overflows a container that does not clip, since Figma draws that too (clipsContent false,
 * and groups, which never clip).
 */
function pageBounds(page: ExampleNode): ReturnType<typeof boundsOf> {
  const boxes = (page.children ?? [])
    .filter((node) => node.visible !== false)
    .flatMap((node) => {
      const {width, height} = size(node);
      const angle = ((node.rotation ?? 0) * Math.PI) / 180;
      // The rotated box's corners, rotation being counterclockwise about the layer's origin.
      const corners = [
        [0, 0],
        [width, 0],
        [0, height],
        [width, height],
      ].map(([x, y]) => [
        (node.x ?? 0) + x * Math.cos(angle) + y * Math.sin(angle),
        (node.y ?? 0) - x * Math.sin(angle) + y * Math.cos(angle),
      ]);
      const top = labeled.has(node.type) ? (node.y ?? 0) - LABEL_SIZE - LABEL_GAP : Infinity;
      const own = {
        left: Math.min(...corners.map(([x]) => x)),
        top: Math.min(top, ...corners.map(([, y]) => y)),
        right: Math.max(...corners.map(([x]) => x)),
        bottom: Math.max(...corners.map(([, y]) => y)),
      };
      // Overflow of an unrotated layer; a rotated one keeps its own box.
      return angle ? [own] : [own, ...overflow(node, node.x ?? 0, node.y ?? 0)];
    });
  return boundsOf(boxes);
}

/** The boxes of a container's descendants that show outside it, in page coordinates. */
function overflow(node: ExampleNode, left: number, top: number): Edges[] {
  if (node.clipsContent === true || !node.children) return [];
  return node.children
    .filter((child) => child.visible !== false && !child.rotation)
    .flatMap((child) => {
      const inContainer = placesChildrenInContainer(node);
      const x = left - (inContainer ? (node.x ?? 0) : 0) + (child.x ?? 0);
      const y = top - (inContainer ? (node.y ?? 0) : 0) + (child.y ?? 0);
      const {width, height} = size(child);
      return [{left: x, top: y, right: x + width, bottom: y + height}, ...overflow(child, x, y)];
    });
}

/** The page's own background when the example set one; otherwise the color mode's canvas. */
function canvasColor(page: ExampleNode, mode: ColorMode): string {
  const [paint] = visiblePaints(page.backgrounds);
  const color = paint?.type === 'SOLID' && paint.color ? hex(paint.color) : defaultPageBackground;
  return color === defaultPageBackground ? chrome[mode].canvas : color;
}

/** Pages worth drawing: those with layers (the stub's untouched first page is skipped). */
export function drawnPages(pages: ExampleNode[]): ExampleNode[] {
  return pages.filter((page) => (page.children ?? []).some((node) => node.visible !== false));
}

/**
 * The `<Svg>` sources a drawing of `pages` leaves out, and why: each must pass checkSvg, and all
 * drawn together stay within half of what a whole drawing may expand to (svgLimits), leaving the
 * rest to the site's own layers. In drawing order, so the first ones are the ones drawn.
 */
export function refusedSvgs(pages: ExampleNode[]): Map<ExampleNode, string> {
  const refused = new Map<ExampleNode, string>();
  const budget = svgLimits.drawing.expanded / 2;
  let spent = 0;
  const visit = (node: ExampleNode) => {
    if (node.visible === false) return;
    if (node.svg) {
      const check = checkSvg(node.svg, 'source');
      if (!check.ok) refused.set(node, check.reason);
      else if (spent + check.expanded + 1 > budget) {
        refused.set(
          node,
          `with the SVGs drawn before it, it draws more than ${budget.toLocaleString('en-US')} elements`,
        );
      } else spent += check.expanded + 1;
    }
    node.children?.forEach(visit);
  };
  drawnPages(pages).forEach((page) => page.children?.forEach(visit));
  return refused;
}

export interface Drawing {
  svg: string;
  width: number;
  height: number;
}

/** The whole example: every page with layers, stacked, each on its own canvas. */
export function drawExample(drawn: DrawInput, mode: ColorMode, title: string): Drawing {
  const defs = new Defs();
  const pages = drawnPages(drawn.pages);
  const input: DrawContext = {...drawn, refused: refusedSvgs(pages)};
  const several = pages.length > 1;
  const colors = chrome[mode];
  const sections: string[] = [];
  let top = 0;
  let width = 0;
  for (const page of pages) {
    const bounds = pageBounds(page);
    // With several pages, each canvas is headed by its page's name, as Figma's pages list names it.
    const heading = several ? LABEL_SIZE + 2 * LABEL_GAP + 4 : 0;
    const canvasWidth = bounds.width + 2 * MARGIN;
    const canvasHeight = bounds.height + 2 * MARGIN;
    const layers = (page.children ?? [])
      .map((node) => {
        const label =
          labeled.has(node.type) && node.visible !== false
            ? drawLabel(
                node.name,
                node.x ?? 0,
                (node.y ?? 0) - LABEL_GAP - 2,
                defs,
                node.type === 'COMPONENT' || node.type === 'COMPONENT_SET'
                  ? colors.componentLabel
                  : colors.label,
              )
            : '';
        return label + drawNode(node, input, defs);
      })
      .join('');
    sections.push(
      `<g transform="translate(0 ${num(top)})">` +
        (several ? drawLabel(`Page: ${page.name}`, 0, LABEL_SIZE + 2, defs, colors.label) : '') +
        `<g transform="translate(0 ${num(heading)})"><rect width="${num(canvasWidth)}" height="${num(canvasHeight)}" rx="8" fill="${canvasColor(page, mode)}"/>` +
        `<g transform="translate(${num(MARGIN - bounds.x)} ${num(MARGIN - bounds.y)})">${layers}</g></g></g>`,
    );
    top += heading + canvasHeight + PAGE_GAP;
    width = Math.max(width, canvasWidth);
  }
  const height = Math.max(0, top - PAGE_GAP);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${num(width)}" height="${num(height)}" viewBox="0 0 ${num(width)} ${num(height)}">` +
    `<title>${escapeXml(title)}</title>${defs}${sections.join('')}</svg>`;
  return {svg, width: Math.ceil(width), height: Math.ceil(height)};
}
