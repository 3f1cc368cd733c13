// What a page's first load may hold, measured as the bench measures it (tools/first-load.mjs):
// the byte budgets (first-load-budgets.json), and the lazily loaded libraries (search engine,
// Mermaid, the code editor) kept out of it. The crawl (crawl.spec.ts) checks every page
// on the load it makes anyway; first-load.spec.ts checks that there is something to check. The
// crawl loads at desktop width, the bench at a phone's: the scripts and stylesheets of a first
// load are the same at both (compared page by page; the client-side redirect pages
// vary from load to load at either width, by how much of their target arrives before the network is quiet).
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import type {Page} from '@playwright/test';
import {compressed, startFirstLoad, type LoadedFile} from '../../tools/first-load.mjs';
import {buildDir, repoRoot, searchIndexFiles} from '../../tools/site-files.mjs';
import {expect} from './fixtures';
import budgets from './first-load-budgets.json';

const jsFiles = readdirSync(join(buildDir, 'assets/js')).map((name) => `/assets/js/${name}`);
/** Built JS files whose code contains `marker`: how a lazily loaded library is recognized. */
export const filesContaining = (marker: string) =>
  jsFiles.filter((file) => readFileSync(join(buildDir, file), 'utf8').includes(marker));

const mermaidConfigured = readFileSync(join(repoRoot, 'docusaurus.config.ts'), 'utf8').includes(
  '@docusaurus/theme-mermaid',
);
export const searchIndex = searchIndexFiles().map((file) => `/${file}`);

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
export const lazyLibraries: LazyLibrary[] = [
  {name: 'the search index', files: searchIndex, shownBy: 'input[type="search"][name="q"]'},
  {
    name: 'the search engine',
    // The search worker's own error message (src/plugins/search/worker.ts), in no other file.
    files: filesContaining('The search index answered'),
    shownBy: 'input[type="search"][name="q"]',
  },
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
  {
    name: "Run in Figma's zip maker",
    // An error message of fflate's zip writer; src/components/RunInFigmaButton loads it on a
    // click (sucrase is in no page script: it compiles in Run in Figma's worker).
    files: filesContaining('extra field too long'),
  },
];
const lazyFiles = new Set(lazyLibraries.flatMap((library) => library.files));

const budgetOf: Record<string, number> = budgets.firstLoadJsCssGzip;
/** The pages that have a byte budget: they must exist, or the budget checks nothing. */
export const budgetedPages = Object.keys(budgetOf);

/**
 * Opens `url` in `page` (from a fresh context) as a first load, with every lazy library's files
 * held back until the page has hydrated: a page that needed one of them to hydrate would wait for
 * it, and its file is then returned as `neededToHydrate` (released after 20 s so the test ends
 * with a message, not a timeout). Resolves once the page has hydrated, as `startFirstLoad` does,
 * with the response to the page load and the first load's `files` to come.
 *
 * Held through the DevTools protocol with a pattern per lazy file, not a Playwright route: a route
 * pauses every request of the page for the test process to look at, about half a second of CPU
 * per page load. The requests both catch are the same (compared on the search, diagram,
 * playground and plain docs pages).
 */
export async function firstLoadHoldingLazyFiles(page: Page, url: string) {
  const hydrated = page
    .locator('html[data-has-hydrated="true"]')
    .waitFor({state: 'attached', timeout: 20_000})
    .then(
      () => true,
      () => false,
    );
  const neededToHydrate: string[] = [];
  const session = await page.context().newCDPSession(page);
  session.on('Fetch.requestPaused', async ({requestId, request}) => {
    if (!(await hydrated)) neededToHydrate.push(new URL(request.url).pathname);
    // The page may be gone by then (the test failed or ended): nothing is left to release.
    await session.send('Fetch.continueRequest', {requestId}).catch(() => undefined);
  });
  const {origin} = new URL(url);
  await session.send('Fetch.enable', {
    // `*`: the file with or without a query string.
    patterns: [...lazyFiles].map((file) => ({urlPattern: `${origin}${file}*`})),
  });
  const {response, files} = await startFirstLoad(page, url);
  return {response, files, neededToHydrate};
}

const jsCssGzip = (files: LoadedFile[]) =>
  files
    .filter((file) => file.type === 'js' || file.type === 'css')
    .reduce((sum, file) => sum + compressed.gzip(file.body), 0);

/**
 * The first load of `path` (from firstLoadHoldingLazyFiles) is within its byte budget, if it has
 * one, and brings no lazy library it did not need: none to hydrate, none later unless the page
 * shows what the library draws. `htmlFile` is the built file the page was served from.
 */
export async function expectLeanFirstLoad(
  page: Page,
  path: string,
  htmlFile: string,
  {files, neededToHydrate}: {files: LoadedFile[]; neededToHydrate: string[]},
) {
  const paths = files.map((file) => file.path);
  const budget = budgetOf[path];
  if (budget !== undefined) {
    const breakdown = files.map((f) => `${f.path} ${compressed.gzip(f.body)}`).join('\n');
    expect(
      jsCssGzip(files),
      `first-load JS+CSS gzip of ${path}:\n${breakdown}`,
    ).toBeLessThanOrEqual(budget);
  }

  const html = readFileSync(htmlFile, 'utf8');
  expect(html, `${path} references no search index`).not.toMatch(/search-index[^"' ]*\.json/);
  // Up front: what the page needs to hydrate. Held back until then, no lazy file can be.
  expect(neededToHydrate, `${path} needs a lazy library to hydrate`).toEqual([]);
  // Nor is one downloaded later in the first load, unless the page shows what it draws.
  for (const {name, files: libraryFiles, shownBy} of lazyLibraries) {
    if (shownBy && (await page.locator(shownBy).count()) > 0) continue;
    const eager = paths.filter((p) => libraryFiles.includes(p));
    expect(eager, `${path} downloads ${name} without showing it`).toEqual([]);
  }
}
