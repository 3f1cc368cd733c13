// Every previewed example, downloaded with its Run in Figma button as a reader would (the page's
// own code makes the zip, in Chromium), unpacked, and run as Figma runs a plugin: code.js against
// the site's Figma model, ui.html in jsdom, joined by the plugin message bridge. What it leaves in
// the document must be what the example's preview lists under Layers, with a manifest Figma
// accepts and no error shown. See src/run-in-figma and src/plugins/run-in-figma.
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {manifestProblems, type FigmaPluginManifest} from '../../src/run-in-figma/manifest';
import {evaluatesStrings} from '../../src/plugins/run-in-figma';
import {libraryWarnings} from '../../src/figma-preview/run-core';
import {buildDir, builtPages} from '../../tools/site-files.mjs';
import {test, expect, openHydrated} from './fixtures';
import {
  clickAndDownload,
  pluginZipFiles,
  runDownloadedPlugin,
  shownLayerLines,
} from './run-in-figma';
import {layerLines} from '../lib/layer-lines';

/** Pages with previewed examples, and how many each has, read from the build. */
const pagesWithExamples = builtPages()
  .map((path) => {
    const html = readFileSync(join(buildDir, path, 'index.html'), 'utf8');
    return {path, count: html.match(/\sdata-source=/g)?.length ?? 0};
  })
  .filter(({count}) => count > 0);

test('the build has previewed examples to download', () => {
  expect(pagesWithExamples.length).toBeGreaterThan(10);
});

test.describe.configure({mode: 'parallel'});

for (const {path, count} of pagesWithExamples) {
  test(`${path}: each of its ${count} examples runs in Figma as its preview shows`, async ({
    page,
  }) => {
    // Each example's plugin runs React and react-figma in jsdom: seconds each on a busy machine.
    test.setTimeout(60_000 + count * 60_000);
    await openHydrated(page, path);
    const examples = page.locator('[data-source]');
    await expect(examples).toHaveCount(count);
    const problems: string[] = [];
    for (let index = 0; index < count; index++) {
      const example = examples.nth(index);
      const where = `${path} example ${index + 1}`;
      const button = example.getByRole('button', {name: /^Run in Figma/});
      const {fileName, files} = await clickAndDownload(page, button);

      expect(fileName, where).toMatch(/^react-figma-[a-z0-9-]+-example-\d+\.zip$/);
      expect(Object.keys(files).sort(), where).toEqual(pluginZipFiles);
      const manifest = JSON.parse(files['manifest.json']!) as FigmaPluginManifest;
      expect(manifestProblems(manifest), where).toEqual([]);
      expect(manifest).toMatchObject({main: 'code.js', ui: 'ui.html', editorType: ['figma']});
      expect(manifest.documentAccess, where).toBeUndefined();
      expect(evaluatesStrings(files['code.js']!), where).toEqual([]);

      const ran = await runDownloadedPlugin(files);
      expect(ran.uiOptions, where).toEqual({visible: false});
      expect(ran.notified, `${where}: errors Figma would show`).toEqual([]);
      // As the previews require (tests/source-checks/examples-run.test.ts): no error or warning
      // but those react-figma itself causes.
      expect(
        ran.logged
          .filter(({level}) => /^(error|warn|jsdomError)$/.test(level))
          .map(({level, text}) => `${level}: ${text}`)
          .filter((text) => !libraryWarnings.some((pattern) => pattern.test(text))),
        `${where}: errors and warnings in the plugin's console`,
      ).toEqual([]);
      const inFigma = layerLines(ran.layers);
      const shown = await shownLayerLines(example.locator('figure'));
      if (JSON.stringify(inFigma) !== JSON.stringify(shown)) {
        problems.push(
          `${where}:\n  preview:\n    ${shown.join('\n    ')}\n  plugin:\n    ${inFigma.join('\n    ')}`,
        );
      }
    }
    expect(problems, 'examples whose plugin leaves other layers than their preview lists').toEqual(
      [],
    );
  });
}
