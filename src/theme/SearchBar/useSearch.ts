// Asking the search worker from a component: the engine's chunk loads on the reader's first
// interest, never with the page, and a component only ever shows the answer to what its box holds
// now (an answer to an older query that arrives late is dropped).
import {useEffect, useState} from 'react';
import type {SearchResult} from '@site/src/plugins/search/rank';

type Client = typeof import('@site/src/plugins/search/client');
let client: Promise<Client> | undefined;

/** The search client's chunk, once; a failed load (offline) is tried again on the next call. */
export function loadClient(): Promise<Client> {
  client ??= import('@site/src/plugins/search/client').catch((error: unknown) => {
    client = undefined;
    throw error;
  });
  return client;
}

/** Starts the engine and its index download: the reader is about to search. */
export function prepareSearch(): void {
  loadClient()
    .then((loaded) => loaded.prepare())
    .catch(() => undefined);
}

/** What a component shows for a query: its results once the worker answered, or nothing yet. */
export interface SearchState {
  /** The answer to the current query; undefined while it is on its way (or the query is empty). */
  results: SearchResult[] | undefined;
  /** A query is on its way. */
  busy: boolean;
  /** The search could not load (offline, a stale deployment). */
  failed: boolean;
}

/**
 * The results of `query`, at most `limit`. Each answer is kept with the query it answers, and shown
 * only while that is still the query: typing fast and then clearing the box shows nothing.
 */
export function useSearch(query: string, limit: number): SearchState {
  const trimmed = query.trim();
  const [answer, setAnswer] = useState<{query: string; results?: SearchResult[]; failed?: true}>();
  useEffect(() => {
    if (!trimmed) return undefined;
    let current = true;
    loadClient()
      .then((loaded) => loaded.search(trimmed, limit))
      .then(
        (results) => current && setAnswer({query: trimmed, results}),
        () => current && setAnswer({query: trimmed, failed: true}),
      );
    return () => {
      current = false;
    };
  }, [trimmed, limit]);
  const mine = answer?.query === trimmed && trimmed ? answer : undefined;
  return {
    results: mine?.results,
    busy: !!trimmed && !mine,
    failed: !!mine?.failed,
  };
}
