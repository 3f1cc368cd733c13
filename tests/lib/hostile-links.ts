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

/**
 * Whether `frame` (a requestAnimationFrame callback run in the page, by any driver) resolves
 * within responsiveWithinMs. The timer goes once it has: a suite's process never waits on it.
 */
export async function answersInTime(frame: () => Promise<unknown>): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      frame().then(() => true),
      new Promise<boolean>(
        (resolve) => (timer = setTimeout(() => resolve(false), responsiveWithinMs)),
      ),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A docs example a link can open: `#edit-<id>=…` on its page. The id is a hash of the example's
 * code and how it runs (not of its drawing), so it changes when the example does;
 * hostile-links.spec.ts checks it is still on the page.
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
  /**
   * What an engine shows instead, where the same defense ends in other words (the entry's
   * comment says why); every other engine must show `shows`.
   */
  showsIn?: Partial<Record<'firefox' | 'webkit', RegExp>>;
}

export const hostileLinks: HostileLink[] = [];

/** The page's words for a run it stopped (use-live-run.ts): the code's worker was ended. */
const stopped = /Stopped after \d+ s: the code did not finish/;

/** The page's words for an answer its checks refuse (runner.ts, worded by use-live-run.ts). */
const refused = 'The runner stopped: the runner sent a message the page does not accept';

/**
 * Reader code that posts `answer` as the runner's result (the code runs in the runner's worker, so
 * it can), then silences the runner so that only the forgery arrives. `fallback` makes the runner's
 * own answer break the same limit, for a runner whose channel the reader's code cannot post on.
 */
const forgedAnswer = (
  answer: string,
  fallback: string,
) => `import {Frame, Page, render} from 'react-figma';
const drawing = {svg: '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>', width: 1, height: 1};
self.postMessage({type: 'result', errors: [], missingFonts: [], timingKey: 'forged', preview: ${answer}});
self.postMessage = () => undefined;
${fallback}
`;

hostileLinks.push(
  {
    // Structured clone carries the length, not 4 billion holes: a check that maps the list before
    // bounding it walks every index.
    name: 'a forged layer whose children are a sparse list of 2^32 - 1 entries',
    path: playgroundLink(
      forgedAnswer(
        `{light: drawing, dark: drawing, notes: [], pages: [{name: 'Forged', layers: [{kind: 'Frame', name: 'Sparse', width: 1, height: 1, children: Object.assign([], {length: 2 ** 32 - 1})}]}]}`,
        `// Should the runner's own answer arrive instead, it nests its layers deeper than any drawing.
const Nest = ({depth}) => (depth ? <Frame name={'Level ' + depth}><Nest depth={depth - 1} /></Frame> : null);
render(<Page name="Deep" isCurrent><Nest depth={80} /></Page>);`,
      ),
    ),
    steps: [{click: 'Run'}],
    shows: new RegExp(`${refused} \\(preview\\.pages\\[0\\]\\.layers\\[0\\]\\.children`),
    // WebKit's structured clone visits every index of a sparse list (10^8 took 10 s): the
    // forgery's own postMessage keeps its worker busy for minutes, so neither answer comes,
    // and the page ends the worker once it has been silent for the run's time limit.
    showsIn: {webkit: stopped},
  },
  {
    // Cheap to build (one string, listed 500 times), 50 million characters once laid out: each
    // note is within the limit for one string, their sum is not. Structured clone copies each
    // string, so the message is 50 MB on its way: on a machine far busier than usual, copying it
    // can keep the worker busy past the run's 5 s silence limit, and the page then reports the
    // stop instead.
    name: 'a forged preview with 500 notes of 100,000 characters',
    path: playgroundLink(
      forgedAnswer(
        `{light: drawing, dark: drawing, pages: [], notes: Array(500).fill(''.padEnd(100000, 'forged note '))}`,
        `// Should the runner's own answer arrive instead, its errors carry too much text.
for (let i = 0; i < 20; i++) console.error('x'.repeat(99000));`,
      ),
    ),
    steps: [{click: 'Run'}],
    shows: new RegExp(`${refused} \\(.* past \\d+ characters of text`),
  },
);

/**
 * Code that builds an SVG whose `<use>`s copy `<use>`s, ten to a level, six levels: a million
 * copies of one square: the tab that draws it freezes.
 */
const svgCopyBomb = `let defs = '<path id="l0" d="M0 0h8v8z"/>';
for (let level = 1; level <= 6; level++)
  defs += '<g id="l' + level + '">' + ('<use href="#l' + (level - 1) + '"/>').repeat(10) + '</g>';
const bomb = '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><defs>' + defs + '</defs><use href="#l6"/></svg>';
`;
/** Draws `bomb` the ordinary way, through react-figma's `<Svg>`. */
const drawBomb = 'render(<Page name="Bomb" isCurrent><Svg name="Bomb" source={bomb} /></Page>);\n';

hostileLinks.push(
  {
    // Ordinary react-figma code: nothing forged, the model itself would have embedded the markup.
    name: 'an <Svg> whose <use>s copy <use>s a million times',
    path: playgroundLink(`import {Page, Svg, render} from 'react-figma';
${svgCopyBomb}
${drawBomb}`),
    steps: [{click: 'Run'}],
    shows:
      /The preview does not draw the SVG “Bomb”: it copies #l1, which holds references of its own/,
  },
  {
    // Reader code answers for the runner with a drawing of its own, then silences the runner. The
    // runner's private port leaves the forgery unheard; its own answer then draws the same
    // markup through <Svg>, which the model refuses. Either way nothing draws the bomb.
    name: 'a forged drawing whose <use>s copy <use>s a million times',
    path: playgroundLink(`import {Page, Svg, render} from 'react-figma';
${svgCopyBomb}
const drawing = {svg: bomb, width: 64, height: 64};
self.postMessage({type: 'result', preview: {light: drawing, dark: drawing, pages: [], notes: []},
  errors: [], missingFonts: [], timingKey: 'forged'});
self.postMessage = () => undefined;
${drawBomb}`),
    steps: [{click: 'Run'}],
    shows:
      /preview\.light\.svg is not a drawing the site writes: |The preview does not draw the SVG “Bomb”/,
  },
);

/** What Run and Run in Figma say inside another site's frame (src/utils/framed.ts). */
const framedRefusal = /This page is shown inside another site: open it directly to run code\./;

hostileLinks.push(
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
);

/**
 * Arrow functions nested in one another's default parameters: sucrase's parser backtracks on
 * each, so it takes about twice as long per level (24 levels, under 400 characters: minutes).
 */
export const nestedArrows = (depth: number) =>
  `import {Page, render} from 'react-figma';
const f = ${'(a = '.repeat(depth)}0${') => 0'.repeat(depth)};
render(<Page isCurrent />);
`;

hostileLinks.push({
  // Run in Figma compiles in a worker that is ended after 5 s (src/run-in-figma/
  // compile-off-thread.ts); compiled on the page, the code froze the tab for minutes.
  name: 'nested arrow functions that take the compiler minutes, sent to Run in Figma',
  path: playgroundLink(nestedArrows(24)),
  steps: [{click: 'Run'}, {click: 'Run in Figma'}],
  shows: /took too long to compile/,
});

/** Marked characters: each is an element of the editor, and thousands in a line froze the page. */
const controlFlood = '\u0001'.repeat(25_000);
const tooManyMarked =
  /This link's code has 25,000 control or invisible characters, over 100, the most a link may carry\./;

hostileLinks.push(
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
);
