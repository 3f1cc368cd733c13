import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {test, expect, isExternal, waitForHydration} from './fixtures';
import {sitemapPaths} from '../site-files.mjs';
import {wcagTags} from './site';

/**
 * Every page of the built site, plus the 404 page: each must answer with the right status,
 * hydrate without errors or failed requests, pass axe (WCAG 2.2 A/AA) in light and dark mode,
 * have exactly one H1 and alt text on every image, and fit a 360 px wide phone.
 */

const sitemap = sitemapPaths();
const notFoundPath = '/this-page-does-not-exist';

/** Same-origin requests that failed or answered with an error status (the page's own 404 aside). */
function trackFailedRequests(page: Page, documentUrl: () => string) {
  const failures: string[] = [];
  page.on('requestfailed', (request) => {
    // Navigating away aborts in-flight prefetches; that is the test's doing, not a broken asset.
    if (isExternal(request.url()) || request.failure()?.errorText === 'net::ERR_ABORTED') return;
    failures.push(`${request.failure()?.errorText}: ${request.url()}`);
  });
  page.on('response', (response) => {
    const url = response.url();
    if (isExternal(url) || response.status() < 400 || url === documentUrl()) return;
    failures.push(`HTTP ${response.status()}: ${url}`);
  });
  return failures;
}

async function expectNoAxeViolations(page: Page) {
  const {violations} = await new AxeBuilder({page}).withTags(wcagTags).analyze();
  const summary = violations.map(
    ({id, help, nodes}) => `${id}: ${help} (${nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary, 'axe violations').toEqual([]);
}

// axe runs twice on every page; the longest docs pages take 30-40 s on two busy cores.
test.describe.configure({mode: 'parallel', timeout: 120_000});

test('the sitemap lists the site pages', () => {
  expect(sitemap).toEqual(
    expect.arrayContaining(['/', '/blog', '/docs/installation', '/docs/api/view']),
  );
});

for (const path of [...sitemap, notFoundPath]) {
  const expectedStatus = path === notFoundPath ? 404 : 200;

  test(`crawl ${path}`, async ({page, baseURL}) => {
    let documentUrl = '';
    const failedRequests = trackFailedRequests(page, () => documentUrl);

    const open = async (query = '') => {
      documentUrl = new URL(path + query, baseURL).href;
      const response = await page.goto(documentUrl);
      expect(response?.status(), `HTTP status of ${path}`).toBe(expectedStatus);
      await waitForHydration(page);
    };

    await test.step('light mode: structure and axe', async () => {
      await open();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      await expect(page.locator('h1'), 'exactly one H1').toHaveCount(1);
      await expect(page.locator('h1')).toBeVisible();
      const imagesWithoutAlt = await page
        .locator('img:not([alt])')
        .evaluateAll((images) => images.map((img) => (img as HTMLImageElement).src));
      expect(imagesWithoutAlt, 'images without alt').toEqual([]);
      await expectNoAxeViolations(page);
    });

    await test.step('dark mode: axe', async () => {
      await open('?docusaurus-theme=dark');
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expectNoAxeViolations(page);
    });

    await test.step('360 px wide: no horizontal scroll', async () => {
      await page.setViewportSize({width: 360, height: 740});
      const overflow = await page.evaluate(() => {
        const root = document.documentElement;
        return root.scrollWidth - root.clientWidth;
      });
      expect(overflow, 'page wider than a 360 px viewport by').toBeLessThanOrEqual(0);
    });

    expect(failedRequests, 'failed same-origin requests').toEqual([]);
  });
}
