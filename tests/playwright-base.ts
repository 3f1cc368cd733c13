import {join} from 'node:path';
import type {PlaywrightTestConfig} from '@playwright/test';
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
