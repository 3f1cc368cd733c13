// Run in Figma's check of the picture against the reader's Figma (src/run-in-figma/figma-check.ts):
// the downloaded plugin reads the example's layers back once its render settles, renders again,
// and shows what differs. Here the "Figma" is the site's model with one rule changed on purpose
// (a vector sized to its paths, as Figma fits it): the check must name the layer, the figure and
// the assumed rule that explains it. The crawl (crawl.spec.ts) holds every previewed example's
// plugin to "no differences" against the unchanged model. The window is then drawn in Chromium
// with Figma's light and dark theme classes, checked with axe and photographed.
import {createFigma} from 'figma-api-stub';
import {axeViolations} from './axe';
import {test, expect, openHydrated} from './fixtures';
import {clickAndDownload, runDownloadedPlugin} from './run-in-figma';

/** The bounds of a path's coordinates (absolute M and L commands, as the example writes them). */
function pathBounds(data: string) {
  const numbers = data.match(/-?\d+(\.\d+)?/g)!.map(Number);
  const xs = numbers.filter((_, index) => index % 2 === 0);
  const ys = numbers.filter((_, index) => index % 2 === 1);
  return {
    width: Math.max(...xs) - Math.min(...xs),
    height: Math.max(...ys) - Math.min(...ys),
  };
}

/** Figma fits a vector's box to its paths: the model keeps react-figma's size (its assumption). */
function vectorsFitTheirPaths(figma: ReturnType<typeof createFigma>) {
  const stub = figma as unknown as {createVector(): Record<string, unknown>};
  const create = stub.createVector.bind(stub);
  stub.createVector = () => {
    const vector = create();
    const paths = Object.getOwnPropertyDescriptor(vector, 'vectorPaths')!;
    Object.defineProperty(vector, 'vectorPaths', {
      ...paths,
      set(value: Array<{data: string}>) {
        paths.set!.call(vector, value);
        if (value.length) {
          const {width, height} = pathBounds(value.map(({data}) => data).join(' '));
          (vector.resize as (width: number, height: number) => void)(width, height);
        }
      },
    });
    return vector;
  };
}

/** Figma's theme variables for a plugin shown with themeColors (a few, as Figma's themes set them). */
const figmaThemes = {
  light: {
    '--figma-color-bg': '#ffffff',
    '--figma-color-bg-secondary': '#f5f5f5',
    '--figma-color-text': '#1e1e1e',
    '--figma-color-text-secondary': '#5e5e5e',
    '--figma-color-text-brand': '#007be5',
    '--figma-color-bg-brand': '#0d99ff',
    '--figma-color-text-onbrand': '#ffffff',
    '--figma-color-border': '#e6e6e6',
  },
  dark: {
    '--figma-color-bg': '#2c2c2c',
    '--figma-color-bg-secondary': '#383838',
    '--figma-color-text': '#ffffff',
    '--figma-color-text-secondary': '#c2c2c2',
    '--figma-color-text-brand': '#7cc4f8',
    '--figma-color-bg-brand': '#0c8ce9',
    '--figma-color-text-onbrand': '#ffffff',
    '--figma-color-border': '#444444',
  },
};

test('the plugin names the layer, figure and assumption where Figma sizes a vector otherwise', async ({
  page,
}, testInfo) => {
  await openHydrated(page, '/docs/api/vector');
  const example = page.locator('[data-source]').filter({hasText: 'Sparkline.tsx'});
  const {files} = await clickAndDownload(
    page,
    example.getByRole('button', {name: /^Run in Figma/}),
  );

  // Against the model as it is, the check finds nothing.
  const same = await runDownloadedPlugin(files);
  expect(same.report?.differences).toEqual([]);
  expect(same.windowText).toContain('Figma drew what the site showed');
  expect(same.windowText).toContain('A second render kept every layer’s id.');
  expect(same.windowVisible).toBe(true);

  // Against a Figma that fits vectors to their paths, it names what differs and why.
  const fitted = await runDownloadedPlugin(files, {changeFigma: vectorsFitTheirPaths});
  expect(fitted.report?.differences).toEqual([
    {layer: ['Frame', 'Trend'], figure: 'width', expected: 100, actual: 120, rule: "vector's box"},
    {layer: ['Frame', 'Trend'], figure: 'height', expected: 100, actual: 22, rule: "vector's box"},
  ]);
  expect(fitted.windowText).toContain(
    "Frame › Trend: width 120 in Figma, 100 on the site (explained by the site's assumption “vector's box”)",
  );
  expect(fitted.report).toMatchObject({assumptions: ["vector's box"], idsKept: true});
  // The prefilled issue carries the report, and only opens on the reader's click.
  const link = fitted.ui.document.querySelector('a');
  expect(link?.getAttribute('href')).toMatch(
    /^https:\/\/github\.com\/react-figma\/react-figma\/issues\/new\?title=Docs\+example\+drawn\+differently/,
  );
  expect(decodeURIComponent(link!.getAttribute('href')!.replace(/\+/g, ' '))).toContain(
    '"figure": "height"',
  );

  // The window in Chromium, in Figma's two themes: readable, and without axe violations.
  const body = fitted.ui.document.body.innerHTML;
  const head = fitted.ui.document.head.querySelector('style')!.outerHTML;
  for (const [theme, variables] of Object.entries(figmaThemes)) {
    const style = `:root{${Object.entries(variables)
      .map(([name, value]) => `${name}:${value}`)
      .join(';')}}`;
    await page.setViewportSize({width: 400, height: 480});
    await page.setContent(
      `<!doctype html><html lang="en" class="figma-${theme}"><head><title>Check</title><style>${style}</style>${head}</head><body>${body}</body></html>`,
    );
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      'Figma drew 2 things otherwise than the site showed',
    );
    expect(await axeViolations(page), theme).toEqual([]);
    await page.screenshot({path: testInfo.outputPath(`check-window-${theme}.png`)});
  }
});
