import {join} from 'node:path';
import {defineConfig, type PlaywrightTestConfig} from '@playwright/test';
import {chromiumLaunchOptions} from '../tools/browser.mjs';

/** What both Playwright suites (tests/e2e, tests/nginx) share; each config spreads it. */
export const baseConfig = {
  retries: 0,
  forbidOnly: !!process.env.CI,
  // Assertions retry until they hold: a slow or busy machine takes longer to get there, and
  // Playwright's default of 5 s failed a redraw that came in 6. Passing tests wait no longer.
  expect: {timeout: 20_000},
  // An absolute path: each config resolves a relative one against its own folder.
  reporter: [['list'], [join(__dirname, 'e2e/summary-reporter.ts')]],
  use: {
    launchOptions: chromiumLaunchOptions(),
    trace: 'off',
  },
} satisfies PlaywrightTestConfig;

/**
 * A suite's config: the base, two workers, and `config`, against the server on loopback `port`.
 * Two workers overlap the waits of the nginx suite (the error-log test's lingering close, for
 * one), and a third makes it no faster; the e2e suite asks for three (playwright.config.ts). See
 * BENCHMARK.md, "Figures behind the code's choices".
 */
export function suiteConfig(port: number, config: PlaywrightTestConfig) {
  return defineConfig({
    ...baseConfig,
    fullyParallel: true,
    workers: 2,
    ...config,
    use: {...baseConfig.use, baseURL: `http://127.0.0.1:${port}`},
  });
}
