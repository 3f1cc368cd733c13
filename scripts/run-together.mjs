#!/usr/bin/env node
// Runs npm scripts side by side, prints each one's output whole once it has ended (in the order
// given, never interleaved), and exits with the status of the first that failed. `npm test` runs
// the type check beside the linters: each keeps about one core busy, so on two cores the pair
// takes about as long as the longer of them (BENCHMARK.md, "Figures behind the code's choices").
// Usage: node scripts/run-together.mjs <npm script>...
import {spawn} from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('usage: node scripts/run-together.mjs <npm script>...');
  process.exit(2);
}

// The npm that runs this script (npm sets npm_execpath), else the one on the PATH.
const npm = process.env.npm_execpath
  ? {command: process.execPath, args: [process.env.npm_execpath]}
  : {command: process.platform === 'win32' ? 'npm.cmd' : 'npm', args: []};

const runs = names.map((name) => {
  const child = spawn(npm.command, [...npm.args, 'run', name], {
    stdio: ['ignore', 'pipe', 'pipe'],
    // Colors as the terminal would have them, though the output goes through a pipe.
    env: process.stdout.isTTY ? {FORCE_COLOR: '1', ...process.env} : process.env,
  });
  /** stdout and stderr in the order they arrived, printed together to this script's stdout. */
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  const status = new Promise((resolve) => {
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      resolve(1);
    });
    child.on('close', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  });
  return {child, output, status};
});

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    for (const {child} of runs) child.kill(signal);
  });
}

let failed = 0;
for (const {output, status} of runs) {
  const code = await status;
  process.stdout.write(Buffer.concat(output));
  if (code !== 0 && failed === 0) failed = code;
}
process.exit(failed);
