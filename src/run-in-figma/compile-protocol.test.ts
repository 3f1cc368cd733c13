import {describe, expect, it} from 'vitest';
import {readCompileAnswer} from './compile-protocol';

describe('readCompileAnswer', () => {
  it.each([
    {type: 'ready'},
    {type: 'compiled', module: '"use strict";', origins: []},
    {
      type: 'compiled',
      module: 'fetch("https://a.example")',
      origins: ['https://a.example', 'ws://localhost:8080', 'http://[::1]:3000'],
    },
    {type: 'syntax-error', message: 'Unexpected token', line: 1, column: 11},
  ])('accepts %j', (answer) => {
    expect(readCompileAnswer(answer)).toEqual(answer);
  });

  it('keeps only the fields of the protocol', () => {
    expect(readCompileAnswer({type: 'ready', extra: 1})).toEqual({type: 'ready'});
  });

  it.each([
    [null, 'not an object'],
    [{type: 'run'}, 'no known type'],
    [{type: 'compiled', module: 1, origins: []}, 'module is not a string'],
    [{type: 'compiled', module: '', origins: 'https://a.example'}, 'origins is not a list'],
    [{type: 'compiled', module: '', origins: ['https://*.example']}, 'not an origin'],
    [{type: 'compiled', module: '', origins: ['https://a.example/path']}, 'not an origin'],
    [{type: 'compiled', module: '', origins: ['javascript://a']}, 'not an origin'],
    [{type: 'syntax-error', message: 'x', line: -1, column: 0}, 'line is not a position'],
    [{type: 'syntax-error', message: 'x', line: 1, column: 0.5}, 'column is not a position'],
  ])('refuses %j', (answer, problem) => {
    expect(() => readCompileAnswer(answer)).toThrow(problem);
  });
});
