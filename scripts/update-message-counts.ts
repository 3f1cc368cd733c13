// Measures how many calls react-figma 0.31.0 makes between a plugin's threads for trees of 10,
// 100 and 1,000 layers and for texts (tools/message-counts.ts), and writes the table to the
// Performance guide (docs/_message-counts.mdx) and to BENCHMARK.md. `npm run bench` runs it;
// `npm run update:message-counts` runs it alone. tests/source-checks/message-counts.test.ts
// fails until both are current.
import fs from 'node:fs';
import {
  benchmarkFile,
  measureMessageCounts,
  messageCountsFile,
  messageCountsTable,
  withBenchmarkTable,
} from '../tools/message-counts';

const table = messageCountsTable(await measureMessageCounts());
fs.writeFileSync(messageCountsFile, table);
fs.writeFileSync(benchmarkFile, withBenchmarkTable(fs.readFileSync(benchmarkFile, 'utf8'), table));
console.log(table);
console.error(`wrote ${messageCountsFile} and the messages table of ${benchmarkFile}`);
