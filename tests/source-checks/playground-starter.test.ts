// The Playground page's starter example is held to the docs' rules: it type-checks against
// react-figma 0.31.0 and runs clean (see code-blocks-compile and examples-run).
import {describe, expect, it} from 'vitest';
import {compileCodeBlocks} from '../lib/compile-code-blocks';
import type {CodeBlock} from '../../tools/markdown-sources';
import {planExamples, runExamples} from '../../src/plugins/previews/run-examples';
import {starterExample} from '../../src/components/Playground/starter';
import type {ExampleNode} from '../../src/figma-preview/example-contract';
import {makePreview} from '../../src/figma-preview/preview';
import {checkSvg} from '../../src/figma-preview/svg-check';

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
    // The page accepts the worker's drawing only in draw-svg.ts's shape (svg-check.ts).
    const preview = makePreview(result!, 'Figma canvas: what your code draws');
    for (const mode of ['light', 'dark'] as const)
      expect(checkSvg(preview[mode].svg, 'drawing')).toMatchObject({ok: true});
  });

  it('draws a card as tall as its content: no layer keeps a default size', async () => {
    const [result] = await runExamples(planExamples([block]).run);
    const walk = (nodes: ExampleNode[]): ExampleNode[] =>
      nodes.flatMap((node) => [node, ...walk(node.children ?? [])]);
    const layers = walk(result!.pages.flatMap((page) => page.children ?? []));
    // A rectangle or frame left at Figma's 100 px default (a childless View) is a band of nothing.
    expect(layers.filter((node) => node.height === 100).map((node) => node.name)).toEqual([]);
    const card = layers.find((node) => node.name === 'Release card')!;
    // 20 px padding, a 22 px title, a 14 px line 6 px below it, badges 14 px below that.
    expect(card.height).toBeLessThan(130);
  });
});
