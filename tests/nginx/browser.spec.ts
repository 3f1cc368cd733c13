import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from '../e2e/fixtures';
import {injectedScriptRan, recordCspViolations} from '../e2e/site';

test.skip(
  !!process.env.NGINX_SKIP_REASON,
  `SKIPPED, nginx missing: ${process.env.NGINX_SKIP_REASON}`,
);

/** The star button script, stubbed (no internet here): proves the CSP lets it run. */
async function stubButtonsScript(page: Page) {
  await page.route('https://buttons.github.io/buttons.js', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: 'document.documentElement.dataset.buttonsScript = "ran";',
    }),
  );
}

test('pages served by nginx hydrate under the CSP with zero violations', async ({page}) => {
  const violations = await recordCspViolations(page);
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
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.locator('.main-wrapper'), path).toBeVisible();
    // The inline color-mode script ran (its hash is in the policy): data-theme is set.
    await expect(page.locator('html')).toHaveAttribute('data-theme', /light|dark/);
    await expect(page.locator('html'), path).toHaveAttribute('data-buttons-script', 'ran');
    // Diagrams render after hydration, with inline styles of their own: wait for them.
    const diagrams = page.locator('.docusaurus-mermaid-container');
    if ((await diagrams.count()) > 0) await expect(diagrams.locator('svg').first()).toBeVisible();
    expect(await violations(), path).toEqual([]);
  }
});

test('search works under the CSP: worker, index fetch, results page', async ({page}) => {
  const violations = await recordCspViolations(page);
  await page.goto('/docs/installation');
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await page.keyboard.type('Rectangle');
  const first = page.locator('.navbar [role="listbox"] [role="option"]').first();
  await expect(first).toContainText('Rectangle');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/api\/rectangle/);
  await expect(page.locator('article mark').first()).toBeVisible();
  expect(await violations()).toEqual([]);

  await page.goto('/search?q=frame');
  await expect(page.locator('.main-wrapper article').first()).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('client-side navigation, color switch and the 404 page raise no violation', async ({page}) => {
  const violations = await recordCspViolations(page);
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('link', {name: 'Docs', exact: true}).first().click();
  await expect(page).toHaveURL(/\/docs\/API$/);
  await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await violations()).toEqual([]);

  const notFound = await page.goto('/no/such/page');
  expect(notFound?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.locator('h1')).toHaveText('Page Not Found');
  expect(await violations()).toEqual([]);
});

test.describe('the CSP is enforced', () => {
  // The blocked script below makes the browser log an error on purpose.
  test.use({expectedConsoleErrors: [/Content Security Policy/]});

  test('an injected inline script is refused', async ({page}) => {
    const violations = await recordCspViolations(page);
    await page.goto('/docs/installation');
    await waitForHydration(page);
    expect(await injectedScriptRan(page)).toBe(false);
    // Refused twice: by the header and by the page's <meta> policy.
    const refused = expect.stringMatching(/^script-src-elem inline/);
    await expect.poll(violations).toEqual([refused, refused]);
  });
});

test('the playground runs code under the pages’ CSP; its worker can make no request', async ({
  page,
}) => {
  const violations = await recordCspViolations(page);
  await page.goto('/playground');
  await waitForHydration(page);
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
