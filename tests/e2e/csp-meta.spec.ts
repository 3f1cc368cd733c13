import {test, expect, openHydrated} from './fixtures';
import {defineInjectedScriptTest, expectWorksUnderCsp, recordCspViolations} from './csp';

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
    const response = await openHydrated(page, path);
    expect(response?.headers()['content-security-policy'], path).toBeUndefined();
    await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveCount(1);
    await expectWorksUnderCsp(page, path, violations);
  }
});

// The <meta> policy alone refuses it.
defineInjectedScriptTest({policies: 1});
