// The source checks and the unit tests share threads, each running file after file
// (vitest.config.ts): what one file leaves behind in its thread, the next file meets.
// - No source check, nor a helper one loads, may mock a module, stub a global or the environment,
//   fake the timers or change the working directory. A check that needs one belongs in a Vitest
//   project of its own.
// - A unit test may stub globals and the environment and spy on objects, which its project puts
//   back after each test; a file that fakes the timers, or renders with Testing Library, cleans up
//   after each test itself. None may mock a module (the thread's modules are shared), change the
//   working directory or read Testing Library's `screen` (bound to an earlier file's document).
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import config from '../../vitest.config';
import {listFiles} from '../../tools/markdown-sources';
import {repoRoot} from '../lib/typescript-setup';

/** Calls whose effect outlives the file that makes them. */
const lastingCall =
  /\bvi\.(?:mock|doMock|hoisted|stubGlobal|stubEnv|useFakeTimers|setSystemTime)\(|\bprocess\.chdir\(/g;

const files = ['tests/source-checks', 'tests/lib'].flatMap((dir) =>
  listFiles(dir, (name) => /\.tsx?$/.test(name)),
);
const read = (file: string) => fs.readFileSync(path.join(repoRoot, file), 'utf8');

describe('source checks leave nothing behind for the next file in their thread', () => {
  it('reads the source checks and their helpers', () => {
    expect(files.length).toBeGreaterThan(30);
  });

  it('no file mocks, stubs, fakes the clock or changes directory', () => {
    const found = files.flatMap((file) =>
      [...read(file).matchAll(lastingCall)].map((match) => `${file}: ${match[0]}`),
    );
    expect(found).toEqual([]);
  });
});

/** Calls whose effect outlives the file that makes them, whatever its project puts back. */
const moduleMockOrDirectory = /\bvi\.(?:mock|doMock|hoisted)\(|\bprocess\.chdir\(/g;
const fakeClock = /\bvi\.(?:useFakeTimers|setSystemTime)\(/;
/** An afterEach whose body puts the real timers back. */
const realTimersAfterEach = /\bafterEach\(\(\) => \{?[^}]*\bvi\.useRealTimers\(\)/;

const unitFiles = ['src', 'scripts'].flatMap((dir) =>
  listFiles(dir, (name) => /\.test\.tsx?$/.test(name)),
);

describe('unit tests leave nothing behind for the next file in their thread', () => {
  const unit = config.test?.projects
    ?.map((project) => (typeof project === 'object' && 'test' in project ? project.test : {}))
    .find((test) => test?.name === 'unit');

  it('the unit project runs on threads and puts back stubs and spies after each test', () => {
    expect(unit).toMatchObject({
      pool: 'threads',
      unstubGlobals: true,
      unstubEnvs: true,
      restoreMocks: true,
    });
    expect(unitFiles.length).toBeGreaterThan(30);
  });

  it('no unit test mocks a module or changes directory', () => {
    const found = unitFiles.flatMap((file) =>
      [...read(file).matchAll(moduleMockOrDirectory)].map((match) => `${file}: ${match[0]}`),
    );
    expect(found).toEqual([]);
  });

  // Testing Library binds `screen` to the document of the first file that imports it, and
  // registers its automatic cleanup in that file only.
  it("no unit test reads Testing Library's screen, and each that renders cleans up itself", () => {
    const testingLibrary = unitFiles.filter((file) => read(file).includes("'@testing-library/"));
    expect(testingLibrary.length).toBeGreaterThan(0);
    const found = testingLibrary.flatMap((file) => {
      const text = read(file);
      return [
        ...(/import\s*\{[^}]*\bscreen\b[^}]*\}\s*from/.test(text)
          ? [`${file}: imports screen`]
          : []),
        ...(/\bafterEach\((?:cleanup\b|\(\) => \{?[^}]*\bcleanup\(\))/.test(text)
          ? []
          : [`${file}: no cleanup after each test`]),
      ];
    });
    expect(found).toEqual([]);
  });

  it('a unit test that fakes the timers puts the real ones back after each test', () => {
    const faking = unitFiles.filter((file) => fakeClock.test(read(file)));
    expect(faking.length).toBeGreaterThan(0);
    expect(faking.filter((file) => !realTimersAfterEach.test(read(file)))).toEqual([]);
  });
});
