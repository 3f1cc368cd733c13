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

/**
 * A docs example a link can open: `#edit-<id>=…` on its page. The id is a hash of the example's
 * source, so it changes when the example does; hostile-links.spec.ts checks it is still on the page.
 */
export const viewExample = {page: '/docs/api/view', id: 'edit-1977ad1986818e25'};

/** The docs example opened from a link carrying `code`. */
export const docsExampleLink = (code: string) =>
  `${viewExample.page}#${viewExample.id}=${linkCode(code)}`;

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
  /** What the reader does once the page has hydrated. */
  steps: ReaderStep[];
  /** Text the page shows, somewhere in its body, once the attack is defused. */
  shows: RegExp;
}

/** Marked characters: each is an element of the editor, and thousands in a line froze the page. */
const controlFlood = '\u0001'.repeat(25_000);
const tooManyMarked =
  /This link's code has 25,000 control or invisible characters, over 100, the most a link may carry\./;

export const hostileLinks: HostileLink[] = [
  {
    name: '25,000 control characters on the Playground, clicked into',
    path: playgroundLink(controlFlood),
    steps: [{focusEditor: true}],
    shows: new RegExp(
      `${tooManyMarked.source} The editor opened with the starter example instead\\.`,
    ),
  },
  {
    name: '25,000 control characters on a docs example',
    path: docsExampleLink(controlFlood),
    steps: [],
    shows: new RegExp(`${tooManyMarked.source} It was not opened\\.`),
  },
  {
    // U+2028 ends the comment for JavaScript, not for the editor: the render call runs.
    name: 'code after a line separator, shown as a comment',
    path: playgroundLink(`import {Page, Text, render} from 'react-figma';
// admins only\u2028render(<Page name="Separator" isCurrent><Text>secret</Text></Page>);
`),
    steps: [],
    shows: /U\+2028 \(line separator\) at line 2, column 15/,
  },
];
