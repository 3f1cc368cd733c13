// @vitest-environment jsdom
// A fuzz test of the page's boundary with the playground's worker, which runs the reader's code
// and so can post any message (src/plugins/playground/protocol.ts). Each message goes through
// structured clone as postMessage would, then through readAnswer with every read counted, then
// into the figure that shows a result. The bounds are counts of reads and characters, never time:
// on a slower machine the run takes longer, and is never red for it.
import React from 'react';
import {cleanup, render} from '@testing-library/react';
import fc from 'fast-check';
import {afterEach, describe, expect, it} from 'vitest';
import RunPreview from '../../components/Playground/RunPreview';
import type {LayerItem, Preview} from '../../figma-preview/preview';
import {answerLimits as limits, readAnswer, type PlaygroundAnswer} from './protocol';

afterEach(cleanup);

const fonts = new Set(['inter-latin-400-normal.woff2', 'inter-latin-700-normal.woff2']);

/**
 * Reads of a message, counted by wrapping each object in a Proxy that forwards to it. Past `cap`
 * a read throws, so a reader that would walk billions of indices fails the case instead of
 * hanging the run.
 */
class ReadCounter {
  reads = 0;
  overrun = false;
  private readonly proxies = new WeakMap<object, object>();
  private readonly handler: ProxyHandler<object> = {
    get: (target, key) => this.wrap(this.count(1) ?? Reflect.get(target, key)),
    has: (target, key) => this.count(1) ?? Reflect.has(target, key),
    getOwnPropertyDescriptor: (target, key) =>
      this.count(1) ?? Reflect.getOwnPropertyDescriptor(target, key),
    getPrototypeOf: (target) => this.count(1) ?? Reflect.getPrototypeOf(target),
    ownKeys: (target) => {
      const keys = Reflect.ownKeys(target);
      return this.count(keys.length) ?? keys;
    },
  };

  constructor(private readonly cap: number) {}

  wrap(value: unknown): unknown {
    // Functions stay as they are: a copy's Array constructor would otherwise make proxies too.
    if (typeof value !== 'object' || value === null) return value;
    let proxy = this.proxies.get(value);
    if (!proxy) this.proxies.set(value, (proxy = new Proxy(value, this.handler)));
    return proxy;
  }

  /** Counts `reads` reads; returns nothing, so that the trap goes on to forward the read. */
  private count(reads: number): undefined {
    this.reads += reads;
    if (this.reads > this.cap) {
      this.overrun = true;
      throw new Error(`more than ${this.cap} reads`);
    }
    return undefined;
  }
}

/** Reads per value of the answer, a generous constant: a layer takes about ten. */
const readsPerValue = 12;
/**
 * The most reads readAnswer may make of any message, however large: a few per layer and per entry
 * of the four other lists (pages, notes, errors, missingFonts), at the limits.
 */
const readCap = readsPerValue * (limits.layers + 4 * limits.list) + 100;
/** A refusal names a path (at most 64 levels of `.children[i]`) and a limit. */
const refusalChars = 2_000;

/** What the page holds after reading: sizes to compare with the limits. */
interface Measured {
  /** Objects, arrays and primitives in the answer. */
  values: number;
  /** Characters of every string but the SVGs. */
  pageText: number;
  svg: number;
  layers: number;
  depth: number;
}

/**
 * The answer's sizes; fails unless every object in it is a plain object or array, so that nothing
 * the message brought (a prototype, a Map, a getter) survives the reading.
 */
function measure(answer: PlaygroundAnswer): Measured {
  const measured: Measured = {values: 0, pageText: 0, svg: 0, layers: 0, depth: 0};
  const visit = (value: unknown, key: string) => {
    measured.values++;
    if (typeof value === 'string') {
      if (key === 'svg') measured.svg += value.length;
      else measured.pageText += value.length;
    } else if (typeof value === 'object' && value !== null) {
      const prototype = Object.getPrototypeOf(value) as unknown;
      expect(prototype === Object.prototype || prototype === Array.prototype).toBe(true);
      // No holes: the figure would skip them, and they say nothing the protocol has.
      if (Array.isArray(value)) expect(Object.keys(value)).toHaveLength(value.length);
      expect(Object.getOwnPropertyNames(value)).not.toContain('__proto__');
      for (const [name, entry] of Object.entries(value)) visit(entry, name);
    } else {
      expect(['number', 'undefined']).toContain(typeof value);
      if (typeof value === 'number') expect(Number.isFinite(value)).toBe(true);
    }
  };
  visit(answer, '');
  const layer = (item: LayerItem, depth: number) => {
    measured.layers++;
    measured.depth = Math.max(measured.depth, depth);
    item.children.forEach((child) => layer(child, depth + 1));
  };
  if (answer.type === 'result')
    answer.preview?.pages.forEach((page) => page.layers.forEach((item) => layer(item, 0)));
  return measured;
}

/** The figure as LiveExample shows a result's preview. */
const renderPreview = (preview: Preview): HTMLElement =>
  render(<RunPreview preview={preview} />).container;

/**
 * The page shows what it accepted and no more: its text is the answer's text plus a label per
 * layer and page, an element or two per layer, note and page, and a short alternative text.
 */
function expectShownInProportion(preview: Preview, measured: Measured) {
  const figure = renderPreview(preview);
  const {pages, notes} = preview;
  // A label adds " · ", ", ", " × " and two numbers (at most 24 characters each), or "(no name)".
  expect(figure.textContent!.length).toBeLessThanOrEqual(
    measured.pageText + 80 * measured.layers + 10 * pages.length + 20,
  );
  expect(figure.querySelectorAll('*').length).toBeLessThanOrEqual(
    2 * (measured.layers + pages.length) + notes.length + 10,
  );
  figure
    .querySelectorAll('img')
    .forEach((image) => expect(image.getAttribute('alt')!.length).toBeLessThanOrEqual(600));
  expect(figure.querySelectorAll('li')).toHaveLength(measured.layers);
  for (const note of notes) expect(figure.textContent).toContain(note);
  cleanup();
}

// Valid answers, as the worker sends them: small, with any characters in names and notes.
const text = fc.string({unit: 'binary', maxLength: 30});
const size = fc.double({min: -limits.size, max: limits.size, noNaN: true});
const extent = fc.double({min: 0, max: limits.size, noNaN: true});
const layerAt = (levels: number): fc.Arbitrary<LayerItem> =>
  fc.record({
    kind: fc.string({maxLength: 12}),
    name: text,
    width: size,
    height: size,
    children: levels > 0 ? fc.array(layerAt(levels - 1), {maxLength: 3}) : fc.constant([]),
  });
/** A valid drawing: the shape draw-svg.ts writes (svg-check.ts), its title any plain text. */
const drawingSvg = fc
  .stringMatching(/^[\w .,:-]{0,200}$/)
  .map((title) => `<svg xmlns="http://www.w3.org/2000/svg"><title>${title}</title></svg>`);
const drawing = fc.record({svg: drawingSvg, width: extent, height: extent});
const preview: fc.Arbitrary<Preview> = fc.record({
  light: drawing,
  dark: drawing,
  pages: fc.array(fc.record({name: text, layers: fc.array(layerAt(3), {maxLength: 3})}), {
    maxLength: 3,
  }),
  notes: fc.array(text, {maxLength: 4}),
});
const result = fc.record({
  type: fc.constant('result' as const),
  preview: fc.option(preview, {nil: undefined}),
  errors: fc.array(text, {maxLength: 3}),
  missingFonts: fc.subarray([...fonts]),
  timingKey: fc.string({maxLength: 64}),
});
const answer: fc.Arbitrary<PlaygroundAnswer> = fc.oneof(
  fc.constant({type: 'ready' as const}),
  fc.record({type: fc.constant('crashed' as const), message: text}),
  fc.record({
    type: fc.constant('syntax-error' as const),
    message: text,
    line: fc.integer({min: 1, max: limits.size}),
    column: fc.integer({min: 0, max: limits.size}),
  }),
  result,
);

// Hostile values, each put in place of some part of a valid answer (or of all of it). SVGs of
// millions of characters take long to clone: playground-protocol.test.ts tries those once each.
const minimalLayer = (): LayerItem => ({
  kind: 'Frame',
  name: 'x',
  width: 1,
  height: 1,
  children: [],
});
/** An array of `length` whose only entries are `entries`: structured clone keeps it sparse. */
const sparse = (length: number, ...entries: unknown[]) =>
  Object.assign(Object.assign([], entries), {length}) as unknown[];
const nested = (levels: number) => {
  let layer = minimalLayer();
  for (let level = 0; level < levels; level++) layer = {...minimalLayer(), children: [layer]};
  return layer;
};
/** `width` references to one layer at each of `levels` levels: width^levels layers to walk. */
const sharedBomb = (levels: number, width: number) => {
  let layer = minimalLayer();
  for (let level = 0; level < levels; level++)
    layer = {...minimalLayer(), children: Array<LayerItem>(width).fill(layer)};
  return layer;
};
const cycle = () => {
  const layer = minimalLayer();
  layer.children.push(layer);
  return layer;
};
const hostile: Array<[string, () => unknown]> = [
  ['a sparse list of 2^32 - 1 holes', () => sparse(2 ** 32 - 1)],
  ['a sparse list of a layer and 2^32 - 2 holes', () => sparse(2 ** 32 - 1, minimalLayer())],
  ['a sparse list one entry over the limit', () => sparse(limits.list + 1)],
  ['a list with a hole', () => Object.assign([], {0: minimalLayer(), 2: minimalLayer()})],
  ['more layers than allowed', () => Array<LayerItem>(limits.layers + 1).fill(minimalLayer())],
  ['more strings than a list may hold', () => Array<string>(limits.list + 1).fill('x')],
  ['an array-like with a huge length', () => ({length: 2 ** 32 - 1, 0: minimalLayer()})],
  ['an array with named fields', () => Object.assign([minimalLayer()], {kind: 'Frame'})],
  ['a string over the limit', () => 'x'.repeat(limits.text + 1)],
  ['notes past the page text budget', () => Array<string>(11).fill('x'.repeat(limits.text))],
  ['layers nested 1,000 deep', () => nested(1_000)],
  ['one layer shared 500 wide and 3 deep', () => sharedBomb(3, 500)],
  ['a layer that contains itself', cycle],
  [
    'a layer with __proto__ and constructor keys',
    () =>
      JSON.parse(
        '{"kind":"Frame","name":"p","width":1,"height":1,"children":[],"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
      ),
  ],
  [
    'an object whose __proto__ key claims a type',
    () => JSON.parse('{"__proto__":{"type":"ready"}}'),
  ],
  ['an object without a prototype', () => Object.assign(Object.create(null), minimalLayer())],
  ['NaN', () => NaN],
  ['Infinity', () => Infinity],
  ['-Infinity', () => -Infinity],
  ['-0', () => -0],
  ['a number past every size', () => 1e308],
  ['a BigInt', () => 10n],
  ['a typed array', () => new Uint8Array([1, 2, 3])],
  ['a Float64Array', () => new Float64Array(4)],
  ['an ArrayBuffer', () => new ArrayBuffer(8)],
  ['a DataView', () => new DataView(new ArrayBuffer(8))],
  ['a Map with the fields of a layer', () => new Map(Object.entries(minimalLayer()))],
  ['a Set', () => new Set(['x'])],
  ['a Date', () => new Date(0)],
  ['a RegExp', () => /x/g],
  ['an Error', () => new Error('x')],
  ['a boxed string', () => new String('Frame')],
  ['a boxed number', () => new Number(1)],
  ['a boxed boolean', () => new Boolean(true)],
  ['a boxed BigInt', () => Object(1n)],
  ['a function', () => () => minimalLayer()],
  ['a symbol', () => Symbol('x')],
  ['null', () => null],
  ['undefined', () => undefined],
  ['an empty object', () => ({})],
  ['an empty string', () => ''],
];

type Slot = [Record<string, unknown>, string, string];
/**
 * Every place in `root` a value sits, with its path (indices as `*`, so that places of one kind
 * share it); each object is visited once, since hostile values share and loop.
 */
function slots(root: Record<string, unknown>): Slot[] {
  const found: Slot[] = [];
  const seen = new WeakSet<object>();
  const visit = (value: Record<string, unknown>, path: string) => {
    if (seen.has(value)) return;
    seen.add(value);
    for (const key of Object.keys(value)) {
      const where = Array.isArray(value) ? `${path}[*]` : `${path}.${key}`;
      found.push([value, key, where]);
      const entry = value[key];
      // Into plain objects and arrays only: a boxed string's characters are no place to write.
      const prototype = typeof entry === 'object' && entry !== null && Object.getPrototypeOf(entry);
      if (prototype === Object.prototype || prototype === Array.prototype)
        visit(entry as Record<string, unknown>, where);
    }
  };
  visit(root, '');
  return found;
}

/** What postMessage delivers: structured clone's copy, or the value itself where clone refuses. */
function delivered(message: unknown): unknown {
  try {
    return structuredClone(message);
  } catch {
    return message;
  }
}

const hostileByName = new Map(hostile);
const prototypeKeys = Object.getOwnPropertyNames(Object.prototype);

/**
 * readAnswer refuses the message with its own error, or accepts it within the limits, reading no
 * more than the limits allow; the figure then shows what was accepted, in proportion.
 */
function expectBounded(message: unknown) {
  const counter = new ReadCounter(readCap);
  let read: PlaygroundAnswer | undefined;
  let refusal: unknown;
  try {
    read = readAnswer(counter.wrap(delivered(message)), fonts);
  } catch (error) {
    refusal = error;
  }
  expect(counter.overrun, `at most ${readCap} reads`).toBe(false);
  expect(Object.getOwnPropertyNames(Object.prototype)).toEqual(prototypeKeys);
  if (!read) {
    // readAnswer's own refusal, which the page shows: no TypeError, no stack overflow.
    expect((refusal as Error).constructor).toBe(Error);
    expect((refusal as Error).message.length).toBeLessThanOrEqual(refusalChars);
    return;
  }
  const measured = measure(read);
  expect(counter.reads).toBeLessThanOrEqual(readsPerValue * measured.values + 50);
  expect(measured.pageText).toBeLessThanOrEqual(limits.pageText);
  expect(measured.pageText + measured.svg).toBeLessThanOrEqual(limits.answer);
  expect(measured.layers).toBeLessThanOrEqual(limits.layers);
  expect(measured.depth).toBeLessThanOrEqual(limits.depth);
  if (read.type === 'result' && read.preview) expectShownInProportion(read.preview, measured);
}

/** A result with every kind of place: two pages, a layer with a child, notes, errors, a font. */
const everyPlace = {
  type: 'result',
  preview: {
    light: {svg: '<svg/>', width: 1, height: 1},
    dark: {svg: '<svg/>', width: 1, height: 1},
    pages: [
      {name: 'Page 1', layers: [{...minimalLayer(), children: [minimalLayer()]}]},
      {name: 'Page 2', layers: []},
    ],
    notes: ['a note'],
  },
  errors: ['an error'],
  missingFonts: ['inter-latin-700-normal.woff2'],
  timingKey: 'key',
};

/** Places of one kind each (the first page's first layer, not every layer). */
const places = [
  ...new Map(slots({message: everyPlace}).map(([, , where]) => [where, where] as const)).keys(),
];

/**
 * A valid result with hostile values put in at some of its places, lists and objects more often
 * than numbers and strings: the case is the recipe (the values' names), so that a failure prints
 * names rather than millions of characters.
 */
type Place = 'list' | 'object' | 'any';
type HostileCase = [Extract<PlaygroundAnswer, {type: 'result'}>, Array<[Place, number, string]>];
const hostileCase: fc.Arbitrary<HostileCase> = fc.tuple(
  result,
  fc.array(
    fc.tuple(
      fc.constantFrom<Place>('list', 'object', 'any'),
      fc.nat(),
      fc.constantFrom(...hostileByName.keys()),
    ),
    {minLength: 1, maxLength: 3},
  ),
);

const holds: Record<Place, (value: unknown) => boolean> = {
  list: (value: unknown) => Array.isArray(value),
  object: (value: unknown) => typeof value === 'object' && value !== null,
  any: () => true,
};

function hostileMessage([valid, changes]: HostileCase): unknown {
  const holder: Record<string, unknown> = {message: structuredClone(valid)};
  for (const [kind, at, name] of changes) {
    const all = slots(holder);
    const fitting = all.filter(([parent, key]) => holds[kind](parent[key]));
    const [parent, key] = (fitting.length ? fitting : all)[at % (fitting.length || all.length)]!;
    parent[key] = hostileByName.get(name)!();
  }
  return holder.message;
}

/** `message` with the first place at `where` holding `value`. */
function withValueAt(where: string, value: unknown): unknown {
  const holder: Record<string, unknown> = {message: structuredClone(everyPlace)};
  const [parent, key] = slots(holder).find((slot) => slot[2] === where)!;
  parent[key] = value;
  return holder.message;
}

describe('readAnswer and the figure, fuzzed', () => {
  it('accept every valid answer as it was, reading each value a bounded number of times', () => {
    fc.assert(
      fc.property(answer, (sent) => {
        const counter = new ReadCounter(readCap);
        const read = readAnswer(counter.wrap(structuredClone(sent)), fonts);
        expect(read).toEqual(sent);
        const measured = measure(read);
        expect(counter.reads).toBeLessThanOrEqual(readsPerValue * measured.values + 50);
        if (read.type === 'result' && read.preview) expectShownInProportion(read.preview, measured);
      }),
      {numRuns: 100},
    );
  });

  it('refuse or bound every hostile value at every kind of place', () => {
    for (const where of places)
      for (const [name, make] of hostile) {
        try {
          expectBounded(withValueAt(where, make()));
        } catch (error) {
          throw new Error(`${name} at ${where}: ${(error as Error).message}`);
        }
      }
  });

  it('refuse or bound hostile values put together in random answers', () => {
    fc.assert(
      fc.property(hostileCase, (recipe) => expectBounded(hostileMessage(recipe))),
      {numRuns: 200},
    );
  });
});
