// How many messages react-figma 0.31.0 sends between a plugin's two threads, by the size of what
// it draws: trees of 10, 100 and 1,000 layers and lists of texts, each rendered and then updated
// once, on the site's Figma model (src/figma-preview, through the example runner). The counts are
// exact for the library (they follow from its code, not from the machine); what each message
// costs in Figma is not measured here. `npm run bench` prints them into BENCHMARK.md, the
// Performance guide shows them (docs/_message-counts.mdx, written by
// `npm run update:message-counts`), and tests/source-checks/message-counts.test.ts fails when
// either is not current.
import path from 'node:path';
import {planExamples, runExamples} from '../src/plugins/previews/run-examples';
import type {ExampleResult} from '../src/plugins/previews/run-examples';
import {repoRoot as root} from './repo-root.cjs';

/** The partial the Performance guide imports. */
export const messageCountsFile = path.join(root, 'docs/_message-counts.mdx');
/** BENCHMARK.md, whose `<!-- bench:messages -->` region holds the same table. */
export const benchmarkFile = path.join(root, 'BENCHMARK.md');

const benchmarkRegion = /(<!-- bench:messages -->\n)[\s\S]*?(<!-- \/bench:messages -->)/;

/** The table in BENCHMARK.md's messages region, or undefined when the region is missing. */
export function benchmarkTable(document: string): string | undefined {
  return document.match(/<!-- bench:messages -->\n([\s\S]*?)<!-- \/bench:messages -->/)?.[1];
}

/** BENCHMARK.md with `table` in its messages region. */
export function withBenchmarkTable(document: string, table: string): string {
  if (!benchmarkRegion.test(document)) throw new Error('BENCHMARK.md has no bench:messages region');
  return document.replace(benchmarkRegion, (_, start: string, end: string) => start + table + end);
}

/** One case: `count` layers of `kind`, rendered, then (with `update`) re-rendered once. */
interface Case {
  kind: 'rectangles' | 'texts';
  count: number;
  update: boolean;
}

/**
 * The code of a case: one frame holding `count` rectangles or texts. With `update`, an effect
 * changes every layer once after the first render (a new color, or new characters), which is
 * what a state change that touches the whole list does.
 */
export function caseCode({kind, count, update}: Case): string {
  const layer =
    kind === 'rectangles'
      ? `<Rectangle key={i} name={'Layer ' + i} style={{width: 8, height: 8, backgroundColor: round ? '#ff0000' : '#0000ff'}} />`
      : `<Text key={i} name={'Layer ' + i}>{(round ? 'Updated ' : 'Label ') + i}</Text>`;
  return `
import * as React from 'react';
import {Frame, Page, Rectangle, Text} from 'react-figma';
const items = Array.from({length: ${count}}, (_, i) => i);
export const App = () => {
  const [round, setRound] = React.useState(0);
  React.useEffect(() => {
    if (${update} && round === 0) setTimeout(() => setRound(1), 0);
  }, [round]);
  void Rectangle;
  void Text;
  return (
    <Page name="Bench" isCurrent>
      <Frame name="List">{items.map((i) => ${layer})}</Frame>
    </Page>
  );
};`;
}

/** The calls of a run, all methods together. */
export const totalCalls = (run: Pick<ExampleResult, 'calls'>): number =>
  Object.values(run.calls).reduce((sum, calls) => sum + calls, 0);

/** One row of the table: the case, and the calls its first render and its update made. */
export interface MessageCountRow {
  kind: Case['kind'];
  count: number;
  /** Calls of the first render, by method. */
  render: Record<string, number>;
  /** Calls of the update alone (the updated run's minus the first render's), by method. */
  update: Record<string, number>;
}

export const layerCounts = [10, 100, 1000];
export const textCounts = [10, 100];

/**
 * Runs every case on the model (child processes) and returns the rows. The example cache is keyed
 * on the model and the packages, so a cached count is the count a fresh run gives.
 */
export async function measureMessageCounts({cache = true} = {}): Promise<MessageCountRow[]> {
  const cases: Case[] = [
    ...layerCounts.map((count) => ({kind: 'rectangles' as const, count})),
    ...textCounts.map((count) => ({kind: 'texts' as const, count})),
  ].flatMap((shape) => [
    {...shape, update: false},
    {...shape, update: true},
  ]);
  const blocks = cases.map((shape, index) => ({
    file: 'tools/message-counts.ts',
    line: index + 1,
    lang: 'tsx',
    meta: '',
    code: caseCode(shape).trim(),
  }));
  // React's production build: it makes the same calls (the counts were compared, case by case),
  // but skips the development build's copy of every unit of work, which made the 1,000-layer
  // cases the longest runs of the checks (BENCHMARK.md, "Figures behind the code's choices").
  const runs = await runExamples(planExamples(blocks).run, {cache, reactBuild: 'production'});
  const failed = runs.filter((run) => run.errors.length || !run.finished);
  if (failed.length) {
    throw new Error(`cases failed:\n${failed.map((run) => run.errors.join('\n')).join('\n')}`);
  }
  const rows: MessageCountRow[] = [];
  for (let index = 0; index < cases.length; index += 2) {
    const first = runs[index]!.calls;
    const updated = runs[index + 1]!.calls;
    const update: Record<string, number> = {};
    for (const [method, calls] of Object.entries(updated)) {
      const extra = calls - (first[method] ?? 0);
      if (extra) update[method] = extra;
    }
    rows.push({kind: cases[index]!.kind, count: cases[index]!.count, render: first, update});
  }
  return rows;
}

const sum = (calls: Record<string, number>) =>
  Object.values(calls).reduce((total, value) => total + value, 0);
const perLayer = (messages: number, count: number) => String(Number((messages / count).toFixed(2)));
/** Methods by calls, most first, as `name × n`. */
const breakdown = (calls: Record<string, number>) =>
  Object.entries(calls)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .map(([method, n]) => `\`${method}\` × ${n}`)
    .join(', ');

/**
 * The Markdown table of the rows: for each case, the messages of the first render and of one
 * update (two for each call: a request and its answer), in all and per layer, and the calls by
 * method.
 */
export function messageCountsTable(rows: MessageCountRow[]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const header = [
    'Tree',
    'Messages, first render',
    'Per layer',
    'Messages, one update',
    'Per layer',
    'Calls by method (first render; update)',
  ];
  const body = rows.map(({kind, count, render, update}) =>
    line([
      `${count.toLocaleString('en-US')} ${kind === 'rectangles' ? 'rectangles' : 'texts'} in a frame`,
      (2 * sum(render)).toLocaleString('en-US'),
      perLayer(2 * sum(render), count),
      (2 * sum(update)).toLocaleString('en-US'),
      perLayer(2 * sum(update), count),
      `${breakdown(render)}; ${breakdown(update) || 'none'}`,
    ]),
  );
  return [line(header), line(header.map(() => '---')), ...body].join('\n') + '\n';
}

/**
 * The figures the guides state in prose, from the rows: messages of a layer's first render and
 * of an update (the 1,000-rectangle tree, rounded), of a text's first render (the largest text
 * tree, rounded), and how much more a text costs than a rectangle, to draw (one decimal) and to
 * update (whole times).
 */
export function proseFigures(rows: MessageCountRow[]) {
  const largest = (kind: MessageCountRow['kind']) =>
    rows.filter((row) => row.kind === kind).sort((a, b) => b.count - a.count)[0]!;
  const [rectangles, texts] = [largest('rectangles'), largest('texts')];
  const per = (calls: Record<string, number>, count: number) => (2 * sum(calls)) / count;
  const layer = per(rectangles.render, rectangles.count);
  const update = per(rectangles.update, rectangles.count);
  const text = per(texts.render, texts.count);
  const textUpdate = per(texts.update, texts.count);
  return {
    layer: Math.round(layer),
    update: Math.round(update),
    text: Math.round(text),
    textToLayer: (text / layer).toFixed(1),
    textUpdateToLayer: Math.round(textUpdate / update),
  };
}
