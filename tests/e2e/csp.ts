import type {Page} from '@playwright/test';
import {test, expect, openHydrated} from './fixtures';
import {diagramPages} from './site';

/** Starts recording the CSP violations the page reports; the returned function reads them. */
export async function recordCspViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as {cspViolations: string[]}).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      ),
    );
  });
  return () => page.evaluate(() => (window as unknown as {cspViolations: string[]}).cspViolations);
}

/**
 * What every page shows once hydrated under its policy: the inline color-mode script ran (its
 * hash is in the policy, so data-theme is set), its diagrams drew (after hydration, with inline
 * styles of their own), and nothing was refused.
 */
export async function expectWorksUnderCsp(
  page: Page,
  path: string,
  violations: () => Promise<string[]>,
) {
  await expect(page.locator('html'), path).toHaveAttribute('data-theme', /light|dark/);
  if (diagramPages.includes(path)) {
    await expect(page.locator('.docusaurus-mermaid-container svg').first(), path).toBeVisible();
  }
  expect(await violations(), path).toEqual([]);
}

/** Adds an inline script to the hydrated page, as an injection would; true if it ran. */
async function injectedScriptRan(page: Page) {
  return page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true;';
    document.head.append(script);
    return (window as unknown as {injected?: boolean}).injected === true;
  });
}

/**
 * Defines the test that the policy is enforced: an injected inline script does not run, and each
 * of the host's `policies` (the page's <meta>, plus a header where the host sends one) refuses it.
 */
export function defineInjectedScriptTest({policies}: {policies: number}) {
  test.describe('the CSP is enforced', () => {
    // The refused script makes the browser log an error on purpose.
    test.use({expectedConsoleErrors: [/Content Security Policy/]});

    test('an injected inline script is refused', async ({page}) => {
      const violations = await recordCspViolations(page);
      await openHydrated(page, '/docs/installation');
      expect(await injectedScriptRan(page)).toBe(false);
      const refused = expect.stringMatching(/^script-src-elem inline/);
      await expect.poll(violations).toEqual(Array(policies).fill(refused));
    });
  });
}
