// @vitest-environment jsdom
// Discoverability of the production build: sitemap and robots.txt, canonical URLs,
// descriptions, Open Graph / Twitter cards, blog feeds and /llms.txt.
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {XMLParser} from 'fast-xml-parser';
import {describe, expect, it} from 'vitest';
import {redirects} from '../../src/plugins/redirects/redirects';
import {buildDir, builtPages} from '../../tools/site-files.mjs';
import {readBuilt as read} from '../lib/built-site';

const site = 'https://react-figma.dev';
const xml = new XMLParser({ignoreAttributes: false});

/** Every HTML page of the build by its URL path (docs/x/index.html is /docs/x), and /404.html. */
const pages = [...builtPages(), '/404.html'].map((path) => ({
  path,
  document: new DOMParser().parseFromString(
    read(path.endsWith('.html') ? path : join(path, 'index.html')),
    'text/html',
  ),
}));
const meta = (document: Document, key: string) =>
  document.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content') ??
  null;
const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);

const sitemapUrls: string[] = [xml.parse(read('sitemap.xml')).urlset.url]
  .flat()
  .map((entry: {loc: string}) => entry.loc);
const redirectPaths = new Set(redirects.map(({from}) => from));
/** Docs pages with content: redirect pages (src/plugins/redirects) only send readers on. */
const docsPaths = pages
  .map((p) => p.path)
  .filter((path) => path.startsWith('/docs/') && !redirectPaths.has(path));

describe('sitemap.xml and robots.txt', () => {
  it('the sitemap lists every docs page, the home page and the blog, as absolute URLs', () => {
    expect(sitemapUrls.length).toBeGreaterThan(20);
    for (const url of sitemapUrls) {
      expect(url.startsWith(`${site}/`), url).toBe(true);
      expect(new URL(url).pathname, url).not.toMatch(/\/\//);
    }
    const paths = sitemapUrls.map((url) => new URL(url).pathname);
    expect(paths).toEqual(expect.arrayContaining(['/', '/blog', ...docsPaths]));
  });

  it('the sitemap leaves out the /docs redirect, the search page and the 404 page', () => {
    const paths = sitemapUrls.map((url) => trimSlash(new URL(url).pathname));
    expect(paths).not.toContain('/docs');
    expect(paths).not.toContain('/search');
    expect(paths.filter((path) => path.includes('404'))).toEqual([]);
  });

  it('robots.txt allows crawling and points to the absolute sitemap URL', () => {
    const robots = read('robots.txt');
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Allow: \/$/m);
    expect(robots).toMatch(new RegExp(`^Sitemap: ${site}/sitemap\\.xml$`, 'm'));
  });
});

describe('every page head', () => {
  it.each(pages.map((p) => [p.path, p.document] as const))(
    '%s has a description and social tags',
    (_, document) => {
      const description = meta(document, 'description');
      expect(description?.trim().length, 'meta description').toBeGreaterThan(20);
      expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
      expect(meta(document, 'og:title')).toBeTruthy();
      expect(meta(document, 'og:description')?.length ?? 1).toBeGreaterThan(0);
      expect(meta(document, 'og:image')).toBe(`${site}/img/social-card.png`);
      expect(meta(document, 'og:image:width')).toBe('1200');
      expect(meta(document, 'og:image:height')).toBe('630');
      expect(meta(document, 'twitter:card')).toBe('summary_large_image');
      expect(meta(document, 'twitter:image')).toBe(`${site}/img/social-card.png`);
    },
  );

  it.each(pages.filter((p) => p.path !== '/404.html').map((p) => [p.path, p.document] as const))(
    '%s has one canonical URL: absolute, its own path, no double slash',
    (path, document) => {
      const canonical = document.querySelectorAll('link[rel="canonical"]');
      expect(canonical).toHaveLength(1);
      const href = canonical[0]!.getAttribute('href')!;
      expect(href.startsWith(`${site}/`), href).toBe(true);
      const url = new URL(href);
      expect(url.pathname, href).not.toMatch(/\/\//);
      expect(trimSlash(url.pathname)).toBe(trimSlash(path));
      expect(meta(document, 'og:url')).toBe(href);
    },
  );

  it('a docs page describes itself, not with the site default', () => {
    const rectangle = pages.find((p) => p.path === '/docs/api/rectangle')!.document;
    const home = pages.find((p) => p.path === '/')!.document;
    expect(meta(rectangle, 'description')).toMatch(/rectangle/i);
    expect(meta(rectangle, 'description')).not.toBe(meta(home, 'description'));
  });

  it('the social card is a 1200x630 PNG', () => {
    const png = readFileSync(join(buildDir, 'img/social-card.png'));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    // IHDR: width and height are the first two big-endian 32-bit fields.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it('/favicon.ico, which browsers ask for where a document names no icon, holds 16, 32 and 48 px PNGs', () => {
    const ico = readFileSync(join(buildDir, 'favicon.ico'));
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)], 'ICO header: reserved, type icon').toEqual([
      0, 1,
    ]);
    const images = Array.from({length: ico.readUInt16LE(4)}, (_, i) => {
      const entry = 6 + 16 * i;
      const png = ico.subarray(
        ico.readUInt32LE(entry + 12),
        ico.readUInt32LE(entry + 12) + ico.readUInt32LE(entry + 8),
      );
      return {
        listed: [ico.readUInt8(entry), ico.readUInt8(entry + 1)],
        png: png.subarray(1, 4).toString('latin1'),
        drawn: [png.readUInt32BE(16), png.readUInt32BE(20)],
      };
    });
    expect(images).toEqual(
      [16, 32, 48].map((size) => ({listed: [size, size], png: 'PNG', drawn: [size, size]})),
    );
  });
});

describe('blog feeds', () => {
  const blog = pages.find((p) => p.path === '/blog')!.document;

  it.each([
    ['rss.xml', 'application/rss+xml'],
    ['atom.xml', 'application/atom+xml'],
  ])(
    'blog/%s is well-formed, linked from the blog head, with absolute item links',
    (file, type) => {
      const link = blog.querySelector(`link[rel="alternate"][type="${type}"]`);
      expect(new URL(link?.getAttribute('href') ?? '', site).href).toBe(`${site}/blog/${file}`);
      const feed = xml.parse(read(`blog/${file}`));
      const items: Array<Record<string, unknown>> = [
        feed.rss?.channel?.item ?? feed.feed?.entry ?? [],
      ].flat();
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        const href = String(
          item.link && typeof item.link === 'object'
            ? (item.link as Record<string, string>)['@_href']
            : item.link,
        );
        expect(href.startsWith(`${site}/blog/`), href).toBe(true);
        expect(new URL(href).pathname).not.toMatch(/\/\//);
      }
    },
  );
});

describe('/llms.txt', () => {
  const text = read('llms.txt');
  const entries = new Map(
    [...text.matchAll(/^- \[([^\]]+)\]\((\S+)\): (.+)$/gm)].map(([, title, url, description]) => [
      new URL(url!).pathname,
      {title: title!, url: url!, description: description!},
    ]),
  );

  it('opens with the site title and a summary', () => {
    expect(text).toMatch(/^# React Figma\n\n> \S.+\n/);
  });

  it('lists every docs page once, with its title, absolute URL and a one-line description', () => {
    // The /docs root is only a redirect to the first guide.
    const expected = docsPaths.filter((path) => path !== '/docs');
    expect(expected.length).toBeGreaterThan(20);
    for (const path of expected) {
      const entry = entries.get(path);
      expect(entry, `llms.txt lists ${path}`).toBeDefined();
      const document = pages.find((p) => p.path === path)!.document;
      expect(entry!.url).toBe(`${site}${path}`);
      expect(`${entry!.title} | React Figma`).toBe(document.title);
      expect(entry!.description.length).toBeGreaterThan(10);
    }
    const listed = text.split('\n').filter((line) => line.startsWith('- ['));
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('groups docs under the sidebar categories', () => {
    const headings = [...text.matchAll(/^## (.+)$/gm)].map(([, heading]) => heading);
    expect(headings).toEqual(
      expect.arrayContaining([
        'Getting started',
        'Guides',
        'API reference',
        'API reference: Figma components',
        'Concepts',
        'Support',
      ]),
    );
    const section = text.slice(text.indexOf('## Getting started'));
    expect(section.split('\n## ')[0]).toContain(`(${site}/docs/installation)`);
  });
});
