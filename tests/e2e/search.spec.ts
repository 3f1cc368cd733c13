import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import type {Page} from '@playwright/test';
import {buildDir} from '../../tools/site-files.mjs';
import {test, expect, openHydrated} from './fixtures';
import {axeViolations} from './axe';
import {
  docsMentioning,
  expectFirstSuggestion,
  holdRequests,
  searchBox,
  searchSuggestions,
  typeInSearch,
} from './site';

const searchIndexUrl = /\/search-index[^/]*\.json$/;
/** The response to the search index request the page makes from now on. */
const searchIndexResponse = (page: Page) =>
  page.waitForResponse((response) => searchIndexUrl.test(new URL(response.url()).pathname));
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

  const index = searchIndexResponse(page);
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
  const first = await expectFirstSuggestion(page, 'Rectangle');
  await expect(first).toHaveAttribute('aria-selected', 'true');
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
    const violations = await axeViolations(page, {
      include: '.navbar',
      // The plugin puts its "See all results" link inside the listbox; the link itself works.
      disableRules: ['aria-required-children'],
    });
    expect(violations).toEqual([]);
  });
}

test.describe('the search bar loads on demand, behind a placeholder that looks and works the same', () => {
  const builtJs = join(buildDir, 'assets/js');
  /** The plugin's search bar chunk: the built script that handles autocomplete.js' selections. */
  const searchBarChunks = readdirSync(builtJs)
    .filter((name) => readFileSync(join(builtJs, name), 'utf8').includes('autocomplete:selected'))
    .map((name) => `/assets/js/${name}`);
  const isSearchBarChunk = (url: string | URL) => searchBarChunks.includes(new URL(url).pathname);

  test.beforeEach(() => {
    expect(searchBarChunks, 'the search bar is a chunk of its own').not.toEqual([]);
    expect(searchBarChunks.some((file) => /\/main\.\w+\.js$/.test(file))).toBe(false);
  });

  /** Opens `path`; resolves to the paths of the search bar chunk requests, growing as they come. */
  async function openRecordingSearchBar(page: Page, path: string) {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (isSearchBarChunk(request.url())) requested.push(new URL(request.url()).pathname);
    });
    await openHydrated(page, path);
    return requested;
  }

  /** Tags the placeholder's input, to tell when the plugin's input has replaced it. */
  async function tagPlaceholder(page: Page) {
    await searchBox(page).evaluate((input) => Object.assign(input, {isPlaceholder: true}));
    return () =>
      expect
        .poll(() => searchBox(page).evaluate((input) => !('isPlaceholder' in input)), {
          message: 'the plugin search bar replaced the placeholder',
        })
        .toBe(true);
  }

  /** Opens `path` and tags its placeholder; resolves to tagPlaceholder's wait for the swap. */
  async function openTagged(page: Page, path: string) {
    await openHydrated(page, path);
    return tagPlaceholder(page);
  }

  /** Opens `path` and keeps the placeholder there (the chunk held back). */
  async function openWithPlaceholder(page: Page, path: string) {
    const serveChunk = await holdRequests(page, isSearchBarChunk);
    return {serveChunk, swapped: await openTagged(page, path)};
  }

  test('a page loads without the search bar code; hovering the box fetches it, and the index', async ({
    page,
  }) => {
    const requested = await openRecordingSearchBar(page, '/docs/installation');
    await page.waitForLoadState('networkidle');
    expect(requested, 'search bar chunk requested before any interaction').toEqual([]);

    const swapped = await tagPlaceholder(page);
    const index = searchIndexResponse(page);
    await searchBox(page).hover();
    await swapped();
    expect(requested.length).toBeGreaterThan(0);
    // As the plugin's own box does on hover, the index starts loading.
    expect((await index).status()).toBe(200);
  });

  test('a reader who never touches the box never downloads the search bar', async ({page}) => {
    const requested = await openRecordingSearchBar(page, '/');
    // Long after load, with the browser idle: still the placeholder, still no chunk.
    await page.waitForTimeout(4000);
    expect(requested).toEqual([]);
    await expect(searchBox(page)).toBeVisible();
  });

  test('text typed before the search bar arrives is kept and searched, and the box keeps focus', async ({
    page,
  }) => {
    const {serveChunk, swapped} = await openWithPlaceholder(page, '/docs/installation');
    await searchBox(page).click();
    await page.keyboard.type('Rect');
    // The search bar arrives while the reader types on.
    serveChunk();
    await page.keyboard.type('angle', {delay: 30});
    await swapped();
    await expect(searchBox(page)).toBeFocused();
    await expect(searchBox(page)).toHaveValue('Rectangle');
    await expectFirstSuggestion(page, 'Rectangle');
    await expect(searchBox(page)).toBeFocused();
  });

  test('the Ctrl+K shortcut works before the search bar has loaded, and searching works', async ({
    page,
  }) => {
    const swapped = await openTagged(page, '/blog');
    await expect(page.locator('.navbar__search kbd')).toHaveText(['ctrl', 'K'], {ignoreCase: true});
    await page.keyboard.press('Control+k');
    await expect(searchBox(page)).toBeFocused();
    await swapped();
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.type('Frame');
    await expect(searchSuggestions(page).first()).toBeVisible();
  });

  test('Ctrl+K during the swap, before the plugin listens for it, focuses the box', async ({
    page,
  }) => {
    const swapped = await openTagged(page, '/docs/installation');
    // The shortcut, pressed the moment the plugin's box enters the document: a mutation
    // observer runs before React's effects, where the plugin starts listening.
    await page.evaluate(() => {
      const container = document.querySelector('.navbar__search')!.parentElement!;
      new MutationObserver((_, observer) => {
        observer.disconnect();
        const shortcut = {key: 'k', ctrlKey: true, bubbles: true, cancelable: true};
        document.dispatchEvent(new KeyboardEvent('keydown', shortcut));
      }).observe(container, {childList: true});
    });
    // Interest (the pointer) brings the plugin's bar.
    await searchBox(page).hover();
    await swapped();
    await expect(searchBox(page)).toBeFocused();
  });

  test('a page opened with ?_highlight= loads the search bar at once and marks the terms', async ({
    page,
  }) => {
    const requested = await openRecordingSearchBar(
      page,
      '/docs/api/rectangle?_highlight=rectangle',
    );
    const marks = page.locator('article mark');
    await expect(marks.first()).toBeVisible();
    await expect(marks.first()).toHaveText(/^rectangle$/i);
    expect(requested.length).toBeGreaterThan(0);
    // The plugin shows the terms in the box, as it always did.
    await expect(searchBox(page)).toHaveValue('rectangle');
  });

  test('tabbing past the box before the search bar arrives: it loads the index, focus stays', async ({
    page,
  }) => {
    const {serveChunk, swapped} = await openWithPlaceholder(page, '/docs/installation');
    await searchBox(page).focus();
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.outerHTML);
    expect(focused).not.toContain('navbar__search-input');
    const index = searchIndexResponse(page);
    serveChunk();
    await swapped();
    expect((await index).status()).toBe(200);
    await expect(searchBox(page)).toHaveAttribute('role', 'combobox');
    expect(await page.evaluate(() => document.activeElement?.outerHTML)).toBe(focused);
  });

  test.describe('when the chunk fails to load', () => {
    // The browser's own report of the aborted request; page errors would still fail the test.
    test.use({expectedConsoleErrors: [/^Failed to load resource/]});

    test('the placeholder keeps the text, and the next touch of the box loads the search bar', async ({
      page,
    }) => {
      let failNext = true;
      await page.route(isSearchBarChunk, (route) =>
        failNext ? ((failNext = false), route.abort()) : route.continue(),
      );
      const swapped = await openTagged(page, '/docs/installation');
      const failed = page.waitForEvent('requestfailed', (request) =>
        isSearchBarChunk(request.url()),
      );
      await searchBox(page).click();
      await page.keyboard.type('Frame');
      await failed;
      await expect(searchBox(page)).toHaveValue('Frame');
      await expect(searchBox(page)).toBeFocused();

      // The pointer leaves the box and comes back.
      await page.mouse.move(0, 0);
      await searchBox(page).hover();
      await swapped();
      await expect(searchBox(page)).toHaveValue('Frame');
      await expect(searchBox(page)).toBeFocused();
      await expect(searchSuggestions(page).first()).toBeVisible();
    });
  });

  /**
   * What the reader sees of the navbar: the search box's markup (its classes decide its look),
   * the computed look of each of its elements, and where every element of the bar is (the
   * closed mobile menu, off screen, renders on its own schedule).
   */
  const navbarAppearance = (page: Page) =>
    page.locator('nav.navbar').evaluate((navbar) => {
      const search = navbar.querySelector('.navbar__search')!;
      const look = ['color', 'background-color', 'border', 'font', 'padding', 'display', 'width'];
      return {
        searchMarkup: search.outerHTML,
        searchLook: [search, ...Array.from(search.querySelectorAll('*'))].map((element) => {
          const style = getComputedStyle(element);
          return look.map((property) => style.getPropertyValue(property)).join(' | ');
        }),
        boxes: Array.from(navbar.querySelectorAll('.navbar__inner *')).map((element) => {
          const {x, y, width, height} = element.getBoundingClientRect();
          return [element.tagName, x, y, width, height].join(' ');
        }),
      };
    });

  const viewports = {desktop: {width: 1280, height: 800}, phone: {width: 390, height: 844}};
  for (const theme of ['light', 'dark'] as const) {
    for (const [device, viewport] of Object.entries(viewports)) {
      test(`nothing in the navbar moves or changes when the search bar arrives (${theme}, ${device})`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await openHydrated(page, `/docs/installation?docusaurus-theme=${theme}`);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        // The shortcut hint, which the plugin shows once hydrated.
        await expect(page.locator('.navbar__search kbd').first()).toBeAttached();
        const before = await navbarAppearance(page);
        const box = await searchBox(page).boundingBox();

        const swapped = await tagPlaceholder(page);
        // Interest loads the search bar; the pointer then leaves, so no hover style remains.
        // The index is held back: the comparison is of the bar as it arrives, before a search.
        await page.route(
          (url) => searchIndexUrl.test(url.pathname),
          () => undefined,
        );
        await searchBox(page).hover();
        await swapped();
        await page.mouse.move(viewport.width / 2, viewport.height - 10);
        expect(await searchBox(page).boundingBox()).toEqual(box);
        const after = await navbarAppearance(page);
        expect(after.searchMarkup).toBe(before.searchMarkup);
        expect(after.searchLook).toEqual(before.searchLook);
        expect(after.boxes).toEqual(before.boxes);
      });
    }
  }
});
