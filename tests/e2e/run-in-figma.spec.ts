// Run in Figma as a reader uses it: the button under a docs example and in the Playground's
// toolbar downloads a zip, made in the page from the build's static files, holding a plugin that
// draws exactly the code shown (or as edited). See src/components/RunInFigmaButton and
// src/run-in-figma; the crawl (crawl.spec.ts) runs the plugin of every example.
import type {Page} from '@playwright/test';
import {encodeCode} from '../../src/components/Playground/share';
import {pluginManifest, type FigmaPluginManifest} from '../../src/run-in-figma/manifest';
import {test, expect, openHydrated} from './fixtures';
import {clickAndDownload, pluginZipFiles, runDownloadedPlugin} from './run-in-figma';
import {lazyLibraries} from './first-load-checks';
import {holdRequests} from './site';

const runInFigma = (page: Page) => page.getByRole('button', {name: /^Run in Figma/});
const editorContent = (page: Page) => page.locator('.cm-content');

/** The built chunks holding fflate, as the first-load checks recognize them. */
const zipMakerFiles = new Set(
  lazyLibraries.find(({name}) => name === "Run in Figma's zip maker")!.files,
);

/** Requests of Run in Figma's own files: the prebuilt runtime, or a chunk holding fflate. */
function watchRunInFigmaRequests(page: Page) {
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.includes('/run-in-figma/') || zipMakerFiles.has(new URL(url).pathname))
      requests.push(url);
  });
  return requests;
}

test('under a docs example, it downloads a plugin of that example, loading nothing before', async ({
  page,
}) => {
  const requests = watchRunInFigmaRequests(page);
  await openHydrated(page, '/docs/api/view');
  const button = runInFigma(page).first();
  await expect(button).toHaveAccessibleName(
    'Run in Figma: download this example as a Figma plugin (zip)',
  );
  await expect(button).toHaveText('Run in Figma');
  expect(requests, 'nothing of Run in Figma loads before the click').toEqual([]);

  const source = await page.locator('[data-source]').first().getAttribute('data-source');
  const {code} = (await (await page.request.get(source!)).json()) as {code: string};
  const {fileName, files} = await clickAndDownload(page, button);
  expect(fileName).toBe('react-figma-view-example-1.zip');
  expect(Object.keys(files).sort()).toEqual(pluginZipFiles);
  const manifest = JSON.parse(files['manifest.json']!) as FigmaPluginManifest;
  expect(manifest.id).toMatch(/^react-figma-view-example-1-[0-9a-f]{12}$/);
  // The manifest src/run-in-figma/manifest.test.ts pins, for an example that requests nothing.
  expect(manifest).toEqual(
    pluginManifest({name: 'react-figma: View, example 1', id: manifest.id, origins: []}),
  );
  // The example's own strings, as the page shows them, are in the plugin's UI.
  for (const text of code.match(/'#[0-9a-f]{6}'|"[^"\n]{4,}"|>[A-Z][\w ]+</g) ?? [])
    expect(files['ui.html']).toContain(text.replace(/^>|<$/g, '').replace(/'/g, ''));
  expect(files['README.txt']).toContain('Plugins > Development > Import new plugin');
  expect(files['README.txt']).toContain('"documentAccess": "dynamic-page"');
  await expect(page.getByRole('status').filter({hasText: 'Downloaded'})).toHaveText(
    'Downloaded react-figma-view-example-1.zip. Unzip it, then import its manifest.json in Figma desktop: how to run it.',
  );
  await expect(page.getByRole('link', {name: 'how to run it'})).toHaveAttribute(
    'href',
    '/docs/try-in-figma',
  );
  expect(requests.filter((url) => url.includes('/run-in-figma/'))).toHaveLength(2);
});

test('it says it is preparing the plugin until the files arrive', async ({page}) => {
  const release = await holdRequests(page, '**/run-in-figma/**');
  await openHydrated(page, '/docs/api/frame');
  const button = runInFigma(page).first();
  const download = page.waitForEvent('download');
  await button.click();
  await expect(page.getByRole('status').filter({hasText: 'Preparing the plugin…'})).toBeVisible();
  await expect(button).toHaveText('Preparing…');
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await expect(button).toBeFocused();
  release();
  expect((await download).suggestedFilename()).toBe('react-figma-frame-example-1.zip');
  await expect(button).toHaveText('Run in Figma');
});

test.describe('when the server fails', () => {
  test.use({expectedConsoleErrors: [/Failed to load resource: .* 503/]});

  test('it says in words why a plugin could not be made', async ({page}) => {
    await page.route('**/run-in-figma/**', (route) => route.fulfill({status: 503, body: ''}));
    await openHydrated(page, '/docs/api/view');
    await runInFigma(page).first().click();
    await expect(page.getByRole('alert')).toHaveText(
      /^The plugin could not be made\. (code|ui-runtime)\.js could not be loaded \(HTTP 503\)$/,
    );
  });
});

test('after Edit, it downloads the example as edited, under the same name', async ({page}) => {
  await openHydrated(page, '/docs/api/view');
  await page.getByRole('button', {name: 'Edit this example'}).first().click();
  await expect(editorContent(page)).toContainText('Ada Lovelace');
  await expect(runInFigma(page)).toHaveCount(1);
  await expect(runInFigma(page)).toHaveAccessibleName(
    'Run in Figma: download this code as a Figma plugin (zip)',
  );
  const {fileName, files} = await clickAndDownload(page, runInFigma(page));
  expect(fileName).toBe('react-figma-view-example-1.zip');
  expect(files['README.txt']).toContain('example 1 of "View"');
  expect(files['README.txt']).toContain(', as edited');
});

test.describe('in the Playground', () => {
  // Tall enough that CodeMirror draws every line of the starter (it draws only what is in view).
  test.use({viewport: {width: 1280, height: 2400}});

  test('it downloads the code as edited, and the plugin draws the edit', async ({page}) => {
    await openHydrated(page, '/playground');
    await expect(editorContent(page)).toContainText('Release card');
    const starter = await editorContent(page).evaluate(
      (editor) => (editor as HTMLElement & {cmView?: unknown}).innerText,
    );
    expect(starter).toContain('React components, drawn as Figma layers.');
    const edited = starter
      .replace('React components, drawn as Figma layers.', 'Edited before the download.')
      .replace(/\u00a0/g, ' ');
    await editorContent(page).fill(edited);
    const button = runInFigma(page);
    await expect(button).toHaveAccessibleName(
      'Run in Figma: download this code as a Figma plugin (zip)',
    );
    const {fileName, files} = await clickAndDownload(page, button);
    expect(fileName).toBe('react-figma-playground.zip');
    expect(JSON.parse(files['manifest.json']!).name).toBe('react-figma: Playground');
    expect(files['ui.html']).toContain('Edited before the download.');
    expect(files['ui.html']).not.toContain('React components, drawn as Figma layers.');

    const ran = await runDownloadedPlugin(files);
    expect(ran.notified).toEqual([]);
    const names = JSON.stringify(ran.layers);
    expect(names).toContain('Edited before the download.');
    expect(names).toContain('Release card');
  });

  test('code from a link is offered to Figma only once the reader has run it', async ({page}) => {
    const code = `import {Page, Text, render} from 'react-figma';\nrender(<Page isCurrent><Text>From a link</Text></Page>);`;
    await openHydrated(page, `/playground#code=${await encodeCode(code)}`);
    const run = page.getByRole('button', {name: 'Run', exact: true});
    await expect(run).toBeVisible();
    await expect(runInFigma(page)).toHaveCount(0);
    await run.click();
    const {files} = await clickAndDownload(page, runInFigma(page));
    expect(files['ui.html']).toContain('From a link');
  });

  test('a syntax error is reported, and nothing downloads', async ({page}) => {
    await openHydrated(page, '/playground');
    await expect(editorContent(page)).toContainText('Release card');
    await editorContent(page).fill(`import {Page, render} from 'react-figma';\nrender(<Page>`);
    let downloads = 0;
    page.on('download', () => downloads++);
    await runInFigma(page).click();
    await expect(page.getByRole('alert').filter({hasText: 'could not be made'})).toHaveText(
      /^The plugin could not be made\. The code has a syntax error at line 2, column \d+: .+/,
    );
    expect(downloads).toBe(0);
  });
});
