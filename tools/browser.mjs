// @ts-check
// The browser every test and the bench drive: where the system Chromium is, and how it is
// launched, which keeps every page on loopback. Playwright's own browser downloads cannot work on
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
  // Every host but the loopback servers the tests start fails to resolve, at once: no test or
  // measurement waits on the internet (the GitHub button script, github.com). Done by the
  // browser, not a Playwright route, which would pass every request through the test process.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

/**
 * Chromium honors only the last `--disable-features` it is given, and Playwright passes one of its
 * own (chromiumSwitches.ts). Ours comes after it, so it starts with Playwright's list, as of 1.65;
 * tests/e2e/test-browser.spec.ts fails when Playwright's holds a feature this one lacks.
 */
const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Full Chromium builds the omnibox popups of every new window's toolbar as WebUI pages, each in a
 * renderer, before anyone types. Each browser context a test opens is a new window: about
 * 0.6 CPU-s per test, a quarter of the e2e suite's time on two cores, for a popup no test opens.
 */
const toolbarWebUiFeatures = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

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

/** How Playwright launches it, for the tests and for scripts that drive pages. */
export function chromiumLaunchOptions() {
  const executablePath = findChromium();
  if (!executablePath) {
    throw new Error(
      'No Chromium found: set CHROME_PATH or run `node scripts/ensure-tools.mjs chromium`.',
    );
  }
  const disabledFeatures = [...playwrightDisabledFeatures, ...toolbarWebUiFeatures];
  return {
    executablePath,
    args: [...chromiumArgs, `--disable-features=${disabledFeatures.join(',')}`],
  };
}

/** True for any URL but the loopback servers the tests start: the browser never reaches those. */
export const isExternal = (/** @type {string | URL} */ url) =>
  !/^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//.test(String(url));
