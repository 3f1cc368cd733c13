import {describe, expect, it} from 'vitest';
import {compileExample} from '../figma-preview/compile';
import {answerCompileJob} from './compile-job';

describe('answerCompileJob', () => {
  it('answers with the compiled module and the origins its strings name, not its comments', () => {
    const code = `let step = 0;
const half = step++ / 2; // notes: "https://evil.example"
fetch('https://real.example/' + half);`;
    expect(answerCompileJob({type: 'compile', lang: 'tsx', code})).toEqual({
      type: 'compiled',
      module: compileExample(code, 'tsx'),
      origins: ['https://real.example'],
    });
  });

  it('answers a syntax error with where it is', () => {
    expect(answerCompileJob({type: 'compile', lang: 'tsx', code: 'render(<Page>'})).toMatchObject({
      type: 'syntax-error',
      line: 1,
    });
  });
});
