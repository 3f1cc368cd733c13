import {test, expect, openHydrated} from './fixtures';
import {colorModeSwitch, switchColorMode} from './site';

/** The navbar and footer link to exactly the targets issue 2 lists. */

const repo = 'https://github.com/react-figma/react-figma';

test.beforeEach(async ({page}) => {
  await openHydrated(page, '/docs/installation');
});

test('the navbar shows the logo and title linking home', async ({page}) => {
  const brand = page.locator('.navbar__brand');
  await expect(brand).toHaveAttribute('href', '/');
  await expect(brand.locator('.navbar__title')).toHaveText('React Figma');
  await expect(brand.locator('img')).toHaveAttribute('src', '/img/logo.svg');
});

test('the navbar logo has a dark-mode variant', async ({page}) => {
  await switchColorMode(page, 'dark');
  await expect(page.locator('.navbar__brand img')).toHaveAttribute('src', '/img/logo-dark.svg');
});

test('the navbar links Docs, Playground, Blog and GitHub, right-aligned, beside the color switch', async ({
  page,
}) => {
  const right = page.locator('.navbar__items--right');
  const links = right.locator('a.navbar__link');
  await expect(links).toHaveText(['Docs', 'Playground', 'Blog', 'GitHub']);
  expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
    '/docs/API',
    '/playground',
    '/blog',
    repo,
  ]);
  await expect(colorModeSwitch(right)).toBeVisible();
  // The right-hand group sits in the right half of a desktop navbar.
  const box = await right.boundingBox();
  expect(box!.x).toBeGreaterThan(page.viewportSize()!.width / 2);
});

test('the navbar Docs link opens the API overview in the app', async ({page}) => {
  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Docs'}).click();
  await expect(page).toHaveURL(/\/docs\/API$/);
  await expect(page.locator('h1')).toHaveText(/API/);
});

test('the footer links Docs, Community and Social to their exact targets', async ({page}) => {
  const footer = page.locator('footer');
  const columns = footer.locator('.footer__col');
  await expect(columns.locator('.footer__title')).toHaveText(['Docs', 'Community', 'Social']);
  const targets = async (column: number) =>
    columns
      .nth(column)
      .locator('a')
      .evaluateAll((as) => as.map((a) => [a.textContent!.trim(), a.getAttribute('href')]));
  expect(await targets(0)).toEqual([
    ['Getting Started', '/docs/configure'],
    ['API', '/docs/API'],
    ['Styling', '/docs/styling'],
  ]);
  expect(await targets(1)).toEqual([
    [expect.stringMatching(/GitHub Discussions/), `${repo}/discussions`],
  ]);
  expect(await targets(2)).toEqual([
    [expect.stringMatching(/Twitter/), 'https://twitter.com/react_figma'],
  ]);
});

test('the footer shows its logo and the fixed 2020 copyright', async ({page}) => {
  const footer = page.locator('footer');
  await expect(footer.locator('.footer__logo')).toBeVisible();
  await expect(footer.locator('.footer__copyright')).toHaveText(
    'Copyright © 2020 React Figma Team',
  );
});
