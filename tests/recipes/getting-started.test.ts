// The newcomer path: the files docs/configure.mdx shows, installed, type-checked, built with their
// webpack config and run. The plugin must draw a page with a Frame holding the Text, and a second
// run must update those layers rather than add copies.
import {afterAll, test} from 'vitest';
import {createProject, expectCardDrawnOnce, guideFiles} from './plugin-project';
import {expectShowsFiles, installAndBuild} from './project-steps';

const files = guideFiles('configure.mdx');
const project = createProject('getting-started', files);
afterAll(() => project.remove());

test('Configure shows every file of the project', () => {
  expectShowsFiles(files, [
    'manifest.json',
    'package.json',
    'webpack.config.js',
    'src/main.ts',
    'src/ui.tsx',
  ]);
});

test('the project installs, type-checks, builds, and draws its frame once', async () => {
  await installAndBuild(project);
  await expectCardDrawnOnce(project);
});
