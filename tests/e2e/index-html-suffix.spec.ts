import type {Page} from '@playwright/test';
import {serveAs} from '../bad-urls';
import {test, expect, openHydrated} from './fixtures';

/** A path ending in /index.html shows the page at the path without that suffix. */

const suffixed = '/docs/styling/index.html';

/** Loads the suffixed path: it answers 200 and ends as the styling page at the clean path. */
async function openSuffixed(page: Page) {
  const response = await openHydrated(page, suffixed);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/docs\/styling$/);
  await expect(page.locator('h1')).toHaveText(/styl/i);
  // The sidebar recognises the page too, which it only does for the clean path.
  await expect(page.locator('.menu__link--active', {hasText: /^Styling$/})).toBeVisible();
  return response;
}

test('/docs/styling/index.html shows the styling page at /docs/styling', async ({page}) => {
  await openSuffixed(page);
});

test('on a host that serves index.html as-is, the app drops the suffix itself', async ({
  page,
  baseURL,
}) => {
  await serveAs(page, baseURL!, {path: suffixed, body: '/docs/styling'});
  const response = await openSuffixed(page);
  expect(response?.url()).toMatch(/\/docs\/styling\/index\.html$/);
});
