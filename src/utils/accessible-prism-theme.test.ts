import {themes} from 'prism-react-renderer';
import {describe, expect, it} from 'vitest';
import config from '../../docusaurus.config';
import {accessiblePrismTheme, contrastRatio, withContrast} from './accessible-prism-theme';

/** Channels of a `#rrggbb` or `rgb(r, g, b)` color, as the themes write them. */
const channels = (color: string) =>
  (color.startsWith('#')
    ? [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16))
    : color.match(/\d+/g)!.map(Number)) as Parameters<typeof contrastRatio>[0];
const contrast = (a: string, b: string) => contrastRatio(channels(a), channels(b));

describe('accessible Prism themes', () => {
  it('measures contrast with the WCAG 2 formula', () => {
    expect(contrast('#000000', '#ffffff')).toBe(21);
    expect(contrast('#ffffff', '#000000')).toBe(21);
    expect(contrast('#777777', '#777777')).toBe(1);
    // The lightest gray that passes AA on white, and the darkest that fails.
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrast('rgb(118, 118, 118)', '#ffffff')).toBe(contrast('#767676', '#ffffff'));
  });

  it('darkens a low-contrast color on a light background until it reaches 4.5:1', () => {
    expect(contrast('#e3116c', '#f6f8fa')).toBeLessThan(4.5);
    const fixed = withContrast('#e3116c', '#f6f8fa');
    expect(contrast(fixed, '#f6f8fa')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(fixed, '#f6f8fa')).toBeLessThan(4.8);
  });

  it('meets the contrast on every background it is given', () => {
    const fixed = withContrast('#36acaa', '#f6f8fa', '#dddfe1');
    expect(contrast(fixed, '#dddfe1')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(fixed, '#f6f8fa')).toBeGreaterThanOrEqual(4.5);
  });

  it('leaves colors that already pass alone', () => {
    expect(withContrast('#393A34', '#f6f8fa')).toBe('#393A34');
  });

  for (const mode of ['theme', 'darkTheme'] as const) {
    it(`every token color of the site's ${mode} meets WCAG AA on the code background`, () => {
      const theme = config.themeConfig.prism[mode]!;
      const background = theme.plain.backgroundColor!;
      const colors = [theme.plain, ...theme.styles.map((s) => s.style)]
        .map((style) => style.color)
        .filter((color): color is string => !!color);
      expect(colors.length).toBeGreaterThan(5);
      for (const color of colors) {
        expect(contrast(color, background), `${color} on ${background}`).toBeGreaterThanOrEqual(
          4.5,
        );
      }
    });
  }

  it('keeps the theme shape', () => {
    const fixed = accessiblePrismTheme(themes.github);
    expect(fixed.styles.map((s) => s.types)).toEqual(themes.github.styles.map((s) => s.types));
  });
});
