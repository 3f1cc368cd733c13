import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {replacePath} from './replace-path';

/**
 * The router decodes the path twice, with decodeURI, which throws on a malformed escape:
 * history's createLocation (Pathname "…" could not be decoded) and then Docusaurus's route
 * preload, on the path history already decoded. So /docs/%C0%AF stops the app before its
 * first render, and returning to /docs/%25 (history makes it /docs/%) crashes the page.
 *
 * No page here has a '%' in its path, so such an address can only be the 404 page. Before
 * the router reads it (client modules run before the router exists, and this popstate
 * listener runs before history's), the address gets just the escaping that lets both decodes
 * succeed: a malformed escape or a lone '%' is escaped twice, so the router ends with the
 * characters the reader typed, and an escaped '%' (%25) once more, so it ends as a '%'. It
 * then renders the 404 page; addresses that decode twice are left alone.
 */
const escapeRun = /(?:%[0-9A-Fa-f]{2})+|%/g;

function decodesTwice(text: string): boolean {
  try {
    decodeURI(decodeURI(text));
    return true;
  } catch {
    return false;
  }
}

function routerSafePath(pathname: string): string {
  if (decodesTwice(pathname)) return pathname;
  return pathname.replace(escapeRun, (run) => {
    try {
      decodeURIComponent(run);
      return run.replace(/%25/g, '%2525');
    } catch {
      return run.replace(/%/g, '%2525');
    }
  });
}

function repairAddress() {
  const {pathname} = window.location;
  const safe = routerSafePath(pathname);
  if (safe !== pathname) replacePath(safe);
}

if (ExecutionEnvironment.canUseDOM) {
  repairAddress();
  window.addEventListener('popstate', repairAddress);
}
