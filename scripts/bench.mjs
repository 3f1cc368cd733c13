#!/usr/bin/env node
// npm run bench: build and serve a temporary copy of the site, then measure build time and
// memory, first-load bytes, the playground (bytes on Edit, time to a preview), Run in Figma (the
// zip's size, click to download), Lighthouse
// (mobile) scores beside a stock Docusaurus site's, client-side navigation time and a 1 000-page
// scale build. Prints Markdown
// tables and writes them into BENCHMARK.md (the measured ones only); writes
// bench-results/<time>.json and bench-results/latest.json.
// The search: index size, time to the first results, the relevance suite's figures.
// The messages react-figma sends between a plugin's threads, by tree size (update-message-counts.ts).
// Usage: node scripts/bench.mjs [--runs 3] [--skip build,bytes,playground,run-in-figma,lighthouse,stock,
//   navigation,scale,search,messages]
import {spawn} from 'node:child_process';
import {mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {cpus, tmpdir} from 'node:os';
import {basename, dirname, join, relative} from 'node:path';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {chromiumArgs, chromiumLaunchOptions, findChromium, isExternal} from '../tools/browser.mjs';
import {compressed, firstLoadViewport, measureFirstLoad} from '../tools/first-load.mjs';
import {networkQuiet, watchNetwork} from '../tools/network-quiet.mjs';
import {copySite, repoRoot, searchIndexFiles, sitemapPaths} from '../tools/site-files.mjs';
import {dropdownOptions, measureRelevance} from '../tools/search-relevance.mjs';
import {nginxMissingReason, startNginx} from '../tools/nginx-server.mjs';

const {values: options} = parseArgs({
  options: {
    runs: {type: 'string', default: '3'},
    skip: {type: 'string', default: ''},
    port: {type: 'string', default: process.env.BENCH_PORT ?? '3705'},
  },
});
const runs = Number(options.runs);
const skip = new Set(options.skip.split(',').filter(Boolean));
const port = Number(options.port);
const origin = `http://127.0.0.1:${port}`;
const benchPages = ['/', '/docs/installation', '/docs/api/view', '/blog'];
/** The stock site's docs page that the main-thread targets compare these pages with. */
const stockPage = '/docs/intro';
const stockCompared = ['/docs/installation', '/docs/api/view'];
/** A short docs page, measured beside them: what a page costs before its article does. */
const shortDocsPage = '/docs/roadmap';
const scalePages = 1000;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const kB = (bytes) => (bytes / 1000).toFixed(1);
const log = (...args) => console.error('[bench]', ...args);

/** Runs a command under GNU time: wall seconds and peak resident memory of its processes. */
function timed(command, args, cwd) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn('/usr/bin/time', ['-v', command, ...args], {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    let stdout = '';
    child.stdout.on('data', (data) => (stdout += data));
    child.stderr.on('data', (data) => (stderr += data));
    child.on('close', (code) => {
      if (code !== 0) {
        reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${stdout}\n${stderr}`));
        return;
      }
      const field = (name) => stderr.match(new RegExp(`${name}: (.+)`))?.[1];
      const elapsed = field('Elapsed \\(wall clock\\) time \\(h:mm:ss or m:ss\\)');
      const seconds = elapsed.split(':').reduce((total, part) => total * 60 + Number(part), 0);
      resolvePromise({
        seconds: Number(seconds.toFixed(1)),
        peakMemoryMB: Math.round(Number(field('Maximum resident set size \\(kbytes\\)')) / 1024),
      });
    });
  });
}

const docusaurusBin = (dir) => join(dir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
const buildSite = (dir) => timed(process.execPath, [docusaurusBin(dir), 'build'], dir);

/**
 * Serves the build as deployed: nginx with deploy/nginx.conf (precompressed brotli/gzip, cache
 * headers). Falls back to `docusaurus serve` (no compression) where nginx is missing.
 */
async function serve(dir, {at = port, deployDir = join(dir, 'deploy')} = {}) {
  if (!nginxMissingReason()) {
    const nginx = await startNginx({buildDir: join(dir, 'build'), port: at, deployDir});
    return {name: 'nginx (deploy/nginx.conf)', stop: () => nginx.stop()};
  }
  const server = spawn(
    process.execPath,
    [docusaurusBin(dir), 'serve', '--host', '127.0.0.1', '--port', String(at), '--no-open'],
    {cwd: dir, stdio: 'ignore'},
  );
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${at}`)).ok)
        return {name: 'docusaurus serve (uncompressed)', stop: () => server.kill()};
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  server.kill();
  throw new Error(`docusaurus serve did not answer on port ${at}`);
}

/**
 * A stock Docusaurus site (create-docusaurus, classic template, TypeScript) of the site's own
 * Docusaurus version, installed and built in a temporary folder: the yardstick the main-thread
 * targets are set against. Served the same way as the site, on the next port.
 */
async function buildStockSite() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-stock-'));
  copies.push(dir);
  const own = (file) => JSON.parse(readFileSync(join(repoRoot, file), 'utf8'));
  const {version} = own('node_modules/@docusaurus/core/package.json');
  const create = [`create-docusaurus@${version}`, 'stock', 'classic', '--typescript'];
  await timed('npx', ['--yes', ...create, '--skip-install'], dir);
  const site = join(dir, 'stock');
  const manifest = JSON.parse(readFileSync(join(site, 'package.json'), 'utf8'));
  // The same pin the site needs: the registry these machines reach lacks @docsearch/core 4.7.1.
  manifest.overrides = {'@docsearch/react': own('package.json').overrides['@docsearch/react']};
  writeFileSync(join(site, 'package.json'), JSON.stringify(manifest, null, 2));
  await timed('npm', ['install', '--no-audit', '--no-fund'], site);
  await buildSite(site);
  // deploy/nginx.conf includes the policy files every build of this site writes.
  for (const conf of ['csp.conf', 'playground-sandbox.conf']) {
    writeFileSync(join(site, 'build', conf), '');
  }
  return site;
}

/** The first blog post in the sitemap: a dated URL under /blog. */
const firstPost = (dir) =>
  sitemapPaths(join(dir, 'build')).find((path) => /^\/blog\/\d{4}\//.test(path));

/** A page in a fresh context (its browser resolves no host but loopback: tools/browser.mjs). */
async function localPage(browser, options = {}) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  watchNetwork(page);
  return {context, page};
}

/** The first load of `path` (tools/first-load.mjs), in a phone-sized fresh context. */
async function firstLoad(browser, path) {
  const {context, page} = await localPage(browser, {viewport: firstLoadViewport});
  const measured = await measureFirstLoad(page, origin + path);
  await context.close();
  return {path, ...measured};
}

/**
 * The search: its index file's size; the time from a reader's Ctrl+K on a fresh page to the first
 * results of a query (the search bar, its engine and the index load on that interest), median of
 * the runs; and the relevance suite's figures: each query of tests/e2e/search-relevance.json typed
 * into the box, the pages its dropdown lists against the pages wanted (tools/search-relevance.mjs).
 */
async function measureSearch(browser, dir, query = 'closePlugin') {
  const build = join(dir, 'build');
  const [file] = searchIndexFiles(build);
  const body = readFileSync(join(build, file));
  const index = {raw: body.length, gzip: compressed.gzip(body), brotli: compressed.brotli(body)};
  const times = [];
  for (let i = 0; i < runs; i++) {
    const {context, page} = await localPage(browser);
    await page.goto(`${origin}/docs/installation`);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    const started = performance.now();
    await page.keyboard.press('Control+k');
    await page.keyboard.type(query);
    await dropdownOptions(page).first().waitFor();
    times.push(performance.now() - started);
    await context.close();
  }
  const queries = JSON.parse(
    readFileSync(join(repoRoot, 'tests/e2e/search-relevance.json'), 'utf8'),
  );
  const {context, page} = await localPage(browser, {baseURL: origin});
  const figures = await measureRelevance(page, queries);
  await context.close();
  return {query, index, firstSearchMs: Math.round(median(times)), ...figures};
}

/**
 * The playground on a docs page: what pressing Edit downloads (editor chunk, the example's source,
 * the worker, fonts; gzip), the time from the click to the editor and to the first preview, and
 * the median time from an edit to its redrawn preview (the 300 ms pause included).
 */
async function measurePlayground(browser, path = '/docs/api/view') {
  const {context, page} = await localPage(browser, {viewport: {width: 1280, height: 2400}});
  await page.goto(origin + path);
  await networkQuiet(page);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  // Each file once: every run starts a fresh worker from the same (cached) worker.js.
  const pending = new Map();
  page.on('response', (response) => {
    const url = response.url();
    if (isExternal(url) || pending.has(url)) return;
    const size = response.body().then(
      (body) => compressed.gzip(body),
      () => 0,
    );
    pending.set(url, size);
  });
  const figure = page.locator('figure[data-state]');
  const started = performance.now();
  await page.getByRole('button', {name: 'Edit this example'}).first().click();
  await page.locator('.cm-content').waitFor();
  const editorMs = performance.now() - started;
  await figure.and(page.locator('[data-state="current"]')).waitFor({timeout: 60_000});
  const firstPreviewMs = performance.now() - started;
  const files = await Promise.all(
    [...pending].map(async ([url, size]) => ({url: url.slice(origin.length), gzip: await size})),
  );
  const bytes = files.reduce((sum, file) => sum + file.gzip, 0);

  const source = await page.locator('[data-source]').first().getAttribute('data-source');
  const {code} = await (await page.request.get(origin + source)).json();
  const redraws = [];
  for (let i = 1; i <= 5; i++) {
    const image = figure.locator('img.example-preview__image--light');
    const before = await image.getAttribute('src');
    const edited = performance.now();
    await page.locator('.cm-content').fill(code.replace('Ada Lovelace', `Ada ${i}`));
    await page.waitForFunction(
      (previous) =>
        document.querySelector('figure[data-state="current"] img')?.getAttribute('src') !==
        previous,
      before,
    );
    redraws.push(performance.now() - edited);
  }
  await context.close();
  return {
    path,
    gzip: bytes,
    editorMs: Math.round(editorMs),
    firstPreviewMs: Math.round(firstPreviewMs),
    redrawMs: Math.round(median(redraws)),
    files,
  };
}

/**
 * Run in Figma on a docs page: the time from a click on the first example's button to the
 * browser's download, the zip's size, and what the click downloads (the zip maker's chunk and the
 * prebuilt plugin files, gzip). Median of `runs` clicks, each from a fresh page.
 */
async function measureRunInFigma(browser, path = '/docs/api/view') {
  const times = [];
  let zipBytes = 0;
  let downloaded = 0;
  for (let i = 0; i < runs; i++) {
    const {context, page} = await localPage(browser, {acceptDownloads: true});
    await page.goto(origin + path);
    await networkQuiet(page);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    const fetched = [];
    page.on('response', (response) => {
      if (isExternal(response.url())) return;
      fetched.push(
        response.body().then(
          (body) => compressed.gzip(body),
          () => 0,
        ),
      );
    });
    const button = page.getByRole('button', {name: /^Run in Figma/}).first();
    const started = performance.now();
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    times.push(performance.now() - started);
    const chunks = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk);
    zipBytes = Buffer.concat(chunks).length;
    downloaded = (await Promise.all(fetched)).reduce((sum, size) => sum + size, 0);
    await context.close();
  }
  return {path, zipBytes, downloadedGzip: downloaded, clickToDownloadMs: Math.round(median(times))};
}

/**
 * Lighthouse 12, default mobile emulation and simulated throttling, system Chromium. The targets
 * ({label, url}) are measured in turn, run after run, so that a machine getting busier or
 * quieter weighs on all of them alike; each gets the median of its runs.
 */
async function runLighthouse(targets) {
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    const results = targets.map(() => []);
    for (let i = 0; i < runs; i++) {
      for (const [index, {label, url}] of targets.entries()) {
        results[index].push(await lighthouseOnce(chrome.port, label, url));
      }
    }
    return targets.map(({label}, index) => {
      const medians = {};
      for (const key of Object.keys(results[index][0]).filter((k) => k !== 'failing')) {
        medians[key] = median(results[index].map((r) => r[key]));
      }
      const failingAudits = [...new Set(results[index].flatMap((r) => r.failing))];
      return {path: label, ...medians, failingAudits};
    });
  } finally {
    chrome.kill();
  }
}

/** Milliseconds of main-thread work in the given groups of Lighthouse's breakdown. */
const mainThread = (lhr, groups) =>
  lhr.audits['mainthread-work-breakdown'].details.items
    .filter((item) => groups.includes(item.group))
    .reduce((sum, item) => sum + item.duration, 0);

async function lighthouseOnce(chromePort, label, url) {
  const {lhr} = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    // No internet here: the GitHub star button script cannot load, so it is not requested.
    blockedUrlPatterns: ['*buttons.github.io*'],
    maxWaitForLoad: 60_000,
  });
  // A run Lighthouse could not complete (a page that timed out on a loaded machine) has no
  // metrics: fail with its reason rather than a TypeError on a missing value.
  if (lhr.runtimeError || lhr.audits['cumulative-layout-shift']?.numericValue === undefined) {
    throw new Error(
      `Lighthouse could not measure ${label}: ${lhr.runtimeError?.message ?? 'no metrics'}`,
    );
  }
  const score = (id) => Math.round(lhr.categories[id].score * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
    cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    // Where the main thread's time goes (scaled by the simulated CPU slowdown), and the page's size.
    scriptMs: Math.round(mainThread(lhr, ['scriptEvaluation', 'scriptParseCompile'])),
    layoutMs: Math.round(mainThread(lhr, ['styleLayout'])),
    domNodes: lhr.audits['dom-size'].numericValue,
    failing: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative')
      .filter((a) => a.scoreDisplayMode !== 'manual' && a.scoreDisplayMode !== 'notApplicable')
      .map((a) => a.id),
  };
}

/** Milliseconds from a click on a same-site link until the new page's H1 is rendered. */
async function measureNavigation(browser, from, to) {
  const times = [];
  for (let i = 0; i < 5; i++) {
    const {context, page} = await localPage(browser);
    await page.goto(origin + from);
    await networkQuiet(page);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    times.push(
      await page.evaluate(
        (target) =>
          new Promise((done) => {
            const link = [...document.querySelectorAll('a')].find(
              (a) => new URL(a.href).pathname === target,
            );
            const before = document.querySelector('h1')?.textContent;
            const start = performance.now();
            const observer = new MutationObserver(() => {
              const h1 = document.querySelector('h1');
              if (location.pathname === target && h1 && h1.textContent !== before) {
                observer.disconnect();
                done(performance.now() - start);
              }
            });
            observer.observe(document.body, {subtree: true, childList: true, characterData: true});
            link.click();
          }),
        to,
      ),
    );
    await context.close();
  }
  return {from, to, medianMs: Math.round(median(times)), runsMs: times.map(Math.round)};
}

/** Adds `count` docs pages to a site copy, cloned from its real docs (links stay valid). */
function generateScaleDocs(dir, count) {
  const sources = [];
  const walk = (folder) => {
    for (const entry of readdirSync(folder, {withFileTypes: true})) {
      const file = join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.mdx?$/.test(entry.name) && !entry.name.startsWith('_')) sources.push(file);
    }
  };
  walk(join(dir, 'docs'));
  for (let i = 0; i < count; i++) {
    const source = sources[i % sources.length];
    const text = readFileSync(source, 'utf8');
    const name = basename(source).replace(/(\.mdx?)$/, `-scale-${i}$1`);
    const frontMatter = `---\ntitle: ${JSON.stringify(`Scale copy ${i} of ${relative(dir, source)}`)}\n---\n`;
    // Front matter ids and slugs would collide; the body keeps its headings, code and links.
    const body = text.replace(/^---\n[\s\S]*?\n---\n/, '').replace(/^# .*$/m, '');
    writeFileSync(join(dirname(source), name), frontMatter + body);
  }
}

const report = {
  date: new Date().toISOString(),
  machine: {cpus: cpus().length, node: process.version},
};
const copies = [];
let server;
let browser;
try {
  if (!skip.has('messages')) {
    // Needs no build: it renders through react-figma on the model, and writes its own table
    // into BENCHMARK.md and the Performance guide.
    log('messages between the threads');
    await new Promise((resolvePromise, reject) => {
      const child = spawn('npx', ['vite-node', 'scripts/update-message-counts.ts'], {
        cwd: repoRoot,
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      child.on('close', (code) =>
        code === 0 ? resolvePromise() : reject(new Error(`message counts failed (${code})`)),
      );
    });
  }
  const site = copySite('bench');
  copies.push(site);

  if (!skip.has('build')) {
    log('cold build');
    report.coldBuild = await buildSite(site);
    log('warm build');
    report.warmBuild = await buildSite(site);
  } else {
    await buildSite(site);
  }

  server = await serve(site);
  report.server = server.name;
  const post = firstPost(site);
  const pages = post ? [...benchPages, post] : benchPages;
  browser = await chromium.launch(chromiumLaunchOptions());

  if (!skip.has('bytes')) {
    log('first-load bytes');
    report.firstLoad = [];
    for (const path of pages) report.firstLoad.push(await firstLoad(browser, path));
  }
  if (!skip.has('navigation')) {
    log('client-side navigation');
    report.navigation = [
      await measureNavigation(browser, '/docs/installation', '/docs/configure'),
      await measureNavigation(browser, '/', '/blog'),
    ];
  }
  if (!skip.has('playground')) {
    log('playground');
    report.playground = await measurePlayground(browser);
  }
  if (!skip.has('run-in-figma')) {
    log('run in figma');
    report.runInFigma = await measureRunInFigma(browser);
  }
  if (!skip.has('search')) {
    log('search');
    report.search = await measureSearch(browser, site);
  }
  // Lighthouse drives its own Chromium; the Playwright one is done by then.
  await browser.close();
  browser = undefined;
  if (!skip.has('lighthouse')) {
    const targets = [...pages, shortDocsPage].map((path) => ({label: path, url: origin + path}));
    let stockServer;
    if (!skip.has('stock')) {
      log('stock Docusaurus site');
      const stock = await buildStockSite();
      stockServer = await serve(stock, {at: port + 1, deployDir: join(repoRoot, 'deploy')});
      const label = `stock Docusaurus ${stockPage}`;
      targets.push({label, url: `http://127.0.0.1:${port + 1}${stockPage}`, stock: true});
    }
    log(`lighthouse, ${targets.length} pages in turn (${runs} runs)`);
    try {
      report.lighthouse = await runLighthouse(targets);
    } finally {
      await stockServer?.stop();
    }
  }
  await server.stop();
  server = undefined;

  if (!skip.has('scale')) {
    log(`scale build: ${scalePages} extra docs pages`);
    const scaleSite = copySite('scale');
    copies.push(scaleSite);
    generateScaleDocs(scaleSite, scalePages);
    report.scaleBuild = {pages: scalePages, ...(await buildSite(scaleSite))};
  }
} finally {
  await browser?.close();
  await server?.stop();
  for (const dir of copies) rmSync(dir, {recursive: true, force: true});
}

/**
 * A Markdown table: a header row, the alignment row, then the rows. The first column names the
 * row; the figures after it are aligned right.
 */
function table(header, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  const align = header.map((_, column) => (column === 0 ? '---' : '---:'));
  return [line(header), line(align), ...rows.map(line)].join('\n');
}

/** A table of one row, from [header, cell] pairs: each figure is written beside its column's name. */
const oneRowTable = (columns) =>
  table(
    columns.map(([header]) => header),
    [columns.map(([, cell]) => cell)],
  );

/** The Markdown table of each measurement this run made, keyed by its --skip name. */
function tables(r) {
  const day = new Date(r.date).toLocaleDateString('en-GB', {dateStyle: 'medium'});
  const where = `${day}, ${r.machine.cpus} cores, Node ${r.machine.node}`;
  const served = `Measured ${where}, ${r.server}.`;
  const result = {};
  const build = (name, b) => [name, `${b.seconds} s`, `${b.peakMemoryMB} MB`];
  const buildHeader = ['Build', 'Time', 'Peak memory'];
  if (r.coldBuild) {
    result.build = `Measured ${where}.\n\n${table(buildHeader, [
      build('cold (no cache)', r.coldBuild),
      build('warm (bundler cache)', r.warmBuild),
    ])}`;
  }
  if (r.scaleBuild) {
    result.scale = `Measured ${where}.\n\n${table(buildHeader, [
      build(`+${r.scaleBuild.pages} docs pages, cold`, r.scaleBuild),
    ])}`;
  }
  if (r.firstLoad) {
    const rows = r.firstLoad.map((f) => {
      const cell = (t) =>
        f.byType[t] ? `${kB(f.byType[t].gzip)} / ${kB(f.byType[t].brotli)}` : '0';
      return [
        f.path,
        cell('html'),
        cell('js'),
        cell('css'),
        cell('image'),
        `${kB(f.htmlJsCss.gzip)} / ${kB(f.htmlJsCss.brotli)}`,
        f.requests,
      ];
    });
    result.bytes = `${served}\n\n${table(
      ['First load (kB, gzip / brotli)', 'HTML', 'JS', 'CSS', 'Images', 'HTML+JS+CSS', 'Requests'],
      rows,
    )}`;
  }
  if (r.lighthouse) {
    const rows = r.lighthouse.map((l) => [
      l.path,
      l.performance,
      l.accessibility,
      l.bestPractices,
      l.seo,
      `${l.lcpMs} ms`,
      `${l.tbtMs} ms`,
      l.cls,
      `${l.scriptMs} ms`,
      `${l.layoutMs} ms`,
      l.domNodes,
    ]);
    const stock = r.lighthouse.find((l) => l.path.startsWith('stock'));
    const ratios = stock
      ? stockCompared
          .map((path) => r.lighthouse.find((l) => l.path === path))
          .filter(Boolean)
          .map((l) => `${l.path} ${(l.tbtMs / Math.max(stock.tbtMs, 1)).toFixed(2)}×`)
      : [];
    const versusStock = ratios.length
      ? `\n\nTotal Blocking Time as a share of stock Docusaurus's ${stockPage} in the same run ` +
        `(target: at most 0.5×): ${ratios.join(', ')}.`
      : '';
    result.lighthouse = `${served}\n\n${table(
      [
        `Lighthouse mobile (median of ${runs})`,
        'Perf',
        'A11y',
        'Best pr.',
        'SEO',
        'LCP',
        'TBT',
        'CLS',
        'Script',
        'Style & layout',
        'DOM nodes',
      ],
      rows,
    )}${versusStock}`;
  }
  if (r.playground) {
    const p = r.playground;
    const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
    result.playground = `${served}\n\n${oneRowTable([
      [`Playground on ${p.path}`, 'Edit'],
      ['Downloaded on Edit (gzip)', `${Math.round(p.gzip / 1000)} kB`],
      ['Editor shown', seconds(p.editorMs)],
      ['First preview', seconds(p.firstPreviewMs)],
      ['Redraw after an edit (median of 5)', `${p.redrawMs} ms`],
    ])}`;
  }
  if (r.runInFigma) {
    const f = r.runInFigma;
    result['run-in-figma'] = `${served}\n\n${oneRowTable([
      [`Run in Figma on ${f.path}`, 'First example'],
      ['Downloaded on click (gzip)', `${Math.round(f.downloadedGzip / 1000)} kB`],
      ['Zip', `${Math.round(f.zipBytes / 1000)} kB`],
      [`Click to download (median of ${runs})`, `${f.clickToDownloadMs} ms`],
    ])}`;
  }
  if (r.search) {
    const s = r.search;
    const percent = (share) => `${(share * 100).toFixed(1)} %`;
    result.search = `${served}\n\n${oneRowTable([
      ['Search', '/docs/installation'],
      [
        'Index (raw / gzip / brotli)',
        `${kB(s.index.raw)} / ${kB(s.index.gzip)} / ${kB(s.index.brotli)} kB`,
      ],
      [`First results for "${s.query}" (median of ${runs})`, `${s.firstSearchMs} ms`],
      ['Relevance suite', `${s.queries} queries`],
      ['Top-1', percent(s.top1)],
      ['Top-3', percent(s.top3)],
    ])}`;
  }
  if (r.navigation) {
    result.navigation = `${served}\n\n${table(
      ['Client-side navigation (click to new H1)', 'Median of 5'],
      r.navigation.map((n) => [`${n.from} → ${n.to}`, `${n.medianMs} ms`]),
    )}`;
  }
  return result;
}

/**
 * Replaces each measured table of BENCHMARK.md, between `<!-- bench:NAME -->` and
 * `<!-- /bench:NAME -->`; skipped measurements and the prose around them stay as they are.
 */
function updateDocument(file, measured) {
  let text = readFileSync(file, 'utf8');
  for (const [name, markdown] of Object.entries(measured)) {
    const region = new RegExp(`(<!-- bench:${name} -->\\n)[\\s\\S]*?(<!-- /bench:${name} -->)`);
    if (!region.test(text)) throw new Error(`${file} has no <!-- bench:${name} --> markers`);
    text = text.replace(region, (_, start, end) => `${start}${markdown}\n${end}`);
  }
  writeFileSync(file, text);
}

const outDir = join(repoRoot, 'bench-results');
mkdirSync(outDir, {recursive: true});
const json = JSON.stringify(report, null, 2);
writeFileSync(join(outDir, `${report.date.replace(/[:.]/g, '-')}.json`), json);
writeFileSync(join(outDir, 'latest.json'), json);
const measured = tables(report);
console.log(Object.values(measured).join('\n\n'));
const benchmarkDoc = join(repoRoot, 'BENCHMARK.md');
updateDocument(benchmarkDoc, measured);
log(`results: ${relative(process.cwd(), join(outDir, 'latest.json'))}`);
log(
  `tables updated in ${relative(process.cwd(), benchmarkDoc)}: ${Object.keys(measured).join(', ')}`,
);
