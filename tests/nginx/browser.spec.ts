import {test, expect, openHydrated} from '../e2e/fixtures';
import {defineInjectedScriptTest, expectWorksUnderCsp, recordCspViolations} from '../e2e/csp';
import {
  highlightedTexts,
  searchSuggestions,
  stubButtonsScript,
  switchColorMode,
  typeInSearch,
} from '../e2e/site';
import {skipWithoutNginx} from './skip-without-nginx';

skipWithoutNginx();

test('pages served by nginx hydrate under the CSP with zero violations', async ({page}) => {
  const violations = await recordCspViolations(page);
  // The star button script must answer, not fail: its running proves the CSP lets it.
  await stubButtonsScript(page);
  const paths = [
    '/',
    '/docs/installation',
    '/docs/api/rectangle',
    '/docs/architecture',
    '/docs/styling',
    '/blog',
  ];
  for (const path of paths) {
    await openHydrated(page, path);
    await expect(page.locator('.main-wrapper'), path).toBeVisible();
    await expect(page.locator('html'), path).toHaveAttribute('data-buttons-script', 'ran');
    await expectWorksUnderCsp(page, path, violations);
  }
});

test('search works under the CSP: worker, index fetch, results page', async ({page}) => {
  const violations = await recordCspViolations(page);
  await typeInSearch(page, 'Rectangle');
  const first = searchSuggestions(page).first();
  await expect(first).toContainText('Rectangle');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/api\/rectangle/);
  // The searched word is marked through CSS highlights, which the page's policy allows.
  await expect.poll(() => highlightedTexts(page)).toContain('Rectangle');
  expect(await violations()).toEqual([]);

  await page.goto('/search?q=frame');
  await expect(page.locator('.main-wrapper article').first()).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('client-side navigation, color switch and the 404 page raise no violation', async ({page}) => {
  const violations = await recordCspViolations(page);
  await openHydrated(page, '/');
  await page.getByRole('link', {name: 'Docs', exact: true}).first().click();
  await expect(page).toHaveURL(/\/docs\/API$/);
  await switchColorMode(page, 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await violations()).toEqual([]);

  const notFound = await openHydrated(page, '/no/such/page');
  expect(notFound?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('Page Not Found');
  expect(await violations()).toEqual([]);
});

// Refused twice: by the header and by the page's <meta> policy.
defineInjectedScriptTest({policies: 2});

test('the playground runs code under the pages’ CSP; its worker can make no request', async ({
  page,
}) => {
  const violations = await recordCspViolations(page);
  await openHydrated(page, '/playground');
  const figure = page.locator('figure[data-state]');
  await expect(figure).toHaveAttribute('data-state', 'current', {timeout: 20_000});
  await expect(figure.locator('.example-preview__layers')).toContainText('Release card');

  // Code that tries a request: the worker's own policy (default-src 'none') refuses it.
  await page.locator('.cm-content').fill(`import {Page, Text, render} from 'react-figma';
let outcome = 'no answer';
try {
  const request = new XMLHttpRequest();
  request.open('GET', '/', false);
  request.send();
  outcome = 'loaded ' + request.status;
} catch {
  outcome = 'request blocked';
}
render(<Page name="Requests" isCurrent><Text>{outcome}</Text></Page>);
`);
  await expect(figure.locator('.example-preview__layers')).toContainText('request blocked', {
    timeout: 20_000,
  });
  expect(await violations()).toEqual([]);
});
