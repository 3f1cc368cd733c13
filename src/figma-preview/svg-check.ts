// Checks SVG markup before the site draws it. A browser draws an SVG image on the page's own
// thread, and markup can make that take minutes (a `<use>` that copies a group of `<use>`s, ten
// levels deep, is millions of elements) or reach outside the picture. So the site draws only SVG
// that stays small once its references are expanded, names only elements and attributes it knows,
// and refers to nothing but its own elements and `data:` images. Two kinds are checked:
// - 'source': markup a reader or an example hands to react-figma's `<Svg source>` (the model draws
//   it only when this check passes, see draw-svg.ts);
// - 'drawing': a whole preview drawing, which the page accepts from the Playground's worker only
//   in the shape draw-svg.ts writes (src/plugins/playground/protocol.ts).
// Pure TypeScript on strings: it runs in Node, in the worker and in the page.

export type SvgKind = 'source' | 'drawing';

export const svgLimits = {
  source: {characters: 1_000_000, elements: 10_000, expanded: 20_000},
  // The largest docs drawing holds about 300 elements in 25,000 characters; a reader's drawing may
  // carry images (as base64) and long texts (two elements a glyph) far beyond that.
  drawing: {characters: 4_000_000, elements: 40_000, expanded: 40_000},
  /** Elements inside elements. */
  nesting: 100,
  /** SVG images inside SVG images: a drawing's `<Svg>` (one) may show SVG images (two). */
  images: 2,
} as const;

export type SvgCheck =
  /** `expanded`: the elements a browser draws once references (and SVG images) are expanded. */
  | {ok: true; elements: number; expanded: number}
  /** `reason` completes "The SVG is not drawn: …". */
  | {ok: false; reason: string};

/** The only namespaces markup may declare, each for its own attribute. */
const namespaces: Record<string, string> = {
  xmlns: 'http://www.w3.org/2000/svg',
  'xmlns:xlink': 'http://www.w3.org/1999/xlink',
};

const words = (text: string) => new Set(text.split(/\s+/).filter(Boolean));

/**
 * Elements a static SVG draws with. Left out: scripts, links, foreign content, animation (it can
 * change any attribute later), markers (one is drawn at every vertex of a path), feImage and
 * feConvolveMatrix (a reference, and a cost per pixel the markup sets), fonts.
 */
const sourceElements = words(`
  svg g defs symbol use title desc metadata switch style
  path rect circle ellipse line polyline polygon text tspan textPath image
  linearGradient radialGradient stop pattern clipPath mask filter
  feBlend feColorMatrix feComponentTransfer feComposite feDiffuseLighting feDisplacementMap
  feDistantLight feDropShadow feFlood feFuncA feFuncB feFuncG feFuncR feGaussianBlur feMerge
  feMergeNode feMorphology feOffset fePointLight feSpecularLighting feSpotLight feTile feTurbulence`);

const sourceAttributes = words(`
  id class style lang xml:space xml:lang xmlns xmlns:xlink version baseProfile
  role focusable aria-hidden data-name
  x y width height viewBox preserveAspectRatio transform d points pathLength
  cx cy r rx ry fx fy fr x1 y1 x2 y2 dx dy rotate textLength lengthAdjust startOffset method
  spacing side href xlink:href offset type media
  gradientUnits gradientTransform spreadMethod patternUnits patternContentUnits patternTransform
  clipPathUnits maskUnits maskContentUnits filterUnits primitiveUnits
  in in2 result operator k1 k2 k3 k4 stdDeviation edgeMode radius mode values tableValues slope
  intercept amplitude exponent scale xChannelSelector yChannelSelector baseFrequency numOctaves
  seed stitchTiles surfaceScale diffuseConstant specularConstant specularExponent
  kernelUnitLength azimuth elevation z pointsAtX pointsAtY pointsAtZ limitingConeAngle
  fill fill-opacity fill-rule stroke stroke-width stroke-opacity stroke-linecap stroke-linejoin
  stroke-miterlimit stroke-dasharray stroke-dashoffset opacity clip-path clip-rule mask mask-type
  filter color color-interpolation color-interpolation-filters display visibility overflow
  paint-order vector-effect shape-rendering text-rendering image-rendering flood-color
  flood-opacity lighting-color stop-color stop-opacity font-family font-size font-weight
  font-style font-variant font-stretch letter-spacing word-spacing text-anchor text-decoration
  dominant-baseline alignment-baseline baseline-shift writing-mode direction unicode-bidi
  mix-blend-mode isolation transform-origin enable-background`);

/** What draw-svg.ts writes, and nothing else. */
const drawingElements = words(`
  svg title defs g path rect circle use image clipPath linearGradient radialGradient stop
  filter feMorphology feOffset feGaussianBlur feFlood feComposite feMerge feMergeNode`);

const drawingAttributes = words(`
  xmlns width height viewBox transform d fill fill-opacity fill-rule stroke stroke-opacity
  stroke-width stroke-dasharray stroke-linecap stroke-linejoin opacity filter clip-path id href
  x y x1 y1 x2 y2 cx cy r rx offset stop-color stop-opacity preserveAspectRatio style
  in in2 operator radius result dx dy stdDeviation flood-color flood-opacity`);

/** The one style draw-svg.ts writes (on images). */
const drawingStyles = new Set(['image-rendering:pixelated']);

/** Functions a value or style may call (CSS colors, math, transforms, filters, selectors). */
const functions = words(`
  url rgb rgba hsl hsla hwb lab lch oklab oklch color color-mix calc min max clamp var
  matrix translate translatex translatey scale scalex scaley rotate skew skewx skewy
  blur brightness contrast drop-shadow grayscale hue-rotate invert opacity saturate sepia
  not is where nth-child nth-last-child nth-of-type nth-last-of-type`);

/** Raster images a drawing may carry (what draw-svg.ts writes for image fills). */
const rasterImage = /^data:image\/(?:png|jpeg|gif|webp);base64,[A-Za-z0-9+/]*={0,2}$/;
const svgImage = /^data:image\/svg\+xml(;[^,]*)?,/i;
const fragment = /^#([^\s#'"()%\\]+)$/;
const urlCall = /url\(\s*(?:'#([^\s'"()\\]+)'|"#([^\s'"()\\]+)"|#([^\s'"()\\]+))\s*\)/iy;
/** A call, as CSS reads one: a name right before a parenthesis. */
const call = /([a-z_-][a-z0-9_-]*)\(/gi;
/** A scheme before a colon, as a URL starts: in a value, any word before a colon. */
const scheme = /[a-z][a-z0-9+.-]*:/i;
const cssScheme =
  /(?:^|[^\w-])(?:https?|file|ftp|data|javascript|vbscript|blob|wss?|about|chrome|resource|jar|mailto|filesystem)\s*:/i;
const xmlEntity = /&(?:#([0-9]{1,7})|#x([0-9a-fA-F]{1,6})|(amp|lt|gt|quot|apos));/y;
const predefined: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'"};
const name = /[A-Za-z_][\w.:-]*/y;

class Refused extends Error {}
function refuse(reason: string): never {
  throw new Refused(reason);
}

/** A value quoted for a reason, short enough to read. */
const quote = (value: string) =>
  JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);

/** Text with its character and entity references replaced, as an XML parser reads it. */
function decode(text: string): string {
  if (!text.includes('&')) return text;
  let out = '';
  let at = 0;
  for (let amp = text.indexOf('&'); amp !== -1; amp = text.indexOf('&', at)) {
    xmlEntity.lastIndex = amp;
    const match = xmlEntity.exec(text) ?? refuse(`it has an entity the preview does not read`);
    const [, decimal, hexadecimal, known] = match;
    let char: string;
    if (known) char = predefined[known]!;
    else {
      const code = decimal ? Number(decimal) : parseInt(hexadecimal!, 16);
      const xmlChar =
        code === 0x9 ||
        code === 0xa ||
        code === 0xd ||
        (code >= 0x20 && code <= 0xd7ff) ||
        (code >= 0xe000 && code <= 0xfffd) ||
        (code >= 0x10000 && code <= 0x10ffff);
      if (!xmlChar) refuse('it has a character reference to no character');
      char = String.fromCodePoint(code);
    }
    out += text.slice(at, amp) + char;
    at = xmlEntity.lastIndex;
  }
  return out + text.slice(at);
}

interface Element {
  name: string;
  parent: number;
  children: number[];
  attributes: Map<string, string>;
  /** Ids it refers to, by `href` or `url(#id)`. */
  refs: string[];
  /** Elements an SVG image it shows expands to. */
  image: number;
  /** Text inside it (kept for `style` only). */
  text: string;
}

/** The ids a value refers to with `url(#id)`; refuses any other call outside `functions`. */
function urlRefs(value: string, what: string): string[] {
  const refs: string[] = [];
  for (const match of value.matchAll(call)) {
    const fn = match[1]!.toLowerCase();
    if (!functions.has(fn)) refuse(`${what} calls ${fn}(), which the preview does not allow`);
    if (fn !== 'url') continue;
    urlCall.lastIndex = match.index;
    const url = urlCall.exec(value);
    if (!url) refuse(`${what} refers to something outside the SVG: ${quote(value)}`);
    refs.push(url![1] ?? url![2] ?? url![3]!);
  }
  return refs;
}

/** A presentation attribute's value (or any attribute that is no style, href or namespace). */
function checkValue(value: string, what: string): string[] {
  if (value.includes('//') || value.includes('\\') || scheme.test(value))
    refuse(`${what} refers to something outside the SVG: ${quote(value)}`);
  return urlRefs(value, what);
}

/** CSS from a style attribute or element: only local references, no rules that load anything. */
function checkCss(css: string, what: string): string[] {
  if (css.includes('//') || cssScheme.test(css))
    refuse(`${what} refers to something outside the SVG: ${quote(css)}`);
  // Escapes could spell any of the words checked here.
  if (css.includes('\\')) refuse(`${what} has a CSS escape, which the preview does not allow`);
  for (const [, rule] of css.matchAll(/@([a-z-]*)/gi))
    if (rule!.toLowerCase() !== 'media')
      refuse(`${what} has the rule @${rule}, which the preview does not allow`);
  return urlRefs(css, what);
}

/** The markup of a `data:image/svg+xml` URL, or a reason it has none. */
function svgOfDataUrl(url: string): string {
  const header = svgImage.exec(url)!;
  const payload = url.slice(header[0].length);
  try {
    if (/;base64$/i.test(header[1] ?? '')) {
      const binary = atob(payload.replace(/[ \t\r\n]/g, ''));
      const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
      return new TextDecoder('utf-8', {fatal: true}).decode(bytes);
    }
    return decodeURIComponent(payload);
  } catch {
    return refuse('it has an SVG image whose data cannot be read');
  }
}

/** The parse, with the rules of `kind`, of markup already known to be within its size. */
class Parser {
  readonly elements: Element[] = [];
  private readonly stack: number[] = [];
  private at = 0;
  private readonly strict: boolean;
  private readonly limits: (typeof svgLimits)[SvgKind];

  constructor(
    private readonly svg: string,
    private readonly kind: SvgKind,
    private readonly images: number,
  ) {
    this.strict = kind === 'drawing';
    this.limits = svgLimits[kind];
  }

  parse(): void {
    const {svg} = this;
    if (!this.strict) {
      // A byte order mark, an XML declaration and a document type without declarations of its own
      // (an entity defined there could expand to anything) may come first.
      this.at = svg.startsWith('\ufeff') ? 1 : 0;
      this.skipSpace();
      if (svg.startsWith('<?xml', this.at) && /[ \t\r\n?]/.test(svg[this.at + 5] ?? ''))
        this.at = this.after('?>', 'an XML declaration');
    }
    let rootClosed = false;
    while (this.at < svg.length) {
      const lt = svg.indexOf('<', this.at);
      const end = lt === -1 ? svg.length : lt;
      this.text(svg.slice(this.at, end), rootClosed);
      if (lt === -1) break;
      this.at = lt;
      if (svg.startsWith('<!--', lt)) {
        if (this.strict) refuse('it has a comment, which the site does not write');
        this.at = this.after('-->', 'a comment', lt + 4);
      } else if (svg.startsWith('<![CDATA[', lt)) {
        if (this.strict || !this.stack.length) refuse('it has a CDATA section out of place');
        const close = this.after(']]>', 'a CDATA section');
        this.content(svg.slice(lt + 9, close - 3));
        this.at = close;
      } else if (svg.startsWith('<!DOCTYPE', lt)) {
        if (this.strict || this.elements.length) refuse('it has a document type out of place');
        const close = this.after('>', 'a document type');
        if (svg.slice(lt, close).includes('['))
          refuse('its document type declares entities, which the preview does not read');
        this.at = close;
      } else if (svg.startsWith('<?', lt) || svg.startsWith('<!', lt)) {
        refuse('it has an XML instruction the preview does not read');
      } else if (svg.startsWith('</', lt)) {
        this.endTag();
        rootClosed ||= !this.stack.length;
      } else {
        if (rootClosed) refuse('it has more than one root element');
        this.startTag();
        rootClosed ||= !this.stack.length;
      }
    }
    if (this.stack.length || !rootClosed) refuse('its markup ends before its elements close');
  }

  /** The position after the next `close`, or a refusal naming what it ends. */
  private after(close: string, what: string, from = this.at): number {
    const end = this.svg.indexOf(close, from);
    if (end === -1) refuse(`it has ${what} that never ends`);
    return end + close.length;
  }

  private skipSpace(): void {
    // XML's white space: space, tab, line feed, carriage return.
    for (
      let code = this.svg.charCodeAt(this.at);
      code === 0x20 || code === 0x9 || code === 0xa || code === 0xd;
    )
      code = this.svg.charCodeAt(++this.at);
  }

  /** Steps over white space, then over `char`, which must come next. */
  private skipPast(char: string): void {
    this.skipSpace();
    if (this.svg[this.at] !== char) refuse('its markup is not well-formed');
    this.at++;
  }

  private readName(): string {
    name.lastIndex = this.at;
    const match = name.exec(this.svg) ?? refuse('its markup is not well-formed');
    this.at = name.lastIndex;
    return match[0];
  }

  private text(raw: string, outside: boolean): void {
    if (!raw) return;
    if (outside || !this.stack.length) {
      if (/[^ \t\r\n]/.test(raw)) refuse('it has text outside its root element');
      return;
    }
    this.content(decode(raw));
  }

  private content(text: string): void {
    const element = this.elements[this.stack[this.stack.length - 1]!]!;
    if (this.strict && element.name !== 'title' && /[^ \t\r\n]/.test(text))
      refuse(`it has text in <${element.name}>, where the site writes none`);
    if (element.name === 'style') element.text += text;
  }

  private startTag(): void {
    this.at++;
    const tag = this.readName();
    const allowed = this.strict ? drawingElements : sourceElements;
    if (!allowed.has(tag)) refuse(`it has the element <${tag}>, which the preview does not draw`);
    if (this.strict && tag === 'svg' && this.elements.length)
      refuse('it has an <svg> inside the drawing, where the site writes none');
    if (this.elements.length >= this.limits.elements)
      refuse(`it has more than ${this.limits.elements.toLocaleString('en-US')} elements`);
    if (this.stack.length >= svgLimits.nesting)
      refuse(`it nests elements more than ${svgLimits.nesting} levels deep`);
    const index = this.elements.length;
    const parent = this.stack.length ? this.stack[this.stack.length - 1]! : -1;
    const element: Element = {
      name: tag,
      parent,
      children: [],
      attributes: new Map(),
      refs: [],
      image: 0,
      text: '',
    };
    this.elements.push(element);
    if (parent !== -1) this.elements[parent]!.children.push(index);
    for (;;) {
      const before = this.at;
      this.skipSpace();
      const char = this.svg[this.at];
      if (char === '>' || (char === '/' && this.svg[this.at + 1] === '>')) {
        this.at += char === '>' ? 1 : 2;
        if (char === '>') this.stack.push(index);
        break;
      }
      if (this.at === before) refuse('its markup is not well-formed');
      const attribute = this.readName();
      this.skipPast('=');
      this.skipSpace();
      const quoteChar = this.svg[this.at];
      if (quoteChar !== '"' && quoteChar !== "'") refuse('its markup is not well-formed');
      const close = this.svg.indexOf(quoteChar!, this.at + 1);
      if (close === -1) refuse('its markup is not well-formed');
      const raw = this.svg.slice(this.at + 1, close);
      if (raw.includes('<')) refuse('its markup is not well-formed');
      this.at = close + 1;
      if (element.attributes.has(attribute)) refuse('its markup repeats an attribute');
      element.attributes.set(attribute, decode(raw));
      this.attribute(element, attribute);
    }
    if (index === 0 && tag !== 'svg') refuse(`its root element is <${tag}>, not <svg>`);
    if (this.strict && index === 0 && element.attributes.get('xmlns') !== namespaces.xmlns)
      refuse('its root element does not declare the SVG namespace');
  }

  private attribute(element: Element, attribute: string): void {
    const value = element.attributes.get(attribute)!;
    const what = `its attribute ${attribute}`;
    const allowed = this.strict ? drawingAttributes : sourceAttributes;
    if (!allowed.has(attribute))
      refuse(`it has the attribute ${attribute}, which the preview does not draw`);
    if (attribute in namespaces) {
      if (value !== namespaces[attribute]) refuse(`${what} names another namespace`);
    } else if (attribute === 'href' || attribute === 'xlink:href') {
      this.href(element, value, what);
    } else if (attribute === 'style') {
      if (this.strict && !drawingStyles.has(value))
        refuse(`${what} is not a style the site writes`);
      element.refs.push(...checkCss(value, what));
    } else {
      element.refs.push(...checkValue(value, what));
    }
  }

  private href(element: Element, value: string, what: string): void {
    if (element.name === 'image') {
      if (rasterImage.test(value)) return;
      if (svgImage.test(value)) {
        if (this.images >= svgLimits.images)
          refuse('it has an SVG image inside an SVG image inside the drawing');
        const nested = check(svgOfDataUrl(value), 'source', this.images + 1);
        if (!nested.ok) refuse(`it has an SVG image that is not drawn: ${nested.reason}`);
        element.image = nested.expanded;
        return;
      }
      return refuse(`it has an image that is not a PNG, JPEG, GIF, WebP or SVG inside it`);
    }
    if (this.strict && element.name !== 'use')
      refuse(`it has ${what} on <${element.name}>, where the site writes none`);
    const id = fragment.exec(value)?.[1];
    if (!id) refuse(`${what} refers to something outside the SVG: ${quote(value)}`);
    element.refs.push(id!);
  }

  private endTag(): void {
    this.at += 2;
    const tag = this.readName();
    this.skipPast('>');
    const open = this.stack.pop();
    if (open === undefined || this.elements[open]!.name !== tag)
      refuse('its markup is not well-formed');
  }
}

/**
 * The elements `elements[0]` expands to: each element, its children, the SVG images it shows, and
 * what each of its references expands to, once per reference (at most `limit` + 1). Refuses a
 * reference to no element, an `href` to an element that itself holds one (no chains of copies)
 * and any reference loop.
 */
function expandedCount(elements: Element[], strict: boolean, limit: number): number {
  const ids = new Map<string, number>();
  elements.forEach((element, index) => {
    const id = element.attributes.get('id');
    if (id !== undefined && !ids.has(id)) ids.set(id, index);
  });
  const target = (id: string): number =>
    ids.get(id) ?? refuse(`it refers to #${id}, which it does not have`);
  // An element's reference to another (an image's data: URL is none: its cost is its own).
  const href = (element: Element) =>
    element.name === 'image'
      ? undefined
      : (element.attributes.get('href') ?? element.attributes.get('xlink:href'));
  // Children come after their parent in document order: one pass from the end fills these in.
  const holdsHref = new Uint8Array(elements.length);
  for (let index = elements.length - 1; index >= 0; index--) {
    const element = elements[index]!;
    if (href(element) !== undefined) holdsHref[index] = 1;
    if (holdsHref[index] && element.parent !== -1) holdsHref[element.parent] = 1;
  }
  const parentName = (index: number) => elements[elements[index]!.parent]?.name;
  for (const element of elements) {
    const value = href(element);
    if (value === undefined) continue;
    const id = fragment.exec(value)![1]!;
    const copied = target(id);
    // The site's own drawing copies glyph outlines only: paths kept in its defs.
    if (strict && (elements[copied]!.name !== 'path' || parentName(copied) !== 'defs'))
      refuse('it has a <use> that copies something other than a glyph outline');
    if (holdsHref[copied]) refuse(`it copies #${id}, which holds references of its own`);
  }
  if (strict) {
    const inDefs = (index: number): boolean => {
      for (let at = elements[index]!.parent; at !== -1; at = elements[at]!.parent)
        if (elements[at]!.name === 'defs') return true;
      return false;
    };
    for (const element of elements)
      for (const id of element.refs)
        if (!inDefs(target(id))) refuse(`it refers to #${id}, outside its definitions`);
  }
  // Costs in post-order, without recursion: a chain of references may be as long as the markup.
  const cost = new Array<number>(elements.length).fill(-1);
  const visiting = new Uint8Array(elements.length);
  const stack: Array<{index: number; step: number}> = [{index: 0, step: 0}];
  visiting[0] = 1;
  while (stack.length) {
    const top = stack[stack.length - 1]!;
    const {children, refs, image} = elements[top.index]!;
    const edges = children.length + refs.length;
    if (top.step === edges) {
      let sum = 1 + image;
      for (const child of children) sum += cost[child]!;
      for (const id of refs) sum += cost[target(id)]!;
      cost[top.index] = Math.min(sum, limit + 1);
      visiting[top.index] = 0;
      stack.pop();
      continue;
    }
    const next =
      top.step < children.length ? children[top.step]! : target(refs[top.step - children.length]!);
    top.step++;
    if (cost[next] !== -1) continue;
    if (visiting[next]) refuse('its references form a loop');
    visiting[next] = 1;
    stack.push({index: next, step: 0});
  }
  let total = cost[0]!;
  // A style sheet's reference may apply to every element.
  for (const element of elements) {
    if (element.name !== 'style') continue;
    for (const id of checkCss(element.text, 'its style sheet'))
      total += cost[target(id)]! * elements.length;
  }
  return Math.min(total, limit + 1);
}

/** `svg` checked as `kind`, shown inside `images` SVG images. */
function check(svg: string, kind: SvgKind, images: number): SvgCheck {
  const limits = svgLimits[kind];
  const count = (limit: number) => limit.toLocaleString('en-US');
  if (svg.length > limits.characters)
    return {ok: false, reason: `it is longer than ${count(limits.characters)} characters`};
  try {
    const parser = new Parser(svg, kind, images);
    parser.parse();
    const {elements} = parser;
    const expanded = expandedCount(elements, kind === 'drawing', limits.expanded);
    if (expanded > limits.expanded) {
      const reason = `it draws more than ${count(limits.expanded)} elements once its references are followed`;
      return {ok: false, reason};
    }
    return {ok: true, elements: elements.length, expanded};
  } catch (error) {
    if (error instanceof Refused) return {ok: false, reason: error.message};
    throw error;
  }
}

/**
 * Whether the site may draw `svg`, and if not why: `kind` 'source' for markup given to `<Svg>`
 * (the drawing shows it as an SVG image), 'drawing' for a whole preview drawing, which must have
 * the shape draw-svg.ts writes.
 */
export function checkSvg(svg: string, kind: SvgKind = 'source'): SvgCheck {
  return check(svg, kind, kind === 'source' ? 1 : 0);
}
