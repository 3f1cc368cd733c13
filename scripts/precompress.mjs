#!/usr/bin/env node
// Writes .br and .gz files next to every text file of the build, so nginx's
// brotli_static / gzip_static serve them without compressing per request.
// Usage: node scripts/precompress.mjs [buildDir=build]
import {readdir, readFile, stat, writeFile} from 'node:fs/promises';
import {basename, join, resolve} from 'node:path';
import {promisify} from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** What nginx would otherwise compress on the fly (see gzip_types in deploy/nginx.conf). */
export const compressible = /\.(html|js|css|json|xml|svg|txt|map|webmanifest)$/;
/** Below this, compression headers cost more than they save (nginx's gzip_min_length). */
const minBytes = 1024;

async function* files(dir) {
  for (const entry of await readdir(dir, {withFileTypes: true})) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

async function compress(path) {
  const source = await readFile(path);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzip(source, {level: zlib.constants.Z_BEST_COMPRESSION}),
  ]);
  // Keep a variant only when it is smaller than the file itself.
  if (br.length < source.length) await writeFile(`${path}.br`, br);
  if (gz.length < source.length) await writeFile(`${path}.gz`, gz);
  return {bytes: source.length, br: Math.min(br.length, source.length)};
}

/** Compresses every eligible file under buildDir; returns totals. */
export async function precompress(buildDir) {
  const jobs = [];
  for await (const path of files(buildDir)) {
    if (compressible.test(path) && (await stat(path)).size >= minBytes) jobs.push(compress(path));
  }
  const results = await Promise.all(jobs);
  return {
    files: results.length,
    bytes: results.reduce((sum, r) => sum + r.bytes, 0),
    br: results.reduce((sum, r) => sum + r.br, 0),
  };
}

/** Command-line use. No top-level await: Playwright loads this module with require(). */
async function main() {
  const buildDir = resolve(process.argv[2] ?? 'build');
  const started = Date.now();
  const {files: count, bytes, br} = await precompress(buildDir);
  console.log(
    `precompress: ${count} files, ${(bytes / 1024).toFixed(0)} kB -> ${(br / 1024).toFixed(0)} kB brotli, ${Date.now() - started} ms`,
  );
}

// Run as a command (not imported)? No import.meta here: Playwright's TypeScript loader
// cannot import .mjs files that use it.
if (basename(process.argv[1] ?? '') === 'precompress.mjs') {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
