// A bounded load test of a served build: a fixed number of requests over a mix of pages and
// assets, many connections at once, with autocannon. load.spec.ts asserts zero errors.
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import autocannon from 'autocannon';
import {searchIndexFiles, sitemapPaths} from '../../tools/site-files.mjs';

/**
 * What readers fetch: every page in the sitemap (as /x and a few as /x/), the bundles
 * and stylesheet the home page loads, images, the search index, feeds and text files.
 */
export function mixedPaths(buildDir: string) {
  const pages = sitemapPaths(buildDir);
  const home = readFileSync(join(buildDir, 'index.html'), 'utf8');
  const assets = [...home.matchAll(/(?:src|href)="?(\/assets\/[^"\s>]+)/g)].map(([, path]) => path);
  const root = [...searchIndexFiles(buildDir), 'sitemap.xml', 'robots.txt', 'llms.txt'];
  // The social card is for link-preview bots, not readers: leave its 300 kB out of the mix.
  const images = readdirSync(join(buildDir, 'img'))
    .filter((name) => !name.startsWith('social-card'))
    .map((name) => `/img/${name}`);
  const feeds = ['blog/rss.xml', 'blog/atom.xml'].filter((file) =>
    existsSync(join(buildDir, file)),
  );
  const slashed = pages
    .filter((path) => path.startsWith('/docs/'))
    .slice(0, 3)
    .map((path) => `${path}/`);
  return [
    ...new Set([
      ...pages,
      ...slashed,
      ...assets,
      ...images,
      ...[...root, ...feeds].map((file) => `/${file}`),
    ]),
  ];
}

/** Runs `amount` GETs over `paths` (cycled per connection); resolves with the counts that matter. */
export async function loadTest({
  url,
  paths,
  amount = 20_000,
  connections = 300,
}: {
  url: string;
  paths: string[];
  amount?: number;
  connections?: number;
}) {
  const result = await autocannon({
    url,
    amount,
    connections,
    // Seconds per request: generous, as the test shares a small machine with the others.
    timeout: 30,
    headers: {'accept-encoding': 'br, gzip'},
    requests: paths.map((path) => ({method: 'GET', path})),
  });
  return {
    requests: result.requests.total,
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    seconds: result.duration,
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: {p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max},
    megabytes: Math.round(result.throughput.total / 1e5) / 10,
  };
}
