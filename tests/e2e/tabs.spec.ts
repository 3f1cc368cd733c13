import type {Page} from '@playwright/test';
import {test, expect, openHydrated} from './fixtures';

/**
 * The package-manager tabs (src/theme/Tabs, the theme's Tabs without its remount after
 * hydration): a choice applies to every tab group of the page, is kept across pages and reloads,
 * can be linked with `?package-manager=`, and the tabs work with the keyboard.
 */

const tab = (page: Page, name: string) => page.getByRole('tab', {name, exact: true});

/** The label of the selected tab of each package-manager group on the page. */
const selected = (page: Page) =>
  page
    .locator('[role="tablist"]')
    .evaluateAll((lists) =>
      lists.map((list) => list.querySelector('[aria-selected="true"]')?.textContent),
    );

test('a choice applies to every group on the page and is kept over a reload', async ({page}) => {
  await openHydrated(page, '/docs/installation');
  const groups = (await selected(page)).length;
  expect(groups).toBeGreaterThan(1);
  expect(await selected(page)).toEqual(Array(groups).fill('npm'));
  await expect(page.getByText('npm init -y')).toBeVisible();

  await tab(page, 'yarn').first().click();
  await expect.poll(() => selected(page)).toEqual(Array(groups).fill('yarn'));
  await expect(page.getByText('yarn init -y')).toBeVisible();
  await expect(page.getByText('npm init -y')).toBeHidden();
  await expect(page).toHaveURL(/[?&]package-manager=yarn\b/);

  // Without the query string: the choice comes from the browser's storage.
  await openHydrated(page, '/docs/testing');
  await expect.poll(() => selected(page)).toEqual(expect.arrayContaining(['yarn']));
  expect(await selected(page)).not.toContain('npm');
});

test('a link can choose the tab', async ({page}) => {
  await openHydrated(page, '/docs/installation?package-manager=yarn');
  await expect(page.getByText('yarn init -y')).toBeVisible();
  await expect(page.getByText('npm init -y')).toBeHidden();
});

test('the arrow keys move between tabs and Enter selects one', async ({page}) => {
  await openHydrated(page, '/docs/installation');
  await tab(page, 'npm').first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'yarn').first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(tab(page, 'yarn').first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(tab(page, 'npm').first()).toBeFocused();
});
