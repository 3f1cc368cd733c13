import type {Page} from '@playwright/test';

/** The axe-core rule tags the site must pass: WCAG 2.0–2.2, levels A and AA. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The navbar search input. Located by class, not role: it is a textbox until the search
 * index loads, then the autocomplete makes it a combobox.
 */
export const searchBox = (page: Page) => page.locator('.navbar input.navbar__search-input');

/** Blog posts live at date-based URLs: /blog/YYYY/MM/DD/slug. */
export const blogPostPattern = /^\/blog\/\d{4}\/\d{2}\/\d{2}\/[^/]+$/;

/**
 * The doc routes issue 2 requires, exact case, each with what its H1 must name.
 * /docs itself is a redirect (see docs-root-redirect.spec.ts).
 */
export const requiredDocRoutes: Record<string, RegExp> = {
  '/docs/API': /API/,
  ...Object.fromEntries(
    [
      'component',
      'ellipse',
      'frame',
      'group',
      'image',
      'line',
      'page',
      'Platform',
      'rectangle',
      'render',
      'star',
      'StyleSheet',
      'svg',
      'text',
      'vector',
      'view',
    ].map((name) => [`/docs/api/${name}`, new RegExp(`\\b${name}\\b`, 'i')]),
  ),
  '/docs/architecture': /architecture/i,
  '/docs/colors': /colou?rs?/i,
  '/docs/configure': /configur/i,
  '/docs/data-fetching': /data|fetch/i,
  '/docs/devtools': /dev ?tools/i,
  '/docs/hmr': /hot|hmr/i,
  '/docs/installation': /install/i,
  '/docs/roadmap': /roadmap/i,
  '/docs/running': /run/i,
  '/docs/styling': /styl/i,
};

/**
 * Navigates the way the router does on back/forward: the URL changes in place and
 * react-router renders the new location without a page load.
 */
export async function clientNavigate(page: Page, url: string) {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', {state: null}));
  }, url);
}

/** Marks the current document, so a test can tell a client-side navigation from a page load. */
export async function markDocument(page: Page) {
  await page.evaluate(() => Object.assign(window, {__sameDocument: true}));
}

export async function isSameDocument(page: Page) {
  return page.evaluate(
    () => (window as Window & {__sameDocument?: boolean}).__sameDocument === true,
  );
}

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

/** Adds an inline script to the hydrated page, as an injection would; true if it ran. */
export async function injectedScriptRan(page: Page) {
  return page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true;';
    document.head.append(script);
    return (window as unknown as {injected?: boolean}).injected === true;
  });
}
