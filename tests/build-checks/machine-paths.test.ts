// The build publishes nothing of the machine that made it: no absolute path of the checkout (its
// folder, its node_modules/.cache) in any file. Such a path also makes the bytes depend on where
// the repository was cloned; `npm run test:reproducible` compares two builds made in two folders.
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
