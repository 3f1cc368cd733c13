// The Playground page's starter example is held to the docs' rules: it type-checks against
// react-figma 0.31.0 and runs clean (see code-blocks-compile and examples-run).
import {describe, expect, it} from 'vitest';
import {compileCodeBlocks} from '../lib/compile-code-blocks';
import type {CodeBlock} from '../lib/markdown-sources';
import {planExamples, runExamples} from '../../src/plugins/previews/run-examples';
import {starterExample} from '../../src/components/Playground/starter';

const block: CodeBlock = {
  file: 'src/components/Playground/starter.ts',
  line: 1,
  endLine: starterExample.code.split('\n').length + 2,
  lang: starterExample.lang,
  meta: '',
  code: starterExample.code,
};

describe('the Playground starter', () => {
  it('type-checks', () => {
    expect(compileCodeBlocks([block])).toEqual([]);
  });

  it('runs as the page says: it calls render, draws, and reports no error', async () => {
    const plan = planExamples([block]);
    expect(plan.run.map(({mode}) => mode)).toEqual([starterExample.mode]);
    const [result] = await runExamples(plan.run);
    expect(result!.errors).toEqual([]);
    expect(result!.nodeCount).toBeGreaterThan(5);
  });
});
