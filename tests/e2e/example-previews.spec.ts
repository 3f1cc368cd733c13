import type {Locator, Page} from '@playwright/test';
import {test, expect, openHydrated} from './fixtures';
import {switchColorMode} from './site';

// Under each example, what react-figma 0.31.0 draws when it runs: a static SVG per color mode
// and a Layers list. See src/plugins/previews.

const firstPreview = (page: Page) => page.locator('figure.example-preview').first();

/** The image a reader sees in the figure: loaded, drawn at a real size, an SVG file. */
async function shownImage(figure: Locator) {
  const image = figure.locator('img:visible');
  await expect(image).toHaveCount(1);
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  return image;
}

test('an example is followed by its preview, which follows the color mode', async ({page}) => {
  await openHydrated(page, '/docs/api/view');
  const figure = firstPreview(page);
  // The figure comes right after the example's code block.
  await expect(
    page.locator('div[class*="codeBlockContainer"] + figure.example-preview').first(),
  ).toBeVisible();
  await expect(figure.locator('figcaption')).toHaveText('Rendered by react-figma 0.31.0');
  const light = await shownImage(figure);
  await expect(light).toHaveAttribute('src', /^\/previews\/[0-9a-f]{16}\.svg$/);
  await expect(light).toHaveAttribute(
    'alt',
    /What this example draws on the Figma canvas: frame Card/,
  );
  const lightSrc = await light.getAttribute('src');
  const response = await page.request.get(lightSrc!);
  expect(response.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  // A static picture: nothing of it is inlined into the page, or its scripts.
  await expect(figure.locator('svg')).toHaveCount(0);

  await switchColorMode(page, 'dark');
  const dark = await shownImage(figure);
  expect(await dark.getAttribute('src')).not.toBe(lightSrc);
});

test('the Layers list opens to show the node tree', async ({page}) => {
  await openHydrated(page, '/docs/api/view');
  const layers = firstPreview(page).locator('details.example-preview__layers');
  const card = layers.getByText(/^Card · Frame, 280 × 80/);
  await expect(card).toBeHidden();
  await layers.locator('summary', {hasText: 'Layers'}).click();
  await expect(card).toBeVisible();
  await expect(layers.getByText('Ada Lovelace · Text', {exact: false})).toBeVisible();
});

test('an auto layout difference from react-figma is pointed out under the picture', async ({
  page,
}) => {
  await openHydrated(page, '/docs/api/frame');
  await expect(firstPreview(page).locator('.example-preview__note').first()).toHaveText(
    /Figma spaces the 2 children of “Toolbar” 12 px apart \(itemSpacing\)/,
  );
});

test('the home page shows the generated preview of its sample', async ({page}) => {
  await openHydrated(page, '/');
  const figure = firstPreview(page);
  await shownImage(figure);
  await figure.locator('summary', {hasText: 'Layers'}).click();
  await expect(figure.getByText('Palette card · Frame, 320 × ', {exact: false})).toBeVisible();
});

test.describe('on a 320 px wide phone', () => {
  test.use({viewport: {width: 320, height: 640}});

  test('previews fit the screen', async ({page}) => {
    await openHydrated(page, '/docs/api/frame');
    const image = await shownImage(firstPreview(page));
    const box = (await image.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(320);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
  });
});
