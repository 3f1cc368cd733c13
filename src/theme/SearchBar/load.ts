import type {ComponentType} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/** The plugin's search bar; the navbar passes it no props, a wrapping theme may. */
export type SearchBarComponent = ComponentType<object>;

let loading: Promise<SearchBarComponent> | undefined;
let loaded: SearchBarComponent | undefined;

/**
 * Loads the plugin's search bar, once: its own chunk (the bar, comlink, the hit templates),
 * which no page needs before the reader searches. A failed load is tried again on the next call.
 */
export function loadSearchBar(): Promise<SearchBarComponent> {
  loading ??= import('@theme-original/SearchBar').then(
    (module) => (loaded = module.default as SearchBarComponent),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The search bar if it has loaded, so a later navbar (another page) shows it at once. */
export const loadedSearchBar = (): SearchBarComponent | undefined => loaded;

/**
 * Whether the URL asks to mark searched terms (`?_highlight=`, set when a reader opens a
 * search result): the plugin's search bar does the marking, so it must load at once.
 */
export const hasHighlightTerms = (search: string) => new URLSearchParams(search).has('_highlight');

// Such a page starts the chunk while the page itself loads, not after hydration.
if (ExecutionEnvironment.canUseDOM && hasHighlightTerms(window.location.search)) {
  loadSearchBar().catch(() => undefined);
}
