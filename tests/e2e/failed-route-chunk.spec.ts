import {test, expect, openHydrated, waitForHydration} from './fixtures';
import {abortChunks} from './site';

/**
 * A route chunk that fails to load during navigation is logged as a console warning, and
 * Docusaurus then reloads the page: that recovers from chunks a new deployment removed.
 */

// The browser reports the aborted request on the console itself.
test.use({expectedConsoleErrors: [/^Failed to load resource/]});

test('an aborted route chunk logs a warning, then the page reloads and shows the target', async ({
  page,
}) => {
  await openHydrated(page, '/docs/installation');

  // The next page's chunks fail until the warning: the reload that follows must load normally.
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const aborted = await abortChunks(page, () => warnings.length === 0);

  // Keyboard, not mouse: hovering would preload the route before the navigation does.
  await page.locator('footer').getByRole('link', {name: 'API', exact: true}).focus();
  const reload = page.waitForEvent('load');
  await page.keyboard.press('Enter');
  await reload;

  expect(aborted.length).toBeGreaterThan(0);
  expect(warnings.join('\n')).toMatch(/ChunkLoadError|Loading chunk .* failed/);
  await expect(page).toHaveURL(/\/docs\/API$/);
  await waitForHydration(page);
  await expect(page.locator('h1')).toHaveText(/API/);
});
