import {test, expect, isExternal, waitForHydration} from './fixtures';
import {clientNavigate, isSameDocument, markDocument} from './site';
import {redirects} from '../../src/plugins/redirects/redirects';

/** What the H1 of each redirect target must say. */
const targetHeadings: Record<string, RegExp> = {
  '/docs/installation': /^Installation$/,
  '/docs/api/local-styles': /^Local styles$/,
  '/docs/api/react-native-compat': /^React Native compatibility$/,
  '/docs/examples': /^Examples$/,
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The page URL must end exactly at the target, #fragment included. */
const endsAt = (to: string) => new RegExp(`${escape(to)}$`);
const headingOf = (to: string) => {
  const heading = targetHeadings[to.split('#')[0]!];
  if (!heading) throw new Error(`No expected H1 for ${to}: add it to targetHeadings`);
  return heading;
};

for (const {from, to} of redirects) {
  test(`loading ${from} lands on ${to}`, async ({page}) => {
    await page.goto(from);
    await expect(page).toHaveURL(endsAt(to));
    await waitForHydration(page);
    await expect(page.locator('h1')).toHaveText(headingOf(to));
  });

  test(`${from} redirects to ${to} without JavaScript (the meta refresh alone)`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({baseURL, javaScriptEnabled: false});
    await context.route(isExternal, (route) => route.abort('blockedbyclient'));
    const page = await context.newPage();
    await page.goto(from);
    await expect(page).toHaveURL(endsAt(to));
    await expect(page.locator('h1')).toHaveText(headingOf(to));
    await context.close();
  });
}

test('an old URL reached inside the app redirects without a page load', async ({page}) => {
  await page.goto('/docs/installation');
  await waitForHydration(page);
  await markDocument(page);
  await clientNavigate(page, '/docs/api/StatusBar');
  await expect(page).toHaveURL(/\/docs\/api\/react-native-compat#statusbar$/);
  await expect(page.locator('h1')).toHaveText('React Native compatibility');
  expect(await isSameDocument(page)).toBe(true);
});
