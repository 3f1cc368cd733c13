// Steps more than one recipe check takes, as its guide tells the reader to take them.
import {expect} from 'vitest';
import {npmInstall, type Project} from './plugin-project';

/** The guide shows every one of `paths` (among, maybe, others). */
export function expectShowsFiles(files: Record<string, string>, paths: string[]): void {
  expect(Object.keys(files)).toEqual(expect.arrayContaining(paths));
}

/** The guide shows exactly `paths`: every file it changes or adds, and no other. */
export function expectShowsOnly(files: Record<string, string>, paths: string[]): void {
  expect(Object.keys(files).sort()).toEqual([...paths].sort());
}

/**
 * Installs the project from the npm registry, type-checks it and runs its build script. It
 * type-checks as the guide says: with the package.json's `typecheck` script where it has one
 * (docs/other-bundlers.mdx), else with tsc.
 */
export async function installAndBuild(project: Project): Promise<void> {
  await project.run('npm', npmInstall);
  const {scripts} = JSON.parse(project.read('package.json')) as {scripts: Record<string, string>};
  if (scripts.typecheck) await project.run('npm', ['run', 'typecheck']);
  else await project.run('npx', ['tsc', '-p', '.', '--noEmit']);
  await project.run('npm', ['run', 'build']);
}
