// The page's side of the search worker: starts it on the reader's first interest (the module is
// its own chunk, loaded then), and asks it queries. What a page does with an answer that comes
// after a newer query is the caller's to decide (it compares queries).
import type {SearchResult} from './rank';

/** A query for the worker; without `query`, only "load the index now". */
export interface Question {
  id: number;
  query?: string;
  limit: number;
}
/** The worker's answer to question `id`. */
export type Answer = {id: number; results: SearchResult[]} | {id: number; error: string};

let worker: Worker | undefined;
let lastId = 0;
const waiting = new Map<
  number,
  {resolve: (results: SearchResult[]) => void; reject: (error: Error) => void}
>();

function started(): Worker {
  if (!worker) {
    worker = new Worker(new URL('./worker.ts', import.meta.url), {name: 'search'});
    worker.addEventListener('message', (event: MessageEvent<Answer>) => {
      const answer = event.data;
      const asked = waiting.get(answer.id);
      waiting.delete(answer.id);
      if ('error' in answer) asked?.reject(new Error(answer.error));
      else asked?.resolve(answer.results);
    });
  }
  return worker;
}

function ask(query: string | undefined, limit: number): Promise<SearchResult[]> {
  const id = ++lastId;
  return new Promise((resolve, reject) => {
    waiting.set(id, {resolve, reject});
    started().postMessage({id, query, limit} satisfies Question);
  });
}

/** Starts the worker and its index download, so the first query finds them ready. */
export const prepare = (): Promise<unknown> => ask(undefined, 0);

/** The hits of `query`, best first, at most `limit`. */
export const search = (query: string, limit: number) => ask(query, limit);
