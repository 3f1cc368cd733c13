import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {buildDir} from '../../tools/site-files.mjs';
import {test, expect, openHydrated} from './fixtures';
import {clientNavigate, isSameDocument, markDocument, requiredDocRoutes} from './site';

/** After a navigation the page shows the hash target, or else its top; back and forward work. */

// A short window, so that even a short page scrolls and a heading can sit below the fold.
test.use({viewport: {width: 1100, height: 420}});

/** The doc page with the most section headings, and its last one: the furthest down. */
function deepHeading() {
  const candidates = Object.keys(requiredDocRoutes).map((path) => {
    const html = readFileSync(join(buildDir, path, 'index.html'), 'utf8');
    const ids = [...html.matchAll(/<h[23][^>]*\sid=["']?([^"' >]+)/g)].map(([, id]) => id!);
    return {path, ids};
  });
  const best = candidates.sort((a, b) => b.ids.length - a.ids.length)[0]!;
  expect(best.ids.length, 'some doc page has a section heading').toBeGreaterThan(0);
  return {path: best.path, id: best.ids.at(-1)!};
}

test('a plain navigation starts the new page at its top', async ({page}) => {
  await openHydrated(page, '/docs/installation');
  await page.locator('footer').scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.locator('footer').getByRole('link', {name: 'Styling'}).click();
  await expect(page.locator('h1')).toHaveText(/styl/i);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('navigating to a heading on another page scrolls that heading into view', async ({page}) => {
  const {path, id} = deepHeading();
  await openHydrated(page, '/');
  await markDocument(page);
  await clientNavigate(page, `${path}#${id}`);
  const heading = page.locator(`[id="${id}"]`);
  await expect(heading).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  expect(await isSameDocument(page)).toBe(true);
});

test('loading a page with a hash opens it at that heading', async ({page}) => {
  const {path, id} = deepHeading();
  await openHydrated(page, `${path}#${id}`);
  await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
});

test('a table-of-contents link scrolls its heading into view', async ({page}) => {
  const {path, id} = deepHeading();
  await openHydrated(page, path);
  const heading = page.locator(`[id="${id}"]`);
  await expect(heading).not.toBeInViewport();
  await page.locator(`.table-of-contents a[href="#${id}"]`).click();
  await expect(page).toHaveURL(new RegExp(`#${id}$`));
  await expect(heading).toBeInViewport();
});

test('back and forward move between client-side navigations without a reload', async ({page}) => {
  await openHydrated(page, '/docs/installation');
  await markDocument(page);
  await page.locator('footer').getByRole('link', {name: 'Styling'}).click();
  await expect(page.locator('h1')).toHaveText(/styl/i);
  await page.goBack();
  await expect(page).toHaveURL(/\/docs\/installation$/);
  await expect(page.locator('h1')).toHaveText(/install/i);
  await page.goForward();
  await expect(page).toHaveURL(/\/docs\/styling$/);
  await expect(page.locator('h1')).toHaveText(/styl/i);
  expect(await isSameDocument(page)).toBe(true);
});
