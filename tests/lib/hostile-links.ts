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

/** One thing the reader does, in order. */
export type ReaderStep =
  /** Presses the button with this accessible name (the first one, when there are several). */
  | {click: string}
  /** Clicks into the code editor, as a reader about to edit. */
  | {focusEditor: true};

export interface HostileLink {
  /** The attack, as the test's title. */
  name: string;
  /** The site path, with the fragment that carries the code when the attack brings code. */
  path: string;
  /**
   * The path is loaded in a full-size iframe of a page on another origin (clickjacking: that page
   * could make the frame transparent over bait of its own), and the steps act inside that frame:
   * `shows` is looked for in the frame's body, and nothing may be downloaded.
   */
  framed?: boolean;
  /** What the reader does once the page has hydrated. */
  steps: ReaderStep[];
  /** Text the page shows, somewhere in its body, once the attack is defused. */
  shows: RegExp;
}

/** What Run and Run in Figma say inside another site's frame (src/utils/framed.ts). */
const framedRefusal = /This page is shown inside another site: open it directly to run code\./;

export const hostileLinks: HostileLink[] = [
  {
    name: "Run on a link's code, clicked inside another site's frame",
    path: playgroundLink(`import {Page, Text, render} from 'react-figma';
render(<Page name="Framed" isCurrent><Text>ran inside another site</Text></Page>);
`),
    framed: true,
    steps: [{click: 'Run'}],
    shows: framedRefusal,
  },
  {
    name: "Run in Figma, clicked inside another site's frame",
    path: '/playground',
    framed: true,
    steps: [{click: 'Run in Figma'}],
    shows: framedRefusal,
  },
];
