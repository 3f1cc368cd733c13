// The search worker, in place of the search plugin's own (index.ts swaps the module): the same
// interface for the plugin's search bar and search page (fetchIndexes, search, through comlink),
// the same index file, and the order of rank.ts.
import * as Comlink from 'comlink';
import lunr from 'lunr';
import {searchIndexUrl} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants.js';
import {rank, type LoadedIndex, type RankingOptions, type SearchDocument} from './rank';

/** docusaurus.config.ts's options for the plugin, written into this bundle by index.ts. */
declare const SEARCH_RANKING_OPTIONS: RankingOptions;

const loaded = new Map<string, Promise<LoadedIndex[]>>();

/** The index file of a docs version and search context, as the plugin's worker names it. */
async function fetchIndex(baseUrl: string, searchContext: string): Promise<LoadedIndex[]> {
  const context = searchContext ? `-${searchContext.replace(/\//g, '-')}` : '';
  const url = `${baseUrl}${searchIndexUrl.replace('{dir}', context)}`;
  if (new URL(url, location.origin).origin !== location.origin) {
    throw new Error('Unexpected version url');
  }
  const kinds = (await (await fetch(url)).json()) as {documents: SearchDocument[]; index: object}[];
  return kinds.map(({documents, index}, type) => ({
    type,
    documents,
    index: lunr.Index.load(index),
  }));
}

class SearchWorker {
  async fetchIndexes(baseUrl: string, searchContext: string): Promise<void> {
    await this.indexes(baseUrl, searchContext);
  }

  async search(baseUrl: string, searchContext: string, input: string, limit: number) {
    return rank(await this.indexes(baseUrl, searchContext), input, limit, SEARCH_RANKING_OPTIONS);
  }

  private indexes(baseUrl: string, searchContext: string) {
    const key = `${baseUrl}${searchContext}`;
    let indexes = loaded.get(key);
    if (!indexes) {
      indexes = fetchIndex(baseUrl, searchContext);
      // A failed fetch (offline, a stale deployment) is tried again by the next search.
      indexes.catch(() => loaded.delete(key));
      loaded.set(key, indexes);
    }
    return indexes;
  }
}

Comlink.expose(SearchWorker);
