import {defineConfig} from 'vitest/config';

export default defineConfig({
  esbuild: {jsx: 'automatic'},
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/checks/**/*.test.ts'],
    testTimeout: 30_000,
    // CSS modules are compiled and injected, so component tests can read computed styles.
    css: {include: [/\.module\.css$/], modules: {classNameStrategy: 'non-scoped'}},
  },
});
