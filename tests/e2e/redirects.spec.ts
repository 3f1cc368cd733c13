import {test, expect, openHydrated, waitForHydration} from './fixtures';
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
  test(`loading ${from} lands on ${to}, loading one document`, async ({page}) => {
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) documents.push(new URL(request.url()).pathname);
    });
    await page.goto(from);
    await expect(page).toHaveURL(endsAt(to));
    await waitForHydration(page);
    await expect(page.locator('h1')).toHaveText(headingOf(to));
    // The client-side redirect only: a refresh firing too would load the target a second time.
    expect(documents).toEqual([from]);
  });
}

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  for (const {from, to} of redirects) {
    test(`${from} redirects to ${to} (the meta refresh alone)`, async ({page}) => {
      await page.goto(from);
      await expect(page).toHaveURL(endsAt(to));
      await expect(page.locator('h1')).toHaveText(headingOf(to));
    });
  }
});

// An old URL reached inside the app, from a page the reader was on.
for (const [start, from] of [
  ['/', '/docs'],
  ['/docs/installation', '/docs/api/StatusBar'],
] as const) {
  test(`${from} reached inside the app redirects without a page load, and leaves no history entry`, async ({
    page,
  }) => {
    const {to} = redirects.find((redirect) => redirect.from === from)!;
    await openHydrated(page, start);
    await markDocument(page);
    await clientNavigate(page, from);
    await expect(page).toHaveURL(endsAt(to));
    await expect(page.locator('h1')).toHaveText(headingOf(to));
    expect(await isSameDocument(page)).toBe(true);
    // The redirect replaces the old URL in history: Back returns to the page the reader came from.
    await page.goBack();
    await expect(page).toHaveURL(endsAt(start));
  });
}
