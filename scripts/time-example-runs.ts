// Times the build's example-run phase alone: every docs block that renders, run as a cold build
// runs it (no example cache), by the pool of src/plugins/previews/run-examples.ts. Prints the wall
// time, the children's peak memory and the machine's load, for BENCHMARK.md.
//   npx vite-node scripts/time-example-runs.ts [--repeat N] [--jobs N]
import os from 'node:os';
import {parseArgs} from 'node:util';
import {collectCodeBlocks} from '../tools/markdown-sources';
import {planExamples, runExamples} from '../src/plugins/previews/run-examples';

const {values} = parseArgs({options: {repeat: {type: 'string'}, jobs: {type: 'string'}}});
const plan = planExamples(collectCodeBlocks().compiled);
const jobs = values.jobs ? Number(values.jobs) : undefined;
for (let round = 0; round < Number(values.repeat ?? 1); round++) {
  const load = os.loadavg()[0]!.toFixed(2);
  const started = performance.now();
  const results = await runExamples(plan.run, {cache: false, jobs});
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const failed = results.filter((result) => result.errors.length > 0).length;
  console.log(
    `${results.length} examples in ${seconds} s (${failed} failed), load ${load} before, ` +
      `${os.availableParallelism()} cores, Node ${process.version}`,
  );
}
