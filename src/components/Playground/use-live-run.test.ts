// What the Playground says under its figure about a run that drew nothing usable.
import {describe, expect, it} from 'vitest';
import type {RunOutcome} from './runner';
import {problemOf} from './use-live-run';

const result: Extract<RunOutcome, {type: 'result'}> = {
  type: 'result',
  errors: [],
  missingFonts: [],
  timingKey: 'k',
};
const drawing = {svg: '<svg xmlns="http://www.w3.org/2000/svg"/>', width: 1, height: 1};
const preview = {light: drawing, dark: drawing, pages: [], notes: []};

describe('problemOf', () => {
  it('says where a syntax error is', () => {
    expect(
      problemOf({type: 'syntax-error', line: 3, column: 7, message: 'Unexpected token'}),
    ).toEqual({text: 'Syntax error at line 3, column 7: Unexpected token', stale: true});
  });

  it('says a run was stopped, and after how long', () => {
    expect(problemOf({type: 'timeout', afterMs: 5000})?.text).toMatch(/^Stopped after 5 s: /);
  });

  it("shows an error's first lines without its origin's prefix", () => {
    const errors = ['threw: TypeError: x is undefined\n    at a\n    at b\n    at c'];
    expect(problemOf({...result, errors, preview})).toEqual({
      text: 'TypeError: x is undefined\n    at a\n    at b',
      stale: false,
    });
    expect(problemOf({...result, errors})?.stale).toBe(true);
  });

  it('says nothing of a run that drew, and says so of one that did not', () => {
    expect(problemOf({...result, preview})).toBeUndefined();
    expect(problemOf(result)).toEqual({text: 'The code drew nothing.', stale: true});
  });
});
