// Messages between the page and the playground's worker (worker.ts), which the sandbox document
// (frame.ts) relays. One worker runs one job: it is started ahead of time and given the fonts at
// once (it opens them while it waits), then sent one job, and ended after its answer or when it
// runs too long. The worker runs the reader's code, so the page trusts nothing it sends:
// readAnswer() checks every message against its type before the page uses it.
import type {Drawing} from '../../figma-preview/draw-svg';
import type {LayerItem, Preview} from '../../figma-preview/preview';
import type {ExampleSource} from '../../figma-preview/example-contract';
import {checkSvg, svgLimits} from '../../figma-preview/svg-check';

export interface PlaygroundJob extends ExampleSource {
  type: 'run';
  /** How long react-figma may keep changing the document before the run reports a timeout. */
  settleTimeoutMs: number;
  /** Turns a message between the plugin's threads takes (src/figma-preview/thread-crossing.ts). */
  crossingTurns: number;
}

export interface PlaygroundFonts {
  type: 'fonts';
  /** Inter font files the page has fetched so far, by file name. */
  fonts: Record<string, ArrayBuffer>;
}

export type PlaygroundAnswer =
  | {type: 'ready'}
  /** The worker failed outside a run (the sandbox reports its error event). */
  | {type: 'crashed'; message: string}
  /** The code did not parse: line and column are 1-based. */
  | {type: 'syntax-error'; message: string; line: number; column: number}
  | {
      type: 'result';
      /** Absent when the run drew nothing. */
      preview?: Preview;
      /** Thrown errors, console errors and warnings, timeouts: first line first. */
      errors: string[];
      /** Font files the text needed that the job did not carry: fetch them and run again. */
      missingFonts: string[];
      /**
       * What the run drew, as a short key (src/figma-preview/timing.ts) that runs at other
       * timings compare; empty when the run was stopped before it settled.
       */
      timingKey: string;
    };

/**
 * Limits far above what any real run sends, so that a forged message cannot swamp the page. Of
 * the docs' examples, the largest send 34 layers, nested 2 deep, lists of at most 11 entries, 543
 * characters of names and notes, SVGs of 24,229 characters and 53,430 characters in all as JSON
 * (see the README). Each is checked before the value is iterated, copied or shown: the work
 * readAnswer does, and what the page then lays out, is bounded by these numbers whatever a message
 * claims.
 */
export const answerLimits = {
  /** Characters in one name, note, error or message. */
  text: 100_000,
  /**
   * Characters of text one answer may put into the page: every string but the drawings' SVG
   * (names, kinds, notes, errors, messages). Room for the most layers allowed, named as usual.
   */
  pageText: 1_000_000,
  /** Characters in one drawing's SVG (images the code embeds end up in it): svg-check.ts's. */
  svg: svgLimits.drawing.characters,
  /**
   * Characters of all the answer's strings, both SVGs included: two drawings as large as allowed
   * leave no room for text.
   */
  answer: 8_000_000,
  /** Entries in a list other than the Layers list: pages, notes, errors, missingFonts. */
  list: 500,
  /** Layers in all, over every page (each layer list is bounded by what is left of it). */
  layers: 20_000,
  /** Levels of nesting below a page's own layers. */
  depth: 64,
  /** A width, height, line or column. */
  size: 1e6,
};
const limits = answerLimits;

/**
 * Characters the answer being read has spent so far. readAnswer is synchronous and resets it, so
 * there is one answer in flight at a time. Each occurrence counts, not each distinct string: the
 * page shows every one, and structured clone keeps shared objects shared, so a list of layers that
 * holds one layer 500 times is sent once and read 500 times.
 */
const spent = {pageText: 0, answer: 0};

/**
 * Only what structured clone makes of a plain object: no Map, Date, boxed primitive, typed array
 * or any other object whose fields are not the protocol's.
 */
const record = (value: unknown, what: string): Record<string, unknown> => {
  if (
    typeof value !== 'object' ||
    value === null ||
    Object.getPrototypeOf(value) !== Object.prototype
  )
    throw new Error(`${what} is not an object`);
  return value as Record<string, unknown>;
};
/** A string within `max` characters and the answer's budgets; a drawing's SVG is no page text. */
const text = (value: unknown, what: string, max = limits.text, inPage = true): string => {
  if (typeof value !== 'string' || value.length > max)
    throw new Error(`${what} is not a string of at most ${max} characters`);
  spent.answer += value.length;
  if (inPage) spent.pageText += value.length;
  if (spent.pageText > limits.pageText)
    throw new Error(`${what} takes the answer past ${limits.pageText} characters of text`);
  if (spent.answer > limits.answer)
    throw new Error(`${what} takes the answer past ${limits.answer} characters in all`);
  return value;
};
const number = (value: unknown, what: string, min: number, max: number): number => {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max)
    throw new Error(`${what} is not a number from ${min} to ${max}`);
  return value;
};
/**
 * A plain array of at most `max` entries, with no holes. Its length is read once and bounded
 * before any entry is: structured clone carries a sparse array's length, not its holes, so a
 * short message can claim 2^32 - 1 entries, and Array methods would walk every index.
 */
const list = <T>(
  value: unknown,
  what: string,
  item: (value: unknown, what: string) => T,
  max = limits.list,
): T[] => {
  const length =
    Array.isArray(value) && Object.getPrototypeOf(value) === Array.prototype
      ? (value as unknown[]).length
      : Infinity;
  if (length > max) throw new Error(`${what} is not a list of at most ${max} items`);
  const entries = value as unknown[];
  const items: T[] = [];
  for (let index = 0; index < length; index++) {
    if (!Object.hasOwn(entries, index)) throw new Error(`${what}[${index}] is missing`);
    items.push(item(entries[index], `${what}[${index}]`));
  }
  return items;
};

/**
 * A drawing as draw-svg.ts writes it: the page draws the SVG on its own thread, so markup of any
 * other shape, or that expands to more elements than a drawing may, is refused (svg-check.ts).
 */
function readDrawing(value: unknown, what: string): Drawing {
  const drawing = record(value, what);
  // Counted in the answer's size, not as text laid out in the page: it is drawn as an image.
  const svg = text(drawing.svg, `${what}.svg`, limits.svg, false);
  const check = checkSvg(svg, 'drawing');
  if (!check.ok) throw new Error(`${what}.svg is not a drawing the site writes: ${check.reason}`);
  return {
    svg,
    width: number(drawing.width, `${what}.width`, 0, limits.size),
    height: number(drawing.height, `${what}.height`, 0, limits.size),
  };
}

function readPreview(value: unknown): Preview {
  const preview = record(value, 'preview');
  let layerCount = 0;
  /** A page's layers or a layer's children: no more entries than layers are left to read. */
  const readLayers = (value: unknown, what: string, depth: number): LayerItem[] =>
    list(value, what, (entry, where) => readLayer(entry, where, depth), limits.layers - layerCount);
  const readLayer = (entry: unknown, what: string, depth: number): LayerItem => {
    if (++layerCount > limits.layers)
      throw new Error(`${what} takes the preview past ${limits.layers} layers`);
    if (depth > limits.depth)
      throw new Error(`${what} is nested more than ${limits.depth} levels deep`);
    const layer = record(entry, what);
    return {
      kind: text(layer.kind, `${what}.kind`, 100),
      name: text(layer.name, `${what}.name`),
      width: number(layer.width, `${what}.width`, -limits.size, limits.size),
      height: number(layer.height, `${what}.height`, -limits.size, limits.size),
      children: readLayers(layer.children, `${what}.children`, depth + 1),
    };
  };
  return {
    light: readDrawing(preview.light, 'preview.light'),
    dark: readDrawing(preview.dark, 'preview.dark'),
    pages: list(preview.pages, 'preview.pages', (entry, what) => {
      const page = record(entry, what);
      return {
        name: text(page.name, `${what}.name`),
        layers: readLayers(page.layers, `${what}.layers`, 0),
      };
    }),
    notes: list(preview.notes, 'preview.notes', text),
  };
}

/**
 * The worker's message as the page may use it, rebuilt from checked parts only; `fonts` are the
 * font files the page knows, the only names a result may ask for. Throws an Error saying what is
 * wrong with anything else.
 */
export function readAnswer(data: unknown, fonts: ReadonlySet<string>): PlaygroundAnswer {
  spent.pageText = 0;
  spent.answer = 0;
  const answer = record(data, 'the message');
  switch (answer.type) {
    case 'ready':
      return {type: 'ready'};
    case 'crashed':
      return {type: 'crashed', message: text(answer.message, 'message')};
    case 'syntax-error':
      return {
        type: 'syntax-error',
        message: text(answer.message, 'message'),
        line: number(answer.line, 'line', 1, limits.size),
        column: number(answer.column, 'column', 0, limits.size),
      };
    case 'result':
      return {
        type: 'result',
        preview: answer.preview === undefined ? undefined : readPreview(answer.preview),
        errors: list(answer.errors, 'errors', text),
        missingFonts: list(answer.missingFonts, 'missingFonts', (value, what) => {
          const file = text(value, what, 100);
          if (!fonts.has(file)) throw new Error(`${what} is not one of the site's font files`);
          return file;
        }),
        timingKey: text(answer.timingKey, 'timingKey', 64),
      };
    default:
      throw new Error('the message has no known type');
  }
}
