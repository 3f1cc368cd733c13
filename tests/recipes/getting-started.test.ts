// The newcomer path: the files docs/configure.mdx shows, installed, type-checked, built with their
// webpack config and run. The plugin must draw a page with a Frame holding the Text, and a second
// run must update those layers rather than add copies.
import {afterAll, expect, test} from 'vitest';
import {createProject, guideFiles, npmInstall, runPlugin} from './plugin-project';

const files = guideFiles('configure.mdx');
const project = createProject('getting-started', files);
afterAll(() => project.remove());

test('Configure shows every file of the project', () => {
  expect(Object.keys(files)).toEqual(
    expect.arrayContaining([
      'manifest.json',
      'package.json',
      'webpack.config.js',
      'src/main.ts',
      'src/ui.tsx',
    ]),
  );
});

test('the project installs, type-checks, builds, and draws its frame once', async () => {
  project.run('npm', npmInstall);
  project.run('npx', ['tsc', '-p', '.', '--noEmit']);
  project.run('npm', ['run', 'build']);

  const plugin = runPlugin(project);
  plugin.openUi();
  await plugin.settle();
  const first = plugin.pages();
  expect(first).toHaveLength(1);
  const frame = first[0].children?.find((layer) => layer.type === 'FRAME');
  expect(frame?.children?.find((layer) => layer.type === 'TEXT')?.characters).toBe(
    'Hello from React',
  );

  plugin.openUi(); // run the plugin again against the same document
  await plugin.settle();
  expect(plugin.pages()).toEqual(first);
});
