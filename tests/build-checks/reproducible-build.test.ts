// What keeps a build reproducible, checked on the build itself (`npm run test:reproducible`
// compares two builds made in two folders, and catches what these miss):
// - it publishes nothing of the machine that made it: no absolute path of the checkout (its
//   folder, its node_modules/.cache) in any file, which would also tie the bytes to that folder;
// - code that carries a runtime keeps its names (src/plugins/deterministic-runtime): under load,
//   the SWC minifier renamed its variables differently from one build to the next.
import {readFileSync, readdirSync, realpathSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {expect, it} from 'vitest';
import {buildDir, repoRoot} from '../../tools/site-files.mjs';

const checkout = [...new Set([repoRoot, realpathSync(repoRoot)])];

it('no built file holds an absolute path of the checkout', () => {
  const files = readdirSync(buildDir, {recursive: true, encoding: 'utf8'}).filter((file) =>
    statSync(join(buildDir, file)).isFile(),
  );
  expect(files.length).toBeGreaterThan(100);
  const leaks = files.filter((file) => {
    const bytes = readFileSync(join(buildDir, file));
    return checkout.some((folder) => bytes.includes(folder));
  });
  expect(leaks, `files naming ${checkout.join(' or ')}`).toEqual([]);
});

it('chunks that carry a runtime keep their names, the main one and the search worker', () => {
  const js = join(buildDir, 'assets/js');
  // Renamed by the minifier, the runtime's require function would be a one-letter name.
  const named = readdirSync(js).filter((file) =>
    readFileSync(join(js, file), 'utf8').includes('function __webpack_require__('),
  );
  expect(named.filter((file) => file.startsWith('runtime~main.'))).toHaveLength(1);
  expect(named.length, 'runtime~main and the search worker').toBeGreaterThanOrEqual(2);
});
