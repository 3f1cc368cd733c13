// Sizes and wraps text the way Figma does, from the actual font files (Inter, from the
// @fontsource/inter package), so a preview's text and the containers around it have their real
// size. Used in two places: the example runner's in-memory Figma (a text node's width and height,
// which react-figma's Yoga layout reads) and the SVG drawing (where each glyph goes).
import * as fontkit from 'fontkit';

type Font = fontkit.Font;

export interface FontName {
  family: string;
  style: string;
}

type LineHeight = {unit: 'AUTO'} | {unit: 'PIXELS' | 'PERCENT'; value: number};
type LetterSpacing = {unit: 'PIXELS' | 'PERCENT'; value: number};

/** A text node's properties that decide where its glyphs go. */
export interface TextStyle {
  characters: string;
  fontName?: FontName;
  fontSize?: number;
  lineHeight?: LineHeight;
  letterSpacing?: LetterSpacing;
  /** WIDTH_AND_HEIGHT (Figma's default): one line per paragraph, the box hugs the text. */
  textAutoResize?: string;
  /** The box width: the wrapping width unless textAutoResize is WIDTH_AND_HEIGHT. */
  width?: number;
  /** The box height: kept when textAutoResize is NONE or TRUNCATE. */
  height?: number;
  textAlignHorizontal?: string;
  textAlignVertical?: string;
  textCase?: string;
  paragraphSpacing?: number;
}

interface PlacedGlyph {
  /** Glyph id in the font. */
  id: number;
  /** Left edge of the glyph's origin, in px from the box's left edge. */
  x: number;
}

interface TextLine {
  /** Baseline, in px from the box's top edge. */
  baseline: number;
  width: number;
  glyphs: PlacedGlyph[];
}

export interface TextLayout {
  /** The box as Figma sizes it for the node's textAutoResize mode. */
  width: number;
  height: number;
  lines: TextLine[];
  /** Which font file drew it (see glyphOutline) and the scale from font units to px. */
  font: string;
  scale: number;
  /** Set when the requested font is not one this module has: the text is drawn in Inter Regular. */
  substitutedFor?: FontName;
}

const weights: Record<string, number> = {
  thin: 100,
  'extra light': 200,
  extralight: 200,
  light: 300,
  regular: 400,
  medium: 500,
  'semi bold': 600,
  semibold: 600,
  bold: 700,
  'extra bold': 800,
  extrabold: 800,
  black: 900,
};

/** The @fontsource/inter file for a Figma style name ("Bold Italic"), or null if Inter lacks it. */
export function interFile(style: string): string | null {
  const lower = style.toLowerCase().trim();
  const italic = /\bitalic$/.test(lower);
  const weightName = lower.replace(/\s*italic$/, '').trim() || 'regular';
  const weight = weights[weightName];
  if (!weight) return null;
  return `inter-latin-${weight}-${italic ? 'italic' : 'normal'}.woff2`;
}

/** Reads a font file's bytes, or returns undefined when this environment does not have it yet. */
type FontSource = (file: string) => Uint8Array | undefined;

// In Node, the files of the @fontsource/inter package. The playground's worker has no file system:
// it installs the bytes the page sent (setFontSource), and asks for any file it lacked.
let fontSource: FontSource = (file) => {
  const fs = process.getBuiltinModule('node:fs');
  const packageJson = require.resolve('@fontsource/inter/package.json');
  return fs.readFileSync(packageJson.replace(/package\.json$/, `files/${file}`));
};
const fonts = new Map<string, Font>();
/** Font files a layout needed but the source lacked (the text was set in Inter Regular). */
export const missingFonts = new Set<string>();

export function setFontSource(source: FontSource): void {
  fontSource = source;
  fonts.clear();
}

/** Opens a font file ahead of use (parsing it is the slow part); false when the source lacks it. */
export function preloadFont(file: string): boolean {
  return openFont(file) !== undefined;
}

function openFont(file: string): Font | undefined {
  let font = fonts.get(file);
  if (!font) {
    const bytes = fontSource(file);
    if (!bytes) return undefined;
    font = fontkit.create(bytes as Buffer) as Font;
    fonts.set(file, font);
  }
  return font;
}

/** The font file for a font name: Inter in any of its styles, else Inter Regular (substituted). */
export function resolveFont(name: FontName | undefined): {file: string; substituted: boolean} {
  const file = name?.family === 'Inter' ? interFile(name.style) : null;
  return file
    ? {file, substituted: false}
    : {file: interFile('Regular') as string, substituted: name !== undefined};
}

function applyCase(text: string, textCase: string | undefined): string {
  switch (textCase) {
    case 'UPPER':
      return text.toUpperCase();
    case 'LOWER':
      return text.toLowerCase();
    case 'TITLE':
      return text.replace(
        /(^|\s)(\S)/g,
        (_, space: string, first: string) => space + first.toUpperCase(),
      );
    default:
      return text;
  }
}

/** Line height in px: AUTO is the font's own (ascender − descender + line gap, 1.21 em for Inter). */
function lineHeightPx(font: Font, fontSize: number, lineHeight?: LineHeight): number {
  if (lineHeight?.unit === 'PIXELS') return lineHeight.value;
  if (lineHeight?.unit === 'PERCENT') return (lineHeight.value / 100) * fontSize;
  return ((font.ascent - font.descent + font.lineGap) / font.unitsPerEm) * fontSize;
}

/** A glyph with the characters it draws (several for a ligature) and its advance in px. */
interface Cluster {
  id: number;
  advance: number;
  text: string;
}

/** One paragraph shaped (kerning, ligatures), each glyph with its advance plus letter spacing. */
function shape(font: Font, text: string, scale: number, spacing: number): Cluster[] {
  const run = font.layout(text);
  return run.glyphs.map((glyph, i) => ({
    id: glyph.id,
    advance: run.positions[i].xAdvance * scale + spacing,
    text: String.fromCodePoint(...glyph.codePoints),
  }));
}

const isSpace = (cluster: Cluster) => /^\s+$/.test(cluster.text);

/** Greedy wrapping at spaces (a word longer than the line breaks between letters), as Figma wraps. */
function wrap(clusters: Cluster[], maxWidth: number): Cluster[][] {
  const lines: Cluster[][] = [];
  let line: Cluster[] = [];
  let lineWidth = 0;
  const widthOf = (items: Cluster[]) => items.reduce((sum, item) => sum + item.advance, 0);
  // Words: runs of non-space clusters, each followed by the spaces after it.
  const words: Cluster[][] = [];
  for (const cluster of clusters) {
    const last = words[words.length - 1];
    if (!last || (!isSpace(cluster) && isSpace(last[last.length - 1]))) words.push([cluster]);
    else last.push(cluster);
  }
  for (const word of words) {
    const ink = word.filter((cluster) => !isSpace(cluster));
    const inkWidth = widthOf(ink);
    if (line.length && lineWidth + inkWidth > maxWidth + 0.01) {
      lines.push(line);
      line = [];
      lineWidth = 0;
    }
    if (!line.length && inkWidth > maxWidth + 0.01) {
      // Too long for any line: break it between letters.
      for (const cluster of word) {
        if (line.length && !isSpace(cluster) && lineWidth + cluster.advance > maxWidth + 0.01) {
          lines.push(line);
          line = [];
          lineWidth = 0;
        }
        line.push(cluster);
        lineWidth += cluster.advance;
      }
      continue;
    }
    line.push(...word);
    lineWidth += widthOf(word);
  }
  lines.push(line);
  return lines;
}

/** Width of a line without its trailing spaces (they hang, as in Figma). */
function inkWidth(line: Cluster[]): number {
  let end = line.length;
  while (end > 0 && isSpace(line[end - 1])) end--;
  return line.slice(0, end).reduce((sum, cluster) => sum + cluster.advance, 0);
}

const round = (value: number) => Math.round(value * 100) / 100;

/** Lays a text node out: its box size for its textAutoResize mode, and every glyph's position. */
export function layoutText(style: TextStyle): TextLayout {
  const resolved = resolveFont(style.fontName);
  let {file} = resolved;
  let font = openFont(file);
  if (!font) {
    missingFonts.add(file);
    file = resolveFont(undefined).file;
    font = openFont(file);
    if (!font) throw new Error(`no font file ${file}`);
  }
  const {substituted} = resolved;
  const fontSize = style.fontSize ?? 12;
  const scale = fontSize / font.unitsPerEm;
  const spacing =
    style.letterSpacing?.unit === 'PERCENT'
      ? (style.letterSpacing.value / 100) * fontSize
      : (style.letterSpacing?.value ?? 0);
  const mode = style.textAutoResize ?? 'WIDTH_AND_HEIGHT';
  const lineHeight = lineHeightPx(font, fontSize, style.lineHeight);
  const text = applyCase(style.characters, style.textCase);

  const paragraphs = text.split(/\r\n|[\n\r\u2028\u2029]/);
  const wraps = mode !== 'WIDTH_AND_HEIGHT';
  const lines: Array<{clusters: Cluster[]; top: number}> = [];
  let top = 0;
  paragraphs.forEach((paragraph, index) => {
    if (index > 0) top += style.paragraphSpacing ?? 0;
    const clusters = shape(font, paragraph, scale, spacing);
    for (const line of wraps ? wrap(clusters, style.width ?? 0) : [clusters]) {
      lines.push({clusters: line, top});
      top += lineHeight;
    }
  });

  const contentHeight = top;
  const widest = Math.max(0, ...lines.map((line) => inkWidth(line.clusters)));
  const width = wraps ? (style.width ?? 0) : widest;
  const fixedHeight = mode === 'NONE' || mode === 'TRUNCATE';
  const height = fixedHeight ? (style.height ?? contentHeight) : contentHeight;

  // Glyphs sit centered in their line box: for AUTO line height that puts the baseline one
  // ascender below the line's top.
  const ascent = font.ascent * scale;
  const glyphBox = (font.ascent - font.descent) * scale;
  const verticalOffset =
    fixedHeight && style.textAlignVertical === 'CENTER'
      ? (height - contentHeight) / 2
      : fixedHeight && style.textAlignVertical === 'BOTTOM'
        ? height - contentHeight
        : 0;

  return {
    width: round(width),
    height: round(height),
    font: file,
    scale,
    ...(substituted && style.fontName ? {substitutedFor: style.fontName} : {}),
    lines: lines.map(({clusters, top: lineTop}) => {
      const lineWidth = inkWidth(clusters);
      const align = style.textAlignHorizontal;
      let x =
        align === 'CENTER' ? (width - lineWidth) / 2 : align === 'RIGHT' ? width - lineWidth : 0;
      const glyphs: PlacedGlyph[] = [];
      for (const cluster of clusters) {
        glyphs.push({id: cluster.id, x: round(x)});
        x += cluster.advance;
      }
      return {
        baseline: round(verticalOffset + lineTop + (lineHeight - glyphBox) / 2 + ascent),
        width: round(lineWidth),
        glyphs,
      };
    }),
  };
}

/** A glyph's outline as SVG path data, in font units with y pointing down (scale it by px/unit). */
export function glyphOutline(file: string, id: number): string {
  const font = openFont(file);
  if (!font) throw new Error(`no font file ${file}`);
  const glyph = font.getGlyph(id);
  // fontkit's path is y-up; flipping it here lets the drawing place glyphs with a plain scale.
  return glyph.path.scale(1, -1).toSVG();
}
