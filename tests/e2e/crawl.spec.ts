import {join} from 'node:path';
import type {Page} from '@playwright/test';
import {buildDir, builtPages, sitemapPaths} from '../../tools/site-files.mjs';
import {axeViolations} from './axe';
import {test, expect, isExternal} from './fixtures';
import {expectLeanFirstLoad, firstLoadHoldingLazyFiles} from './first-load-checks';
import {readFileSync} from 'node:fs';
import {expectExamplesRunInFigma, previewedExamples} from './run-in-figma';
import {blogPostPattern, colorModeSwitch, diagramPages, requiredH1, transitionsDone} from './site';

/**
 * Every page of the built site, plus the 404 page, loaded once each: the site's one route check.
 * The first load stays within its byte budget and brings no lazily loaded library it does not use
 * (first-load-checks.ts); every page must hydrate without errors or failed requests. The pages of
 * the sitemap and the 404 page must also answer with the right status, have exactly one H1 in the
 * prerendered HTML and once hydrated (naming its subject on the required routes), pass axe
 * (WCAG 2.2 A/AA) in light mode and its color rules in dark mode, have alt text on every image,
 * and fit a 360 px wide phone. The others (client-side redirects, the search page) are only loaded. On a page with
 * previewed examples, each example's Run in Figma download must run as its preview shows
 * (run-in-figma.ts). routes.spec.ts reaches every page by client-side navigation.
 */

const sitemap = sitemapPaths();
const notFoundPath = '/this-page-does-not-exist';
const pages = [...new Set([...builtPages(), ...sitemap])].sort();

/** Same-origin requests that failed or answered with an error status (the page's own 404 aside). */
function trackFailedRequests(page: Page, documentUrl: string) {
  const failures: string[] = [];
  page.on('requestfailed', (request) => {
    // Navigating away aborts in-flight prefetches; that is the test's doing, not a broken asset.
    if (isExternal(request.url()) || request.failure()?.errorText === 'net::ERR_ABORTED') return;
    failures.push(`${request.failure()?.errorText}: ${request.url()}`);
  });
  page.on('response', (response) => {
    const url = response.url();
    if (isExternal(url) || response.status() < 400 || url === documentUrl) return;
    failures.push(`HTTP ${response.status()}: ${url}`);
  });
  return failures;
}

/** The WCAG A/AA rules of axe whose outcome depends on the colors of the page. */
const darkModeRules = ['color-contrast', 'link-in-text-block'];

const diagrams = (page: Page) => page.locator('.docusaurus-mermaid-container svg');

/**
 * Switches the loaded page to dark mode in place, as the navbar switch does, and waits until it
 * looks as a page loaded in dark mode does: color transitions done, each diagram drawn anew for
 * the dark palette. A dispatched click, so that no hover or focus style stays on the switch.
 */
async function switchToDarkInPlace(page: Page) {
  await diagrams(page).evaluateAll((svgs) => svgs.forEach((svg) => (svg.dataset.light = '')));
  await colorModeSwitch(page).dispatchEvent('click');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('.docusaurus-mermaid-container svg[data-light]')).toHaveCount(0);
  await transitionsDone(page);
}

test.describe.configure({mode: 'parallel'});

test('the sitemap lists every required route and three date-based blog posts', () => {
  expect(sitemap).toEqual(expect.arrayContaining(Object.keys(requiredH1)));
  expect(sitemap.filter((path) => blogPostPattern.test(path))).toHaveLength(3);
});

/** The built file a path is served from. */
const htmlFileOf = (path: string) =>
  join(buildDir, path === notFoundPath ? '404.html' : join(path, 'index.html'));
const examplesOn = (path: string) => previewedExamples(readFileSync(htmlFileOf(path), 'utf8'));

test('the build has previewed examples to run in Figma', () => {
  expect(pages.filter((path) => examplesOn(path) > 0).length).toBeGreaterThan(10);
});

for (const path of [...pages, notFoundPath]) {
  const expectedStatus = path === notFoundPath ? 404 : 200;
  const htmlFile = htmlFileOf(path);
  const examples = examplesOn(path);

  test(`crawl ${path}`, async ({page, baseURL}) => {
    // Each example's plugin runs React and react-figma in jsdom: seconds each on a busy machine.
    if (examples) test.setTimeout(60_000 + examples * 60_000);
    const url = new URL(path, baseURL).href;
    const loadedViewport = page.viewportSize()!;
    const failedRequests = trackFailedRequests(page, url);

    // The crawl's own load is the measured first load: no page is loaded twice. What it brought
    // is known once the network has been quiet for a while; the checks of the page as a reader
    // sees it need no network, so they run meanwhile.
    const load = await firstLoadHoldingLazyFiles(page, url);
    const checkFirstLoad = () =>
      test.step('first load: bytes and lazy libraries', async () =>
        expectLeanFirstLoad(page, path, htmlFile, {
          files: await load.files,
          neededToHydrate: load.neededToHydrate,
        }));

    if (sitemap.includes(path) || path === notFoundPath) {
      await test.step('prerendered HTML at its own URL: one H1, naming a required route', () => {
        expect(load.response?.url(), 'answered without a redirect').toBe(url);
        const headings = [...readFileSync(htmlFile, 'utf8').matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)];
        expect(headings.map(([, html]) => html!.replace(/<[^>]+>/g, '').trim())).toEqual([
          expect.stringMatching(requiredH1[path] ?? /\S/),
        ]);
      });
      await Promise.all([
        checkFirstLoad(),
        checkLightMode(page, path, expectedStatus, load.response?.status()),
      ]);
      await checkDarkAndNarrow(page);
    } else {
      await checkFirstLoad();
    }

    if (examples) {
      await test.step(`Run in Figma: each of its ${examples} examples runs as its preview shows`, async () => {
        await page.setViewportSize(loadedViewport);
        await expectExamplesRunInFigma(page, path, examples);
      });
    }

    expect(failedRequests, 'failed same-origin requests').toEqual([]);
  });
}

/**
 * What a page draws after it has hydrated, from files it loads then: the light-mode checks wait
 * for it by name rather than for the network to go quiet.
 */
async function drawnLazily(page: Page, path: string) {
  if (diagramPages.includes(path)) await expect(diagrams(page).first()).toBeVisible();
  // The editor's chunk, then the starter example drawn in the Playground's worker, and compared
  // with slower runs (a drawing that depends on timing gets a note).
  if (path === '/playground') {
    const drawn = page.locator('figure[data-state="current"]:not([data-timing="comparing"])');
    await expect(drawn).toBeVisible({timeout: 20_000});
  }
}

/** The checks of a page a reader lands on, in the state its first load left it. */
async function checkLightMode(page: Page, path: string, expectedStatus: number, status?: number) {
  await test.step('light mode: status, structure and axe', async () => {
    expect(status, `HTTP status of ${path}`).toBe(expectedStatus);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.locator('h1'), 'exactly one H1').toHaveCount(1);
    await expect(page.locator('h1')).toBeVisible();
    const imagesWithoutAlt = await page
      .locator('img:not([alt])')
      .evaluateAll((images) => images.map((img) => (img as HTMLImageElement).src));
    expect(imagesWithoutAlt, 'images without alt').toEqual([]);
    // axe must see what the page draws after hydration.
    await drawnLazily(page, path);
    expect(await axeViolations(page), 'axe violations').toEqual([]);
  });
}

/** The same page switched to dark mode in place, then at a phone's width. */
async function checkDarkAndNarrow(page: Page) {
  // A second load would cost as much as the checks.
  await test.step('dark mode: axe, color rules', async () => {
    await switchToDarkInPlace(page);
    // Only colors change with the mode: the page's structure, names and roles passed every rule
    // in light mode, so dark mode reruns the rules that read colors.
    expect(await axeViolations(page, {onlyRules: darkModeRules}), 'axe violations').toEqual([]);
  });

  await test.step('360 px wide: no horizontal scroll, no table wider than the screen', async () => {
    await page.setViewportSize({width: 360, height: 740});
    const overflow = await page.evaluate(() => {
      const root = document.documentElement;
      return root.scrollWidth - root.clientWidth;
    });
    expect(overflow, 'page wider than a 360 px viewport by').toBeLessThanOrEqual(0);
    // A table scrolls inside itself, so the page does not show it: its rows must stack instead.
    const wideTables = await page.$$eval('article table', (tables) =>
      tables
        .filter((table) => table.scrollWidth > table.clientWidth + 1)
        .map((table) => table.querySelector('th')?.textContent ?? '(no header)'),
    );
    expect(wideTables, 'tables that scroll sideways, by first header').toEqual([]);
  });
}
