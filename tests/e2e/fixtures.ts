import {test as base, expect, type Page} from '@playwright/test';
import {isExternal} from '../../tools/browser.mjs';
import {watchNetwork} from '../../tools/network-quiet.mjs';
import {Listener} from '../lib/isolation-probes';

export {isExternal};

type Options = {
  /**
   * Console errors a test provokes on purpose (the browser's "Failed to load resource" for a
   * chunk it aborts). Page errors (uncaught exceptions, unhandled rejections) are never excused.
   */
  expectedConsoleErrors: RegExp[];
};

type WorkerFixtures = {
  /**
   * A server on another origin that frames pages and counts what reaches it
   * (tests/lib/isolation-probes.ts): one a worker, started for the first test that asks for it.
   * A test that counts calls its reset() first.
   */
  listener: Listener;
};

export const test = base.extend<Options, WorkerFixtures>({
  expectedConsoleErrors: [[], {option: true}],
  listener: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's own needs here
    async ({}, use) => {
      const listener = await new Listener().start();
      await use(listener);
      await listener.stop();
    },
    {scope: 'worker'},
  ],
  // The page every test that asks for one gets: console errors and page errors seen during the
  // test fail it afterwards. An override of `page`, not an automatic fixture: a test that only
  // sends requests opens no browser page at all.
  page: async ({page, expectedConsoleErrors}, use) => {
    // Before anything loads, so that networkQuiet (tools/network-quiet.mjs) sees every request.
    watchNetwork(page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      // A blocked third-party request is the test's doing, not the site's.
      if (isExternal(message.location().url)) return;
      if (expectedConsoleErrors.some((pattern) => pattern.test(message.text()))) return;
      // A document's own error status (the 404 page) is asserted by the test that loads it.
      if (message.location().url === page.url() && /^Failed to load resource/.test(message.text()))
        return;
      errors.push(`console: ${message.text()}`);
    });
    await use(page);
    expect(errors, 'no console or page errors').toEqual([]);
  },
});

export {expect};

/** Wait until React has hydrated the page, or a frame's page (Docusaurus sets this attribute). */
export async function waitForHydration(page: Pick<Page, 'locator'>) {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

/** Load a path and wait until it has hydrated; returns the response to the page load. */
export async function openHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}
