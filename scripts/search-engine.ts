// Usage: npx vite-node scripts/search-engine.ts [index file]
//
// The search engine measured without a browser: the index file's size (raw and gzip), the time
// to build the engine from it (what the reader's worker does once), and the relevance suite's
// figures with the site's ranking (tests/e2e/search-relevance.json; the pages the first ten hits
// lead to). The browser suite (tests/e2e/search-relevance.spec.ts) is the one held to floors;
// this one compares engines and weights in seconds. BENCHMARK.md, "Search", has the figures.
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';
import config from '../docusaurus.config';
import {buildDir, searchIndexFiles} from '../tools/site-files.mjs';
import {relevanceFigures, type RelevanceQuery} from '../tools/search-relevance.mjs';
import {loadIndexes, type IndexFile} from '../src/plugins/search/load';
import type {SearchOptions} from '../src/plugins/search';
import {rank} from '../src/plugins/search/rank';
import queries from '../tests/e2e/search-relevance.json';

const file = process.argv[2] ?? join(buildDir, searchIndexFiles()[0]!);
const body = readFileSync(file);
// The site's weights, as docusaurus.config.ts gives them to the search.
const options = config.plugins.flatMap((plugin) =>
  Array.isArray(plugin) && plugin[0] === './src/plugins/search/index.ts'
    ? [(plugin[1] as SearchOptions).ranking]
    : [],
)[0]!;

const started = performance.now();
const indexes = loadIndexes(JSON.parse(body.toString('utf8')) as IndexFile);
const buildMs = performance.now() - started;

const results = (queries as RelevanceQuery[]).map((query) => ({
  query,
  pages: rank(indexes, query.query, 10, options).map(({document, page}) => (page || document).u),
}));
const {top1, top3, missTop1, missTop3} = relevanceFigures(results);
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
console.log(`index file: ${kB(body.length)} raw, ${kB(gzipSync(body, {level: 9}).length)} gzip`);
console.log(`engine built in ${buildMs.toFixed(0)} ms`);
console.log(
  `${results.length} queries: top-1 ${(top1 * 100).toFixed(1)} %, top-3 ${(top3 * 100).toFixed(1)} %`,
);
if (process.argv.includes('--misses')) console.log([...missTop1, '--', ...missTop3].join('\n'));
