// @ts-check
// The browser every test and the bench drive: where the system Chromium is, and how it is
// launched, which keeps every page on loopback. Debian's chromium-headless-shell, the headless
// build Playwright itself runs, is preferred: no browser window's UI to build, so each test's
// context costs less. Playwright's own browser downloads cannot work on these machines (no route
// to its CDN), so its cache is not searched. Plain JavaScript so that scripts/ can import it too.
import {existsSync} from 'node:fs';
import {Launcher} from 'chrome-launcher';

/** Debian's package chromium-headless-shell (a wrapper script that runs the real binary). */
export const headlessShellPath = '/usr/bin/chromium-headless-shell';

/** Flags that keep Chromium off the network it cannot reach here. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-gpu',
  '--no-first-run',
  // Every host but the loopback servers the tests start fails to resolve, at once: no test or
  // measurement waits on the internet (the GitHub button script, github.com). Done by the
  // browser, not a Playwright route, which would pass every request through the test process.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

/**
 * CHROME_PATH; else Debian's chromium-headless-shell; else the Chrome or Chromium that
 * chrome-launcher (Lighthouse's launcher) finds: on Linux, `chromium` or `google-chrome` on the
 * PATH and desktop entries. Undefined when there is none.
 * @returns {string | undefined}
 */
export function findChromium() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  if (existsSync(headlessShellPath)) return headlessShellPath;
  try {
    return Launcher.getFirstInstallation();
  } catch {
    return undefined; // chrome-launcher throws when it finds no installation on Linux
  }
}

/** How Playwright launches it, for the tests and for scripts that drive pages. */
export function chromiumLaunchOptions() {
  const executablePath = findChromium();
  if (!executablePath) {
    throw new Error(
      'No Chromium found: set CHROME_PATH or run `node scripts/ensure-tools.mjs chromium`.',
    );
  }
  // No --disable-features of ours: Chromium honors only the last one, and Playwright's own
  // (network time, optimization hints, HTTPS upgrades…) must stay in force.
  // tests/e2e/test-browser.spec.ts checks the launched browser's command line.
  return {executablePath, args: chromiumArgs};
}

/** True for any URL but the loopback servers the tests start: the browser never reaches those. */
export const isExternal = (/** @type {string | URL} */ url) =>
  !/^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//.test(String(url));
