// What the Run in Figma checks share: the download a click gives, unpacked, and the plugin in it
// run as Figma runs it (tests/lib/plugin-bridge.ts) against the site's Figma model, reduced to
// the Layers list a preview shows. The crawl (crawl.spec.ts) runs every previewed example's
// plugin with `expectExamplesRunInFigma`; run-in-figma.spec.ts checks the button itself.
import type {Download as PlaywrightDownload, Locator, Page} from '@playwright/test';
import {createFigma} from 'figma-api-stub';
import {strFromU8, unzipSync} from 'fflate';
import {completeFigmaStub} from '../../src/figma-preview/figma-stub';
import type {ExampleNode} from '../../src/figma-preview/example-contract';
import {serializeNode} from '../../src/figma-preview/node-tree';
import type {FigmaNodeLike} from '../../src/run-in-figma/figma-check';
import {isCheckResult, isCheckSettled} from '../../src/run-in-figma/messages';
import {figmaView, layerList} from '../../src/figma-preview/preview';
import {libraryWarnings} from '../../src/figma-preview/run-core';
import {evaluatesStrings} from '../../src/plugins/run-in-figma';
import {
  manifestProblems,
  reachableOrigins,
  type FigmaPluginManifest,
} from '../../src/run-in-figma/manifest';
import {layerLines} from '../lib/layer-lines';
import {runPlugin} from '../lib/plugin-bridge';
import {expect} from './fixtures';

export interface Download {
  fileName: string;
  /** The zip's files, as text. */
  files: Record<string, string>;
  /**
   * The addresses the page listed when it asked before saving a plugin that may reach the
   * network (src/components/RunInFigmaButton), allowed here; empty when it did not ask.
   */
  asked: string[];
}

/** The question Run in Figma asks before saving a plugin that may reach the network. */
export const networkQuestion = (page: Page) =>
  page.getByRole('group', {name: 'This plugin may reach the network'});
/** Its answer that saves the plugin. */
export const allowNetwork = (page: Page) =>
  networkQuestion(page).getByRole('button', {name: /^Download with access to /});

/** A downloaded zip's files, as text. */
export async function unpack(download: PlaywrightDownload) {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  return Object.fromEntries(
    Object.entries(unzipSync(new Uint8Array(bytes))).map(([name, data]) => [name, strFromU8(data)]),
  );
}

/** The files of every plugin zip, sorted (src/run-in-figma/make-plugin.ts writes them). */
export const pluginZipFiles = ['README.txt', 'code.js', 'manifest.json', 'ui.html'];

/**
 * Clicks a Run in Figma button and unpacks what the browser downloads; when the page asks first
 * (the plugin may reach the network), allows it, as a reader would who trusts the code.
 */
export async function clickAndDownload(page: Page, button: Locator): Promise<Download> {
  const download = page.waitForEvent('download');
  await button.click();
  // The button's own row: its status line, and its question when it asks one.
  const row = button.locator('xpath=..');
  const allow = row.getByRole('button', {name: /^Download with access to /});
  const saved = row.getByRole('status').filter({hasText: /^Downloaded /});
  const failed = row.getByRole('alert');
  await allow.or(saved).or(failed).first().waitFor();
  if (await failed.isVisible()) throw new Error(`no download: ${await failed.textContent()}`);
  let asked: string[] = [];
  if (await allow.isVisible()) {
    asked = await networkQuestion(page).getByRole('listitem').allTextContents();
    await allow.click();
  }
  const file = await download;
  return {fileName: file.suggestedFilename(), files: await unpack(file), asked};
}

/** The Layers list a preview figure shows, as layerLines (tests/lib/layer-lines.ts) writes it. */
export function shownLayerLines(figure: Locator): Promise<string[]> {
  return figure.locator('details.example-preview__layers').evaluate((details) => {
    const lines: string[] = [];
    const visit = (list: Element, depth: number) => {
      for (const item of Array.from(list.children)) {
        if (item.tagName !== 'LI') continue;
        const own = Array.from(item.childNodes)
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent)
          .join('');
        lines.push(`${'  '.repeat(depth)}${own}`);
        const nested = item.querySelector(':scope > ul');
        if (nested) visit(nested, depth + 1);
      }
    };
    for (const child of Array.from(details.children)) {
      if (child.tagName === 'P') lines.push(child.textContent ?? '');
      else if (child.tagName === 'UL') visit(child, 0);
    }
    return lines;
  });
}

/**
 * What the plugin's check reads back, as Figma would show the stub's document: the stub is the
 * site's model before its corrections (text sized, instances synced, auto layout), which
 * figmaView applies, so the check compares Figma's view with Figma's view. Top-level layers keep
 * the plugin data that marks react-figma's nodes.
 */
function figmaViewOfDocument(figma: ReturnType<typeof createFigma>): {children: FigmaNodeLike[]} {
  const real = figma.root.children as unknown as Array<Record<string, unknown>>;
  const marked = new Set<string>();
  for (const page of real as unknown as Array<{
    children?: Array<{id: string; getPluginData(key: string): string}>;
  }>) {
    for (const node of page.children ?? []) {
      if (node.getPluginData('isReactFigmaNode') === 'true') marked.add(node.id);
    }
  }
  const view = figmaView({pages: real.map((page) => serializeNode(page))}).pages;
  const withData = (node: ExampleNode): FigmaNodeLike => ({
    ...node,
    getPluginData: (key: string) =>
      key === 'isReactFigmaNode' && marked.has(node.id) ? 'true' : '',
    children: node.children?.map(withData),
  });
  return {children: view.map(withData)};
}

/** Options of a run of a downloaded plugin. */
export interface RunDownloadedOptions {
  /** Changes the in-memory Figma before the plugin runs: a model rule changed on purpose. */
  changeFigma?(figma: ReturnType<typeof createFigma>): void;
}

/**
 * Runs a downloaded plugin: code.js against the site's Figma model, ui.html in jsdom, until it
 * settles. Returns the Layers list of what it left, what it showed the reader in Figma, and the
 * report of its check of the picture with the text of the window that shows it.
 */
export async function runDownloadedPlugin(
  files: Record<string, string>,
  {changeFigma}: RunDownloadedOptions = {},
) {
  const figma = completeFigmaStub(createFigma({simulateErrors: true}));
  changeFigma?.(figma);
  const plugin = runPlugin(
    {
      read(file) {
        if (!(file in files)) throw new Error(`the zip has no ${file}`);
        return files[file]!;
      },
    },
    {
      figma,
      captureConsole: true,
      aroundMainMessage(message) {
        if (!isCheckSettled(message)) return;
        const root = figma.root;
        Object.defineProperty(figma, 'root', {
          configurable: true,
          value: figmaViewOfDocument(figma),
        });
        return () =>
          Object.defineProperty(figma, 'root', {configurable: true, writable: true, value: root});
      },
    },
  );
  const window = plugin.openUi();
  await plugin.untilQuiet();
  const pages = (figma.root.children as unknown as Array<Record<string, unknown>>).map((page) =>
    serializeNode(page),
  );
  plugin.close();
  const result = plugin.sent.toUi.find(isCheckResult);
  return {
    layers: layerList(figmaView({pages}).pages),
    notified: plugin.notified,
    logged: plugin.logged,
    uiOptions: plugin.uiOptions(),
    report: result?.report,
    /** The plugin's window as the reader sees it once the check is done. */
    windowText: window.document.querySelector('main')?.textContent ?? '',
    windowVisible: (figma.ui as unknown as {visible: boolean}).visible,
    ui: window,
  };
}

/** How many previewed examples (each with its Run in Figma button) a built page holds. */
export const previewedExamples = (html: string) => html.match(/\sdata-source=/g)?.length ?? 0;

/**
 * Each of the page's `count` previewed examples, downloaded with its Run in Figma button as a
 * reader would (the page's own code makes the zip, in Chromium), unpacked, and run as Figma runs a
 * plugin: code.js against the site's Figma model, ui.html in jsdom, joined by the plugin message
 * bridge. What it leaves in the document must be what the example's preview lists under Layers,
 * with a manifest Figma accepts and no error shown. See src/run-in-figma and
 * src/plugins/run-in-figma.
 */
export async function expectExamplesRunInFigma(page: Page, path: string, count: number) {
  const examples = page.locator('[data-source]');
  await expect(examples).toHaveCount(count);
  const problems: string[] = [];
  for (let index = 0; index < count; index++) {
    const example = examples.nth(index);
    const where = `${path} example ${index + 1}`;
    const button = example.getByRole('button', {name: /^Run in Figma/});
    const {fileName, files, asked} = await clickAndDownload(page, button);

    expect(fileName, where).toMatch(/^react-figma-[a-z0-9-]+-example-\d+\.zip$/);
    expect(Object.keys(files).sort(), where).toEqual(pluginZipFiles);
    const manifest = JSON.parse(files['manifest.json']!) as FigmaPluginManifest;
    expect(manifestProblems(manifest), where).toEqual([]);
    // Network access only with the reader's leave, given for exactly what the manifest allows.
    expect(asked, `${where}: the addresses the page asked about`).toEqual(
      reachableOrigins(manifest),
    );
    expect(manifest).toMatchObject({main: 'code.js', ui: 'ui.html', editorType: ['figma']});
    expect(manifest.documentAccess, where).toBeUndefined();
    expect(evaluatesStrings(files['code.js']!), where).toEqual([]);

    const ran = await runDownloadedPlugin(files);
    expect(ran.uiOptions, where).toEqual({visible: false, themeColors: true});
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
    // The plugin's own check of the picture: against the site's model as Figma, no differences.
    if (!ran.report) problems.push(`${where}: the plugin's check reported nothing`);
    else if (
      ran.report.differences.length ||
      !/^Figma drew what the site showed/.test(ran.windowText)
    ) {
      problems.push(`${where}: the check found ${JSON.stringify(ran.report.differences)}`);
    }
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
}
