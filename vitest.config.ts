import {fileURLToPath} from 'node:url';
import {defineConfig, type Plugin} from 'vitest/config';

// Four projects, run by four npm scripts (see CONTRIBUTING.md, "Tests"):
// - source-checks (`npm run check`): the docs and code as written; runs before the build.
// - unit (`npm run test:unit`): modules and components of src/, and the scripts' own tests.
// - build-checks (`npm run test:build`): what `npm run build` wrote to build/ and .docusaurus/.
// - engines (`npm run test:engines`): the built site in Firefox and WebKit.

/**
 * Node's own export conditions for what the tests load, without the `development` Vite adds:
 * with it, micromark and mdast-util-from-markdown load their development builds, whose
 * assertions and debug calls made parsing the docs' Markdown a sixth of the source checks' time.
 * The site's build loads the production builds, as the tests now do. Vitest merges its own
 * default conditions into the config (arrays are joined, not replaced), so this plugin, which
 * runs after it, takes the condition out; Vite's `config` hook may change the config in place.
 */
const withoutDevelopmentCondition: Plugin = {
  name: 'without-development-condition',
  enforce: 'post',
  config(config) {
    const drop = (conditions?: string[]) =>
      conditions?.filter((condition) => !/^development(\|production)?$/.test(condition));
    for (const resolve of [
      config.resolve,
      config.ssr?.resolve,
      config.environments?.ssr?.resolve,
    ]) {
      if (resolve?.conditions) resolve.conditions = drop(resolve.conditions);
    }
  },
};

export default defineConfig({
  plugins: [withoutDevelopmentCondition],
  test: {
    testTimeout: 30_000,
    // Set-up hooks copy sites and start servers: on a busy machine Vitest's default of 10 s ended
    // one that was only slow. A timeout here only ends a hook that is truly stuck.
    hookTimeout: 180_000,
    // A worker per core (Vitest leaves one core free by default): on two cores, the TypeScript
    // checks run beside the example runs instead of after them.
    maxWorkers: '100%',
    // The source checks and the unit tests run on threads (below), which run file after file
    // without isolating them: see tests/source-checks/shared-threads.test.ts for what that asks.
    poolOptions: {threads: {isolate: false}},
    projects: [
      {
        extends: true,
        test: {
          name: 'source-checks',
          include: ['tests/source-checks/**/*.test.ts'],
          // Every file reads the same sources: in a thread that runs file after file, TypeScript
          // loads once and each Markdown page is parsed once (tools/markdown-sources.ts), not once
          // per file: nearly half the phase's time went to that. A file must therefore leave no
          // mock or stub behind (tests/source-checks/shared-threads.test.ts); one that needs one
          // belongs in a project of its own.
          pool: 'threads',
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
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          // Most files take milliseconds: in a process of its own, each spent more time loading
          // Vitest, its environment and its modules than testing. On shared threads the modules
          // load once per thread. What a test stubs or spies on is put back after it (below);
          // what a file must undo itself, tests/source-checks/shared-threads.test.ts says.
          pool: 'threads',
          unstubGlobals: true,
          unstubEnvs: true,
          restoreMocks: true,
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
          // both cores: on a busy machine WebKit's slower JavaScript made a Playground run take
          // seconds, and a run whose worker stays busy for 5 s on end is stopped (BENCHMARK.md,
          // "npm test").
          poolOptions: {forks: {singleFork: true}},
          testTimeout: 90_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
