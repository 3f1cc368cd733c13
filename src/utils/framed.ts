// Clickjacking on hosts that send no headers: GitHub Pages cannot send frame-ancestors, so any
// site may show a page of this one in a frame, transparent over its own bait, and take the
// reader's clicks. The controls that act on code (Run for code from a link, Run in Figma) refuse
// to act in such a frame. nginx (deploy/) forbids the framing itself.

/** What a control says when it refuses to act inside another site's frame. */
export const framedRefusal =
  'This page is shown inside another site: open it directly to run code.';

/**
 * True when `view` is shown inside a frame whose parent, or any ancestor above it, is a page of
 * another origin (or an opaque one). Never throws: reading another origin's location throws, and
 * that is the answer.
 */
export function framedByAnotherSite(view: Window = window): boolean {
  for (let current = view; current !== current.parent; current = current.parent) {
    try {
      if (current.parent.location.origin !== view.location.origin) return true;
    } catch {
      return true;
    }
  }
  return false;
}
