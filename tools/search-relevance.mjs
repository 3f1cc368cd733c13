// @ts-check
// How well the site's search finds what a reader types, measured the way the reader meets it:
// each query typed into the navbar box of the built site, and the pages its dropdown lists, in
// order; the relevance suite also types a sample of them on the /search page. That suite
// (tests/e2e/search-relevance.spec.ts) holds the figures to floors; the bench (npm run bench)
// prints them. Plain JavaScript so that scripts/bench.mjs can import it.

/**
 * A query of the suite, with the pages that answer it (URL paths, any of which is right).
 * @typedef {{query: string, want: string[], kind: string, why?: string}} RelevanceQuery
 */
/** A hit of the dropdown as the reader meets it: its title and the URL path it opens.
 * @typedef {{title: string, path: string}} Hit */
/** @typedef {import('@playwright/test').Page} Page */

/** The navbar search input (src/theme/SearchBar): a combobox. */
export const searchBox = (/** @type {Page} */ page) =>
  page.locator('.navbar input.navbar__search-input');
/** The hits the navbar search's dropdown lists. */
export const dropdownOptions = (/** @type {Page} */ page) =>
  page.locator('.navbar [role="listbox"] [role="option"]');

/**
 * Opens `path` and focuses the navbar search box, as Ctrl+K does, so that the search engine and
 * its index load. `dropdownHits` can then be called for one query after another.
 * @param {Page} page
 * @param {string} [path]
 */
export async function openSearchBox(page, path = '/docs/installation') {
  await page.goto(path);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await page.keyboard.press('Control+k');
  await searchBox(page).and(page.locator(':focus')).waitFor();
}

/**
 * Types `query` into the navbar box (replacing what it held) and reads the dropdown it opens:
 * the hits in order, once the dropdown shows this query's results (its "See all results" link
 * goes to /search?q=query) or says that nothing matched. The box shows only the answer to what
 * it holds now (src/theme/SearchBar/useSearch.ts), so no hit of the query before can be read; a
 * "nothing matched" already read is marked, so that it is never taken for this query's.
 * One wait that returns the hits: a round trip to the page per step would cost more than the
 * search.
 * @param {Page} page a page prepared by `openSearchBox`
 * @param {string} query
 * @returns {Promise<Hit[]>}
 */
export async function dropdownHits(page, query) {
  await searchBox(page).fill(query);
  const hits = await page.waitForFunction((typed) => {
    const search = document.querySelector('.navbar__search');
    const all = search?.querySelector('a[class*="seeAll"]');
    const none = /** @type {HTMLElement | null | undefined} */ (
      search?.querySelector('[class*="noResults"]')
    );
    if (all) {
      if (new URL(/** @type {HTMLAnchorElement} */ (all).href).searchParams.get('q') !== typed)
        return null;
    } else if (!none || none.dataset.read) return null;
    else none.dataset.read = 'true';
    return Array.from(
      search?.querySelectorAll('[role="listbox"] [role="option"]') ?? [],
      (option) => ({
        title: option.querySelector('[class*="hitTitle"]')?.textContent?.trim() ?? '',
        path: new URL(option.getAttribute('data-url') ?? '', location.href).pathname,
      }),
    );
  }, query.trim());
  return /** @type {Promise<Hit[]>} */ (hits.jsonValue());
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
 */
export async function measureRelevance(page, queries) {
  await openSearchBox(page);
  const results = [];
  for (const query of queries) {
    const hits = await dropdownHits(page, query.query);
    results.push({query, pages: hits.map(({path}) => path)});
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
