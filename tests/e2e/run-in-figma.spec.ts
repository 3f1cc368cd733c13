// Run in Figma as a reader uses it: the button under a docs example and in the Playground's
// toolbar downloads a zip, made in the page from the build's static files, holding a plugin that
// draws exactly the code shown (or as edited). See src/components/RunInFigmaButton and
// src/run-in-figma; the crawl (crawl.spec.ts) runs the plugin of every example.
import type {Page} from '@playwright/test';
import {encodeCode} from '../../src/components/Playground/share';
import {pluginManifest, type FigmaPluginManifest} from '../../src/run-in-figma/manifest';
import {axeViolations} from './axe';
import {test, expect, openHydrated} from './fixtures';
import {
  allowNetwork,
  clickAndDownload,
  networkQuestion,
  pluginZipFiles,
  runDownloadedPlugin,
  unpack,
} from './run-in-figma';
import {lazyLibraries} from './first-load-checks';
import {holdRequests} from './site';

const runInFigma = (page: Page) => page.getByRole('button', {name: /^Run in Figma/});
/** A click's plugin is ready by then: its runtime fetched, its code compiled, on a busy machine. */
const preparedWithinMs = 20_000;
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
  // code.js, ui-runtime.js, and the worker that compiled the code.
  expect(requests.filter((url) => url.includes('/run-in-figma/'))).toHaveLength(3);
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

test.describe('on a phone', () => {
  test.use({viewport: {width: 375, height: 800}});

  for (const theme of ['light', 'dark']) {
    test(`the question before network access passes axe in ${theme} and fits the width`, async ({
      page,
    }) => {
      // The Image example's photo comes from picsum.photos.
      await openHydrated(page, `/docs/api/image?docusaurus-theme=${theme}`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await runInFigma(page).first().click();
      const question = networkQuestion(page);
      await expect(question).toBeFocused({timeout: preparedWithinMs});
      await expect(allowNetwork(page)).toHaveAccessibleName(
        'Download with access to https://picsum.photos',
      );
      expect(await axeViolations(page, {include: '.example-preview'}), 'axe violations').toEqual(
        [],
      );
      for (const box of [await question.boundingBox(), await allowNetwork(page).boundingBox()])
        expect(box!.x + box!.width).toBeLessThanOrEqual(375);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    });
  }
});

test.describe('when the server fails', () => {
  test.use({expectedConsoleErrors: [/Failed to load resource: .* 503/]});

  test('it says in words why a plugin could not be made', async ({page}) => {
    await page.route('**/run-in-figma/**', (route) => route.fulfill({status: 503, body: ''}));
    await openHydrated(page, '/docs/api/view');
    await runInFigma(page).first().click();
    await expect(page.getByRole('alert')).toHaveText(
      /^The plugin could not be made\. ((code|ui-runtime)\.js could not be loaded \(HTTP 503\)|compile-worker\.js could not be loaded)$/,
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

  test('a host named only in a comment gets no network access, and no question', async ({page}) => {
    // After `step++`, a scanner that guesses from the character before a `/` took `/ 2; // …`
    // for a regular expression, and the URL quoted in the comment for a string of the code.
    const code = `import {Page, Text, render} from 'react-figma';
let step = 0;
const half = step++ / 2; // notes: "https://evil.example"
const host = ['real', 'example'].join('.');
export const load = () => fetch(['https:', '', host, 'data'].join('/'));
render(<Page isCurrent><Text>{String(half)}</Text></Page>);`;
    await openHydrated(page, `/playground#code=${await encodeCode(code)}`);
    await page.getByRole('button', {name: 'Run', exact: true}).click();
    const {files, asked} = await clickAndDownload(page, runInFigma(page));
    expect(asked).toEqual([]);
    await expect(networkQuestion(page)).toHaveCount(0);
    const manifest = JSON.parse(files['manifest.json']!) as FigmaPluginManifest;
    expect(manifest.networkAccess).toEqual({allowedDomains: ['none']});
    expect(files['README.txt']).toContain('The manifest allows no network access');
    expect(files['README.txt']).not.toContain('evil.example');
  });

  test('code that names a host asks first, and downloads only once the reader allows it', async ({
    page,
  }) => {
    const code = `import {Page, Text, render} from 'react-figma';
export const load = () => fetch('https://api.example.com/v1/items');
render(<Page isCurrent><Text>Items</Text></Page>);`;
    await openHydrated(page, `/playground#code=${await encodeCode(code)}`);
    await page.getByRole('button', {name: 'Run', exact: true}).click();
    let downloads = 0;
    page.on('download', () => downloads++);
    const button = runInFigma(page);
    const question = networkQuestion(page);
    const allow = allowNetwork(page);
    const cancel = question.getByRole('button', {name: 'Cancel'});

    // Asked, with the host; focus on the question; Tab reaches the answers; Cancel saves nothing.
    await button.click();
    await expect(question).toBeFocused({timeout: preparedWithinMs});
    await expect(question.getByRole('listitem')).toHaveText(['https://api.example.com']);
    await expect(allow).toHaveAccessibleName('Download with access to https://api.example.com');
    await expect(question).toHaveAccessibleDescription(/https:\/\/api\.example\.com/);
    await page.keyboard.press('Tab');
    await expect(allow).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(cancel).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(question).toHaveCount(0);
    await expect(page.getByRole('status').filter({hasText: 'Canceled'})).toHaveText(
      'Canceled: nothing was downloaded.',
    );
    await expect(button).toBeFocused();

    // Escape answers Cancel too.
    await page.keyboard.press('Enter');
    await expect(question).toBeFocused({timeout: preparedWithinMs});
    await page.keyboard.press('Escape');
    await expect(question).toHaveCount(0);
    await expect(button).toBeFocused();
    expect(downloads, 'nothing downloads before the reader allows it').toBe(0);

    // Allowed from the keyboard: the download, its manifest and README name the host.
    await page.keyboard.press('Enter');
    await expect(question).toBeFocused({timeout: preparedWithinMs});
    await page.keyboard.press('Tab');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.keyboard.press('Enter'),
    ]);
    expect(download.suggestedFilename()).toBe('react-figma-playground.zip');
    await expect(button).toBeFocused();
    await expect(page.getByRole('status').filter({hasText: 'Downloaded'})).toContainText(
      'Downloaded react-figma-playground.zip.',
    );
    const files = await unpack(download);
    const manifest = JSON.parse(files['manifest.json']!) as FigmaPluginManifest;
    expect(manifest.networkAccess?.allowedDomains).toEqual(['https://api.example.com']);
    expect(files['README.txt']).toContain('\n  https://api.example.com\n');
    expect(files['README.txt']).toContain('only once you allowed them');
    expect(downloads).toBe(1);
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
