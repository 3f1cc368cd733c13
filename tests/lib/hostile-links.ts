// Shared links an attacker could send: each is a page of the site with code in its fragment, what
// a reader then does, and what the page must show once the attack is defused. One list, run in
// Chromium by tests/e2e/hostile-links.spec.ts and in Firefox and WebKit by the engines suite, so
// that every engine a reader may use meets every attack. After the steps, the page must still
// answer a script within a bound far above any real frame: a frozen tab never does.
import {deflateRawSync} from 'node:zlib';

/** The fragment value a Copy link would write for this code (src/components/Playground/share.ts). */
export const linkCode = (code: string) => deflateRawSync(Buffer.from(code)).toString('base64url');

/** The Playground opened from a link carrying `code`. */
export const playgroundLink = (code: string) => `/playground#code=${linkCode(code)}`;

/** Longer than any frame the site takes; a tab frozen by an attack does not answer within it. */
export const responsiveWithinMs = 10_000;

/** One thing the reader does, in order. */
export type ReaderStep =
  /** Presses the button with this accessible name (the first one, when there are several). */
  | {click: string}
  /** Clicks into the code editor, as a reader about to edit. */
  | {focusEditor: true};

export interface HostileLink {
  /** The attack, as the test's title. */
  name: string;
  /** The site path with the fragment that carries the code. */
  path: string;
  /**
   * Whether the path is opened framed: a page of another origin (a local listener server,
   * tests/lib/isolation-probes.ts) shows it in an iframe as large as its window, and the steps,
   * the text and the frame check act inside that frame.
   */
  framed?: boolean;
  /** What the reader does once the page has hydrated. */
  steps: ReaderStep[];
  /** Text the page shows, somewhere in its body, once the attack is defused. */
  shows: RegExp;
}

export const hostileLinks: HostileLink[] = [];
