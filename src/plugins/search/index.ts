import {createHash} from 'node:crypto';
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {Joi} from '@docusaurus/utils-validation';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {validateWith} from '../plugin-hooks';
import {pageDocuments, parsePage} from './pages';
import {documentTypes, type RankingOptions} from './rank';
import type {IndexFile} from './load';

export interface SearchOptions {
  /** The weights of the ranking (rank.ts documents each). */
  ranking: RankingOptions;
  /** Selectors of what pages show but is not prose to search (example previews). */
  ignoreSelectors: string[];
  /**
   * What the built pages' text is made from (folders and files), whose contents name the index
   * file: the docs and posts, and whatever renders text into them (components, theme, config).
   */
  sourceDirs: string[];
}

/** Every file under `dir` (or `dir` itself, a file), sorted, so the same tree gives the same hash. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  if (statSync(dir).isFile()) return [dir];
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/**
 * The index file's name: a hash of what the index is made from (the docs and blog sources, and
 * this plugin's code and options), known before the bundle is, so the worker can name it and hosts
 * can cache it as immutable.
 */
function indexFileName(siteDir: string, options: SearchOptions): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(options));
  const own = ['pages.ts', 'engine.ts', 'index.ts'].map((name) => path.join(__dirname, name));
  for (const file of [
    ...options.sourceDirs.flatMap((dir) => filesUnder(path.resolve(siteDir, dir))),
    ...own,
  ]) {
    hash.update(path.relative(siteDir, file));
    hash.update(readFileSync(file));
  }
  return `search-index-${hash.digest('hex').slice(0, 8)}.json`;
}

interface LoadedPlugin {
  name: string;
  content: unknown;
}
type DocsContent = {loadedVersions: {docs: {permalink: string; unlisted?: boolean}[]}[]};
type BlogContent = {blogPosts: {metadata: {permalink: string; unlisted?: boolean}}[]};

/** The pages to index: every doc and blog post, unlisted ones aside, in a fixed order. */
function indexedUrls(plugins: LoadedPlugin[]): string[] {
  const urls: string[] = [];
  for (const {name, content} of plugins) {
    if (name === 'docusaurus-plugin-content-docs') {
      for (const version of (content as DocsContent).loadedVersions) {
        for (const doc of version.docs) if (!doc.unlisted) urls.push(doc.permalink);
      }
    }
    if (name === 'docusaurus-plugin-content-blog') {
      for (const {metadata} of (content as BlogContent).blogPosts) {
        if (!metadata.unlisted) urls.push(metadata.permalink);
      }
    }
  }
  return [...new Set(urls)].sort();
}

/**
 * The site's search: at the end of the build, the index file (the documents of every doc and blog
 * post, read from their built pages); in the browser, a worker that builds the engine from it and
 * ranks (worker.ts), which the navbar box and the /search page ask (src/theme/SearchBar,
 * src/theme/SearchPage).
 */
export default function searchPlugin(context: LoadContext, options: SearchOptions): Plugin {
  const fileName = indexFileName(context.siteDir, options);
  return {
    name: 'search',
    async contentLoaded({actions}) {
      actions.addRoute({
        path: `${context.baseUrl}search`,
        component: '@theme/SearchPage',
        exact: true,
      });
    },
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      const {DefinePlugin} = currentBundler.instance;
      return {
        plugins: [
          new DefinePlugin({
            SEARCH_RANKING_OPTIONS: JSON.stringify(options.ranking),
            SEARCH_INDEX_URL: JSON.stringify(`${context.baseUrl}${fileName}`),
          }),
        ],
      };
    },
    async postBuild({outDir, plugins}) {
      const pages = [];
      for (const url of indexedUrls(plugins as LoadedPlugin[])) {
        const route = url.slice(context.baseUrl.length).replace(/\/$/, '');
        const file = path.join(outDir, route, 'index.html');
        const page = parsePage(await readFile(file, 'utf8'), options.ignoreSelectors);
        if (page?.title) pages.push({url, page});
      }
      const index: IndexFile = pageDocuments(pages).map((documents) => ({documents}));
      await writeFile(path.join(outDir, fileName), JSON.stringify(index));
    },
  };
}

const weight = Joi.number().min(0).required();
const optionsSchema = Joi.object<SearchOptions>({
  ranking: Joi.object({
    typeWeights: Joi.object(
      Object.fromEntries(documentTypes.map((type) => [type, weight])),
    ).required(),
    sectionWeights: Joi.object().pattern(Joi.string(), weight).required(),
    moreHitsWeight: weight,
    phraseWeight: weight,
    coverageExponent: weight,
    stopWordWeight: weight,
    looseMatchWeight: weight,
    identifierWeight: weight,
    identifierWordsWeight: weight,
    groupingHeadingWeight: weight,
    lengthNormalization: Joi.number().min(0).max(1).required(),
    termFrequencySaturation: weight,
    hitsPerPage: Joi.number().integer().min(1).required(),
  }).required(),
  ignoreSelectors: Joi.array().items(Joi.string()).default([]),
  sourceDirs: Joi.array().items(Joi.string()).required(),
});

export const validateOptions = validateWith(optionsSchema);
