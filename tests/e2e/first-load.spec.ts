// First loads in Chromium, measured as the bench measures them (tests/first-load.mjs): byte
// budgets (first-load-budgets.json), and the lazily loaded libraries (search engine, mark.js,
// Mermaid, the code editor) kept out of every built page's first load. One load per page.
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import type {Page} from '@playwright/test';
import {compressed, firstLoadFiles, firstLoadViewport, type LoadedFile} from '../first-load.mjs';
import {builtPages, buildDir, repoRoot} from '../site-files.mjs';
import {test, expect} from './fixtures';
import budgets from './first-load-budgets.json';

const jsFiles = readdirSync(join(buildDir, 'assets/js')).map((name) => `/assets/js/${name}`);
/** Built JS files whose code contains `marker`: how a lazily loaded library is recognized. */
const filesContaining = (marker: string) =>
  jsFiles.filter((file) => readFileSync(join(buildDir, file), 'utf8').includes(marker));

const mermaidConfigured = readFileSync(join(repoRoot, 'docusaurus.config.ts'), 'utf8').includes(
  '@docusaurus/theme-mermaid',
);
const searchIndex = readdirSync(buildDir)
  .filter((f) => /^search-index.*\.json$/.test(f))
  .map((f) => `/${f}`);

type LazyLibrary = {
  name: string;
  files: string[];
  /**
   * What a page shows when it uses the library (the search page's field, a diagram, the
   * editor): such a page may download it once it has hydrated.
   */
  shownBy?: string;
};
/** Each lazily loaded library, its chunks recognized by a string only they contain. */
const lazyLibraries: LazyLibrary[] = [
  {name: 'the search index', files: searchIndex, shownBy: 'input[type="search"][name="q"]'},
  {
    name: 'the search engine',
    // lunr's pipeline warning: present in the search worker, absent from everything else.
    files: filesContaining('Function is not registered with pipeline'),
    shownBy: 'input[type="search"][name="q"]',
  },
  // A warning of mark.js itself; src/plugins/lazy-mark loads it on first use.
  {name: 'mark.js', files: filesContaining('markRanges() will only accept an array of objects')},
  ...(mermaidConfigured
    ? [
        {
          name: 'Mermaid',
          // An error message from Mermaid's diagram detector; the theme's small wrapper has no
          // such text.
          files: filesContaining('No diagram type detected matching given configuration'),
          shownBy: '.docusaurus-mermaid-container',
        },
      ]
    : []),
  {
    name: 'the code editor',
    // CodeMirror's own class name; src/components/ExamplePreview loads the editor on Edit.
    files: filesContaining('cm-scroller'),
    shownBy: '.cm-editor',
  },
];
const lazyFiles = new Set(lazyLibraries.flatMap((library) => library.files));

const pages = builtPages();
const budgetOf: Record<string, number> = budgets.firstLoadJsCssGzip;

test.use({viewport: firstLoadViewport});

/**
 * The page's first load, with every lazy library's files held back until the page has hydrated:
 * a page that needed one of them to hydrate would wait for it, and its file is then returned as
 * `neededToHydrate` (released after 20 s so the test ends with a message, not a timeout).
 */
async function firstLoadHoldingLazyFiles(page: Page, url: string) {
  const hydrated = page
    .locator('html[data-has-hydrated="true"]')
    .waitFor({state: 'attached', timeout: 20_000})
    .then(
      () => true,
      () => false,
    );
  const neededToHydrate: string[] = [];
  await page.route(
    (requested) => lazyFiles.has(requested.pathname),
    async (route) => {
      if (!(await hydrated)) neededToHydrate.push(new URL(route.request().url()).pathname);
      await route.continue();
    },
  );
  const files = await firstLoadFiles(page, url);
  return {files, neededToHydrate};
}

const jsCssGzip = (files: LoadedFile[]) =>
  files
    .filter((file) => file.type === 'js' || file.type === 'css')
    .reduce((sum, file) => sum + compressed.gzip(file.body), 0);

test('the build has pages and lazily loaded libraries to check', () => {
  expect(pages).toEqual(expect.arrayContaining(['/', '/blog', '/docs/installation']));
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

test('the first-load set holds the entry scripts, the stylesheet and the route chunks', async ({
  page,
  browser,
  baseURL,
}) => {
  const filesOf = async (target: Page, path: string) =>
    (await firstLoadFiles(target, `${baseURL}${path}`)).map((file) => file.path);
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

for (const path of pages) {
  test(`first load of ${path}`, async ({page, baseURL}) => {
    const {files, neededToHydrate} = await firstLoadHoldingLazyFiles(page, `${baseURL}${path}`);
    const paths = files.map((file) => file.path);

    const budget = budgetOf[path];
    if (budget !== undefined) {
      const breakdown = files.map((f) => `${f.path} ${compressed.gzip(f.body)}`).join('\n');
      expect(
        jsCssGzip(files),
        `first-load JS+CSS gzip of ${path}:\n${breakdown}`,
      ).toBeLessThanOrEqual(budget);
    }

    const html = readFileSync(join(buildDir, path, 'index.html'), 'utf8');
    expect(html, `${path} references no search index`).not.toMatch(/search-index[^"' ]*\.json/);
    // Up front: what the page needs to hydrate. Held back until then, no lazy file can be.
    expect(neededToHydrate, `${path} needs a lazy library to hydrate`).toEqual([]);
    // Nor is one downloaded later in the first load, unless the page shows what it draws.
    for (const {name, files: libraryFiles, shownBy} of lazyLibraries) {
      if (shownBy && (await page.locator(shownBy).count()) > 0) continue;
      const eager = paths.filter((p) => libraryFiles.includes(p));
      expect(eager, `${path} downloads ${name} without showing it`).toEqual([]);
    }
  });
}
