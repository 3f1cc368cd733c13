// The first-load checks have something to check: the build has the pages and the lazily loaded
// libraries they name, and a first load holds what a reader's browser needs. The checks
// themselves run on every page in the crawl (crawl.spec.ts, with first-load-checks.ts).
import {existsSync} from 'node:fs';
import {join} from 'node:path';
import type {Page} from '@playwright/test';
import {firstLoadFiles, firstLoadViewport} from '../../tools/first-load.mjs';
import {builtPages, buildDir} from '../../tools/site-files.mjs';
import {test, expect} from './fixtures';
import {budgetedPages, filesContaining, lazyLibraries, searchIndex} from './first-load-checks';

test('the build has pages and lazily loaded libraries to check', () => {
  const pages = builtPages();
  expect(pages).toEqual(expect.arrayContaining(['/', '/blog', '/docs/installation']));
  expect(pages, 'every page with a byte budget is built').toEqual(
    expect.arrayContaining(budgetedPages),
  );
  expect(pages).toContain('/playground');
  expect(existsSync(join(buildDir, '404.html'))).toBe(true);
  expect(searchIndex, 'the search plugin emits its index').not.toEqual([]);
  for (const {name, files} of lazyLibraries) {
    expect(files, `${name} is a file of its own`).not.toEqual([]);
  }
  // react-figma's layout engine (Yoga's asm.js binding) never enters the site's bundles: it
  // runs in the playground's worker, bundled apart.
  expect(filesContaining('_nbind'), 'Yoga in a site bundle').toEqual([]);
});

test.use({viewport: firstLoadViewport});

test('the first-load set holds the entry scripts, the stylesheet and the route chunks', async ({
  page,
  browser,
  baseURL,
}) => {
  const filesOf = async (target: Page, path: string) =>
    (await firstLoadFiles(target, `${baseURL}${path}`)).files.map((file) => file.path);
  const files = await filesOf(page, '/docs/installation');
  expect(files).toContain('/docs/installation');
  expect(files.some((f) => /\/runtime~main\.\w+\.js$/.test(f))).toBe(true);
  expect(files.some((f) => /\/main\.\w+\.js$/.test(f))).toBe(true);
  expect(files.some((f) => f.endsWith('.css'))).toBe(true);
  // The doc's own content chunk differs from another doc's: route chunks are included.
  const context = await browser.newContext({viewport: firstLoadViewport});
  const other = await filesOf(await context.newPage(), '/docs/api/view');
  await context.close();
  expect(files.filter((f) => !other.includes(f)).length).toBeGreaterThan(1);
});
