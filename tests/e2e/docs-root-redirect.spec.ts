import {test, expect, waitForHydration} from './fixtures';
import {clientNavigate, isSameDocument, markDocument} from './site';

/** /docs has no page of its own: readers land on /docs/installation however they arrive. */

test('loading /docs lands on /docs/installation', async ({page}) => {
  await page.goto('/docs');
  await expect(page).toHaveURL(/\/docs\/installation$/);
  await waitForHydration(page);
  await expect(page.locator('h1')).toHaveText(/install/i);
});

test('the static /docs page redirects without JavaScript', async ({browser, baseURL}) => {
  const context = await browser.newContext({baseURL, javaScriptEnabled: false});
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort('blockedbyclient'));
  const page = await context.newPage();
  await page.goto('/docs');
  await expect(page).toHaveURL(/\/docs\/installation$/);
  await expect(page.locator('h1')).toHaveText(/install/i);
  await context.close();
});

test('navigating to /docs inside the app lands on /docs/installation without a page load', async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  await markDocument(page);
  await clientNavigate(page, '/docs');
  await expect(page).toHaveURL(/\/docs\/installation$/);
  await expect(page.locator('h1')).toHaveText(/install/i);
  expect(await isSameDocument(page)).toBe(true);
  // The redirect replaces /docs in history: Back returns to the page the reader came from.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});
