import {themes} from 'prism-react-renderer';
import {describe, expect, it} from 'vitest';
import config from '../../docusaurus.config';
import {accessiblePrismTheme, withContrast} from '../../src/utils/accessible-prism-theme';

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const luminance = (hex: string) => {
  const [r, g, b] = rgb(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};
const toHex = (color: string) => {
  const m = color.match(/^rgb\((\d+),\s*(\d+),\s*(\d+)\)$/);
  return m
    ? `#${m
        .slice(1)
        .map((c) => Number(c).toString(16).padStart(2, '0'))
        .join('')}`
    : color;
};

describe('accessible Prism themes', () => {
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
        .filter((color): color is string => !!color)
        .map(toHex);
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
