// @ts-check
// How well the site's search finds what a reader types, measured the way the reader meets it:
// each query typed into the navbar box of the built site, and the pages its dropdown lists, in
// order; then the same query on the /search page. The relevance suite
// (tests/e2e/search-relevance.spec.ts) holds the figures to floors; the bench (npm run bench)
// prints them. Plain JavaScript so that scripts/bench.mjs can import it.
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {buildDir, searchIndexFiles} from './site-files.mjs';

/**
 * A query of the suite, with the pages that answer it (URL paths, any of which is right).
 * @typedef {{query: string, want: string[], kind: string, why?: string}} RelevanceQuery
 */
/** A hit of the dropdown as the reader sees it: its title, its path (if shown), and whether it is
 * drawn as part of the group above it. @typedef {{title: string, path: string[], grouped: boolean}} Hit */
/** @typedef {import('@playwright/test').Page} Page */

/**
 * The title of every page the search indexes, mapped to its URL path, as the index holds them: a
 * hit names its page by this title. Title documents are the index's only ones that belong to no
 * page (`p`) and name no section (`h`). Only docs and blog posts count: the blog's lists are
 * titled "Blog", like the breadcrumb of a post. Fails when two pages share a title, since a hit
 * would then be ambiguous.
 * @param {string} [dir] the built site
 * @returns {Map<string, string>}
 */
export function pageTitles(dir = buildDir) {
  /** @type {Map<string, string>} */
  const titles = new Map();
  for (const file of searchIndexFiles(dir)) {
    /** @type {{documents: {t: string, u: string, p?: number, h?: string}[]}[]} */
    const kinds = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    for (const {t: title, u: path, ...document} of kinds.flatMap(({documents}) => documents)) {
      if ('p' in document || 'h' in document) continue;
      if (!path.startsWith('/docs/') && !/^\/blog\/\d{4}\/\d{2}\/\d{2}\//.test(path)) continue;
      if (titles.has(title) && titles.get(title) !== path) {
        throw new Error(`"${title}" is the title of ${titles.get(title)} and of ${path}`);
      }
      titles.set(title, path);
    }
  }
  return titles;
}

/**
 * The navbar search input. Located by class, not role: it is a textbox until the search index
 * loads, then the autocomplete makes it a combobox.
 */
export const searchBox = (/** @type {Page} */ page) =>
  page.locator('.navbar input.navbar__search-input');
/** The hits the navbar search's dropdown lists. */
export const dropdownOptions = (/** @type {Page} */ page) =>
  page.locator('.navbar [role="listbox"] [role="option"]');

/**
 * Opens `path` and focuses the navbar search box, as Ctrl+K does, so that the search bar and its
 * index load. `dropdownHits` can then be called for one query after another.
 * @param {Page} page
 * @param {string} [path]
 */
export async function openSearchBox(page, path = '/docs/installation') {
  await page.goto(path);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await page.keyboard.press('Control+k');
  // The plugin's combobox, once its index has loaded.
  await page.locator('.navbar input.navbar__search-input[role="combobox"]').waitFor();
}

/**
 * Types `query` into the navbar box (replacing what it held) and reads the dropdown it opens:
 * the hits in order, once the dropdown shows this query's results (its footer links to
 * /search?q=query) or says that nothing matched.
 * @param {Page} page a page prepared by `openSearchBox`
 * @param {string} query
 * @returns {Promise<Hit[]>}
 */
export async function dropdownHits(page, query) {
  const input = searchBox(page);
  await input.fill('');
  // The box is empty: no hits and no "nothing matched" are left from the query before.
  await page.waitForFunction(
    () =>
      !document.querySelector(
        '.navbar [role="listbox"] :is([role="option"], [class*="noResults"])',
      ),
  );
  await input.fill(query);
  await page.waitForFunction((typed) => {
    const listbox = document.querySelector('.navbar [role="listbox"]');
    const footer = listbox?.querySelector('[class*="hitFooter"] a');
    if (footer)
      return (
        new URL(/** @type {HTMLAnchorElement} */ (footer).href).searchParams.get('q') === typed
      );
    return listbox?.querySelector('[class*="noResults"]') != null;
  }, query);
  return dropdownOptions(page).evaluateAll((elements) =>
    elements.map((option) => ({
      title: option.querySelector('[class*="hitTitle"]')?.textContent?.trim() ?? '',
      path: (option.querySelector('[class*="hitPath"]')?.textContent ?? '')
        .split(' › ')
        .map((item) => item.trim())
        .filter(Boolean),
      grouped: option.querySelector('[class*="hitTree"]') !== null,
    })),
  );
}

/**
 * The page each hit leads to, from what the reader sees: a hit drawn as part of a group belongs
 * to the page of the hit above it; a page's own hit is titled with the page's title; any other
 * hit names its page in its path (after the sidebar categories, before the section).
 * @param {Hit[]} hits
 * @param {Map<string, string>} titles from `pageTitles`
 * @returns {(string | undefined)[]} URL paths, undefined where no page could be told
 */
export function hitPages(hits, titles) {
  /** @type {(string | undefined)[]} */
  const pages = [];
  for (const hit of hits) {
    if (hit.grouped) pages.push(pages.at(-1));
    else if (hit.path.length === 0 || !hit.path.some((item) => titles.has(item))) {
      pages.push(titles.get(hit.title));
    } else
      pages.push(titles.get(/** @type {string} */ (hit.path.find((item) => titles.has(item)))));
  }
  return pages;
}

const resultsArea = (/** @type {Page} */ page) => page.locator('.main-wrapper');
const resultsCount = /\d+ documents? found|No pages match this search/;

/**
 * Types `query` into the /search page's box and returns the URL path of each result, in order,
 * once the page says how many documents it found (or that none matched). The first call opens
 * /search; later ones reuse it, clearing the box first, so no result of the query before remains
 * and one search is in flight at a time.
 * @param {Page} page
 * @param {string} query
 * @returns {Promise<string[]>}
 */
export async function resultsPagePaths(page, query) {
  const content = resultsArea(page);
  const input = content.locator('input[type="search"]');
  if (new URL(page.url(), 'http://localhost').pathname !== '/search') {
    await page.goto('/search');
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  } else {
    await input.fill('');
    await content.getByText(resultsCount).waitFor({state: 'detached'});
  }
  await input.fill(query);
  await content.getByText(resultsCount).first().waitFor();
  const hrefs = await content
    .locator('article h2 a')
    .evaluateAll((links) => links.map((a) => /** @type {HTMLAnchorElement} */ (a).href));
  return hrefs.map((href) => new URL(href).pathname);
}

/**
 * Types each query into the navbar box of `page` (a fresh page: it opens a docs page first) and
 * compares the pages its dropdown lists with the wanted ones: the suite's figures, as
 * `relevanceFigures` gives them, and the pages each query's dropdown led to (`results`).
 * @param {Page} page
 * @param {RelevanceQuery[]} queries
 * @param {string} [dir] the built site
 */
export async function measureRelevance(page, queries, dir = buildDir) {
  const titles = pageTitles(dir);
  await openSearchBox(page);
  const results = [];
  for (const query of queries) {
    results.push({query, pages: hitPages(await dropdownHits(page, query.query), titles)});
  }
  return {...relevanceFigures(results), results};
}

/** Each page once, in the order of its first hit. @param {(string | undefined)[]} pages */
export const distinctPages = (pages) => [...new Set(pages)];

/**
 * The suite's figures: the share of queries whose first page is a wanted one (top-1) and whose
 * first three pages include one (top-3), and a line for each query that misses, naming the
 * pages found and the pages wanted.
 * @param {{query: RelevanceQuery, pages: (string | undefined)[]}[]} results
 */
export function relevanceFigures(results) {
  const describe = (
    /** @type {RelevanceQuery} */ query,
    /** @type {(string | undefined)[]} */ pages,
  ) =>
    `"${query.query}": found ${
      pages.length
        ? pages
            .slice(0, 5)
            .map((page) => page ?? '(unknown page)')
            .join(', ')
        : 'nothing'
    }; wanted ${query.want.join(' or ')}`;
  const missTop1 = [];
  const missTop3 = [];
  for (const {query, pages} of results) {
    const top = distinctPages(pages);
    if (!query.want.includes(/** @type {string} */ (top[0]))) missTop1.push(describe(query, top));
    if (!top.slice(0, 3).some((page) => query.want.includes(/** @type {string} */ (page)))) {
      missTop3.push(describe(query, top));
    }
  }
  const share = (/** @type {number} */ misses) => (results.length - misses) / results.length;
  return {
    queries: results.length,
    top1: share(missTop1.length),
    top3: share(missTop3.length),
    missTop1,
    missTop3,
  };
}
