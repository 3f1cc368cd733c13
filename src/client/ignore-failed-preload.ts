import type {ClientModule} from '@docusaurus/types';

/**
 * Hovering a link preloads its route through window.docusaurus.preload, and Docusaurus leaves
 * a failed preload unhandled: the reader's console shows an uncaught error for a load nobody
 * asked for. Like a failed prefetch, it is ignored here. Navigating still loads the route
 * itself, and handles a failure there (a warning, then a reload).
 */
const wrapped = new WeakSet<Window['docusaurus']>();

function ignoreFailedPreload() {
  const original = window.docusaurus;
  if (!original || wrapped.has(original)) return;
  const docusaurus: Window['docusaurus'] = Object.freeze({
    ...original,
    preload: (url: string) => {
      const loading = original.preload(url);
      return loading && loading.catch(() => []);
    },
  });
  wrapped.add(docusaurus);
  window.docusaurus = docusaurus;
}

const clientModule: ClientModule = {
  // The first call comes with the first render, after Docusaurus has set window.docusaurus
  // and before any link can be hovered.
  onRouteDidUpdate: ignoreFailedPreload,
};

export default clientModule;
