import type {Page} from '@playwright/test';
import {test, expect, openHydrated} from './fixtures';
import {axeViolations} from './axe';
import {docsMentioning, searchBox, searchSuggestions, typeInSearch} from './site';

const searchIndexUrl = /\/search-index[^/]*\.json$/;
/** The /search page's content (the plugin's page has no <main> of its own). */
const resultsPage = (page: Page) => page.locator('.main-wrapper');

test('the search index is not part of a page load: it is fetched once the reader starts searching', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await openHydrated(page, '/docs/installation');
  await page.waitForLoadState('networkidle');
  // Nothing fetched or preloaded for search before the reader touches the box.
  expect(requested.filter((path) => searchIndexUrl.test(path))).toEqual([]);
  await expect(page.locator('link[href*="search-index"]')).toHaveCount(0);
  const firstLoad = new Set(requested);

  const index = page.waitForResponse((response) =>
    searchIndexUrl.test(new URL(response.url()).pathname),
  );
  await searchBox(page).focus();
  const response = await index;
  expect(response.status()).toBe(200);
  expect(Array.isArray(await response.json())).toBe(true);
  // The search code itself (autocomplete, lunr worker) also waited for this moment.
  const searchCode = requested.filter((path) => path.endsWith('.js') && !firstLoad.has(path));
  expect(searchCode.length).toBeGreaterThan(0);
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
  const first = searchSuggestions(page).first();
  await expect(first).toBeVisible();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(first.locator('[class*="hitTitle"]')).toHaveText('Rectangle');
  await expect(first.locator('[class*="hitPath"]')).toContainText('Figma components');

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/api\/rectangle(\?|#|$)/);
  await expect(page.locator('h1')).toHaveText('Rectangle');
  // highlightSearchTermsOnTargetPage: the matched term is marked in the article.
  const marks = page.locator('article mark');
  await expect(marks.first()).toBeVisible();
  await expect(marks.first()).toHaveText(/^rectangle$/i);
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
  // Each result names the term in its title or summary, highlighted.
  await expect(resultsPage(page).locator('article mark').first()).toHaveText(/cornerradius/i);
});

test('a nonsense query says clearly that nothing matched, in the dropdown and on the results page', async ({
  page,
}) => {
  await openHydrated(page, '/docs/installation');
  await searchBox(page).click();
  await page.keyboard.type('qzxvkjwq');
  const dropdown = page.locator('.navbar [role="listbox"]');
  await expect(dropdown).toContainText('No pages match this search');
  await expect(searchSuggestions(page)).toHaveCount(0);

  await openHydrated(page, '/search?q=qzxvkjwq');
  await expect(resultsPage(page)).toContainText('No pages match this search');
  await expect(resultsPage(page).locator('article')).toHaveCount(0);
});

test('keyboard only: the shortcut opens search, arrows pick a result, Enter goes there', async ({
  page,
}) => {
  await typeInSearch(page, 'Frame');
  await expect(searchSuggestions(page).nth(1)).toBeVisible();
  await expect(searchSuggestions(page).first()).toHaveAttribute('aria-selected', 'true');

  await page.keyboard.press('ArrowDown');
  const picked = searchSuggestions(page).nth(1);
  await expect(picked).toHaveAttribute('aria-selected', 'true');
  await expect(searchSuggestions(page).first()).not.toHaveAttribute('aria-selected', 'true');
  // The combobox points at the picked option, as screen readers expect.
  await expect(searchBox(page)).toHaveAttribute(
    'aria-activedescendant',
    (await picked.getAttribute('id'))!,
  );
  // A hit's title is a heading, or a snippet of the paragraph that matched (cut with "…").
  const title = (await picked.locator('[class*="hitTitle"]').innerText()).replace(/…$/, '').trim();

  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/docs\/installation$/);
  await expect(page).toHaveURL(/\/docs\/.*_highlight=frame/);
  // The page we land on (once its content has loaded) contains what the picked result showed.
  await expect(page.locator('article').first()).toContainText(
    title.replace(/\s+/g, ' ').slice(0, 40),
    {
      useInnerText: true,
    },
  );
});

for (const theme of ['light', 'dark'] as const) {
  test(`the open search dropdown passes axe (WCAG 2.2 AA) in ${theme} mode`, async ({page}) => {
    await openHydrated(page, `/docs/api/view?docusaurus-theme=${theme}`);
    await searchBox(page).click();
    await page.keyboard.type('frame');
    await expect(searchSuggestions(page).nth(2)).toBeVisible();
    // ARIA 1.2 combobox: the input names the listbox it controls.
    const listbox = page.locator('.navbar [role="listbox"]');
    await expect(searchBox(page)).toHaveAttribute(
      'aria-controls',
      (await listbox.getAttribute('id'))!,
    );
    const violations = await axeViolations(page, (axe) =>
      axe
        .include('.navbar')
        // The plugin puts its "See all results" link inside the listbox; the link itself works.
        .disableRules(['aria-required-children']),
    );
    expect(violations).toEqual([]);
  });
}
