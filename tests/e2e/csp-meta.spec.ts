import {test, expect, openHydrated, waitForHydration} from './fixtures';
import {injectedScriptRan, recordCspViolations} from './site';

/**
 * `npm run serve`, like GitHub Pages, sends no security headers: the policy in each page's
 * <meta> is all that protects it there. Pages still work under it, and it is enforced.
 */

test('without a CSP header, pages work under their <meta> policy with zero violations', async ({
  page,
}) => {
  const violations = await recordCspViolations(page);
  for (const path of [
    '/',
    '/docs/installation',
    '/docs/architecture',
    '/blog',
    '/search?q=frame',
  ]) {
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy'], path).toBeUndefined();
    await waitForHydration(page);
    await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveCount(1);
    // The inline color-mode script ran: its hash is in the policy.
    await expect(page.locator('html')).toHaveAttribute('data-theme', /light|dark/);
    const diagrams = page.locator('.docusaurus-mermaid-container svg');
    if (path === '/docs/architecture') await expect(diagrams.first()).toBeVisible();
    expect(await violations(), path).toEqual([]);
  }
});

test.describe('the <meta> policy is enforced', () => {
  // The refused script makes the browser log an error on purpose.
  test.use({expectedConsoleErrors: [/Content Security Policy/]});

  test('an injected inline script is refused', async ({page}) => {
    const violations = await recordCspViolations(page);
    await openHydrated(page, '/docs/installation');
    expect(await injectedScriptRan(page)).toBe(false);
    await expect.poll(violations).toEqual([expect.stringMatching(/^script-src-elem inline/)]);
  });
});
