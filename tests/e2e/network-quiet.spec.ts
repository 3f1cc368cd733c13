import {networkQuiet, quietMs} from '../../tools/network-quiet.mjs';
import {test, expect} from './fixtures';

/**
 * tools/network-quiet.mjs, the wait for a quiet network that the crawl's first loads, the bench
 * and several tests use in place of Playwright's `networkidle`. Its pages are answered by routes:
 * nothing reaches the server.
 */

const html = (body: string) => ({contentType: 'text/html', body: `<!doctype html>${body}`});

test('it resolves after a page whose last request ended just before DOMContentLoaded', async ({
  page,
  baseURL,
}) => {
  // The order that loses Playwright's networkidle for good (microsoft/playwright#42598): the
  // document and its last script have arrived, the script keeps the parser busy past the quiet
  // period, then makes one request that starts and ends before DOMContentLoaded.
  await page.route(`${baseURL}/quiet-test/**`, (route) => {
    const {pathname} = new URL(route.request().url());
    if (pathname.endsWith('/page')) {
      return route.fulfill(html('<p>page</p><script src="/quiet-test/busy.js"></script>'));
    }
    if (pathname.endsWith('/busy.js')) {
      return route.fulfill({
        contentType: 'text/javascript',
        body: `const until = Date.now() + ${quietMs * 3};
          while (Date.now() < until) {}
          const request = new XMLHttpRequest();
          request.open('GET', '/quiet-test/last', false);
          request.send();
          document.body.dataset.last = request.responseText;`,
      });
    }
    return route.fulfill({contentType: 'text/plain', body: 'answered'});
  });
  await page.goto(`${baseURL}/quiet-test/page`);
  await networkQuiet(page);
  await expect(page.locator('body')).toHaveAttribute('data-last', 'answered');
});

test('it waits for a request in flight, then for the quiet period after it', async ({
  page,
  baseURL,
}) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${baseURL}/quiet-test/**`, async (route) => {
    if (route.request().url().endsWith('/page')) return route.fulfill(html('<p>page</p>'));
    await held;
    return route.fulfill({contentType: 'text/plain', body: 'late'});
  });
  await page.goto(`${baseURL}/quiet-test/page`);
  const isHeld = (request: {url(): string}) => request.url().endsWith('/held');
  const started = page.waitForRequest(isHeld);
  const finished = page.waitForEvent('requestfinished', isHeld);
  await page.evaluate(() => void fetch('/quiet-test/held'));
  await started;

  let quietAt = 0;
  const quiet = networkQuiet(page).then(() => (quietAt = Date.now()));
  // Nothing to wait for but time: give a wait that ignored the request the chance to end.
  await page.waitForTimeout(quietMs * 2);
  expect(quietAt, 'not quiet while a request is in flight').toBe(0);
  release();
  await finished;
  const finishedAt = Date.now();
  await quiet;
  expect(quietAt, 'quiet only a full period after the request ended').toBeGreaterThanOrEqual(
    finishedAt + quietMs - 50,
  );
});
