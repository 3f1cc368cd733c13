import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

const runner = path.join(__dirname, 'run-together.mjs');
let project: string;

/** Runs the runner on `names` in a project whose scripts print, sleep and fail on purpose. */
function runTogether(...names: string[]) {
  const result = spawnSync(process.execPath, [runner, ...names], {cwd: project, encoding: 'utf8'});
  return {status: result.status, output: result.stdout};
}

describe('scripts/run-together.mjs', () => {
  beforeAll(() => {
    project = fs.mkdtempSync(path.join(os.tmpdir(), 'run-together-'));
    const script = (code: string) => `node -e "${code}"`;
    fs.writeFileSync(
      path.join(project, 'package.json'),
      JSON.stringify({
        scripts: {
          // Ends last, though named first: its output must still come first.
          slow: script("setTimeout(() => console.log('slow done'), 500)"),
          fast: script("console.log('fast done')"),
          fails: script("console.error('failing now'); process.exit(3)"),
        },
      }),
    );
  });
  afterAll(() => fs.rmSync(project, {recursive: true, force: true}));

  it('prints each script whole, in the order named, and exits 0 when all pass', () => {
    const {status, output} = runTogether('slow', 'fast');
    expect(status).toBe(0);
    expect(output.indexOf('slow done')).toBeGreaterThan(-1);
    expect(output.indexOf('slow done')).toBeLessThan(output.indexOf('fast done'));
  });

  it("exits with a failing script's status and shows what it printed", () => {
    const {status, output} = runTogether('fast', 'fails');
    expect(status).toBe(3);
    expect(output).toContain('fast done');
    expect(output).toContain('failing now');
  });
});
