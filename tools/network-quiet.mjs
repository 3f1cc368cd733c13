// @ts-check
// When a page's network has gone quiet, counted from the page's own request events. Playwright's
// `networkidle` means the same (no request in flight for 500 ms), but its bookkeeping can lose the
// state for good: a request that starts and ends while the event is recorded arms no new timer,
// and a later lifecycle event removes it, so `waitForLoadState('networkidle')` then waits until
// the test times out (microsoft/playwright#42598, closed without a fix; Playwright's docs
// discourage the option).

/** How long no request may be in flight for the network to count as quiet: Playwright's figure. */
export const quietMs = 500;

/**
 * @typedef {{inFlight: Set<import('@playwright/test').Request>, onChange: Set<() => void>}} Watch
 * @type {WeakMap<import('@playwright/test').Page, Watch>}
 */
const watches = new WeakMap();

/**
 * Requests that Playwright's `networkidle` also leaves out: a favicon, a stream that stays open,
 * and a service worker's, which belongs to no frame.
 * @param {import('@playwright/test').Request} request
 */
function counts(request) {
  if (new URL(request.url()).pathname.endsWith('/favicon.ico')) return false;
  if (request.resourceType() === 'eventsource') return false;
  try {
    request.frame();
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts counting `page`'s requests in flight. Call it before the page loads anything, as the
 * test fixture does for every page: a request that started before is not counted. Calling it
 * again does nothing.
 * @param {import('@playwright/test').Page} page
 */
export function watchNetwork(page) {
  if (watches.has(page)) return;
  /** @type {Watch} */
  const watch = {inFlight: new Set(), onChange: new Set()};
  watches.set(page, watch);
  const changed = () => watch.onChange.forEach((listener) => listener());
  page.on('request', (request) => {
    if (!counts(request)) return;
    watch.inFlight.add(request);
    changed();
  });
  /** @param {import('@playwright/test').Request} request */
  const ended = (request) => {
    if (watch.inFlight.delete(request)) changed();
  };
  // A redirect ends its request with `requestfinished`; the next hop is a request of its own.
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
}

/**
 * Resolves once no request of `page` has been in flight for `quietMs`, counting from the call:
 * what `waitForLoadState('networkidle')` waits for, minus its lost-state bug. Rejects if the page
 * closes first. `page` must be watched (`watchNetwork`) since before its load.
 * @param {import('@playwright/test').Page} page
 * @returns {Promise<void>}
 */
export function networkQuiet(page) {
  const watch = watches.get(page);
  if (!watch) throw new Error('networkQuiet: call watchNetwork(page) before the page loads');
  return new Promise((resolve, reject) => {
    /** @type {NodeJS.Timeout | undefined} */
    let timer;
    const finish = () => {
      clearTimeout(timer);
      watch.onChange.delete(update);
      page.off('close', closed);
    };
    const update = () => {
      clearTimeout(timer);
      timer = undefined;
      if (watch.inFlight.size > 0) return;
      timer = setTimeout(() => {
        finish();
        resolve();
      }, quietMs);
    };
    const closed = () => {
      finish();
      reject(new Error('networkQuiet: the page closed before its network went quiet'));
    };
    watch.onChange.add(update);
    page.on('close', closed);
    update();
  });
}
