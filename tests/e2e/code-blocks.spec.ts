import type {Locator, Page} from '@playwright/test';
import {test, expect, openHydrated, waitForHydration} from './fixtures';
import {networkQuiet} from '../../tools/network-quiet.mjs';

/**
 * Code blocks are highlighted during the build (src/plugins/build-time-highlight): pages ship no
 * Prism. What the theme's code block offers must survive that: colors in both modes, the title,
 * highlighted lines, the copy button, and highlighting on pages reached without a page load.
 */

/** The `package.json` block of the Plugin UI guide: a title and lines 11 and 17 highlighted. */
const packageJsonBlock = (page: Page) =>
  page.locator('.theme-code-block').filter({has: page.getByText('package.json', {exact: true})});

const color = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).color);

/** The color of a JSON string, and of the block's plain text. */
async function colors(block: Locator) {
  return {
    string: await color(block.locator('.token.string').first()),
    plain: await color(block.locator('pre')),
  };
}

test('a block keeps its title, highlighted lines and colors in light and dark mode', async ({
  page,
}) => {
  await openHydrated(page, '/docs/plugin-ui');
  const block = packageJsonBlock(page).first();
  await expect(block.getByText('package.json', {exact: true})).toBeVisible();
  const highlighted = block.locator('.theme-code-block-highlighted-line');
  await expect(highlighted).toHaveCount(2);
  await expect(highlighted.nth(0)).toContainText('"react-dom"');
  await expect(highlighted.nth(1)).toContainText('"@types/react-dom"');

  const light = await colors(block);
  expect(light.string, 'a string is colored apart from plain text').not.toBe(light.plain);

  await page.getByRole('button', {name: /dark and light mode/}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect
    .poll(async () => (await colors(block)).string, 'the dark theme recolors tokens')
    .not.toBe(light.string);
  const dark = await colors(block);
  expect(dark.string).not.toBe(dark.plain);

  // A page loaded in dark mode: the server drew light colors, which hydration must not keep.
  await page.reload();
  await waitForHydration(page);
  await expect.poll(async () => colors(block)).toEqual(dark);
});

test('hydration keeps the code blocks and tabs the server drew', async ({page}) => {
  // Every element removed from the page once its HTML has been parsed.
  await page.addInitScript(() => {
    const removed: string[] = [];
    Object.assign(window, {removedAfterParse: removed});
    new MutationObserver((records) => {
      if (document.readyState === 'loading') return;
      for (const record of records) {
        for (const node of Array.from(record.removedNodes)) {
          if (node instanceof Element) removed.push(node.className || node.tagName);
        }
      }
    }).observe(document, {childList: true, subtree: true});
  });
  await openHydrated(page, '/docs/installation');
  await expect(page.getByRole('tab', {name: 'yarn'}).first()).toBeVisible();
  await networkQuiet(page);
  const removed = await page.evaluate(
    () => (window as unknown as {removedAfterParse: string[]}).removedAfterParse,
  );
  expect(removed.filter((name) => /theme-code-block|tabs|token-line/.test(name))).toEqual([]);
});

test('the copy button copies the code as written', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openHydrated(page, '/docs/plugin-ui');
  const block = packageJsonBlock(page).first();
  await block.hover();
  await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^\{\n {2}"name": "hello-react-figma",/);
  expect(copied).toContain('"react-figma": "0.31.0"');
  const lines = await block
    .locator('.token-line')
    .evaluateAll((els) => els.map((el) => el.textContent));
  expect(copied).toBe(lines.join('\n'));
});

test('a page reached by a link, without a page load, is highlighted too', async ({page}) => {
  await openHydrated(page, '/docs/installation');
  await page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'Plugin UI'}).click();
  await expect(page).toHaveURL(/\/docs\/plugin-ui$/);
  const block = packageJsonBlock(page).first();
  const {string, plain} = await colors(block);
  expect(string).not.toBe(plain);
  await expect(block.locator('.token.string').first()).toBeVisible();
});
