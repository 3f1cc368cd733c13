// The page checks every message of the playground's worker, which runs the reader's code and so
// can send anything: what readAnswer accepts is exactly the protocol's types.
import {describe, expect, it} from 'vitest';
import {answerLimits as limits, readAnswer} from './protocol';

const fonts = new Set(['inter-latin-400-normal.woff2', 'inter-latin-700-normal.woff2']);
const drawing = {svg: '<svg xmlns="http://www.w3.org/2000/svg"/>', width: 10, height: 20};
/** A drawing's SVG of exactly `length` characters, in the shape draw-svg.ts writes. */
const svgOf = (length: number) => {
  const [open, close] = ['<svg xmlns="http://www.w3.org/2000/svg"><title>', '</title></svg>'];
  return open + 'x'.repeat(length - open.length - close.length) + close;
};
const layer = {kind: 'Frame', name: 'Card', width: 10, height: 20, children: []};
const result = {
  type: 'result',
  preview: {light: drawing, dark: drawing, pages: [{name: 'Page 1', layers: [layer]}], notes: []},
  errors: [],
  missingFonts: ['inter-latin-700-normal.woff2'],
  timingKey: '0123456789abcdef',
};

const withPreview = (preview: Record<string, unknown>) => ({
  ...result,
  preview: {...result.preview, ...preview},
});
const withLayers = (layers: unknown) => withPreview({pages: [{name: 'P', layers}]});

describe('readAnswer', () => {
  it('accepts each answer of the protocol, rebuilt without unknown fields', () => {
    expect(readAnswer({type: 'ready', extra: 1}, fonts)).toEqual({type: 'ready'});
    expect(readAnswer({type: 'crashed', message: 'boom'}, fonts)).toEqual({
      type: 'crashed',
      message: 'boom',
    });
    expect(
      readAnswer({type: 'syntax-error', message: 'Unexpected', line: 2, column: 5}, fonts),
    ).toEqual({type: 'syntax-error', message: 'Unexpected', line: 2, column: 5});
    expect(readAnswer({...result, extra: 'x'}, fonts)).toEqual(result);
    expect(readAnswer({...result, preview: undefined}, fonts)).toMatchObject({
      preview: undefined,
    });
  });

  it.each([
    ['not an object', 'result', /the message is not an object/],
    ['an unknown type', {type: 'navigate', to: '/'}, /no known type/],
    [
      'a font outside the list',
      {...result, missingFonts: ['../../docs/installation']},
      /missingFonts\[0\] is not one of the site's font files/,
    ],
    ['a preview without a drawing', {...result, preview: {light: null}}, /preview.light/],
    [
      'a layer without a size',
      {...result, preview: {...result.preview, pages: [{name: 'P', layers: [{kind: 'Frame'}]}]}},
      /layers\[0\]\.name/,
    ],
    [
      'a size that is no number',
      {...result, preview: {...result.preview, dark: {...drawing, width: 'wide'}}},
      /preview\.dark\.width/,
    ],
    ['errors that are not text', {...result, errors: [{toString: 1}]}, /errors\[0\]/],
    ['a timing key longer than a key', {...result, timingKey: 'x'.repeat(65)}, /timingKey/],
    ['a line of 0', {type: 'syntax-error', message: 'x', line: 0, column: 1}, /line/],
    [
      'children that claim 2^32 - 1 entries',
      withLayers([{...layer, children: Object.assign([], {length: 2 ** 32 - 1})}]),
      /layers\[0\]\.children is not a list of at most 19999 items/,
    ],
    [
      'a list with a hole',
      withPreview({notes: Object.assign([], {0: 'a', 2: 'c'})}),
      /notes\[1\] is missing/,
    ],
    ['a typed array for a list', withPreview({notes: new Uint8Array(2)}), /notes is not a list/],
    ['an array-like for a list', withPreview({notes: {length: 1, 0: 'a'}}), /notes is not a list/],
    ['a Map for a layer', withLayers([new Map(Object.entries(layer))]), /layers\[0\] is not an/],
    ['a boxed string', {type: 'crashed', message: new String('boom')}, /message is not a string/],
    [
      'a Date for a number',
      {type: 'syntax-error', message: 'x', line: new Date(0), column: 1},
      /line is not a number/,
    ],
    ['an infinite size', withLayers([{...layer, width: Infinity}]), /width is not a number/],
    ['NaN', {type: 'syntax-error', message: 'x', line: 1, column: NaN}, /column is not a number/],
    [
      'more layers than allowed',
      withLayers(Array(limits.layers + 1).fill(layer)),
      /layers is not a list of at most 20000 items/,
    ],
    [
      'one layer shared until it makes too many',
      withLayers(Array(200).fill({...layer, children: Array(200).fill(layer)})),
      /layers\[\d+\]\.children is not a list of at most \d+ items/,
    ],
    [
      '500 notes of 100,000 characters',
      withPreview({notes: Array(500).fill('x'.repeat(limits.text))}),
      /notes\[9\] takes the answer past 1000000 characters of text/,
    ],
    [
      'a drawing over the limit',
      withPreview({light: {...drawing, svg: svgOf(limits.svg + 1)}}),
      /light\.svg is not a string of at most 4000000 characters/,
    ],
    [
      'drawings past the whole answer',
      withPreview({
        light: {...drawing, svg: svgOf(limits.svg)},
        dark: {...drawing, svg: svgOf(limits.svg)},
      }),
      /takes the answer past 8000000 characters in all/,
    ],
  ])('refuses %s', (_label, message, reason) => {
    expect(() => readAnswer(message, fonts)).toThrow(reason);
  });

  it('accepts an answer at each limit, and refuses one more character', () => {
    const layers = Array(limits.layers).fill(layer);
    const otherText =
      'P'.length +
      limits.layers * (layer.kind.length + layer.name.length) +
      result.missingFonts[0]!.length +
      result.timingKey.length;
    const notes = Array.from(
      {length: Math.ceil((limits.pageText - otherText) / limits.text)},
      (_, index) =>
        'x'.repeat(Math.min(limits.text, limits.pageText - otherText - index * limits.text)),
    );
    // With one more character of text (an error), it is over the budget.
    const atLimits = (oneMore: boolean) => ({
      ...withPreview({
        light: {...drawing, svg: svgOf(limits.svg)},
        dark: {...drawing, svg: svgOf(limits.answer - limits.svg - limits.pageText)},
        pages: [{name: 'P', layers}],
        notes,
      }),
      errors: oneMore ? ['z'] : [],
    });
    const read = readAnswer(atLimits(false), fonts);
    expect(read.type === 'result' && read.preview?.pages[0]?.layers).toHaveLength(limits.layers);
    expect(() => readAnswer(atLimits(true), fonts)).toThrow(
      /takes the answer past 1000000 characters of text/,
    );
  });

  it('keeps what a message brings under a prototype key out of the answer', () => {
    const forged = JSON.parse(
      '{"kind":"Frame","name":"p","width":1,"height":1,"children":[],"__proto__":{"polluted":1}}',
    ) as unknown;
    const read = readAnswer(withLayers([forged]), fonts);
    expect(read).toEqual(withLayers([{...layer, name: 'p', width: 1, height: 1}]));
    expect(Object.getPrototypeOf(read)).toBe(Object.prototype);
    expect('polluted' in {}).toBe(false);
  });

  it('refuses layers nested deeper than any drawing, without overflowing the stack', () => {
    let deep: Record<string, unknown> = {...layer};
    for (let i = 0; i < 10_000; i++) deep = {...layer, children: [deep]};
    const message = {...result, preview: {...result.preview, pages: [{name: 'P', layers: [deep]}]}};
    expect(() => readAnswer(message, fonts)).toThrow(/is nested more than 64 levels deep/);
  });

  it("accepts a drawing only in the shape the site's own drawing has (svg-check.ts)", () => {
    const withSvg = (svg: string) => ({
      ...result,
      preview: {...result.preview, light: {...drawing, svg}},
    });
    let defs = '<path id="g0" d="M0 0h1v1z"/>';
    for (let level = 1; level <= 6; level++)
      defs += `<g id="g${level}">${`<use href="#g${level - 1}"/>`.repeat(10)}</g>`;
    const bomb = `<svg xmlns="http://www.w3.org/2000/svg"><defs>${defs}</defs><use href="#g6"/></svg>`;
    expect(() => readAnswer(withSvg(bomb), fonts)).toThrow(
      /preview\.light\.svg is not a drawing the site writes: it has a <use> that copies something other than a glyph outline/,
    );
    const script = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    expect(() => readAnswer(withSvg(script), fonts)).toThrow(/the element <script>/);
    const long = `<svg xmlns="http://www.w3.org/2000/svg"><title>${'x'.repeat(5_000_000)}</title></svg>`;
    expect(() => readAnswer(withSvg(long), fonts)).toThrow(/at most 4000000 characters/);
  });
});
