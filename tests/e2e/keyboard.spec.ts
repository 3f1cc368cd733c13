import type {Locator, Page} from '@playwright/test';
import {test, expect, openHydrated} from './fixtures';
import {colorModeSwitch, docsSidebar, searchBox} from './site';
import {networkQuiet} from '../../tools/network-quiet.mjs';

/** Keyboard users reach and operate every control, and can always see where focus is. */

/**
 * Press Tab until `target` has focus, which it must show; fails if it is not in the tab order
 * within `maxTabs`.
 */
async function tabTo(page: Page, target: Locator, maxTabs = 60) {
  await expect(target).toBeVisible();
  for (let i = 0; i < maxTabs; i++) {
    await page.keyboard.press('Tab');
    // Counted in one step in the page: the search box's element is replaced when its code
    // arrives, and `target.evaluate` (find, then evaluate) could check the replaced one.
    if ((await target.and(page.locator(':focus')).count()) === 1) {
      await expectVisibleFocus(target);
      return;
    }
  }
  throw new Error(`${target} was not reached after ${maxTabs} Tab presses`);
}

/** The focused element draws a focus indicator: an outline or a box-shadow. */
async function expectVisibleFocus(target: Locator) {
  const focusRing = () =>
    target.evaluate((el) => {
      const computed = getComputedStyle(el);
      const outline = computed.outlineStyle !== 'none' && parseFloat(computed.outlineWidth) > 0;
      return {
        focused: el === document.activeElement && el.matches(':focus-visible'),
        ring: outline || computed.boxShadow !== 'none',
      };
    });
  // Polled: a menu that is still sliding in may settle a frame later.
  await expect.poll(focusRing, {message: 'keyboard focus with a visible focus ring'}).toEqual({
    focused: true,
    ring: true,
  });
}

test('the skip link is the first Tab stop and moves focus past the navbar and sidebar', async ({
  page,
}) => {
  await openHydrated(page, '/docs/installation');
  const skipLink = page.getByRole('link', {name: 'Skip to main content'});
  await tabTo(page, skipLink, 1);
  await expect(skipLink).toBeInViewport();

  // The link focuses <main> for a moment (it drops the temporary tabindex at once), which moves
  // the sequential focus starting point: the next Tab lands inside the content.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const landedInMain = await page.evaluate(
    () =>
      !!document.activeElement?.closest('main') && !document.activeElement.closest('nav.navbar'),
  );
  expect(landedInMain, 'the next Tab stop is inside the main content').toBe(true);
});

test('the color switch is reachable by Tab and toggles dark mode with Enter and Space', async ({
  page,
}) => {
  await openHydrated(page, '/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  const toggle = colorModeSwitch(page.locator('.navbar'));
  await tabTo(page, toggle);
  await page.keyboard.press('Enter');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await page.keyboard.press('Space');
  await expect(html).not.toHaveAttribute('data-theme', 'dark');
});

test('navbar links are reachable by Tab and followed with Enter', async ({page}) => {
  await openHydrated(page, '/');
  const blogLink = page.locator('.navbar').getByRole('link', {name: 'Blog', exact: true});
  await tabTo(page, blogLink);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/blog$/);
});

test('on a phone the navbar menu opens with the keyboard and its links work', async ({page}) => {
  await page.setViewportSize({width: 360, height: 740});
  await openHydrated(page, '/');
  const menuButton = page.getByRole('button', {name: 'Toggle navigation bar'});
  await tabTo(page, menuButton);
  await page.keyboard.press('Enter');
  await expect(page.locator('.navbar-sidebar--show')).toBeAttached();
  const menu = page.locator('.navbar-sidebar');
  const docsLink = menu.getByRole('link', {name: 'Docs', exact: true});
  await expect(docsLink).toBeVisible();
  await tabTo(page, docsLink);
  // Tabbing passed the search box, whose focus starts loading the index. The search plugin reads
  // its input once the index has loaded, and throws if the page has left for another layout by
  // then (its navbar, and the input, are gone): wait for the index, as a reader would not notice.
  await networkQuiet(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/API$/);
});

test('sidebar categories expand and collapse with the keyboard', async ({page}) => {
  await openHydrated(page, '/docs/installation');
  const sidebar = docsSidebar(page);
  const category = sidebar.getByRole('button', {name: 'UI primitives'});
  const viewLink = sidebar.locator('a[href="/docs/api/view"]');
  await expect(category).toHaveAttribute('aria-expanded', 'false');
  await expect(viewLink).toBeHidden();

  await tabTo(page, category);
  await page.keyboard.press('Enter');
  await expect(category).toHaveAttribute('aria-expanded', 'true');
  await expect(viewLink).toBeVisible();

  await tabTo(page, viewLink, 1);
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(category).toHaveAttribute('aria-expanded', 'false');
  await expect(viewLink).toBeHidden();
});

test('search is operable by keyboard: Tab to the input, type, pick a result with the arrows', async ({
  page,
}) => {
  await openHydrated(page, '/docs/installation');
  const startHeading = (await page.locator('h1').textContent()) ?? '';
  const input = searchBox(page);
  await expect(input).toHaveAccessibleName('Search the docs and blog');
  await tabTo(page, input);
  await page.keyboard.type('rectangle');
  const suggestions = page.getByRole('listbox').getByRole('option');
  await expect(suggestions.first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/docs\/installation$/);
  await expect(page).toHaveURL(/\/docs\//);
  // The old page stays until the new one's chunks load; wait for the new heading.
  await expect(page.locator('h1')).not.toHaveText(startHeading);
});

test('tabbing past the search box keeps focus where the reader is once the index loads', async ({
  page,
}) => {
  // A slow index: focusing the box starts loading it, and the reader tabs on before it arrives.
  // The index is held until then, so the order holds on a machine of any speed.
  let tabbedOn!: () => void;
  const released = new Promise<void>((resolve) => (tabbedOn = resolve));
  let indexServed!: () => void;
  const indexDone = new Promise<void>((resolve) => (indexServed = resolve));
  await page.route(/\/search-index[^/]*\.json$/, async (route) => {
    await released;
    await route.continue();
    indexServed();
  });
  await openHydrated(page, '/docs/installation');
  await tabTo(page, searchBox(page));
  await page.keyboard.press('Tab');
  const focusedAfterSearch = await page.evaluate(() => document.activeElement?.outerHTML);
  expect(focusedAfterSearch).not.toContain('navbar__search-input');
  tabbedOn();
  await indexDone;
  // The search box no longer takes focus back when its index has loaded.
  await expect(searchBox(page)).toHaveAttribute('role', 'combobox');
  expect(await page.evaluate(() => document.activeElement?.outerHTML)).toBe(focusedAfterSearch);
});
