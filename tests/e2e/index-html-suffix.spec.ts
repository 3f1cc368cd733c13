import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';

/** A path ending in /index.html shows the page at the path without that suffix. */

async function expectStylingPage(page: Page) {
  await waitForHydration(page);
  await expect(page).toHaveURL(/\/docs\/styling$/);
  await expect(page.locator('h1')).toHaveText(/styl/i);
  // The sidebar recognises the page too, which it only does for the clean path.
  await expect(page.locator('.menu__link--active', {hasText: /^Styling$/})).toBeVisible();
}

test('/docs/styling/index.html shows the styling page at /docs/styling', async ({page}) => {
  const response = await page.goto('/docs/styling/index.html');
  expect(response?.status()).toBe(200);
  await expectStylingPage(page);
});

test('on a host that serves index.html as-is, the app drops the suffix itself', async ({
  page,
  baseURL,
}) => {
  // Answer the suffixed URL with the page, without a redirect: only the app can clean it up.
  await page.route('**/docs/styling/index.html', async (route) =>
    route.fulfill({response: await route.fetch({url: `${baseURL}/docs/styling`, maxRedirects: 0})}),
  );
  const response = await page.goto('/docs/styling/index.html');
  expect(response?.url()).toMatch(/\/docs\/styling\/index\.html$/);
  expect(response?.status()).toBe(200);
  await expectStylingPage(page);
});
