import {suiteConfig} from './tests/playwright-base';

/**
 * The built site, served on loopback by the README's own `npm run serve` (on another port).
 * Set SITE_PORT to test a server you already run; otherwise a fresh one serves build/.
 */
export const port = Number(process.env.SITE_PORT ?? 3100);

const relevanceSuite = /search-relevance\.spec\.ts$/;

export default suiteConfig(port, {
  testDir: 'tests/e2e',
  timeout: 60_000,
  // Three workers on two cores: two left the cores idle while a test waited on its plugin's
  // timers, a download or the network going quiet (BENCHMARK.md, "Figures behind the code's
  // choices").
  workers: 3,
  // Workers take tests in project order: the relevance suite, one long test, goes first, so that
  // the other workers run the rest meanwhile instead of idling while it ends the run.
  projects: [
    {name: 'search relevance', testMatch: relevanceSuite},
    {name: 'site', testIgnore: relevanceSuite},
  ],
  webServer: {
    command: `npm run serve -- --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    // Never test a stale server by accident: reuse one only when SITE_PORT points at it.
    reuseExistingServer: process.env.SITE_PORT !== undefined,
    timeout: 60_000,
  },
});
