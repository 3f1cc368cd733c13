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
  /** The site path with the fragment that carries the code. */
  path: string;
  /** What the reader does once the page has hydrated. */
  steps: ReaderStep[];
  /** Text the page shows, somewhere in its body, once the attack is defused. */
  shows: RegExp;
}

/**
 * Arrow functions nested in one another's default parameters: sucrase's parser backtracks on
 * each, so it takes about twice as long per level (24 levels, under 400 characters: minutes).
 */
export const nestedArrows = (depth: number) =>
  `import {Page, render} from 'react-figma';
const f = ${'(a = '.repeat(depth)}0${') => 0'.repeat(depth)};
render(<Page isCurrent />);
`;

export const hostileLinks: HostileLink[] = [
  {
    // Run in Figma compiles in a worker that is ended after a run's time (src/run-in-figma/
    // compile-off-thread.ts); compiled on the page, the code froze the tab for minutes.
    name: 'nested arrow functions that take the compiler minutes, sent to Run in Figma',
    path: playgroundLink(nestedArrows(24)),
    steps: [{click: 'Run'}, {click: 'Run in Figma'}],
    shows: /took too long to compile/,
  },
];
