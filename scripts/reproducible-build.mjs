// @ts-check
// Builds the site a second time in another folder and compares the two build/ trees byte for byte:
// a build must not depend on where the repository was cloned (an absolute path of the build
// machine in a bundle is also information the site should not publish). Run after `npm run build`.
import {spawnSync} from 'node:child_process';
import {readFileSync, readdirSync, rmSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {buildDir, copySite} from '../tools/site-files.mjs';

/** Every file of a build tree, relative to it, sorted. */
/** @param {string} dir */
const filesOf = (dir) =>
  readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => statSync(join(dir, file)).isFile())
    .sort();

// The copy starts with the examples' cached results, so this check compares what the bundler
// makes, not whether running the examples in another folder gives the same trees.
const copy = copySite('reproducible', {modules: 'copy', examples: 'cached'});
try {
  const build = spawnSync('npm', ['run', 'build'], {cwd: copy, stdio: 'inherit'});
  if (build.status !== 0) throw new Error(`the second build failed (exit ${build.status})`);
  const first = filesOf(buildDir);
  const second = filesOf(join(copy, 'build'));
  const differences = [
    ...first.filter((file) => !second.includes(file)).map((file) => `only in the first: ${file}`),
    ...second.filter((file) => !first.includes(file)).map((file) => `only in the second: ${file}`),
    ...first
      .filter((file) => second.includes(file))
      .filter(
        (file) =>
          !readFileSync(join(buildDir, file)).equals(readFileSync(join(copy, 'build', file))),
      )
      .map((file) => `differs: ${file}`),
  ];
  if (differences.length) {
    console.error(
      `reproducible-build: the build in ${copy} differs from build/ in ${differences.length} files:\n` +
        differences.slice(0, 40).join('\n'),
    );
    // Where the first differing non-HTML files part (HTML differs wherever a bundle's name does).
    const changed = differences
      .filter((line) => !line.endsWith('.html'))
      .map((line) => line.replace(/^[^:]+: /, ''));
    const [onlyFirst, onlySecond] = [first, second].map((files, index) =>
      files.filter((file) => changed.includes(file) && !(index ? first : second).includes(file)),
    );
    const pairs = [
      ...changed
        .filter((file) => first.includes(file) && second.includes(file))
        .map((file) => [file, file]),
      ...onlyFirst.map((file, index) => [file, onlySecond[index]]),
    ].filter(([, other]) => other);
    for (const [a, b] of pairs.slice(0, 3)) {
      const one = readFileSync(join(buildDir, a), 'latin1');
      const two = readFileSync(join(copy, 'build', b), 'latin1');
      let at = 0;
      while (at < one.length && one[at] === two[at]) at++;
      console.error(
        `\n${a} / ${b}, from byte ${at}:\n  first:  ${one.slice(Math.max(0, at - 80), at + 160)}\n  second: ${two.slice(Math.max(0, at - 80), at + 160)}`,
      );
    }
    process.exitCode = 1;
  } else {
    console.log(`reproducible-build: ${first.length} files, identical in both folders`);
  }
} finally {
  if (!process.env.KEEP_REBUILD) rmSync(copy, {recursive: true, force: true});
}
