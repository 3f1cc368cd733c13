import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {
  test,
  expect,
  request as requests,
  type APIRequestContext,
  type APIResponse,
} from '@playwright/test';
import {inlineScripts, scriptHash} from '../../src/plugins/csp/policy';
import {sandboxDocument} from '../../src/plugins/playground';
import {buildDir, searchIndexFiles, versionedFolder} from '../../tools/site-files.mjs';
import {nginxPort, nginxTlsPort} from './playwright.config';
import {rawGet} from './raw-http';
import {skipWithoutNginx} from './skip-without-nginx';

skipWithoutNginx();

const mainBundle = `/assets/js/${readdirSync(join(buildDir, 'assets/js')).find((f) => /^main\.\w+\.js$/.test(f))}`;
const searchIndex = `/${searchIndexFiles()[0]}`;
const immutable = 'public, max-age=31536000, immutable';
const securityHeaders = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
];

/** The policy in the <meta> of the built home page: what static hosts enforce. */
const metaPolicy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(
  readFileSync(join(buildDir, 'index.html'), 'utf8'),
)![1]!;
/** The header adds what a <meta> policy cannot carry. */
const policy = `${metaPolicy}; frame-ancestors 'none'`;

function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers();
  expect(headers['content-security-policy']).toBe(policy);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toMatch(/camera=\(\)/);
  expect(headers['x-frame-options']).toBe('DENY');
  // Each once: a repeated header is a sign of nginx running its header filters twice.
  const names = response.headersArray().map(({name}) => name.toLowerCase());
  for (const name of securityHeaders) {
    expect(
      names.filter((n) => n === name),
      name,
    ).toHaveLength(1);
  }
}

/** GETs a hashed asset accepting brotli: it answers 200, immutable, precompressed, as `type`. */
async function getImmutableBrotli(request: APIRequestContext, path: string, type: string) {
  const response = await request.get(path, {headers: {'accept-encoding': 'br'}});
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe(type);
  expect(response.headers()['cache-control']).toBe(immutable);
  expect(response.headers()['content-encoding']).toBe('br');
  return response;
}

/**
 * GETs files the site's code fetches as data, never as documents: each answers 200, immutable,
 * under a policy that allows nothing.
 */
async function expectDataFiles(request: APIRequestContext, paths: string[]) {
  for (const path of paths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-security-policy'], path).toBe("default-src 'none'");
    expect(response.headers()['cache-control'], path).toBe(immutable);
    expect(response.headers()['x-content-type-options'], path).toBe('nosniff');
    expect(response.headers()['x-frame-options'], path).toBe('DENY');
  }
}

test.describe('status and headers', () => {
  test('the CSP allows every inline script of the build by hash, the buttons script, and nothing broad', () => {
    const hashes = new Set(
      readdirSync(buildDir, {recursive: true, encoding: 'utf8'})
        // The playground's sandbox carries a policy of its own (tested below).
        .filter((file) => file.endsWith('.html') && !new RegExp(sandboxDocument).test(file))
        .flatMap((file) => inlineScripts(readFileSync(join(buildDir, file), 'utf8')))
        .map(scriptHash),
    );
    expect(hashes.size).toBeGreaterThan(0);
    const scriptSrc = /(?:^|; )script-src ([^;]+)/.exec(policy)![1]!.split(' ');
    expect(scriptSrc.sort()).toEqual(["'self'", 'https://buttons.github.io', ...hashes].sort());
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("connect-src 'self' https://api.github.com");
    expect(policy).toContain("frame-ancestors 'none'");
  });

  for (const path of [
    '/',
    '/docs/installation',
    '/docs/installation/',
    '/docs/api/rectangle',
    '/blog',
    '/search',
  ]) {
    test(`${path}: 200 HTML, revalidated, with the security headers`, async ({request}) => {
      const response = await request.get(path, {maxRedirects: 0});
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers()['cache-control']).toBe('no-cache');
      expect(response.headers()['etag']).toBeTruthy();
      expectSecurityHeaders(response);
      expect(/<div id="?__docusaurus"?>/.test(await response.text()), 'the prerendered page').toBe(
        true,
      );
    });
  }

  test('an HTML page comes back 304 when its ETag still matches', async ({request}) => {
    const first = await request.get('/docs/installation');
    const again = await request.get('/docs/installation', {
      headers: {'if-none-match': first.headers()['etag']!},
    });
    expect(again.status()).toBe(304);
  });

  for (const [from, to] of [
    ['/index.html', '/'],
    ['/docs/styling/index.html', '/docs/styling'],
    ['/docs/installation.html', '/docs/installation'],
    ['/docs/styling/index.html?tab=1', '/docs/styling?tab=1'],
  ] as const) {
    test(`${from} redirects once to the clean URL ${to}`, async ({request}) => {
      const response = await request.get(from, {maxRedirects: 0});
      expect(response.status()).toBe(301);
      expect(response.headers()['location']).toBe(to);
      expectSecurityHeaders(response);
    });
  }

  // Only real pages answer 200: the names of the files behind them are not pages.
  for (const path of [
    '/no/such/page',
    '/docs/no-such-doc',
    '/assets/js/no-such-chunk.js',
    '/404.html',
    '/404',
    '/index',
    '/docs/installation/index',
    '/docs/installation/index.htm',
    '/img/',
    '/csp.conf',
    '/playground-sandbox.conf',
    '/docs/%C0%AF',
    '/docs/a%00b',
    '/docs//installation',
    '/docs/installation//',
    '/docs/%2F/installation',
  ]) {
    test(`${path}: the site's 404 page with status 404`, async ({request}) => {
      const response = await request.get(path, {maxRedirects: 0});
      expect(response.status()).toBe(404);
      expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
      expect(await response.text()).toContain('Page Not Found');
      expectSecurityHeaders(response);
    });
  }

  test('hashed bundles are immutable for a year and served precompressed', async ({request}) => {
    const file = readFileSync(join(buildDir, mainBundle), 'utf8');
    for (const [accept, encoding] of [
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const response = await request.get(mainBundle, {headers: {'accept-encoding': accept}});
      expect(response.status()).toBe(200);
      expect(response.headers()['cache-control']).toBe(immutable);
      expect(response.headers()['content-type']).toBe('application/javascript; charset=utf-8');
      expect(response.headers()['content-encoding']).toBe(encoding);
      expect(response.headers()['vary']).toBe('Accept-Encoding');
      // Whatever the encoding, the reader gets exactly the built file.
      expect(await response.text()).toBe(file);
    }
  });

  test('the search index (hashed file name) is immutable JSON', async ({request}) => {
    const response = await getImmutableBrotli(
      request,
      searchIndex,
      'application/json; charset=utf-8',
    );
    expect(Array.isArray(await response.json())).toBe(true);
  });

  test('example previews (hashed file names) are immutable SVG, served precompressed', async ({
    request,
  }) => {
    const preview = `/previews/${readdirSync(join(buildDir, 'previews')).find((file) => file.endsWith('.svg'))}`;
    const response = await getImmutableBrotli(request, preview, 'image/svg+xml; charset=utf-8');
    expect(await response.text()).toBe(readFileSync(join(buildDir, preview), 'utf8'));
    expectSecurityHeaders(response);
  });

  test("an example's source, for the Edit button, is immutable JSON", async ({request}) => {
    const source = readdirSync(join(buildDir, 'previews')).find((file) => file.endsWith('.json'));
    const response = await request.get(`/previews/${source}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe(immutable);
    expect(await response.json()).toHaveProperty('code');
    expectSecurityHeaders(response);
  });

  test("the playground's sandbox has a policy of its own: eval, and no request", async ({
    request,
  }) => {
    const version = versionedFolder('playground');
    // The files the page fetches and hands to the sandbox.
    await expectDataFiles(request, [
      `/playground/${version}/worker.js`,
      `/playground/${version}/fonts/inter-latin-400-normal.woff2`,
    ]);
    // The sandbox document: its <meta> policy again as a header, plus who may frame it and the
    // sandbox itself, which a <meta> cannot carry.
    const sandbox = await request.get(`/playground/${version}/sandbox`);
    expect(sandbox.status()).toBe(200);
    const meta = /http-equiv="Content-Security-Policy" content="([^"]+)"/
      .exec(await sandbox.text())![1]!
      .replaceAll('&quot;', '"');
    expect(meta).toMatch(/^default-src 'none'; script-src 'sha256-[\w+/=]+' 'unsafe-eval'; /);
    expect(sandbox.headers()['content-security-policy']).toBe(
      `${meta}; frame-ancestors 'self'; sandbox allow-scripts`,
    );
    expect(sandbox.headers()['x-frame-options']).toBe('SAMEORIGIN');
    expect(sandbox.headers()['cache-control']).toBe(immutable);
    expect(sandbox.headers()['x-content-type-options']).toBe('nosniff');
    // Only there: a page around it keeps the site's policy, without 'unsafe-eval'.
    const page = await request.get('/playground');
    expect(page.headers()['content-security-policy']).toBe(policy);
    expect(policy).not.toContain('unsafe-eval');
  });

  test("Run in Figma's files are data, cached for good", async ({request}) => {
    const version = versionedFolder('run-in-figma');
    await expectDataFiles(request, [
      `/run-in-figma/${version}/code.js`,
      `/run-in-figma/${version}/ui-runtime.js`,
      // The worker the page compiles a reader's code in: this policy is the worker's own, so it
      // may load, evaluate and request nothing.
      `/run-in-figma/${version}/compile-worker.js`,
    ]);
    expect((await request.get(`/run-in-figma/${version}/nothing.js`)).status()).toBe(404);
  });

  for (const [path, type] of [
    ['/sitemap.xml', 'text/xml; charset=utf-8'],
    ['/robots.txt', 'text/plain; charset=utf-8'],
    ['/llms.txt', 'text/plain; charset=utf-8'],
    ['/blog/rss.xml', 'text/xml; charset=utf-8'],
    ['/blog/atom.xml', 'text/xml; charset=utf-8'],
    ['/img/social-card.png', 'image/png'],
    ['/favicon.ico', 'image/x-icon'],
    ['/img/logo.svg', 'image/svg+xml; charset=utf-8'],
  ] as const) {
    test(`${path}: 200 ${type}, revalidated`, async ({request}) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe(type);
      expect(response.headers()['cache-control']).toBe('no-cache');
      expectSecurityHeaders(response);
    });
  }

  test('HTML compresses: brotli for browsers that accept it, gzip for the rest', async ({
    request,
  }) => {
    const br = await request.get('/docs/installation', {headers: {'accept-encoding': 'gzip, br'}});
    expect(br.headers()['content-encoding']).toBe('br');
    const gzip = await request.get('/docs/installation', {headers: {'accept-encoding': 'gzip'}});
    expect(gzip.headers()['content-encoding']).toBe('gzip');
    expect(await gzip.text()).toBe(await br.text());
  });
});

test.describe('HSTS', () => {
  const paths = [
    '/',
    '/docs/installation',
    mainBundle,
    '/img/logo.svg',
    '/no/such/page',
    '/index.html',
  ];

  test('over TLS, pages, assets, redirects and the 404 page carry it once', async () => {
    const tls = await requests.newContext({
      baseURL: `https://127.0.0.1:${nginxTlsPort}`,
      ignoreHTTPSErrors: true,
    });
    for (const path of paths) {
      const response = await tls.get(path, {maxRedirects: 0});
      const values = response
        .headersArray()
        .filter(({name}) => name.toLowerCase() === 'strict-transport-security');
      expect(
        values.map(({value}) => value),
        path,
      ).toEqual(['max-age=63072000; includeSubDomains']);
    }
    await tls.dispose();
  });

  test('over plain HTTP it is not sent (browsers ignore it there)', async ({request}) => {
    for (const path of paths) {
      const response = await request.get(path, {maxRedirects: 0});
      expect(response.headers()['strict-transport-security'], path).toBeUndefined();
    }
  });
});

test.describe('byte ranges', () => {
  // A static site needs no ranges; the one nginx cannot satisfy used to answer 416 with
  // every security header twice.
  for (const range of ['bytes=99999999-', 'bytes=0-10', 'bytes=5-1']) {
    test(`Range: ${range} gets the whole file, each header once`, async ({request}) => {
      const response = await request.get('/img/logo.svg', {headers: {range}});
      expect(response.status()).toBe(200);
      expect(await response.text()).toBe(readFileSync(join(buildDir, 'img/logo.svg'), 'utf8'));
      expectSecurityHeaders(response);
    });
  }
});

test('nginx keeps its errors in the error_log of deploy/nginx.conf', async () => {
  const log = join(process.env.NGINX_PREFIX!, 'logs/error.log');
  // A body over client_max_body_size is logged at level error.
  const response = await rawGet(nginxPort, '/', ['Content-Length: 5000000']);
  expect(response.status).toBe(413);
  await expect
    .poll(() => readFileSync(log, 'utf8'))
    .toMatch(/client intended to send too large body: 5000000 bytes/);
});
