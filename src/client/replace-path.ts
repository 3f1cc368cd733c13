/**
 * Replaces the path in the address bar, keeping the query, the hash and the history state,
 * before or outside the router (which then reads the address afresh).
 *
 * The path can come from a hostile URL, so the result is pinned to this origin: leading
 * slashes (and backslashes, which browsers read as slashes) collapse to one, since
 * `//host/x` is a protocol-relative URL to another host; the URL is then resolved against
 * `location.origin` and used only if its origin is still ours. replaceState throws on a
 * cross-origin URL, and it may throw on an odd host too: a failure leaves the address as it
 * was rather than stopping the app.
 */
export function replacePath(pathname: string): boolean {
  try {
    const {origin, search, hash} = window.location;
    const url = new URL(pathname.replace(/^[/\\]+/, '/') + search + hash, origin);
    if (url.origin !== origin) return false;
    window.history.replaceState(window.history.state, '', url.href);
    return true;
  } catch {
    return false;
  }
}
