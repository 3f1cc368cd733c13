// @vitest-environment jsdom
// The redirect pages of the production build (src/plugins/redirects): each old URL is a
// static page whose meta refresh, for browsers without JavaScript, names its target, and the
// target exists, anchor included.
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {redirects} from '../../src/plugins/redirects/redirects';
import {buildDir, sitemapPaths} from '../../tools/site-files.mjs';
import {readBuilt, searchIndexFile} from '../lib/built-site';

const htmlOf = (path: string) => join(buildDir, path, 'index.html');
const parse = (file: string) =>
  new DOMParser().parseFromString(readFileSync(file, 'utf8'), 'text/html');

describe.each(redirects)('$from', ({from, to, label}) => {
  const [targetPath, fragment] = to.split('#') as [string, string | undefined];

  it(`is a static page in build/ that refreshes to ${to} when scripts are off`, () => {
    expect(existsSync(htmlOf(from)), `${from}/index.html`).toBe(true);
    const page = parse(htmlOf(from));
    // jsdom parses as a browser without scripts, so the <noscript> content is markup here.
    const refresh = page.querySelectorAll('meta[http-equiv="refresh"]');
    expect(refresh).toHaveLength(1);
    // A scripting browser must not obey it: the client-side redirect is its one way on.
    expect(refresh[0]!.closest('noscript'), 'the refresh is inside <noscript>').not.toBeNull();
    expect(refresh[0]!.getAttribute('content')).toBe(`0; url=${to}`);
    expect(page.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    // Readers whose browser ignores the refresh still get there.
    const link = Array.from(page.querySelectorAll('main a')).find(
      (a) => a.getAttribute('href') === to,
    );
    expect(link?.textContent).toBe(label);
  });

  it('points at a page of the build, and at a heading that exists on it', () => {
    expect(existsSync(htmlOf(targetPath)), `${targetPath}/index.html`).toBe(true);
    const target = parse(htmlOf(targetPath));
    expect(target.querySelector('meta[http-equiv="refresh"]')).toBeNull();
    if (fragment) expect(target.getElementById(fragment), `#${fragment}`).not.toBeNull();
  });
});

describe('redirect pages stay out of the sitemap and the search index', () => {
  const froms = redirects.map(({from}) => from);

  it('the sitemap lists none of them', () => {
    const paths = sitemapPaths().map((path) => path.replace(/(.)\/$/, '$1'));
    expect(paths.length).toBeGreaterThan(20);
    expect(paths.filter((path) => froms.includes(path))).toEqual([]);
  });

  it('the search index lists none of them', () => {
    const index: Array<{documents: Array<{u: string}>}> = JSON.parse(readBuilt(searchIndexFile()));
    const urls = index.flatMap(({documents}) => documents.map(({u}) => u));
    expect(urls.length).toBeGreaterThan(20);
    expect(urls.filter((url) => froms.includes(url.split('#')[0]!))).toEqual([]);
  });
});
