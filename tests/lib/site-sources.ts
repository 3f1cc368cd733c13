// The site's own code as the source checks read it: which files, and which package a module
// specifier names. The checks that inspect imports (build dependencies, private paths) share
// these, so they cannot disagree about what counts as the site's code or as a package.
import {execFileSync} from 'node:child_process';
import {repoRoot} from './typescript-setup';

/**
 * The code files (tracked, or new and not ignored) under `pathspecs`, relative to the repository,
 * tests left out. Declaration files are in: a `declare module` names a package's module too.
 */
export function sourceFiles(pathspecs: string[]): string[] {
  return execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', ...pathspecs],
    {cwd: repoRoot, encoding: 'utf8'},
  )
    .split('\n')
    .filter((file) => /\.(ts|tsx|mjs|cjs|js)$/.test(file) && !/\.test\.tsx?$/.test(file));
}

/** The package a bare specifier names (`$` of a bundler alias ignored), or undefined for a path. */
export function packageOf(specifier: string): string | undefined {
  if (/^[./]|^node:|^[a-z]+:/i.test(specifier)) return undefined;
  const parts = specifier.replace(/\$$/, '').split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  return name && /^(@[\w.-]+\/)?[\w.-]+$/.test(name) ? name : undefined;
}
