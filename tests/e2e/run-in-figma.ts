// What the Run in Figma checks share: the download a click gives, unpacked, and the plugin in it
// run as Figma runs it (tests/lib/plugin-bridge.ts) against the site's Figma model, reduced to
// the Layers list a preview shows.
import type {Locator, Page} from '@playwright/test';
import {createFigma} from 'figma-api-stub';
import {strFromU8, unzipSync} from 'fflate';
import {completeFigmaStub} from '../../src/figma-preview/figma-stub';
import {serializeNode} from '../../src/figma-preview/node-tree';
import {figmaView, layerList} from '../../src/figma-preview/preview';
import {runPlugin} from '../lib/plugin-bridge';

export interface Download {
  fileName: string;
  /** The zip's files, as text. */
  files: Record<string, string>;
}

/** The files of every plugin zip, sorted (src/run-in-figma/make-plugin.ts writes them). */
export const pluginZipFiles = ['README.txt', 'code.js', 'manifest.json', 'ui.html'];

/** Clicks a Run in Figma button and unpacks what the browser downloads. */
export async function clickAndDownload(page: Page, button: Locator): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  const files = Object.fromEntries(
    Object.entries(unzipSync(new Uint8Array(bytes))).map(([name, data]) => [name, strFromU8(data)]),
  );
  return {fileName: download.suggestedFilename(), files};
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
 * Runs a downloaded plugin: code.js against the site's Figma model, ui.html in jsdom, until it
 * settles. Returns the Layers list of what it left, and what it showed the reader in Figma.
 */
export async function runDownloadedPlugin(files: Record<string, string>) {
  const figma = completeFigmaStub(createFigma({simulateErrors: true}));
  const plugin = runPlugin(
    {
      read(file) {
        if (!(file in files)) throw new Error(`the zip has no ${file}`);
        return files[file]!;
      },
    },
    {figma, captureConsole: true},
  );
  plugin.openUi();
  await plugin.settled();
  const pages = (figma.root.children as unknown as Array<Record<string, unknown>>).map((page) =>
    serializeNode(page),
  );
  plugin.close();
  return {
    layers: layerList(figmaView({pages}).pages),
    notified: plugin.notified,
    logged: plugin.logged,
    uiOptions: plugin.uiOptions(),
  };
}
