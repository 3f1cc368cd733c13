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
 * Code that builds an SVG whose `<use>`s copy `<use>`s, ten to a level, six levels: a million
 * copies of one square: the tab that draws it freezes.
 */
const svgCopyBomb = `let defs = '<path id="l0" d="M0 0h8v8z"/>';
for (let level = 1; level <= 6; level++)
  defs += '<g id="l' + level + '">' + ('<use href="#l' + (level - 1) + '"/>').repeat(10) + '</g>';
const bomb = '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><defs>' + defs + '</defs><use href="#l6"/></svg>';
`;

export const hostileLinks: HostileLink[] = [
  {
    // Ordinary react-figma code: nothing forged, the model itself would have embedded the markup.
    name: 'an <Svg> whose <use>s copy <use>s a million times',
    path: playgroundLink(`import {Page, Svg, render} from 'react-figma';
${svgCopyBomb}
render(<Page name="Bomb" isCurrent><Svg name="Bomb" source={bomb} /></Page>);
`),
    steps: [{click: 'Run'}],
    shows:
      /The preview does not draw the SVG “Bomb”: it copies #l1, which holds references of its own/,
  },
  {
    // Reader code answers for the runner with a drawing of its own, then silences the runner.
    name: 'a forged drawing whose <use>s copy <use>s a million times',
    path: playgroundLink(`${svgCopyBomb}
const drawing = {svg: bomb, width: 64, height: 64};
self.postMessage({type: 'result', preview: {light: drawing, dark: drawing, pages: [], notes: []},
  errors: [], missingFonts: [], durationMs: 1, timingKey: 'forged'});
self.postMessage = () => undefined;
`),
    steps: [{click: 'Run'}],
    shows:
      /The runner stopped: the runner sent a message the page does not accept \(preview\.light\.svg is not a drawing the site writes: /,
  },
];
