// @ts-check
// A page's first load as a reader's browser makes it: every same-origin response from a fresh
// context until the network is idle and React has hydrated, prefetches excluded. The bench
// (npm run bench) reports it; the crawl (tests/e2e/crawl.spec.ts, with tests/e2e/first-load-checks.ts)
// holds it to budgets and keeps lazily loaded libraries out of it. Plain JavaScript so that
// scripts/bench.mjs can import it.
import {brotliCompressSync, constants, gzipSync} from 'node:zlib';
import {networkQuiet, watchNetwork} from './network-quiet.mjs';

/** Lighthouse's mobile screen, so the bench's byte and Lighthouse figures describe one page. */
export const firstLoadViewport = {width: 412, height: 823};

/** @typedef {'html' | 'js' | 'css' | 'image' | 'font' | 'other'} FileType */
/** @typedef {{path: string, type: FileType, body: Buffer}} LoadedFile */
/** @typedef {{requests: number, raw: number, gzip: number, brotli: number}} Sizes */

/**
 * @param {string} url
 * @param {string} resourceType Playwright's request.resourceType()
 * @returns {FileType}
 */
function fileType(url, resourceType) {
  if (resourceType === 'document') return 'html';
  if (resourceType === 'script') return 'js';
  if (resourceType === 'stylesheet') return 'css';
  if (resourceType === 'image' || /\.(svg|png|jpe?g|webp|avif|ico)$/.test(url)) return 'image';
  if (resourceType === 'font') return 'font';
  return 'other';
}

/**
 * Opens `url` in `page`, which must come from a fresh context (nothing cached), and resolves once
 * the page has hydrated, with the response to the page load and `files`: the files of its origin
 * that the page downloaded, in the order they arrived, until the network is quiet (`networkQuiet`:
 * no request in flight for 500 ms). The caller may read the page meanwhile. Prefetches (the
 * router's `<link rel="prefetch">` for visible links) are not part of a first load.
 * @param {import('@playwright/test').Page} page
 * @param {string} url
 * @returns {Promise<{response: import('@playwright/test').Response | null, files: Promise<LoadedFile[]>}>}
 */
export async function startFirstLoad(page, url) {
  const {origin} = new URL(url);
  /** @type {Promise<LoadedFile | undefined>[]} */
  const pending = [];
  /** @param {import('@playwright/test').Response} response */
  const record = (response) => {
    const request = response.request();
    const responseUrl = new URL(response.url());
    if (responseUrl.origin !== origin) return;
    pending.push(
      (async () => {
        const headers = await request.allHeaders();
        if ((headers['sec-purpose'] ?? headers['purpose'] ?? '').includes('prefetch')) return;
        return {
          path: responseUrl.pathname + responseUrl.search,
          type: fileType(responseUrl.pathname, request.resourceType()),
          body: await response.body(),
        };
      })().catch(() => undefined), // a redirect has no body: its target is a response of its own
    );
  };
  watchNetwork(page);
  page.on('response', record);
  const response = await page.goto(url);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  const files = networkQuiet(page).then(async () => {
    page.off('response', record);
    return (await Promise.all(pending)).filter((file) => file !== undefined);
  });
  // A caller whose checks fail first never reads the files, and the page closes under them.
  files.catch(() => undefined);
  return {response, files};
}

/**
 * `startFirstLoad`, waited for to the end: the response to the page load and every file the first
 * load brought.
 * @param {import('@playwright/test').Page} page from a fresh context
 * @param {string} url
 */
export async function firstLoadFiles(page, url) {
  const {response, files} = await startFirstLoad(page, url);
  return {response, files: await files};
}

/** Compressed sizes of a body as a server that precompresses sends it (scripts/precompress.mjs). */
export const compressed = {
  /** @param {Buffer} body */
  gzip: (body) => gzipSync(body, {level: 9}).length,
  /** @param {Buffer} body */
  brotli: (body) =>
    brotliCompressSync(body, {params: {[constants.BROTLI_PARAM_QUALITY]: 11}}).length,
};

/**
 * A page's first load in figures: requests, and raw, gzip and brotli bytes by type and for
 * HTML+JS+CSS together.
 * @param {import('@playwright/test').Page} page from a fresh context
 * @param {string} url
 */
export async function measureFirstLoad(page, url) {
  const files = (await firstLoadFiles(page, url)).files.map(({path, type, body}) => ({
    path,
    type,
    raw: body.length,
    gzip: compressed.gzip(body),
    brotli: compressed.brotli(body),
  }));
  /** @type {Partial<Record<FileType, Sizes>>} */
  const byType = {};
  for (const file of files) {
    const sizes = (byType[file.type] ??= {requests: 0, raw: 0, gzip: 0, brotli: 0});
    sizes.requests += 1;
    sizes.raw += file.raw;
    sizes.gzip += file.gzip;
    sizes.brotli += file.brotli;
  }
  /** @param {'gzip' | 'brotli'} key */
  const htmlJsCss = (key) =>
    /** @type {FileType[]} */ (['html', 'js', 'css']).reduce(
      (sum, type) => sum + (byType[type]?.[key] ?? 0),
      0,
    );
  return {
    requests: files.length,
    byType,
    htmlJsCss: {gzip: htmlJsCss('gzip'), brotli: htmlJsCss('brotli')},
    files: files.map(({path, type, gzip}) => ({url: path, type, gzip})),
  };
}
