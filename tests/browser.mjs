// @ts-check
// The browser every test and the bench drive: where the system Chromium is, how it is launched,
// and the guard that keeps a page on loopback. Playwright's own browser downloads cannot work on
// these machines, so they are never used. Plain JavaScript so that scripts/ can import it too.
import {existsSync, readdirSync} from 'node:fs';
import {homedir} from 'node:os';
import {join} from 'node:path';

/** Flags that keep Chromium off the network it cannot reach here. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-gpu',
  '--no-first-run',
];

function playwrightCacheChromium() {
  const cache = process.env.PLAYWRIGHT_BROWSERS_PATH || join(homedir(), '.cache', 'ms-playwright');
  if (!existsSync(cache)) return undefined;
  for (const dir of readdirSync(cache)
    .filter((d) => d.startsWith('chromium'))
    .sort()
    .reverse()) {
    for (const bin of [
      'chrome-linux64/chrome',
      'chrome-linux/chrome',
      'chrome-linux/headless_shell',
    ]) {
      const candidate = join(cache, dir, bin);
      if (existsSync(candidate)) return candidate;
    }
  }
  return undefined;
}

/** CHROME_PATH, then /usr/bin/chromium, then Playwright's cache. */
export function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', playwrightCacheChromium()];
  return candidates.find((p) => p && existsSync(p));
}

export function chromiumLaunchOptions() {
  const executablePath = findChromium();
  if (!executablePath) {
    throw new Error(
      'No Chromium found: set CHROME_PATH or run `node scripts/ensure-tools.mjs chromium`.',
    );
  }
  return {executablePath, args: chromiumArgs};
}

/** True for any URL but the loopback servers the tests start: those requests are never made. */
export const isExternal = (/** @type {string | URL} */ url) =>
  !/^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//.test(String(url));

/**
 * Aborts every request of `context` to another host (the GitHub button script, github.com), so
 * that no test or measurement waits on the internet.
 * @param {import('@playwright/test').BrowserContext} context
 */
export async function blockExternalRequests(context) {
  await context.route(isExternal, (route) => route.abort('blockedbyclient'));
}
