// The esbuild recipe: the project from docs/configure.mdx with the files docs/other-bundlers.mdx
// shows laid over it. Its package.json drops webpack, so webpack.config.js goes too. The project
// must install, type-check, build and draw what the getting-started recipe draws, and its watch
// script must build for development and rebuild dist/ when a source file changes.
import {afterAll, expect, test} from 'vitest';
import {createProject, expectCardDrawnOnce, guideFiles, npmInstall, until} from './plugin-project';

const page = guideFiles('other-bundlers.mdx');
const files = {...guideFiles('configure.mdx'), ...page};
delete files['webpack.config.js'];
const project = createProject('other-bundlers', files);
afterAll(() => project.remove());

test('the page adds build.mjs and replaces package.json, which drops webpack, and tsconfig.json', () => {
  expect(Object.keys(page).sort()).toEqual(['build.mjs', 'package.json', 'tsconfig.json']);
  expect(page['package.json']).not.toContain('webpack');
});

test('the project installs, type-checks, builds, and draws its frame once', async () => {
  await project.run('npm', npmInstall);
  await project.run('npm', ['run', 'typecheck']);
  await project.run('npm', ['run', 'build']);
  await expectCardDrawnOnce(project);
});

test('the watch script builds for development and rebuilds after a change', async () => {
  const watch = project.start('npm', ['run', 'watch']);
  // Development bundles carry inline source maps, which the release build leaves out; ui.html
  // ends with its closing tag once it is fully written.
  const built = (text: string) => () =>
    project.read('dist/code.js').includes('sourceMappingURL=data:') &&
    project.read('dist/ui.html').includes(text) &&
    project.read('dist/ui.html').endsWith('</script></body>\n');
  const waiting = () => `npm run watch did not rebuild dist/:\n${watch.output()}`;
  try {
    await until(built('sourceMappingURL=data:'), waiting);
    await expectCardDrawnOnce(project);

    const ui = project.read('src/ui.tsx');
    project.write('src/ui.tsx', ui.replace('Hello from React', 'Hello from watch'));
    await until(built('Hello from watch'), waiting);
    await expectCardDrawnOnce(project, 'Hello from watch');
  } finally {
    watch.stop();
  }
});
