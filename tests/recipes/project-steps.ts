// Steps more than one recipe check takes, as its guide tells the reader to take them.
import {expect, test} from 'vitest';
import {expectCardDrawnOnce, npmInstall, type Project} from './plugin-project';

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

/**
 * The test each recipe has: its project installs, type-checks and builds (installAndBuild); then
 * `check`, where given, looks at what the build made.
 */
export function testInstallsAndBuilds(
  project: Project,
  title: string,
  check?: () => Promise<void> | void,
): void {
  test(title, async () => {
    await installAndBuild(project);
    await check?.();
  });
}

/** That test for a project whose plugin is Configure's: it draws Configure's frame, once. */
export function testDrawsFrameOnce(project: Project): void {
  testInstallsAndBuilds(
    project,
    'the project installs, type-checks, builds, and draws its frame once',
    () => expectCardDrawnOnce(project),
  );
}
