import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {SiteRedirect} from './redirects';

export type {SiteRedirect} from './redirects';
export type RedirectsOptions = {redirects: SiteRedirect[]};

// An alias, not an absolute path: the route's component path is written into the client bundle,
// and the build's output must not depend on the folder it was made in.
const component = '@site/src/components/RedirectPage';

/** A path of this site, with an optional fragment, in characters HTML carries as they are. */
const sitePath = /^\/[\w/.~-]*(#[\w-]+)?$/;

/**
 * One prerendered route per redirect, rendered by RedirectPage: a client-side <Redirect> once
 * React runs, a meta refresh for browsers without JavaScript, and a visible link. The pages are ordinary
 * routes, built with the rest of the site, so the CSP plugin's postBuild sees and hashes them
 * like every other page (a postBuild that wrote files of its own could race it).
 */
export default function redirectsPlugin(
  {baseUrl}: LoadContext,
  {redirects}: RedirectsOptions,
): Plugin {
  const sources = new Set<string>();
  for (const {from, to} of redirects) {
    if (!from.startsWith('/') || !to.startsWith('/'))
      throw new Error(`redirects: paths must start with "/": ${from} -> ${to}`);
    // The target is written into the page's HTML as it is (RedirectPage's refresh).
    if (!sitePath.test(to))
      throw new Error(`redirects: ${to} has a character a plain site path does not need`);
    if (sources.has(from)) throw new Error(`redirects: ${from} is listed twice`);
    sources.add(from);
  }
  for (const {from, to} of redirects) {
    if (sources.has(to.split('#')[0]!))
      throw new Error(`redirects: ${from} -> ${to} points at another redirect`);
  }
  return {
    name: 'redirects',
    async contentLoaded({actions}) {
      for (const {from, to, label} of redirects) {
        actions.addRoute({
          path: path.posix.join(baseUrl, from),
          component,
          exact: true,
          props: {to, label},
        });
      }
    },
  };
}
