import {test, expect, waitForHydration} from './fixtures';
import {blogPostPattern, requiredDocRoutes, sitemapPaths} from './site';

/** Every route issue 2 names answers 200 at its exact path and shows an H1 about its subject. */

const blogPosts = sitemapPaths.filter((path) => blogPostPattern.test(path));

test('the sitemap lists every required route and three date-based blog posts', () => {
  expect(sitemapPaths).toEqual(
    expect.arrayContaining(['/', '/blog', ...Object.keys(requiredDocRoutes)]),
  );
  expect(blogPosts).toHaveLength(3);
});

const routes: [path: string, h1: RegExp][] = [
  ['/', /React Figma/],
  ['/blog', /blog/i],
  ...Object.entries(requiredDocRoutes),
  // A post's H1 is its title, which its list entry links to; any non-empty text here.
  ...blogPosts.map((path): [string, RegExp] => [path, /\S/]),
];

for (const [path, h1] of routes) {
  test(`${path} answers 200 and shows its H1`, async ({page}) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    expect(new URL(page.url()).pathname).toBe(path);
    const heading = page.locator('h1');
    await expect(heading).toHaveCount(1);
    await expect(heading).toBeVisible();
    await expect(heading).toHaveText(h1);
    await expect(heading).not.toHaveText(/Page Not Found/i);
  });
}

test('an unknown path answers 404 and shows the not-found page', async ({page}) => {
  const response = await page.goto('/docs/no-such-page');
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
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
