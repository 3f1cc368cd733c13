import {test, expect, openHydrated} from './fixtures';
import {sitemapPaths} from '../../tools/site-files.mjs';
import {clientNavigate, requiredH1} from './site';

/**
 * Every route (the required list plus the built sitemap) renders its H1, about its subject on the
 * required ones, when the app reaches it by client-side navigation. crawl.spec.ts loads each page
 * in full: its status, its prerendered H1 and the rest.
 */

const sitemap = sitemapPaths();

/** The required routes, then every other page of the sitemap (posts, tags, archive…). */
const routes: [path: string, h1: RegExp][] = [
  ...Object.entries(requiredH1),
  ...sitemap.filter((path) => !(path in requiredH1)).map((path): [string, RegExp] => [path, /\S/]),
];

test('every route renders its H1 when reached inside the app', async ({page}) => {
  // Start on a page the walk does not begin with, so the first H1 changes too.
  await openHydrated(page, '/docs/installation');
  const heading = page.locator('h1');
  for (const [path, h1] of routes) {
    const previous = await heading.allTextContents();
    await clientNavigate(page, path);
    // Each page has its own title, so a changed H1 means the new page has rendered.
    await expect.soft(heading, path).not.toHaveText(previous);
    await expect.soft(heading, path).toHaveText(h1);
  }
});

test('an unknown path answers 404 and shows the not-found page', async ({page}) => {
  const response = await openHydrated(page, '/docs/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText(/not found/i);
  // The navbar still offers a way back into the docs.
  await expect(
    page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Docs'}),
  ).toHaveAttribute('href', '/docs/API');
});

test('the server answers at localhost, the address the README gives', async ({
  request,
  baseURL,
}) => {
  const response = await request.get(baseURL!.replace('127.0.0.1', 'localhost'));
  expect(response.status()).toBe(200);
});
