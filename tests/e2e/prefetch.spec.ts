import type {Page, Request} from '@playwright/test';
import {test, expect, openHydrated} from './fixtures';
import {abortChunks} from './site';
import {networkQuiet} from '../../tools/network-quiet.mjs';

/**
 * Routes behind visible links are prefetched (<link rel="prefetch">) and hovered ones preloaded,
 * except on a 2g connection with data saver on; a failed prefetch is ignored.
 */

const isChunk = (request: Request) => request.url().includes('/assets/js/');
const blogLink = (page: Page) =>
  page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Blog'});

/** Script chunks requested from now on. */
function scriptRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (isChunk(request) && request.resourceType() === 'script') urls.push(request.url());
  });
  return urls;
}

test('routes behind links in view are prefetched', async ({page}) => {
  await openHydrated(page, '/docs/installation');
  await expect.poll(() => page.locator('head link[rel="prefetch"]').count()).toBeGreaterThan(0);
  const hrefs = await page
    .locator('head link[rel="prefetch"]')
    .evaluateAll((links) => links.map((l) => l.getAttribute('href')));
  for (const href of hrefs) expect(href).toMatch(/^\/assets\/js\/.+\.js$/);
});

test('hovering a link loads its route, so the click needs no further chunk', async ({page}) => {
  await openHydrated(page, '/docs/installation');
  const preload = page.waitForRequest((r) => isChunk(r) && r.resourceType() === 'script');
  await blogLink(page).hover();
  await preload;
  await networkQuiet(page);
  const duringNavigation = scriptRequests(page);
  await blogLink(page).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.locator('html')).toHaveClass(/blog-list-page/);
  expect(duringNavigation).toEqual([]);
});

test.describe('on a 2g connection with data saver on', () => {
  test.beforeEach(async ({page}) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'connection', {
        configurable: true,
        get: () => ({effectiveType: '2g', saveData: true}),
      });
    });
  });

  test('nothing is prefetched or preloaded, and links still work', async ({page}) => {
    await openHydrated(page, '/docs/installation');
    const requested = scriptRequests(page);
    await blogLink(page).hover();
    // Nothing to wait for but time: give a prefetch the chance to (wrongly) start.
    await page.waitForTimeout(500);
    await networkQuiet(page);
    await expect(page.locator('head link[rel="prefetch"]')).toHaveCount(0);
    expect(requested).toEqual([]);
    // Navigation itself still loads what the next page needs.
    await blogLink(page).click();
    await expect(page.locator('html')).toHaveClass(/blog-list-page/);
    expect(requested.length).toBeGreaterThan(0);
  });
});

test.describe('when prefetching fails', () => {
  // The browser reports each aborted request on the console itself; the site must add nothing.
  test.use({expectedConsoleErrors: [/^Failed to load resource/]});

  test('an aborted prefetch causes no page error and the link still works', async ({page}) => {
    // Prefetches (<link rel="prefetch">) fail; the scripts the page runs load.
    const aborted = await abortChunks(page, (request) => request.resourceType() !== 'script');
    await openHydrated(page, '/docs/installation');
    await expect.poll(() => aborted.length).toBeGreaterThan(0);
    await page.locator('footer').getByRole('link', {name: 'Styling'}).click();
    await expect(page.locator('h1')).toHaveText(/styl/i);
    // The page fixture fails the test on any page error.
  });

  test('an aborted preload on hover causes no page error and the link still works', async ({
    page,
  }) => {
    await openHydrated(page, '/docs/installation');
    const aborted = await abortChunks(page);
    await blogLink(page).hover();
    await expect.poll(() => aborted.length).toBeGreaterThan(0);
    await networkQuiet(page);
    // The chunks are back: clicking loads them again and shows the page.
    await page.unroute('**/assets/js/**');
    await blogLink(page).click();
    await expect(page.locator('html')).toHaveClass(/blog-list-page/);
  });
});

test.describe('on a phone', () => {
  test.use({viewport: {width: 375, height: 740}});

  /** The distinct chunks prefetched so far. */
  const prefetched = (page: Page) =>
    page
      .locator('head link[rel="prefetch"]')
      .evaluateAll((links) => new Set(links.map((l) => l.getAttribute('href'))).size);

  test('the closed menu prefetches nothing; its routes are prefetched once it opens', async ({
    page,
  }) => {
    await openHydrated(page, '/docs/installation');
    await networkQuiet(page);
    // The links in view (the article's, the breadcrumbs') are prefetched; the menu's are not.
    const beforeOpening = await prefetched(page);
    expect(beforeOpening).toBeGreaterThan(0);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const menu = page.locator('.navbar-sidebar');
    await expect(menu.getByRole('link', {name: 'Hot reloading'})).toBeVisible();
    await expect.poll(() => prefetched(page)).toBeGreaterThan(beforeOpening);
  });

  test('the menu slides in on its first opening as on later ones', async ({page}) => {
    await openHydrated(page, '/docs/installation');
    // Slow transitions, so that each opening's can be seen running on any machine.
    await page.addStyleTag({content: ':root { --ifm-transition-fast: 60s; }'});
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    const menu = page.locator('.navbar-sidebar');
    const slides = () =>
      menu.evaluate((el) =>
        el
          .getAnimations()
          .some((a) => a instanceof CSSTransition && a.transitionProperty === 'transform'),
      );
    await toggle.click();
    await expect(page.locator('.navbar-sidebar--show')).toBeAttached();
    expect(await slides(), 'the first opening slides').toBe(true);
    const finish = () => menu.evaluate((el) => el.getAnimations().forEach((a) => a.finish()));
    await finish();
    await menu.getByRole('button', {name: 'Close navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    await finish();
    await toggle.click();
    await expect(page.locator('.navbar-sidebar--show')).toBeAttached();
    expect(await slides(), 'a later opening slides').toBe(true);
  });
});
