import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {replacePath} from './replace-path';

/**
 * Static hosts serve /docs/styling/index.html as the styling page. Before the router
 * starts, drop the suffix from the address, so the router, the sidebar's active item and
 * hydration all see the page's own path, and readers share a clean URL.
 */
if (ExecutionEnvironment.canUseDOM) {
  const suffixed = /^(.*)\/index\.html$/.exec(window.location.pathname);
  if (suffixed) replacePath(suffixed[1] || '/');
}
