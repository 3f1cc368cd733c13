// Where the system Chromium is, and how tests launch it. Playwright's own
// browser downloads cannot work on these machines, so it is never used.
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
      'No Chromium found: set CHROME_PATH or run `node scripts/ensure-chromium.mjs`.',
    );
  }
  return {executablePath, args: chromiumArgs};
}
