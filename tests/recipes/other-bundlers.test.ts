// The recipes of docs/other-bundlers.mdx, esbuild and Vite: each is the project from
// docs/configure.mdx with the files its section shows laid over it. Each package.json drops
// webpack, so webpack.config.js goes too. Each project must install, type-check, build and draw
// what the getting-started recipe draws, and its watch script must build for development and
// rebuild dist/ when a source file changes.
import fs from 'node:fs';
import path from 'node:path';
import {afterAll, describe, expect, test} from 'vitest';
import {
  createProject,
  expectCardDrawnOnce,
  guideFiles,
  guideSectionFiles,
  runPlugin,
  until,
  type Project,
} from './plugin-project';
import {expectShowsOnly, testDrawsFrameOnce, testInstallsAndBuilds} from './project-steps';

/**
 * The files a section of the page shows (`page`), and the Configure project with them laid over
 * it, without webpack's config.
 */
function bundlerSection(heading: string) {
  const page = guideSectionFiles('other-bundlers.mdx', heading);
  const files = {...guideFiles('configure.mdx'), ...page};
  delete files['webpack.config.js'];
  const project = createProject(heading.toLowerCase().replaceAll(' ', '-'), files);
  afterAll(() => project.remove());
  return {page, project};
}

/**
 * Runs `npm run watch` until it has built development bundles (inline source maps, which the
 * release build leaves out; `complete` tells a fully written ui.html), then checks that the
 * plugin draws, that an edit of src/ui.tsx is rebuilt into ui.html, and that the result draws too.
 */
async function expectWatchRebuilds(project: Project, complete: (html: string) => boolean) {
  const watch = project.start('npm', ['run', 'watch']);
  const built = (text: string) => () =>
    project.read('dist/code.js').includes('sourceMappingURL=data:') &&
    project.read('dist/ui.html').includes(text) &&
    complete(project.read('dist/ui.html'));
  const waiting = () => `npm run watch did not rebuild dist/:\n${watch.output()}`;
  const exists = (file: string) => {
    try {
      project.read(file);
      return true;
    } catch {
      return false;
    }
  };
  try {
    await until(() => exists('dist/code.js') && exists('dist/ui.html'), waiting);
    await until(built('sourceMappingURL=data:'), waiting);
    await expectCardDrawnOnce(project);

    const ui = project.read('src/ui.tsx');
    project.write('src/ui.tsx', ui.replace('Hello from React', 'Hello from watch'));
    await until(built('Hello from watch'), waiting);
    await expectCardDrawnOnce(project, 'Hello from watch');
  } finally {
    watch.stop();
  }
}

describe('esbuild', () => {
  const {page, project} = bundlerSection('Build with esbuild');

  test('the section adds build.mjs and replaces package.json, which drops webpack, and tsconfig.json', () => {
    expectShowsOnly(page, ['build.mjs', 'package.json', 'tsconfig.json']);
    expect(page['package.json']).not.toContain('webpack');
  });

  testDrawsFrameOnce(project);

  test('the watch script builds for development and rebuilds after a change', async () => {
    await expectWatchRebuilds(project, (html) => html.endsWith('</script></body>\n'));
  });
});

describe('Vite', () => {
  const {page, project} = bundlerSection('Build with Vite');

  test('the section adds ui.html and two Vite configs, and replaces package.json, which drops webpack', () => {
    expectShowsOnly(page, ['package.json', 'ui.html', 'vite.config.ts', 'vite.main.config.ts']);
    expect(page['package.json']).not.toContain('webpack');
  });

  testInstallsAndBuilds(
    project,
    'the project installs, type-checks, builds one page and one script, and draws its frame once',
    async () => {
      expect(fs.readdirSync(path.join(project.dir, 'dist')).sort()).toEqual(['code.js', 'ui.html']);
      // The UI's code is inside the page, as a classic script: the jsdom that runs it here would
      // run a module script too, but Figma's iframe would run it in strict mode.
      const html = project.read('dist/ui.html');
      expect(html).not.toMatch(/<script\b[^>]*\bsrc=/);
      expect(html.match(/<script\b[^>]*>/g)).toEqual(['<script crossorigin>']);
      await expectCardDrawnOnce(project);
    },
  );

  test('as a module, in strict mode, the same UI stops with the error the page names', () => {
    const strict = {
      read: (file: string) =>
        file === 'dist/ui.html'
          ? project.read(file).replace(/<script([^>]*)>/, '<script$1>"use strict";')
          : project.read(file),
    };
    expect(() => runPlugin(strict).openUi()).toThrow('_a is not defined');
  });

  test('the watch script builds for development and rebuilds after a change', async () => {
    await expectWatchRebuilds(project, (html) => html.trimEnd().endsWith('</html>'));
  });
});
