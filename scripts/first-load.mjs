// What a browser downloads to show one page of the built site, before any prefetch:
// the HTML, the scripts and stylesheets it references, and the route chunks the runtime
// loads at hydration (from the build's client manifest and route table in .docusaurus/).
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {brotliCompressSync, constants, gzipSync} from 'node:zlib';

/** Attributes of every `<tag ...>` in minified HTML (quoted or not). */
function tags(html, name) {
  const found = [];
  for (const [tag] of html.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'gi'))) {
    const attrs = {};
    for (const [, key, value = ''] of tag.matchAll(/([\w:-]+)(?:=("[^"]*"|'[^']*'|[^\s"'>]+))?/g)) {
      attrs[key.toLowerCase()] = value.replace(/^["']|["']$/g, '').replace(/\/$/, '');
    }
    found.push(attrs);
  }
  return found;
}

/** The built HTML file that answers `pathname` (the 404 page for unknown paths). */
export function htmlFileFor(buildDir, pathname) {
  const clean = pathname.replace(/\/$/, '');
  const candidates = [join(buildDir, clean, 'index.html'), join(buildDir, `${clean}.html`)];
  return candidates.find((file) => existsSync(file)) ?? join(buildDir, '404.html');
}

/** Same-origin scripts and stylesheets the HTML loads itself (not prefetch, not third party). */
export function htmlAssets(html) {
  const local = (url) => url && url.startsWith('/') && !url.startsWith('//');
  const scripts = tags(html, 'script')
    .map((a) => a.src)
    .filter(local);
  const styles = tags(html, 'link')
    .filter((a) => a.rel === 'stylesheet')
    .map((a) => a.href)
    .filter(local);
  return [...scripts, ...styles];
}

/** The route table of .docusaurus/routes.js, with each component replaced by its chunk key. */
function loadRoutes(siteDir) {
  const source = readFileSync(join(siteDir, '.docusaurus/routes.js'), 'utf8')
    .replace(/^import .*$/gm, '')
    .replace('export default', 'return')
    .replace(/ComponentCreator\(('[^']*')(?:,\s*('[^']*'))?\)/g, (_, path, hash) =>
      hash ? `${path} + '-' + ${hash}` : 'null',
    );
  return new Function(source)();
}

/** react-router v5 matchPath semantics (strict: false), enough for Docusaurus' static paths. */
function matches(route, pathname) {
  if (route.path === '*') return true;
  const path = route.path.replace(/\/$/, '') || '/';
  const target = pathname.replace(/\/$/, '') || '/';
  if (route.exact) return path === target;
  return target === path || target.startsWith(path === '/' ? '/' : `${path}/`);
}

/** Chunk keys of the matched routes, outermost first, as react-router-config matches them. */
function matchedRouteKeys(routes, pathname) {
  const route = routes.find((r) => matches(r, pathname));
  if (!route) return [];
  return [route.component, ...(route.routes ? matchedRouteKeys(route.routes, pathname) : [])];
}

function collectChunkNames(value, into) {
  if (typeof value === 'string') into.add(value);
  else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) collectChunkNames(item, into);
  }
  return into;
}

export function loadBuild(siteDir) {
  const buildDir = join(siteDir, 'build');
  const read = (file) => JSON.parse(readFileSync(join(siteDir, '.docusaurus', file), 'utf8'));
  return {
    siteDir,
    buildDir,
    routes: loadRoutes(siteDir),
    routesChunkNames: read('routesChunkNames.json'),
    manifest: read('client-manifest.json'),
  };
}

/** Public paths of the JS and CSS files the runtime loads to render `pathname`'s route. */
export function routeAssets(build, pathname) {
  const {routes, routesChunkNames, manifest} = build;
  const chunkNames = new Set();
  for (const key of matchedRouteKeys(routes, pathname)) {
    if (key) collectChunkNames(routesChunkNames[key], chunkNames);
  }
  const files = new Set();
  for (const name of chunkNames) {
    for (const id of manifest.origins[name] ?? []) {
      const assets = manifest.assets[id] ?? {};
      for (const asset of [...(assets.js ?? []), ...(assets.css ?? [])]) {
        files.add(asset.publicPath);
      }
    }
  }
  return [...files];
}

export const compressed = {
  gzip: (buffer) => gzipSync(buffer, {level: 9}).length,
  brotli: (buffer) =>
    brotliCompressSync(buffer, {params: {[constants.BROTLI_PARAM_QUALITY]: 11}}).length,
};

/** The files of one page's first load: its HTML file, then every JS and CSS file. */
export function firstLoadFiles(build, pathname) {
  const htmlFile = htmlFileFor(build.buildDir, pathname);
  const html = readFileSync(htmlFile, 'utf8');
  const publicPaths = new Set([...htmlAssets(html), ...routeAssets(build, pathname)]);
  return [
    {type: 'html', file: htmlFile.slice(build.buildDir.length)},
    ...[...publicPaths].map((file) => ({type: file.endsWith('.css') ? 'css' : 'js', file})),
  ];
}

const sizeCache = new Map();
/** Raw, gzip (level 9) and brotli (quality 11) sizes of a built file, computed once. */
function sizes(build, file) {
  const path = join(build.buildDir, file);
  if (!sizeCache.has(path)) {
    const buffer = readFileSync(path);
    sizeCache.set(path, {
      raw: buffer.length,
      gzip: compressed.gzip(buffer),
      brotli: compressed.brotli(buffer),
    });
  }
  return sizeCache.get(path);
}

/** The first-load set of one page, each file with its raw, gzip and brotli sizes. */
export function firstLoad(build, pathname) {
  return firstLoadFiles(build, pathname).map((asset) => ({...asset, ...sizes(build, asset.file)}));
}

/** Sum of one size column over the given types. */
export function total(assets, types, column = 'gzip') {
  return assets.filter((a) => types.includes(a.type)).reduce((sum, a) => sum + a[column], 0);
}
