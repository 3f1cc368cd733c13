import type {Page} from '@playwright/test';
import {test, expect, openHydrated} from './fixtures';
import {axeViolations} from './axe';
import {
  docsMentioning,
  expectFirstSuggestion,
  highlightedTexts,
  holdRequests,
  searchBox,
  searchSuggestions,
  typeInSearch,
} from './site';
import {networkQuiet} from '../../tools/network-quiet.mjs';

const searchIndexUrl = /\/search-index[^/]*\.json$/;
const isSearchIndex = (url: URL) => searchIndexUrl.test(url.pathname);
/** The response to the search index request the page makes from now on. */
const searchIndexResponse = (page: Page) =>
  page.waitForResponse((response) => isSearchIndex(new URL(response.url())));
/** The /search page's content. */
const resultsPage = (page: Page) => page.locator('main');
/** The navbar's search: the box, its dropdown and its live region. */
const navbarSearch = (page: Page) => page.locator('.navbar .navbar__search');

/**
 * Opens `path` and lets its load settle. Returns the paths the page requests, from the first on:
 * the list keeps growing as the test goes on.
 */
async function openRecordingRequests(page: Page, path: string): Promise<string[]> {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await openHydrated(page, path);
  await networkQuiet(page);
  return requested;
}

test('the search index is not part of a page load: it is fetched once the reader starts searching', async ({
  page,
}) => {
  const requested = await openRecordingRequests(page, '/docs/installation');
  // Nothing fetched or preloaded for search before the reader touches the box.
  expect(requested.filter((path) => searchIndexUrl.test(path))).toEqual([]);
  await expect(page.locator('link[href*="search-index"]')).toHaveCount(0);
  const firstLoad = new Set(requested);

  const index = searchIndexResponse(page);
  await searchBox(page).focus();
  const response = await index;
  expect(response.status()).toBe(200);
  const file = (await response.json()) as {documents: unknown[]}[];
  expect(file.length).toBe(5);
  // The search code itself (the client and the worker with the engine) also waited for this.
  const searchCode = requested.filter((path) => path.endsWith('.js') && !firstLoad.has(path));
  expect(searchCode.length).toBeGreaterThan(0);
});

test('a reader who never touches the box never downloads the search', async ({page}) => {
  const requested = await openRecordingRequests(page, '/');
  const scripts = requested.filter((path) => path.endsWith('.js'));
  // Hovering the box is interest: the index and the search code come now, not before.
  const index = searchIndexResponse(page);
  await searchBox(page).hover();
  expect((await index).status()).toBe(200);
  expect(requested.filter((path) => searchIndexUrl.test(path))).toHaveLength(1);
  expect(requested.filter((path) => path.endsWith('.js')).length).toBeGreaterThan(scripts.length);
});

test('the navbar search box shows its keyboard shortcut, and the shortcut focuses it', async ({
  page,
}) => {
  await openHydrated(page, '/blog');
  await expect(page.locator('.navbar__search kbd')).toHaveText(['ctrl', 'K'], {ignoreCase: true});
  await expect(searchBox(page)).not.toBeFocused();
  await page.keyboard.press('Control+k');
  await expect(searchBox(page)).toBeFocused();
});

test('"Rectangle" lists the Rectangle API page first, and the page highlights the term', async ({
  page,
}) => {
  await typeInSearch(page, 'Rectangle');
  const first = await expectFirstSuggestion(page, 'Rectangle');
  await expect(first).toHaveAttribute('aria-selected', 'true');

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/api\/rectangle\?_highlight=rectangle/);
  await expect(page.locator('h1')).toHaveText('Rectangle');
  // The searched word is marked in the article, through CSS highlights (no element added).
  await expect.poll(() => highlightedTexts(page)).toContain('Rectangle');
  await expect(page.locator('article mark')).toHaveCount(0);
});

test('a page opened with ?_highlight= marks the terms, and the next page does not', async ({
  page,
}) => {
  await openHydrated(page, '/docs/api/rectangle?_highlight=cornerradius');
  await expect.poll(() => highlightedTexts(page)).toContain('cornerRadius');
  await page.locator('.navbar a[href="/blog"]').first().click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect.poll(() => highlightedTexts(page)).toEqual([]);
});

test('"cornerRadius" finds every docs page that documents it', async ({page}) => {
  const documented = docsMentioning('cornerRadius');
  expect(documented, 'the Rectangle page documents cornerRadius').toContain('/docs/api/rectangle');

  await openHydrated(page, '/search?q=cornerRadius');
  await expect(page.locator('h1')).toHaveText('Search results for "cornerRadius"');
  const results = resultsPage(page).locator('article h2 a');
  await expect(results.first()).toBeVisible();
  await expect(resultsPage(page)).toContainText(/\d+ documents? found/);
  const found = new Set(
    (await results.evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href))).map(
      (href) => new URL(href).pathname,
    ),
  );
  for (const path of documented) expect([...found], `results include ${path}`).toContain(path);
  // Each result names the term in its title or snippet, highlighted.
  await expect(resultsPage(page).locator('article mark').first()).toHaveText(/cornerradius/i);
});

test('a nonsense query says clearly that nothing matched, in the dropdown and on the results page', async ({
  page,
}) => {
  await openHydrated(page, '/docs/installation');
  await searchBox(page).click();
  await page.keyboard.type('qzxvkjwq');
  await expect(navbarSearch(page)).toContainText('No pages match this search');
  await expect(searchSuggestions(page)).toHaveCount(0);
  // Said to a screen reader too.
  await expect(navbarSearch(page).getByRole('status')).toHaveText('No pages match this search');

  await openHydrated(page, '/search?q=qzxvkjwq');
  await expect(resultsPage(page)).toContainText('No pages match this search');
  await expect(resultsPage(page).locator('article')).toHaveCount(0);
});

test('the dropdown tells a screen reader how many results there are', async ({page}) => {
  await typeInSearch(page, 'Frame');
  await expect(searchSuggestions(page).first()).toBeVisible();
  const count = await searchSuggestions(page).count();
  await expect(navbarSearch(page).getByRole('status')).toHaveText(
    new RegExp(`^${count}( or more)? results?$`),
  );
});

test('keyboard only: the shortcut opens search, arrows pick a result, Enter goes there', async ({
  page,
}) => {
  await typeInSearch(page, 'Frame');
  await expect(searchSuggestions(page).nth(1)).toBeVisible();
  await expect(searchSuggestions(page).first()).toHaveAttribute('aria-selected', 'true');
  await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'true');

  await page.keyboard.press('ArrowDown');
  const picked = searchSuggestions(page).nth(1);
  await expect(picked).toHaveAttribute('aria-selected', 'true');
  await expect(searchSuggestions(page).first()).toHaveAttribute('aria-selected', 'false');
  // The combobox points at the picked option, as screen readers expect.
  await expect(searchBox(page)).toHaveAttribute(
    'aria-activedescendant',
    (await picked.getAttribute('id'))!,
  );
  const title = (await picked.locator('[class*="hitTitle"]').innerText()).trim();

  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/docs\/installation$/);
  await expect(page).toHaveURL(/\/docs\/.*_highlight=frame/);
  await expect(page.locator('article').first()).toContainText(title.slice(0, 40), {
    useInnerText: true,
  });
});

test('Escape closes the dropdown, and a second Escape empties the box', async ({page}) => {
  await typeInSearch(page, 'Frame');
  await expect(searchSuggestions(page).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(searchSuggestions(page)).toHaveCount(0);
  await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(searchBox(page)).toHaveValue('Frame');
  await page.keyboard.press('Escape');
  await expect(searchBox(page)).toHaveValue('');
});

test('/search shows no results of a query the reader typed fast and then cleared', async ({
  page,
}) => {
  // The index is held back, so every query typed is still unanswered when the box is cleared.
  // Held from before the page loads: /search asks for the index as soon as it has hydrated.
  const serveIndex = await holdRequests(page, isSearchIndex);
  const answered = searchIndexResponse(page);
  await openHydrated(page, '/search');
  const input = resultsPage(page).locator('input[type="search"]');
  await input.click();
  await page.keyboard.type('frame');
  await input.press('ControlOrMeta+a');
  await input.press('Backspace');
  await expect(input).toHaveValue('');
  serveIndex();
  await answered;
  // Nothing is on its way any more, and nothing is shown: not the cleared query's results, not
  // its count, and the URL has no query to bring it back.
  await expect(resultsPage(page).locator('#search-results')).toHaveAttribute('aria-busy', 'false');
  await expect(resultsPage(page).locator('article')).toHaveCount(0);
  await expect(resultsPage(page)).not.toContainText(/documents? found/);
  await expect(input).toHaveValue('');
  expect(new URL(page.url()).search).toBe('');
  // The page still answers a query typed now.
  await page.keyboard.type('Rectangle');
  await expect(resultsPage(page).locator('article').first()).toBeVisible();
  expect(new URL(page.url()).searchParams.get('q')).toBe('Rectangle');
});

for (const theme of ['light', 'dark'] as const) {
  test(`the open search dropdown passes axe (WCAG 2.2 AA) in ${theme} mode`, async ({page}) => {
    await openHydrated(page, `/docs/api/view?docusaurus-theme=${theme}`);
    await searchBox(page).click();
    await page.keyboard.type('frame');
    await expect(searchSuggestions(page).nth(2)).toBeVisible();
    await page.keyboard.press('ArrowDown');
    // ARIA 1.2 combobox: the input names the listbox it controls.
    const listbox = page.locator('.navbar [role="listbox"]');
    await expect(searchBox(page)).toHaveAttribute(
      'aria-controls',
      (await listbox.getAttribute('id'))!,
    );
    expect(await axeViolations(page, {include: '.navbar'})).toEqual([]);
  });

  test(`the /search page with results passes axe (WCAG 2.2 AA) in ${theme} mode`, async ({
    page,
  }) => {
    await openHydrated(page, `/search?q=frame&docusaurus-theme=${theme}`);
    await expect(resultsPage(page).locator('article').first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}
