import {join} from 'node:path';
import type {PlaywrightTestConfig} from '@playwright/test';
import {chromiumLaunchOptions} from '../tools/browser.mjs';

/** What both Playwright suites (tests/e2e, tests/nginx) share; each config spreads it. */
export const baseConfig = {
  retries: 0,
  forbidOnly: !!process.env.CI,
  // An absolute path: each config resolves a relative one against its own folder.
  reporter: [['list'], [join(__dirname, 'e2e/summary-reporter.ts')]],
  use: {
    launchOptions: chromiumLaunchOptions(),
    trace: 'off',
  },
} satisfies PlaywrightTestConfig;
