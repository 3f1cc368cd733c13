// The page checks every message of the playground's worker, which runs the reader's code and so
// can send anything: what readAnswer accepts is exactly the protocol's types.
import {describe, expect, it} from 'vitest';
import {readAnswer} from '../../src/plugins/playground/protocol';

const fonts = new Set(['inter-latin-400-normal.woff2', 'inter-latin-700-normal.woff2']);
const drawing = {svg: '<svg xmlns="http://www.w3.org/2000/svg"/>', width: 10, height: 20};
const layer = {kind: 'Frame', name: 'Card', width: 10, height: 20, children: []};
const result = {
  type: 'result',
  preview: {light: drawing, dark: drawing, pages: [{name: 'Page 1', layers: [layer]}], notes: []},
  errors: [],
  missingFonts: ['inter-latin-700-normal.woff2'],
  timingKey: '0123456789abcdef',
};

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
  ])('refuses %s', (_label, message, reason) => {
    expect(() => readAnswer(message, fonts)).toThrow(reason);
  });

  it('refuses layers nested deeper than any drawing, without overflowing the stack', () => {
    let deep: Record<string, unknown> = {...layer};
    for (let i = 0; i < 10_000; i++) deep = {...layer, children: [deep]};
    const message = {...result, preview: {...result.preview, pages: [{name: 'P', layers: [deep]}]}};
    expect(() => readAnswer(message, fonts)).toThrow(/more than \d+ layers or levels/);
  });
});
