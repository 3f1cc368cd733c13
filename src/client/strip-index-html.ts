import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/**
 * Static hosts serve /docs/styling/index.html as the styling page. Before the router
 * starts, drop the suffix from the address, so the router, the sidebar's active item and
 * hydration all see the page's own path, and readers share a clean URL.
 */
if (ExecutionEnvironment.canUseDOM) {
  const suffixed = /^(.*)\/index\.html$/.exec(window.location.pathname);
  if (suffixed) {
    const {search, hash} = window.location;
    window.history.replaceState(window.history.state, '', (suffixed[1] || '/') + search + hash);
  }
}
