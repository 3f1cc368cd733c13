// Makes the zip Run in Figma downloads, in the reader's browser, from static files: fetches the
// prebuilt code.js and ui-runtime.js (src/plugins/run-in-figma), has the example's code compiled
// with the Playground's sucrase set-up in a worker (compile-off-thread.ts), and zips the plugin
// with fflate. Nothing is uploaded, and the reader's code is neither compiled nor run on the
// page. Pages import this module only on a click, so fflate is in no page's first load.
import {strToU8, zipSync} from 'fflate';
import type {ExampleSource} from '../figma-preview/example-contract';
import type {RunInFigmaRuntime} from '../plugins/run-in-figma';
import {compileOffThread} from './compile-off-thread';
import {pluginManifest, type FigmaPluginManifest} from './manifest';
import {pluginReadme} from './readme';
import {uiHtml} from './ui-html';

interface PluginRequest {
  /** The example as the reader sees it now (the Playground's edited code included). */
  source: ExampleSource;
  /** The name in Figma's menu. */
  name: string;
  /** The zip's name without `.zip`, and the start of the development id. */
  fileBase: string;
  /** Where the code came from, for README.txt. */
  origin: string;
  /** The site's docs URL, ending in '/'. */
  docsUrl: string;
}

export interface PluginZip {
  fileName: string;
  manifest: FigmaPluginManifest;
  bytes: Uint8Array;
  /** The files in the zip, as text. */
  files: Record<string, string>;
}

/** The code cannot be compiled: the message says where. */
export class ExampleSyntaxError extends Error {}

const fetched = new Map<string, Promise<string>>();

/** A runtime file, fetched once per page. */
function runtimeFile(runtime: RunInFigmaRuntime, file: string): Promise<string> {
  const url = runtime.url + file;
  let text = fetched.get(url);
  if (!text) {
    text = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${file} could not be loaded (HTTP ${response.status})`);
      return response.text();
    });
    // A failed fetch is tried again on the next click.
    text.catch(() => fetched.delete(url));
    fetched.set(url, text);
  }
  return text;
}

/** A development id: unique, so two downloads never collide when both are imported. */
function developmentId(fileBase: string): string {
  const random = crypto.getRandomValues(new Uint8Array(6));
  return `${fileBase}-${Array.from(random, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

export async function makePluginZip(
  runtime: RunInFigmaRuntime,
  request: PluginRequest,
): Promise<PluginZip> {
  const {source, name, fileBase} = request;
  const [compiled, code, runtimeScript] = await Promise.all([
    compileOffThread(runtime, source),
    runtimeFile(runtime, 'code.js'),
    runtimeFile(runtime, 'ui-runtime.js'),
  ]);
  if (compiled.type === 'syntax-error') {
    const {message, line, column} = compiled;
    throw new ExampleSyntaxError(
      `The code has a syntax error at line ${line}, column ${column}: ${message}`,
    );
  }
  const {module, origins} = compiled;
  const manifest = pluginManifest({name, id: developmentId(fileBase), origins});
  const files: Record<string, string> = {
    'manifest.json': `${JSON.stringify(manifest, null, 2)}\n`,
    'code.js': code,
    'ui.html': uiHtml({
      title: name,
      runtime: runtimeScript,
      module,
      job: source,
      page: request.origin,
    }),
    'README.txt': pluginReadme({manifest, origin: request.origin, docsUrl: request.docsUrl}),
  };
  const bytes = zipSync(
    Object.fromEntries(Object.entries(files).map(([file, text]) => [file, strToU8(text)])),
    {level: 9},
  );
  return {fileName: `${fileBase}.zip`, manifest, bytes, files};
}
