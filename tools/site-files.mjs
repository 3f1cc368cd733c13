// @ts-check
// The site's files as the tests and the bench see them: the built pages, the sitemap, and
// temporary copies of the sources. Plain JavaScript so that `scripts/bench.mjs` can import it.
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  symlinkSync,
} from 'node:fs';
import {spawnSync} from 'node:child_process';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {repoRoot} from './repo-root.cjs';

export {repoRoot};
/** build/, or the folder SITE_BUILD_DIR names (a build made with `--out-dir`, served by SITE_PORT). */
export const buildDir = process.env.SITE_BUILD_DIR
  ? resolve(process.env.SITE_BUILD_DIR)
  : join(repoRoot, 'build');

/** URL paths of every page in `build/sitemap.xml`, sorted. */
export function sitemapPaths(dir = buildDir) {
  const xml = readFileSync(join(dir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map(([, loc]) => new URL(/** @type {string} */ (loc)).pathname)
    .sort();
}

/**
 * URL paths of every page the build emitted (each `index.html` outside `assets/`), whether or not
 * the sitemap lists it: redirect pages and the Playground too.
 */
export function builtPages(dir = buildDir) {
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /(^|\/)index\.html$/.test(file) && !file.startsWith('assets/'))
    .map((file) => `/${file.replace(/\/?index\.html$/, '')}`)
    .sort();
}

/**
 * The search index's files in build/, each name carrying a hash of its content: the one place
 * that knows how they are named.
 * @param {string} [dir]
 */
export function searchIndexFiles(dir = buildDir) {
  return readdirSync(dir).filter((name) => /^search-index.*\.json$/.test(name));
}

/**
 * The content-hashed folder inside one of build/'s versioned directories (`playground`,
 * `run-in-figma`: src/plugins/react-figma-bundle publishes each runtime in one).
 * @param {string} name
 * @param {string} [dir]
 */
export function versionedFolder(name, dir = buildDir) {
  return readdirSync(join(dir, name)).find((entry) => /^[0-9a-f]{16}$/.test(entry));
}

/** Generated or machine-local folders that a copy of the sources leaves out. */
const generated = new Set([
  'node_modules',
  'build',
  '.docusaurus',
  '.git',
  'test-results',
  'bench-results',
]);

/**
 * A copy of the site's sources in a new temporary folder, for a build that must not touch the
 * repository. node_modules is linked entry by entry, so the copy's bundler cache
 * (node_modules/.cache) stays its own. With `modules: 'copy'` the copy gets node_modules of its own
 * (hard links where the file system allows): a bundler resolves symbolic links to their targets,
 * so a linked copy names its modules by paths outside itself, and its bundles differ.
 *
 * With `examples: 'cached'` the copy starts with the examples' results that the repository's
 * runs cached. They are keyed by each example's code and the runner's bundle (which names no
 * absolute path), not by the folder, so the copy's build runs only what changed since, as the
 * repository's own build would. The folder is run-examples.ts's cacheDir (a TypeScript module
 * this one cannot import).
 * @param {string} name part of the folder's name
 * @param {{modules?: 'link' | 'copy', examples?: 'run' | 'cached'}} [options]
 */
export function copySite(name, {modules = 'link', examples = 'run'} = {}) {
  const dir = mkdtempSync(join(tmpdir(), `react-figma-${name}-`));
  // nginx workers (the bench serves the copy) run as nobody and must be able to reach build/.
  chmodSync(dir, 0o755);
  for (const entry of readdirSync(repoRoot)) {
    if (!generated.has(entry)) cpSync(join(repoRoot, entry), join(dir, entry), {recursive: true});
  }
  mkdirSync(join(dir, 'node_modules'));
  const entries = readdirSync(join(repoRoot, 'node_modules')).filter((entry) => entry !== '.cache');
  const from = (/** @type {string} */ entry) => join(repoRoot, 'node_modules', entry);
  const to = (/** @type {string} */ entry) => join(dir, 'node_modules', entry);
  if (modules === 'link') {
    for (const entry of entries) symlinkSync(from(entry), to(entry));
  } else if (
    // One `cp` for every package: a process each costs seconds.
    spawnSync('cp', ['-al', ...entries.map(from), join(dir, 'node_modules')]).status !== 0
  ) {
    for (const entry of entries) cpSync(from(entry), to(entry), {recursive: true, force: true});
  }
  const examplesCache = 'node_modules/.cache/examples';
  if (examples === 'cached' && existsSync(join(repoRoot, examplesCache))) {
    cpSync(join(repoRoot, examplesCache), join(dir, examplesCache), {recursive: true});
  }
  return dir;
}
