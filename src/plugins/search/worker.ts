// The search worker: fetches the index file once, builds the engine from it, and answers each
// query with the site's ranking (rank.ts), off the page's thread. The page talks to it through
// client.ts.
import {loadIndexes, type IndexFile} from './load';
import {rank, type RankingOptions} from './rank';
import type {Answer, Question} from './client';

/** docusaurus.config.ts's weights and the index file's URL, written in by index.ts. */
declare const SEARCH_RANKING_OPTIONS: RankingOptions;
declare const SEARCH_INDEX_URL: string;

let indexes: ReturnType<typeof fetchIndexes> | undefined;

async function fetchIndexes() {
  const response = await fetch(SEARCH_INDEX_URL);
  if (!response.ok) throw new Error(`The search index answered ${response.status}`);
  return loadIndexes((await response.json()) as IndexFile);
}

/** The engine, built once; a failed fetch (offline, a stale deployment) is tried again. */
function loaded() {
  indexes ??= fetchIndexes();
  indexes.catch(() => (indexes = undefined));
  return indexes;
}

self.addEventListener('message', (event: MessageEvent<Question>) => {
  const {id, query, limit} = event.data;
  loaded().then(
    (ready) => {
      const results = query === undefined ? [] : rank(ready, query, limit, SEARCH_RANKING_OPTIONS);
      self.postMessage({id, results} satisfies Answer);
    },
    (error: unknown) => self.postMessage({id, error: String(error)} satisfies Answer),
  );
});
