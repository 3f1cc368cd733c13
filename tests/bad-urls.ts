import type {Page} from '@playwright/test';
import {test, expect, openHydrated, waitForHydration} from './e2e/fixtures';
import {clientNavigate, isSameDocument, markDocument} from './e2e/site';

/**
 * Bad URLs must end cleanly, on any host: the page they land on hydrates, shows what it
 * should (the 404 page for a path that is not a page) at an address on this origin, and
 * raises no page error. Shared by the `npm run serve` suite (tests/e2e) and nginx
 * (tests/nginx), which answer some of these URLs differently.
 */
export type BadUrl = {
  /** The path as the browser requests it (it reads `\` as `/` and keeps escapes). */
  path: string;
  /** A real page whose response (status and body) a host that serves `path` would send. */
  body: string;
  /** Where the address must end up, and the H1 shown there. */
  address: string;
  h1: string | RegExp;
};

const notFound = 'Page Not Found';
/** No page lives here: hosts answer with the site's 404 page, status 404. */
const missing = '/no/such/page';

/**
 * Malformed percent-encoding, and an escaped '%' (which the router decodes, then decodes
 * again). The address keeps what was typed, escaped so that the router can decode it.
 */
export const percentCases: BadUrl[] = [
  {path: '/docs/%C0%AF', body: missing, address: '/docs/%2525C0%2525AF', h1: notFound},
  {path: '/docs/%E0%A4%A', body: missing, address: '/docs/%2525E0%2525A4%2525A', h1: notFound},
  {path: '/docs/%25', body: missing, address: '/docs/%2525', h1: notFound},
];

/** Paths starting with `//` are protocol-relative when used as a URL: they must stay here. */
export const slashCases: BadUrl[] = [
  {path: '//x/index.html', body: missing, address: '/x', h1: notFound},
  {path: '///index.html', body: '/', address: '/', h1: 'React Figma'},
  {path: '/\\evil.example/index.html', body: missing, address: '/evil.example', h1: notFound},
  {path: '//docs/styling/index.html', body: '/docs/styling', address: '/docs/styling', h1: /styl/i},
];

/** The H1 of the page, hydrated, at the expected address on this origin. */
async function expectLanded(page: Page, baseURL: string, {address, h1}: BadUrl) {
  // The H1 first: a crashed page says so at once, instead of never hydrating.
  await expect(page.locator('h1')).toHaveText(h1);
  await waitForHydration(page);
  const url = new URL(page.url());
  expect(url.origin).toBe(new URL(baseURL).origin);
  expect(url.pathname).toBe(address);
}

/** After the bad URL, the app still navigates: the navbar's Docs link shows its page. */
async function expectNavbarWorks(page: Page) {
  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Docs'}).click();
  await expect(page).toHaveURL(/\/docs\/API$/);
  await expect(page.locator('h1')).toHaveText(/API/);
}

/**
 * Answers `path` in the browser with the response for `body`, without a redirect: on a host
 * that serves the path itself, only the app's own code can clean up the address.
 */
export async function serveAs(
  page: Page,
  baseURL: string,
  {path, body}: Pick<BadUrl, 'path' | 'body'>,
) {
  const target = new URL(baseURL + path);
  await page.route(
    (url) => url.origin === target.origin && url.pathname === target.pathname,
    async (route) =>
      route.fulfill({response: await route.fetch({url: baseURL + body, maxRedirects: 0})}),
  );
}

/**
 * Defines the tests for every case, against the host the calling suite's baseURL points at.
 * `hostMayRefuse`: the host answers some of them with an error page of its own
 * (`docusaurus serve` refuses malformed escapes with a bare 400); nginx must never.
 */
export function defineBadUrlTests({hostMayRefuse}: {hostMayRefuse: boolean}) {
  // Always baseURL + path: page.goto('//x/…') would leave for host x.
  for (const badUrl of [...percentCases, ...slashCases]) {
    test(`${badUrl.path} as the host answers it`, async ({page, baseURL}) => {
      const response = await page.goto(baseURL + badUrl.path);
      const fromSite = /\bid="?__docusaurus\b/.test(await response!.text());
      expect(fromSite || hostMayRefuse, 'the site’s own page').toBe(true);
      if (!fromSite) {
        // The host refused the URL with a page of its own: no app runs, nothing to check.
        expect(response!.status()).toBeGreaterThanOrEqual(400);
        test.info().annotations.push({
          type: 'host',
          description: `${badUrl.path}: ${response!.status()} with the host's own page`,
        });
        return;
      }
      await expectLanded(page, baseURL!, badUrl);
      await expectNavbarWorks(page);
    });

    test(`${badUrl.path} answered with ${badUrl.body}'s page`, async ({page, baseURL}) => {
      await serveAs(page, baseURL!, badUrl);
      const response = await page.goto(baseURL + badUrl.path);
      expect(new URL(response!.url()).pathname).toBe(new URL(baseURL + badUrl.path).pathname);
      await expectLanded(page, baseURL!, badUrl);
      await expectNavbarWorks(page);
    });
  }

  for (const badUrl of percentCases) {
    test(`back to ${badUrl.path} after a click in the app`, async ({page, baseURL}) => {
      await serveAs(page, baseURL!, badUrl);
      await page.goto(baseURL + badUrl.path);
      await expectLanded(page, baseURL!, badUrl);
      await markDocument(page);
      await expectNavbarWorks(page);
      // The router, not a page load, brings the first entry back.
      await page.goBack();
      await expectLanded(page, baseURL!, badUrl);
      expect(await isSameDocument(page)).toBe(true);
      await expectNavbarWorks(page);
    });

    test(`client-side navigation to ${badUrl.path}`, async ({page, baseURL}) => {
      await openHydrated(page, `${baseURL}/docs/installation`);
      await markDocument(page);
      await clientNavigate(page, badUrl.path);
      await expectLanded(page, baseURL!, badUrl);
      expect(await isSameDocument(page)).toBe(true);
      await expectNavbarWorks(page);
    });
  }
}
