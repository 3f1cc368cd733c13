import {test, expect, openHydrated} from './fixtures';
import {sitemapPaths} from '../../tools/site-files.mjs';
import {blogPostPattern, clientNavigate, requiredDocRoutes} from './site';

/**
 * Every route (issue 2's required list plus the built sitemap) answers 200 at its exact path
 * and shows an H1, about its subject on the required ones: as prerendered HTML, and rendered
 * by the app. (crawl.spec.ts loads each sitemap page in full for its own checks.)
 */

const sitemap = sitemapPaths();
const blogPosts = sitemap.filter((path) => blogPostPattern.test(path));

/** What each route's H1 must say: the required routes name their subject. */
const requiredH1: Record<string, RegExp> = {
  '/': /React Figma/,
  '/blog': /blog/i,
  ...requiredDocRoutes,
};

/** The required routes, then every other page of the sitemap (posts, tags, archive…). */
const routes: [path: string, h1: RegExp][] = [
  ...Object.entries(requiredH1),
  ...sitemap.filter((path) => !(path in requiredH1)).map((path): [string, RegExp] => [path, /\S/]),
];

test('the sitemap lists every required route and three date-based blog posts', () => {
  expect(sitemap).toEqual(expect.arrayContaining(Object.keys(requiredH1)));
  expect(blogPosts).toHaveLength(3);
});

test('every route answers 200 with one H1, naming its subject on required routes', async ({
  request,
}) => {
  for (const [path, h1] of routes) {
    const response = await request.get(path, {maxRedirects: 0});
    expect.soft(response.status(), path).toBe(200);
    const headings = [...(await response.text()).matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map(
      ([, html]) => html!.replace(/<[^>]+>/g, '').trim(),
    );
    expect.soft(headings, path).toEqual([expect.stringMatching(h1)]);
  }
});

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
