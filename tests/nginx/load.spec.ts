import {test, expect} from '@playwright/test';
import {buildDir} from '../../tools/site-files.mjs';
import {loadTest, mixedPaths} from './load-test';
import {nginxPort} from './playwright.config';
import {skipWithoutNginx} from './skip-without-nginx';

skipWithoutNginx();

test('20 000 requests over mixed pages and assets, 300 connections at once: zero errors', async () => {
  const paths = mixedPaths(buildDir);
  expect(paths.length).toBeGreaterThan(30);
  const result = await loadTest({
    url: `http://127.0.0.1:${nginxPort}`,
    paths,
    amount: 20_000,
    connections: 300,
  });
  // Figures for the log; speed is not asserted here (that is `npm run bench`'s job).
  test.info().annotations.push({type: 'load', description: JSON.stringify(result)});
  console.log(`load: ${JSON.stringify({paths: paths.length, ...result})}`);
  expect(result.errors).toBe(0);
  expect(result.timeouts).toBe(0);
  expect(result.non2xx).toBe(0);
  expect(result.ok).toBe(20_000);
});
