// The newcomer path: the files docs/configure.mdx shows, installed, type-checked, built with their
// webpack config and run. The plugin must draw a page with a Frame holding the Text, and a second
// run must update those layers rather than add copies.
import {afterAll, test} from 'vitest';
import {createProject, guideFiles} from './plugin-project';
import {expectShowsFiles, testDrawsFrameOnce} from './project-steps';

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

testDrawsFrameOnce(project);
