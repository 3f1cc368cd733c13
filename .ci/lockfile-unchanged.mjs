#!/usr/bin/env node
// @ts-check
// Usage: node .ci/lockfile-unchanged.mjs <committed lockfile> <lockfile after npm install>
//
// Fails (exit 1) when `npm install` changed what the committed package-lock.json pins for this
// machine: CI must test the tree that was committed. One change is not that: the registry these
// machines reach lists some native packages' builds for other platforms on one day and not on
// another (@rollup/rollup-darwin-arm64, @swc/core-win32-x64-msvc), and npm adds or drops their
// entries accordingly. Such an entry is optional and never installed here, so it is only noted.
import {readFileSync} from 'node:fs';

const [committedFile, installedFile] = process.argv.slice(2);
if (!committedFile || !installedFile) {
  console.error('usage: node .ci/lockfile-unchanged.mjs <committed> <after npm install>');
  process.exit(2);
}

/** @typedef {{optional?: boolean, os?: string[], cpu?: string[], libc?: string[]}} Entry */
/** @param {string} file */
const read = (file) => JSON.parse(readFileSync(file, 'utf8'));
const committed = read(committedFile);
const installed = read(installedFile);

const glibc = !!(/** @type {any} */ (process.report?.getReport())?.header?.glibcVersionRuntime);
const here = {os: process.platform, cpu: process.arch, libc: glibc ? 'glibc' : 'musl'};

/**
 * Whether npm's os/cpu/libc list admits `value` ("!x" excludes x; no list admits everything).
 * @param {string[] | undefined} list
 * @param {string} value
 */
const admits = (list, value) => {
  if (!list) return true;
  if (list.includes(`!${value}`)) return false;
  const wanted = list.filter((item) => !item.startsWith('!'));
  return wanted.length === 0 || wanted.includes(value);
};

/** An optional package this machine does not install: a build for another platform. @param {Entry} entry */
const foreignBuild = (entry) =>
  !!entry.optional &&
  !(
    admits(entry.os, here.os) &&
    admits(entry.cpu, here.cpu) &&
    (here.os !== 'linux' || admits(entry.libc, here.libc))
  );

const changed = [];
const foreign = [];
const {packages: committedPackages = {}, ...committedRest} = committed;
const {packages: installedPackages = {}, ...installedRest} = installed;
if (JSON.stringify(committedRest) !== JSON.stringify(installedRest)) changed.push('(top level)');
for (const name of new Set([
  ...Object.keys(committedPackages),
  ...Object.keys(installedPackages),
])) {
  const before = committedPackages[name];
  const after = installedPackages[name];
  if (JSON.stringify(before) === JSON.stringify(after)) continue;
  const onlyOne = before === undefined ? after : after === undefined ? before : undefined;
  if (onlyOne && foreignBuild(onlyOne)) foreign.push(`${after ? '+' : '-'} ${name}`);
  else changed.push(name || '(root package)');
}

if (foreign.length > 0) {
  console.log(
    `ci: the registry lists ${foreign.length} builds for other platforms differently than when ` +
      'package-lock.json was written; none is installed here, and the committed lockfile is kept:',
  );
  console.log(foreign.map((line) => `  ${line}`).join('\n'));
}
if (changed.length > 0) {
  console.error(
    '`npm install` changed package-lock.json, so the committed lockfile does not match ' +
      `package.json. Entries changed:\n${changed.map((name) => `  ${name}`).join('\n')}`,
  );
  process.exit(1);
}
