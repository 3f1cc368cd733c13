import {defineConfig} from 'vitest/config';

// The recipe checks install from the npm registry and build real projects, so they are slow and
// need the network: `npm run verify:recipes`, not part of `npm test`.
export default defineConfig({
  test: {
    include: ['tests/recipes/**/*.test.ts'],
    testTimeout: 600_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
