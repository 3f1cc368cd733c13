// The source checks share two threads, each running file after file (vitest.config.ts): what one
// file leaves behind in its thread, the next file meets. So no source check, nor a helper one
// loads, may mock a module, stub a global or the environment, fake the timers or change the
// working directory. A check that needs one belongs in a Vitest project of its own.
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {listFiles} from '../../tools/markdown-sources';
import {repoRoot} from '../lib/typescript-setup';

/** Calls whose effect outlives the file that makes them. */
const lastingCall =
  /\bvi\.(?:mock|doMock|hoisted|stubGlobal|stubEnv|useFakeTimers|setSystemTime)\(|\bprocess\.chdir\(/g;

const files = ['tests/source-checks', 'tests/lib'].flatMap((dir) =>
  listFiles(dir, (name) => /\.tsx?$/.test(name)),
);

describe('source checks leave nothing behind for the next file in their thread', () => {
  it('reads the source checks and their helpers', () => {
    expect(files.length).toBeGreaterThan(30);
  });

  it('no file mocks, stubs, fakes the clock or changes directory', () => {
    const found = files.flatMap((file) =>
      [...fs.readFileSync(path.join(repoRoot, file), 'utf8').matchAll(lastingCall)].map(
        (match) => `${file}: ${match[0]}`,
      ),
    );
    expect(found).toEqual([]);
  });
});
