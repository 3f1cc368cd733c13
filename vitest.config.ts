import {fileURLToPath} from 'node:url';
import {defineConfig} from 'vitest/config';

// Four projects, run by four npm scripts (see CONTRIBUTING.md, "Tests"):
// - source-checks (`npm run check`): the docs and code as written; runs before the build.
// - unit (`npm run test:unit`): modules and components of src/.
// - build-checks (`npm run test:build`): what `npm run build` wrote to build/ and .docusaurus/.
// - engines (`npm run test:engines`): the built site in Firefox and WebKit.
export default defineConfig({
  test: {
    testTimeout: 30_000,
    // Set-up hooks copy sites and start servers: on a busy machine Vitest's default of 10 s ended
    // one that was only slow. A timeout here only ends a hook that is truly stuck.
    hookTimeout: 180_000,
    // A worker per core (Vitest leaves one core free by default): on two cores, the TypeScript
    // checks run beside the example runs instead of after them.
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          name: 'source-checks',
          include: ['tests/source-checks/**/*.test.ts'],
          // A TypeScript program over every docs block takes seconds alone, and far longer on a
          // machine whose cores are busy with example runs.
          testTimeout: 120_000,
        },
      },
      {
        extends: true,
        esbuild: {jsx: 'automatic'},
        // Components import each other the way Docusaurus resolves them.
        resolve: {
          alias: [{find: /^@site\//, replacement: fileURLToPath(new URL('./', import.meta.url))}],
        },
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          // CSS modules are compiled and injected, so component tests can read computed styles.
          css: {include: [/\.module\.css$/], modules: {classNameStrategy: 'non-scoped'}},
        },
      },
      {
        extends: true,
        test: {
          name: 'build-checks',
          include: ['tests/build-checks/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'engines',
          include: ['tests/engines/**/*.test.ts'],
          globalSetup: ['tests/engines/global-setup.ts'],
          // One file per engine, each with its browser; one engine at a time, so that each has
          // both cores: the Playground stops a run after 5 s of wall time, which WebKit's slower
          // JavaScript nears on a busy machine (BENCHMARK.md, "npm test").
          poolOptions: {forks: {singleFork: true}},
          testTimeout: 90_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
