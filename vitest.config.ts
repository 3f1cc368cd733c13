import {defineConfig} from 'vitest/config';

export default defineConfig({
  esbuild: {jsx: 'automatic'},
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/checks/**/*.test.ts'],
    testTimeout: 30_000,
    css: {modules: {classNameStrategy: 'non-scoped'}},
  },
});
