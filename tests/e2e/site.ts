import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Locator, Page, Request} from '@playwright/test';
import {searchBox, dropdownOptions as searchSuggestions} from '../../tools/search-relevance.mjs';
import {repoRoot} from '../../tools/site-files.mjs';
import {expect, openHydrated} from './fixtures';

// The navbar search input, and the results its dropdown suggests as the reader types: located
// as the relevance suite locates them.
export {searchBox, searchSuggestions};

/** The first result the navbar search suggests: visible, and titled `title`. */
export async function expectFirstSuggestion(page: Page, title: string) {
  const first = searchSuggestions(page).first();
  await expect(first).toBeVisible();
  await expect(first.locator('[class*="hitTitle"]')).toHaveText(title);
  return first;
}

/** Opens a docs page, focuses the search box with its Ctrl+K shortcut, and types `query`. */
export async function typeInSearch(page: Page, query: string) {
  await openHydrated(page, '/docs/installation');
  await page.keyboard.press('Control+k');
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.type(query);
}

/** The docs sidebar's navigation landmark. */
export const docsSidebar = (page: Page) => page.getByRole('navigation', {name: 'Docs sidebar'});

/** The navbar button that switches between light and dark mode (in `scope`: the page, or a part). */
export const colorModeSwitch = (scope: Page | Locator) =>
  scope.getByRole('button', {name: /switch between dark and light mode/i});

/**
 * Waits until the transitions that a change just started have ended (a color mode switch fades
 * the page's colors; axe must see the colors they end on): two frames, for the browser to start
 * them, then every animation that has an end.
 */
export async function transitionsDone(page: Page) {
  await page.evaluate(async () => {
    for (let i = 0; i < 2; i++) await new Promise(requestAnimationFrame);
    const transitions = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.allSettled(transitions.map((animation) => animation.finished));
  });
}

/** Clicks the color mode switch, as a reader does, and waits for the mode it switches to. */
export async function switchColorMode(page: Page, to: 'light' | 'dark') {
  await colorModeSwitch(page).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', to);
}

/**
 * A stand-in for buttons.js, the GitHub star button script. The fixture blocks the real one (no
 * internet here); a test that needs the script to run, not fail, routes this one instead. Like
 * the real one it waits for the DOM, then swaps each a.github-button; it also marks <html>, so
 * that a test can tell it ran.
 */
export async function stubButtonsScript(page: Page) {
  await page.route('https://buttons.github.io/buttons.js', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `function upgrade() {
        document.documentElement.dataset.buttonsScript = 'ran';
        document.querySelectorAll('a.github-button').forEach((a) => {
          const button = document.createElement('span');
          button.className = 'stub-github-button';
          button.textContent = 'Star 1,000';
          a.replaceWith(button);
        });
      }
      if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', upgrade);
      else upgrade();`,
    }),
  );
}

/**
 * Aborts the script chunks the page requests from now on (those `abort` picks, by default all),
 * like files a new deployment removed. Returns the aborted URLs, as they happen.
 */
export async function abortChunks(page: Page, abort: (request: Request) => boolean = () => true) {
  const aborted: string[] = [];
  await page.route('**/assets/js/**', async (route) => {
    if (!abort(route.request())) return route.continue();
    aborted.push(route.request().url());
    return route.abort('failed');
  });
  return aborted;
}

/**
 * Holds back the responses to the requests `url` matches (as page.route matches it) until the
 * returned function is called: what the page shows meanwhile is what it shows without them.
 */
export async function holdRequests(page: Page, url: Parameters<Page['route']>[0]) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Blog posts live at date-based URLs: /blog/YYYY/MM/DD/slug. */
export const blogPostPattern = /^\/blog\/\d{4}\/\d{2}\/\d{2}\/[^/]+$/;

/**
 * The doc routes issue 2 requires, exact case, each with what its H1 must name.
 * /docs itself is a redirect (see redirects.spec.ts).
 */
export const requiredDocRoutes: Record<string, RegExp> = {
  '/docs/API': /API/,
  ...Object.fromEntries(
    [
      'component',
      'ellipse',
      'frame',
      'group',
      'image',
      'line',
      'page',
      'Platform',
      'rectangle',
      'render',
      'star',
      'StyleSheet',
      'svg',
      'text',
      'vector',
      'view',
    ].map((name) => [`/docs/api/${name}`, new RegExp(`\\b${name}\\b`, 'i')]),
  ),
  '/docs/architecture': /architecture/i,
  '/docs/colors': /colou?rs?/i,
  '/docs/configure': /configur/i,
  '/docs/data-fetching': /data|fetch/i,
  '/docs/devtools': /dev ?tools/i,
  '/docs/hmr': /hot|hmr/i,
  '/docs/installation': /install/i,
  '/docs/roadmap': /roadmap/i,
  '/docs/running': /run/i,
  '/docs/styling': /styl/i,
};

/** What the H1 of each required route must say: it names its subject. */
export const requiredH1: Record<string, RegExp> = {
  '/': /React Figma/,
  '/blog': /blog/i,
  ...requiredDocRoutes,
};

/**
 * Navigates the way the router does on back/forward: the URL changes in place and
 * react-router renders the new location without a page load.
 */
export async function clientNavigate(page: Page, url: string) {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', {state: null}));
  }, url);
}

/** Marks the current document, so a test can tell a client-side navigation from a page load. */
export async function markDocument(page: Page) {
  await page.evaluate(() => Object.assign(window, {__sameDocument: true}));
}

export async function isSameDocument(page: Page) {
  return page.evaluate(
    () => (window as Window & {__sameDocument?: boolean}).__sameDocument === true,
  );
}

const docsDir = join(repoRoot, 'docs');

/** Docs pages whose source mentions `word`, as URL paths (docs/api/frame.md -> /docs/api/frame). */
export function docsMentioning(word: string): string[] {
  return readdirSync(docsDir, {recursive: true, encoding: 'utf8'})
    .filter(
      (file) => /\.mdx?$/.test(file) && readFileSync(join(docsDir, file), 'utf8').includes(word),
    )
    .map((file) => `/docs/${file.replace(/\.mdx?$/, '').replace(/\/index$/, '')}`)
    .sort();
}

/** Docs pages with a Mermaid diagram, which draws itself after hydration. */
export const diagramPages = docsMentioning('```mermaid');

/** The text of the ranges the page marks as searched words (the CSS Custom Highlight API). */
export const highlightedTexts = (page: Page) =>
  page.evaluate(() => {
    const registry = CSS.highlights as unknown as Map<string, Iterable<Range>>;
    return [...(registry.get('search-term') ?? [])].map((range) => range.toString());
  });
