import {readFileSync, readdirSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {test, expect, type APIResponse} from '@playwright/test';
import {contentSecurityPolicy} from '../../scripts/csp.mjs';

test.skip(
  !!process.env.NGINX_SKIP_REASON,
  `SKIPPED, nginx missing: ${process.env.NGINX_SKIP_REASON}`,
);

const buildDir = resolve(__dirname, '../../build');
const mainBundle = `/assets/js/${readdirSync(join(buildDir, 'assets/js')).find((f) => /^main\.\w+\.js$/.test(f))}`;
const searchIndex = `/${readdirSync(buildDir).find((f) => /^search-index.*\.json$/.test(f))}`;
const immutable = 'public, max-age=31536000, immutable';

function expectSecurityHeaders(response: APIResponse, policy: string) {
  const headers = response.headers();
  expect(headers['content-security-policy']).toBe(policy);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toMatch(/camera=\(\)/);
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
}

test.describe('status and headers', () => {
  let policy: string;
  test.beforeAll(async () => {
    policy = await contentSecurityPolicy(buildDir);
  });

  test('the CSP allows the build’s inline scripts by hash, the buttons script, and nothing broad', () => {
    expect(policy).toMatch(
      /script-src 'self' ('sha256-[A-Za-z0-9+/]+=*' )+https:\/\/buttons\.github\.io;/,
    );
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("connect-src 'self' https://api.github.com");
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
      expectSecurityHeaders(response, policy);
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
      expectSecurityHeaders(response, policy);
    });
  }

  for (const path of [
    '/no/such/page',
    '/docs/no-such-doc',
    '/assets/js/no-such-chunk.js',
    '/404.html',
  ]) {
    test(`${path}: the site's 404 page with status 404`, async ({request}) => {
      const response = await request.get(path, {maxRedirects: 0});
      expect(response.status()).toBe(404);
      expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
      expect(await response.text()).toContain('Page Not Found');
      expectSecurityHeaders(response, policy);
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
    const response = await request.get(searchIndex, {headers: {'accept-encoding': 'br'}});
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers()['cache-control']).toBe(immutable);
    expect(response.headers()['content-encoding']).toBe('br');
    expect(Array.isArray(await response.json())).toBe(true);
  });

  for (const [path, type] of [
    ['/sitemap.xml', 'text/xml; charset=utf-8'],
    ['/robots.txt', 'text/plain; charset=utf-8'],
    ['/llms.txt', 'text/plain; charset=utf-8'],
    ['/blog/rss.xml', 'text/xml; charset=utf-8'],
    ['/blog/atom.xml', 'text/xml; charset=utf-8'],
    ['/img/social-card.png', 'image/png'],
    ['/img/logo.svg', 'image/svg+xml; charset=utf-8'],
  ] as const) {
    test(`${path}: 200 ${type}, revalidated`, async ({request}) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe(type);
      expect(response.headers()['cache-control']).toBe('no-cache');
      expectSecurityHeaders(response, policy);
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
