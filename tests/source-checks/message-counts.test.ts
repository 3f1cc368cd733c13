// The message counts the Performance guide and BENCHMARK.md give are what react-figma 0.31.0 sends
// today on the model (tools/message-counts.ts; `npm run update:message-counts` rewrites both).
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  benchmarkFile,
  benchmarkTable,
  measureMessageCounts,
  messageCountsFile,
  messageCountsTable,
  proseFigures,
} from '../../tools/message-counts';
import {repoRoot} from '../../tools/repo-root.cjs';

const read = (file: string) => fs.readFileSync(path.join(repoRoot, file), 'utf8');

describe('message counts', async () => {
  const rows = await measureMessageCounts();
  const table = messageCountsTable(rows);

  it('each Text asks for the font list once and loads its font once', () => {
    for (const row of rows.filter(({kind}) => kind === 'texts')) {
      expect(row.render).toMatchObject({
        listAvailableFontsAsync: row.count,
        loadFontAsync: row.count,
      });
    }
  });

  it('the Performance guide shows the measured table (npm run update:message-counts)', () => {
    expect(fs.readFileSync(messageCountsFile, 'utf8')).toBe(table);
  });

  it('the figures in the prose are the measured ones', () => {
    const figures = proseFigures(rows);
    const times = ['', 'once', 'twice', 'three times'][figures.textUpdateToLayer];
    const guide = read('docs/performance.mdx');
    expect(guide).toContain(`about ${figures.layer} messages on its first render`);
    expect(guide).toContain(`${figures.update} messages for each layer it renders again`);
    expect(guide).toContain(
      `${figures.textToLayer} times a rectangle to draw and ${times} as much to update`,
    );
    expect(guide).toContain(`take about ${figures.layer},000 messages`);
    const troubleshooting = read('docs/troubleshooting.md');
    expect(troubleshooting).toContain(
      `about ${figures.layer} for a layer's first render, ${figures.update} for each update that renders it again, and about ${figures.text} for a text`,
    );
  });

  it('BENCHMARK.md shows the same table', () => {
    expect(benchmarkTable(fs.readFileSync(benchmarkFile, 'utf8'))).toBe(table);
  });
});
