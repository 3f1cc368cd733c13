import {sitemapPaths} from '../../tools/site-files.mjs';
import {
  distinctPages,
  measureRelevance,
  resultsPagePaths,
  type RelevanceQuery,
} from '../../tools/search-relevance.mjs';
import {test, expect} from './fixtures';
import relevanceQueries from './search-relevance.json';

/**
 * The search's relevance suite: what plugin authors type (react-figma's exports, the Figma API
 * names the docs use, the Troubleshooting entries' key words, titles of react-figma's most
 * discussed GitHub issues, bundler and tool names, Figma's own words), each with the pages that
 * answer it (search-relevance.json). Every query is typed into the built site's search box, and
 * the pages its dropdown lists are compared with the wanted ones. Ranking is deterministic, so the
 * figures are held to floors; `npm run bench` prints them.
 */

const queries: RelevanceQuery[] = relevanceQueries;
const floors = {top1: 0.9, top3: 0.98};
// Typing ~190 queries one after another: minutes on a loaded machine, not seconds.
const suiteTimeout = 15 * 60_000;

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

/** The first `perKind` results of each kind of query, in the suite's order. */
function sampleOfEachKind<T extends {query: RelevanceQuery}>(results: T[], perKind = 4): T[] {
  const taken = new Map<string, number>();
  return results.filter(({query: {kind}}) => {
    taken.set(kind, (taken.get(kind) ?? 0) + 1);
    return taken.get(kind)! <= perKind;
  });
}

test('the suite is at least 80 distinct queries, each wanting pages the site has', () => {
  expect(queries.length).toBeGreaterThanOrEqual(80);
  expect(new Set(queries.map(({query}) => query.toLowerCase())).size).toBe(queries.length);
  const pages = new Set(sitemapPaths());
  for (const {query, want} of queries) {
    expect(want.length, `"${query}" wants a page`).toBeGreaterThan(0);
    for (const path of want) expect([...pages], `"${query}" wants ${path}`).toContain(path);
  }
});

test('the dropdown lists a wanted page first for 90 % of the queries and among the first three for 98 %, in the order /search lists them (a sample of each kind)', async ({
  page,
}) => {
  test.setTimeout(suiteTimeout);
  const figures = await measureRelevance(page, queries);
  console.log(
    `search relevance: ${queries.length} queries, top-1 ${percent(figures.top1)}, top-3 ${percent(figures.top3)}`,
  );
  for (const [figure, misses, label] of [
    ['top1', figures.missTop1, 'top-1'],
    ['top3', figures.missTop3, 'top-3'],
  ] as const) {
    expect
      .soft(
        figures[figure],
        `${label} is ${percent(figures[figure])}; misses:\n${misses.join('\n')}`,
      )
      .toBeGreaterThanOrEqual(floors[figure]);
  }

  // Then the /search page, in the same tab: a tab in the background has its timers throttled.
  // Both ask through the same hook (src/theme/SearchBar/useSearch.ts), so the page can only list
  // in another order by how it shows the answer: a few queries of each kind show that, and typing
  // all of them again would double the suite's time.
  const differences: string[] = [];
  for (const {query, pages: dropdown} of sampleOfEachKind(figures.results)) {
    const listed = (await resultsPagePaths(page, query.query)).slice(0, dropdown.length);
    if (JSON.stringify(listed) !== JSON.stringify(dropdown)) {
      differences.push(
        `"${query.query}": dropdown ${distinctPages(dropdown).join(', ')}; /search ${distinctPages(listed).join(', ')}`,
      );
    }
  }
  expect(differences, 'queries whose /search page differs from the dropdown').toEqual([]);
});
