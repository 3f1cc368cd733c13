// @ts-check
// The browser every test and the bench drive: where the system Chromium is, how it is launched,
// and the guard that keeps a page on loopback. Playwright's own browser downloads cannot work on
// these machines (no route to its CDN), so its cache is not searched. Plain JavaScript so that
// scripts/ can import it too.
import {Launcher} from 'chrome-launcher';

/** Flags that keep Chromium off the network it cannot reach here. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-gpu',
  '--no-first-run',
];

/**
 * CHROME_PATH, else the Chrome or Chromium that chrome-launcher (Lighthouse's launcher, which the
 * bench uses) finds: on Linux, `chromium` or `google-chrome` on the PATH (Debian's
 * /usr/bin/chromium) and desktop entries. Undefined when there is none.
 * @returns {string | undefined}
 */
export function findChromium() {
  try {
    return Launcher.getFirstInstallation();
  } catch {
    return undefined; // chrome-launcher throws when it finds no installation on Linux
  }
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
