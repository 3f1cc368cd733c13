import type {PrismTheme} from 'prism-react-renderer';

/** WCAG 2 AA contrast for normal-size text: code is never large text. */
const minimumContrast = 4.5;

type Rgb = [number, number, number];

function parseColor(color: string): Rgb | undefined {
  const hex = color.match(/^#([\da-f]{3}|[\da-f]{6})$/i)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
  }
  const rgb = color.match(/^rgb\((\d+),\s*(\d+),\s*(\d+)\)$/i);
  return rgb ? [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])] : undefined;
}

function luminance(rgb: Rgb) {
  const [r, g, b] = rgb.map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: Rgb, b: Rgb) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const toHex = (rgb: Rgb) =>
  `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/**
 * `color`, moved toward black on light backgrounds (toward white on dark ones) just far enough
 * to reach AA contrast on every given background; unchanged when it already does or cannot be
 * parsed.
 */
export function withContrast(color: string, ...backgrounds: string[]): string {
  const fg = parseColor(color);
  const bgs = backgrounds.map(parseColor).filter((bg): bg is Rgb => !!bg);
  if (!fg || bgs.length === 0) return color;
  const passes = (rgb: Rgb) => bgs.every((bg) => contrastRatio(rgb, bg) >= minimumContrast);
  if (passes(fg)) return color;
  const target: Rgb = luminance(bgs[0]!) > 0.5 ? [0, 0, 0] : [255, 255, 255];
  for (let step = 1; step <= 100; step++) {
    const mixed = fg.map((c, i) => c + (target[i]! - c) * (step / 100)) as Rgb;
    if (passes(mixed)) return toHex(mixed);
  }
  return toHex(target);
}

/**
 * A Prism theme whose token colors all meet WCAG AA on the code block background (and on any
 * `alsoOn` backgrounds, such as highlighted lines), keeping each hue: stock themes such as
 * `github` have several tokens at 2.8–4.3:1.
 */
export function accessiblePrismTheme(theme: PrismTheme, alsoOn: string[] = []): PrismTheme {
  const backgrounds = [theme.plain.backgroundColor ?? '#ffffff', ...alsoOn];
  const fix = <S extends {color?: string}>(style: S): S =>
    style.color ? {...style, color: withContrast(style.color, ...backgrounds)} : style;
  return {
    plain: fix(theme.plain),
    styles: theme.styles.map((entry) => ({...entry, style: fix(entry.style)})),
  };
}
