#!/usr/bin/env node
// npm run build:nginx: the deploy step after `npm run build` for servers that send
// precompressed files. Writes .br and .gz files next to every text file of the build, so nginx's
// brotli_static / gzip_static serve them without compressing per request. The nginx tests and
// the bench run it too (tools/nginx-server.mjs), before they serve a build.
// Usage: node scripts/precompress.mjs [buildDir=build]
import {readdir, readFile, stat, writeFile} from 'node:fs/promises';
import {join, resolve} from 'node:path';
import {promisify} from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** What nginx would otherwise compress on the fly (see gzip_types in deploy/nginx.conf). */
const compressible = /\.(html|js|css|json|xml|svg|txt|map|webmanifest)$/;
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

const buildDir = resolve(process.argv[2] ?? 'build');
const started = Date.now();
const jobs = [];
for await (const path of files(buildDir)) {
  if (compressible.test(path) && (await stat(path)).size >= minBytes) jobs.push(compress(path));
}
const results = await Promise.all(jobs);
const total = (/** @type {'bytes' | 'br'} */ key) => results.reduce((sum, r) => sum + r[key], 0);
console.log(
  `precompress: ${results.length} files, ${(total('bytes') / 1024).toFixed(0)} kB -> ${(total('br') / 1024).toFixed(0)} kB brotli, ${Date.now() - started} ms`,
);
