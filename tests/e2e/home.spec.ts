import type {Page} from '@playwright/test';
import {test, expect, openHydrated} from './fixtures';
import {stubButtonsScript, switchColorMode} from './site';

/** The home page: hero, code sample and drawing, features, star link (issue 4). */

const repo = 'https://github.com/react-figma/react-figma';

/** The list items of the home page's section headed `heading`. */
const sectionItems = (page: Page, heading: string) =>
  page
    .locator('main section', {has: page.getByRole('heading', {name: heading})})
    .getByRole('listitem');

/**
 * The section headed `heading` lists `items`, in order: each one's title (the text of its
 * `titleSelector`), and words its text holds where given. Returns the list items.
 */
async function expectSectionItems(
  page: Page,
  heading: string,
  titleSelector: string,
  items: Array<[title: string, says?: string | RegExp]>,
) {
  const listed = sectionItems(page, heading);
  await expect(listed.locator(titleSelector)).toHaveText(items.map(([title]) => title));
  for (const [index, [, says]] of items.entries())
    if (says) await expect(listed.nth(index)).toContainText(says);
  return listed;
}

test('the home page has a descriptive title and description, and one H1 with the tagline', async ({
  page,
}) => {
  await openHydrated(page, '/');
  await expect(page).toHaveTitle('Render React components to Figma | React Figma');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /React renderer for Figma plugins/,
  );
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('h1')).toHaveText('React Figma');
  await expect(page.getByText('Render React components to Figma', {exact: true})).toBeVisible();
});

// The hero's two ways in (the navbar has an API link too, so the links are looked for in main).
for (const {name, target, href, heading} of [
  {
    name: 'Get started',
    target: 'the installation guide',
    href: '/docs/installation',
    heading: /install/i,
  },
  {name: 'API', target: 'the API overview', href: '/docs/API', heading: /API/},
]) {
  test(`${name} leads to ${target}`, async ({page}) => {
    await openHydrated(page, '/');
    const cta = page.locator('main').getByRole('link', {name, exact: true});
    await expect(cta).toHaveAttribute('href', href);
    await cta.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator('h1')).toHaveText(heading);
  });
}

test('the code sample is highlighted and shown beside what react-figma draws from it', async ({
  page,
}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await openHydrated(page, '/');
  const code = page.locator('main .theme-code-block').first();
  await expect(code).toContainText("import {Page, View, Text, StyleSheet} from 'react-figma';");
  await expect(code).toContainText('export function PaletteCard()');
  // Prism split the source into colored tokens.
  expect(await code.locator('.token').count()).toBeGreaterThan(20);
  // The preview the build made by running the sample with react-figma.
  const drawing = page.locator('main figure.example-preview img:visible');
  await expect(drawing).toHaveAttribute('alt', /frame Palette card/);
  await drawing.scrollIntoViewIfNeeded();
  await expect
    .poll(() => drawing.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  // It shows the sample's swatches, in order, and the Layers list names what the code renders.
  const sampleSwatches = (await code.innerText())
    .match(/const swatches = \[([^\]]+)\]/)![1]!
    .match(/#[0-9a-f]{6}/g)!;
  const svg = await (await page.request.get((await drawing.getAttribute('src'))!)).text();
  const drawnSwatches = [...svg.matchAll(/fill="(#[0-9a-f]{6})"/g)]
    .map((match) => match[1])
    .filter((color) => sampleSwatches.includes(color!));
  expect(drawnSwatches, "the drawing shows the sample's swatches, in order").toEqual(
    sampleSwatches,
  );
  const figure = page.locator('main figure.example-preview');
  await figure.locator('summary', {hasText: 'Layers'}).click();
  for (const name of ['Palette card · Frame', 'Brand palette · Text', 'Laid out by Yoga · Text']) {
    await expect(figure.getByText(name, {exact: false}).first()).toBeVisible();
  }
  const [codeBox, drawingBox] = [await code.boundingBox(), await drawing.boundingBox()];
  expect(drawingBox!.x, 'drawing to the right of the code').toBeGreaterThan(
    codeBox!.x + codeBox!.width,
  );
});

test('three features, each with an icon that has its own dark-mode colors', async ({page}) => {
  await openHydrated(page, '/');
  const features = await expectSectionItems(page, 'Why react-figma', 'h3', [
    ['React Native primitives', 'StyleSheet'],
    ['Flexbox layout through Yoga', 'Yoga'],
    ['Real React', /hooks, context and state behave as in React 16/],
  ]);
  const iconColors = () =>
    features.locator('svg').evaluateAll((icons) =>
      icons.map((icon) => {
        const shapes = Array.from(icon.querySelectorAll('rect, path, circle'));
        return shapes.map((shape) => {
          const style = getComputedStyle(shape);
          return `${style.fill}/${style.stroke}`;
        });
      }),
    );
  const light = await iconColors();
  expect(light).toHaveLength(3);
  await switchColorMode(page, 'dark');
  const dark = await iconColors();
  light.forEach((colors, index) => expect(dark[index], `icon ${index + 1}`).not.toEqual(colors));
});

test('before you choose: four facts, each linked to its details, readable on a phone', async ({
  page,
}) => {
  await page.setViewportSize({width: 375, height: 800});
  await openHydrated(page, '/');
  const facts = await expectSectionItems(page, 'Before you choose', 'strong', [
    ['React 16 only.', 'React 19 nothing renders'],
    ['A development plugin, not a Community one.', '"documentAccess": "dynamic-page"'],
    ["Figma's desktop app."],
    ['A quiet project.', '0.31.0, released June 3, 2024'],
  ]);
  const links = await facts
    .locator('a')
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
  expect(links).toEqual([
    '/docs/installation#react-versions-measured',
    '/docs/troubleshooting#share-plugin',
    '/docs/running#2-import-the-plugin-into-figma',
    '/docs/roadmap#state-of-the-project',
  ]);
  // Each link's target exists on its page.
  for (const href of links) {
    await page.goto(href!);
    await expect(page.locator(`[id="${href!.split('#')[1]}"]`)).toHaveCount(1);
  }
  await page.goto('/');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'no sideways scroll at 375 px').toBeLessThanOrEqual(375);
});

test('with buttons.js blocked, the star button is a visible, named link to the repository', async ({
  page,
}) => {
  const scriptRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith('https://buttons.github.io/')) scriptRequests.push(request.url());
  });
  await openHydrated(page, '/');
  expect(scriptRequests, 'the page asked for the script, and the fixture blocked it').toEqual([
    'https://buttons.github.io/buttons.js',
  ]);
  const star = page.getByRole('link', {name: 'Star on GitHub: react-figma', exact: true});
  await expect(star).toBeVisible();
  await expect(star).toHaveAttribute('href', repo);
  await expect(star).toHaveText('Star on GitHub');
  // Styled as a button, not a bare inline link.
  await expect(star).toHaveCSS('border-top-style', 'solid');
  expect(parseFloat(await star.evaluate((a) => getComputedStyle(a).paddingLeft))).toBeGreaterThan(
    4,
  );
  const navigation = page.waitForRequest((request) => request.url() === `${repo}`);
  await star.click();
  expect((await navigation).isNavigationRequest()).toBe(true);
});

test.describe('with a stand-in for buttons.js', () => {
  test.beforeEach(({page}) => stubButtonsScript(page));

  test('when buttons.js replaces the link, the page hydrates without errors and keeps the button', async ({
    page,
  }) => {
    await openHydrated(page, '/');
    await expect(page.locator('.stub-github-button')).toHaveText('Star 1,000');
    await expect(page.locator('a.github-button')).toHaveCount(0);
    // The fixture fails the test on any hydration mismatch or other console error.
  });

  test('after a client-side navigation to the home page, buttons.js runs again and upgrades the link', async ({
    page,
  }) => {
    await openHydrated(page, '/blog');
    await page.locator('.navbar__brand').click();
    await expect(page.locator('h1')).toHaveText('React Figma');
    await expect(page.locator('.stub-github-button')).toHaveText('Star 1,000');
  });
});

for (const width of [320, 375]) {
  test(`the home page fits a ${width} px wide screen`, async ({page}) => {
    await page.setViewportSize({width, height: 740});
    await openHydrated(page, '/');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, 'no sideways scroll').toBeLessThanOrEqual(0);
    for (const name of ['Get started', 'API']) {
      const box = await page.locator('main').getByRole('link', {name, exact: true}).boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    }
    const drawing = await page.locator('main figure.example-preview img:visible').boundingBox();
    expect(drawing!.x).toBeGreaterThanOrEqual(0);
    expect(drawing!.x + drawing!.width).toBeLessThanOrEqual(width);
  });
}
