// Text is sized and wrapped from Inter's font files: expected values here are computed from the
// files' own tables (advance widths, ascender, descender), not copied from the module under test.
import path from 'node:path';
import * as fontkit from 'fontkit';
import {describe, expect, it} from 'vitest';
import {glyphOutline, interFile, layoutText, type TextStyle} from './text-layout';

const files = path.join(path.dirname(require.resolve('@fontsource/inter/package.json')), 'files');
const open = (style: string) =>
  fontkit.openSync(path.join(files, interFile(style) as string)) as fontkit.Font;
const regular = open('Regular');

/** Sum of the glyphs' advance widths at `size` px, with no kerning (for strings without pairs). */
const advance = (font: fontkit.Font, text: string, size: number) =>
  font.glyphsForString(text).reduce((sum, glyph) => sum + glyph.advanceWidth, 0) *
  (size / font.unitsPerEm);

const autoLineHeight = (size: number) =>
  ((regular.ascent - regular.descent + regular.lineGap) / regular.unitsPerEm) * size;

/** The sample most cases lay out: "Hi" at 16 px, with `style` on top. */
const hi = (style: Omit<TextStyle, 'characters'> = {}) =>
  layoutText({characters: 'Hi', fontSize: 16, ...style});

describe('text layout from Inter font files', () => {
  it('maps Figma style names to the package files', () => {
    expect(interFile('Regular')).toBe('inter-latin-400-normal.woff2');
    expect(interFile('Semi Bold Italic')).toBe('inter-latin-600-italic.woff2');
    expect(interFile('Italic')).toBe('inter-latin-400-italic.woff2');
    expect(interFile('Condensed')).toBeNull();
  });

  it('hugs one line: advance widths for the width, the auto line height for the height', () => {
    const layout = hi();
    expect(layout.width).toBeCloseTo(advance(regular, 'Hi', 16), 1);
    expect(layout.height).toBeCloseTo(autoLineHeight(16), 1);
    expect(autoLineHeight(16) / 16).toBeCloseTo(1.21, 2); // Figma's "Auto" for Inter
    expect(layout.lines[0].baseline).toBeCloseTo((regular.ascent / regular.unitsPerEm) * 16, 1);
  });

  it('uses the weight asked for', () => {
    const bold = hi({fontName: {family: 'Inter', style: 'Bold'}});
    expect(bold.width).toBeCloseTo(advance(open('Bold'), 'Hi', 16), 1);
    expect(bold.width).toBeGreaterThan(advance(regular, 'Hi', 16));
    expect(bold.substitutedFor).toBeUndefined();
  });

  it('adds letter spacing after every character, in px or percent of the size', () => {
    const base = advance(regular, 'Hi', 20);
    expect(
      layoutText({characters: 'Hi', fontSize: 20, letterSpacing: {unit: 'PIXELS', value: 3}}).width,
    ).toBeCloseTo(base + 6, 1);
    expect(
      layoutText({characters: 'Hi', fontSize: 20, letterSpacing: {unit: 'PERCENT', value: 10}})
        .width,
    ).toBeCloseTo(base + 4, 1);
  });

  it('applies the text case before measuring', () => {
    const layout = layoutText({characters: 'hi', fontSize: 16, textCase: 'UPPER'});
    expect(layout.width).toBeCloseTo(advance(regular, 'HI', 16), 1);
  });

  it('wraps at spaces in HEIGHT mode and grows one line height per line', () => {
    const words = 'Hi Hi';
    const oneLine = advance(regular, words, 16);
    const fits = layoutText({
      characters: words,
      fontSize: 16,
      textAutoResize: 'HEIGHT',
      width: oneLine + 1,
    });
    expect(fits.lines).toHaveLength(1);
    const wraps = layoutText({
      characters: words,
      fontSize: 16,
      textAutoResize: 'HEIGHT',
      width: oneLine - 1,
    });
    expect(wraps.lines).toHaveLength(2);
    expect(wraps.width).toBe(Math.round((oneLine - 1) * 100) / 100);
    expect(wraps.height).toBeCloseTo(2 * autoLineHeight(16), 1);
    // The space at the end of the first line hangs: it does not count in the line's width.
    expect(wraps.lines[0].width).toBeCloseTo(advance(regular, 'Hi', 16), 1);
  });

  it('keeps one line per paragraph in WIDTH_AND_HEIGHT, with paragraph spacing between', () => {
    const layout = layoutText({characters: 'Hi\nHi Hi', fontSize: 16, paragraphSpacing: 10});
    expect(layout.lines).toHaveLength(2);
    expect(layout.width).toBeCloseTo(advance(regular, 'Hi Hi', 16), 1);
    expect(layout.height).toBeCloseTo(2 * autoLineHeight(16) + 10, 1);
  });

  it('centers glyphs in a fixed line height and aligns lines horizontally', () => {
    const scale = 16 / regular.unitsPerEm;
    const layout = hi({
      lineHeight: {unit: 'PIXELS', value: 40},
      textAutoResize: 'HEIGHT',
      width: 100,
      textAlignHorizontal: 'CENTER',
    });
    const glyphBox = (regular.ascent - regular.descent) * scale;
    expect(layout.height).toBe(40);
    expect(layout.lines[0].baseline).toBeCloseTo((40 - glyphBox) / 2 + regular.ascent * scale, 1);
    expect(layout.lines[0].glyphs[0].x).toBeCloseTo((100 - advance(regular, 'Hi', 16)) / 2, 1);
  });

  it('keeps a fixed box in NONE mode and aligns the text vertically in it', () => {
    const layout = hi({
      textAutoResize: 'NONE',
      width: 50,
      height: 100,
      textAlignVertical: 'BOTTOM',
    });
    expect([layout.width, layout.height]).toEqual([50, 100]);
    expect(layout.lines[0].baseline).toBeCloseTo(
      100 - autoLineHeight(16) + (regular.ascent / regular.unitsPerEm) * 16,
      1,
    );
  });

  it('draws other families in Inter Regular and says so', () => {
    const layout = layoutText({characters: 'Hi', fontName: {family: 'Roboto', style: 'Regular'}});
    expect(layout.substitutedFor).toEqual({family: 'Roboto', style: 'Regular'});
    expect(layout.font).toBe('inter-latin-400-normal.woff2');
  });

  it('gives glyph outlines with y pointing down', () => {
    const [glyph] = regular.glyphsForString('H');
    const outline = glyphOutline('inter-latin-400-normal.woff2', glyph.id);
    expect(outline).toMatch(/^M/);
    // H stands on the baseline and rises above it: in y-down units its top is negative.
    const ys = [...outline.matchAll(/-?\d+(?:\.\d+)?/g)].map(Number).filter((_, i) => i % 2 === 1);
    expect(Math.min(...ys)).toBeCloseTo(-glyph.bbox.maxY, 0);
    expect(Math.max(...ys)).toBeCloseTo(0, 0);
  });
});
