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

/** Runs every case on the model (child processes, no cache) and returns the rows. */
export async function measureMessageCounts(): Promise<MessageCountRow[]> {
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
  const runs = await runExamples(planExamples(blocks).run, {cache: false});
  const failed = runs.filter((run) => run.errors.length || !run.settled);
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
const perLayer = (calls: number, count: number) =>
  Number.isInteger(calls / count) ? String(calls / count) : (calls / count).toFixed(2);
/** Methods by calls, most first, as `name × n`. */
const breakdown = (calls: Record<string, number>) =>
  Object.entries(calls)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .map(([method, n]) => `\`${method}\` × ${n}`)
    .join(', ');

/**
 * The Markdown table of the rows: for each case, the calls (each a request and its answer, so
 * two messages) of the first render and of one update, in all and per layer, and which methods.
 */
export function messageCountsTable(rows: MessageCountRow[]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const header = [
    'Tree',
    'Calls, first render',
    'Per layer',
    'Calls, one update',
    'Per layer',
    'Methods called (first render; update)',
  ];
  const body = rows.map(({kind, count, render, update}) =>
    line([
      `${count.toLocaleString('en-US')} ${kind === 'rectangles' ? 'rectangles' : 'texts'} in a frame`,
      String(sum(render)),
      perLayer(sum(render), count),
      String(sum(update)),
      perLayer(sum(update), count),
      `${breakdown(render)}; ${breakdown(update) || 'none'}`,
    ]),
  );
  return [line(header), line(header.map(() => '---')), ...body].join('\n') + '\n';
}
