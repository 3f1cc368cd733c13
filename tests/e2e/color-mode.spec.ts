import type {Page} from '@playwright/test';
import {test, expect, openHydrated, waitForHydration} from './fixtures';
import {colorModeSwitch, holdRequests, switchColorMode} from './site';

/** Light by default whatever the OS prefers; the switch toggles; the choice survives reloads. */

// The reader's OS asks for dark: the site must still start light.
test.use({colorScheme: 'dark'});

const theme = (page: Page) => page.locator('html');

/**
 * How the page background reads: 'dark' or 'light' by its luminance. A transparent
 * background shows the browser's canvas, which is white for a page without color-scheme: dark.
 */
async function pageBackground(page: Page) {
  return page.evaluate(() => {
    const style = getComputedStyle(document.documentElement);
    const [r, g, b, a = 1] = style.backgroundColor.match(/[\d.]+/g)!.map(Number);
    if (a === 0) return style.colorScheme.includes('dark') ? 'dark' : 'light';
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b! < 128 ? 'dark' : 'light';
  });
}

test('the site starts light even when the OS prefers dark', async ({page}) => {
  await openHydrated(page, '/docs/installation');
  expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(true);
  await expect(theme(page)).toHaveAttribute('data-theme', 'light');
  expect(await pageBackground(page)).toBe('light');
  await expect(colorModeSwitch(page)).toHaveAccessibleName(/currently light mode/);
});

test('the switch toggles between light and dark', async ({page}) => {
  await openHydrated(page, '/');
  await switchColorMode(page, 'dark');
  expect(await pageBackground(page)).toBe('dark');
  await expect(colorModeSwitch(page)).toHaveAccessibleName(/currently dark mode/);
  await switchColorMode(page, 'light');
  expect(await pageBackground(page)).toBe('light');
});

test('the chosen mode persists over a reload and across pages', async ({page}) => {
  await openHydrated(page, '/');
  await switchColorMode(page, 'dark');
  await page.reload();
  await waitForHydration(page);
  await expect(theme(page)).toHaveAttribute('data-theme', 'dark');
  await openHydrated(page, '/docs/styling');
  await expect(theme(page)).toHaveAttribute('data-theme', 'dark');
});

test('a saved dark choice applies before any script bundle runs: no flash of light', async ({
  page,
}) => {
  await openHydrated(page, '/');
  await switchColorMode(page, 'dark');

  // Hold back every script bundle: what shows now comes from the HTML and CSS alone.
  const releaseScripts = await holdRequests(page, '**/assets/js/**');
  await page.goto('/docs/installation', {waitUntil: 'commit'});
  await page.locator('footer').waitFor({state: 'attached'});
  await expect(theme(page)).toHaveAttribute('data-has-hydrated', 'false');
  await expect(theme(page)).toHaveAttribute('data-theme', 'dark');
  await expect.poll(() => pageBackground(page)).toBe('dark');

  releaseScripts();
  await waitForHydration(page);
  await expect(theme(page)).toHaveAttribute('data-theme', 'dark');
});
