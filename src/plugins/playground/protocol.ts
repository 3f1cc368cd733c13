// Messages between the page and the playground's worker (worker.ts), which the sandbox document
// (frame.ts) relays. One worker runs one job: it is started ahead of time and given the fonts at
// once (it opens them while it waits), then sent one job, and ended after its answer or when it
// runs too long. The worker runs the reader's code, so the page trusts nothing it sends:
// readAnswer() checks every message against its type before the page uses it.
import type {Drawing} from '../../figma-preview/draw-svg';
import type {LayerItem, Preview} from '../../figma-preview/preview';
import type {ExampleSource} from '../../figma-preview/example-contract';

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

/** Limits well above what any real run sends, so a forged message cannot swamp the page. */
const limits = {text: 100_000, svg: 20_000_000, list: 500, layers: 20_000, depth: 64, size: 1e6};

const record = (value: unknown, what: string): Record<string, unknown> => {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error(`${what} is not an object`);
  return value as Record<string, unknown>;
};
const text = (value: unknown, what: string, max = limits.text): string => {
  if (typeof value !== 'string' || value.length > max)
    throw new Error(`${what} is not a string of at most ${max} characters`);
  return value;
};
const number = (value: unknown, what: string, min: number, max: number): number => {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max)
    throw new Error(`${what} is not a number from ${min} to ${max}`);
  return value;
};
const list = <T>(value: unknown, what: string, item: (value: unknown, what: string) => T): T[] => {
  if (!Array.isArray(value) || value.length > limits.list)
    throw new Error(`${what} is not a list of at most ${limits.list} items`);
  return value.map((entry, index) => item(entry, `${what}[${index}]`));
};

function readDrawing(value: unknown, what: string): Drawing {
  const drawing = record(value, what);
  return {
    svg: text(drawing.svg, `${what}.svg`, limits.svg),
    width: number(drawing.width, `${what}.width`, 0, limits.size),
    height: number(drawing.height, `${what}.height`, 0, limits.size),
  };
}

function readPreview(value: unknown): Preview {
  const preview = record(value, 'preview');
  let layerCount = 0;
  const readLayer = (entry: unknown, what: string, depth = 0): LayerItem => {
    if (++layerCount > limits.layers || depth > limits.depth)
      throw new Error(`the preview has more than ${limits.layers} layers or levels`);
    const layer = record(entry, what);
    const children = Array.isArray(layer.children) ? layer.children : [];
    return {
      kind: text(layer.kind, `${what}.kind`, 100),
      name: text(layer.name, `${what}.name`),
      width: number(layer.width, `${what}.width`, -limits.size, limits.size),
      height: number(layer.height, `${what}.height`, -limits.size, limits.size),
      children: children.map((child, index) =>
        readLayer(child, `${what}.children[${index}]`, depth + 1),
      ),
    };
  };
  return {
    light: readDrawing(preview.light, 'preview.light'),
    dark: readDrawing(preview.dark, 'preview.dark'),
    pages: list(preview.pages, 'preview.pages', (entry, what) => {
      const page = record(entry, what);
      return {
        name: text(page.name, `${what}.name`),
        layers: list(page.layers, `${what}.layers`, (layer, where) => readLayer(layer, where)),
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
