import {describe, expect, it, vi} from 'vitest';
import {pluginZipFiles, unzipText} from '../../tests/lib/plugin-zip';
import {selfRendering, type ExampleSource} from '../figma-preview/example-contract';
import {stubCompileWorker} from './compile-worker-stub';
import {ExampleSyntaxError, makePluginZip} from './make-plugin';
import {manifestProblems} from './manifest';

const runtime = {url: '/run-in-figma/0123456789abcdef/'};
const served: Record<string, string> = {
  '/run-in-figma/0123456789abcdef/code.js': 'figma.showUI(__html__, {visible: false});',
  '/run-in-figma/0123456789abcdef/ui-runtime.js': 'var reactFigmaDocs = {};',
};

/** The site's static files, as the browser fetches them; counts what was fetched. */
function serve() {
  stubCompileWorker();
  const fetched: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    fetched.push(url);
    return url in served ? new Response(served[url]) : new Response('', {status: 404});
  });
  return fetched;
}

const source: ExampleSource = {
  lang: 'tsx',
  ...selfRendering,
  code: `import {Image, Page, render} from 'react-figma';
render(<Page isCurrent><Image source="https://picsum.photos/64" style={{width: 64, height: 64}} /></Page>);`,
};
const request = {
  source,
  name: 'react-figma: Image, example 1',
  fileBase: 'react-figma-image-example-1',
  origin: 'example 1 of "Image", https://react-figma.dev/docs/api/image',
  docsUrl: 'https://react-figma.dev/docs/',
};

describe('makePluginZip', () => {
  it('zips the four files of a plugin that draws the example', async () => {
    serve();
    const zip = await makePluginZip(runtime, request);
    expect(zip.fileName).toBe('react-figma-image-example-1.zip');
    const files = unzipText(zip.bytes);
    expect(files).toEqual(zip.files);
    expect(Object.keys(files).sort()).toEqual(pluginZipFiles);
    expect(files['code.js']).toBe(served['/run-in-figma/0123456789abcdef/code.js']);
    expect(files['ui.html']).toContain('var reactFigmaDocs = {};');
    expect(files['ui.html']).toContain('reactFigmaDocs.runExample({"mode":"render"');
    expect(files['ui.html']).toContain('"https://picsum.photos/64"');

    const manifest = JSON.parse(files['manifest.json']!);
    expect(manifestProblems(manifest)).toEqual([]);
    expect(manifest.name).toBe('react-figma: Image, example 1');
    expect(manifest.id).toMatch(/^react-figma-image-example-1-[0-9a-f]{12}$/);
    expect(manifest.networkAccess.allowedDomains).toEqual(['https://picsum.photos']);
    expect(zip.manifest).toEqual(manifest);
    expect(files['README.txt']).toContain('Plugins > Development > react-figma: Image, example 1');
    expect(files['README.txt']).toContain('https://picsum.photos');
  });

  it('gives every download its own development id, and fetches the runtime once', async () => {
    const fetched = serve();
    const first = await makePluginZip(runtime, request);
    const second = await makePluginZip(runtime, request);
    const id = (files: Record<string, string>) => JSON.parse(files['manifest.json']!).id;
    expect(id(first.files)).not.toBe(id(second.files));
    expect(fetched.filter((url) => url.endsWith('code.js')).length).toBeLessThanOrEqual(1);
  });

  it('says where a syntax error is', async () => {
    serve();
    const broken = {...request, source: {...source, code: 'render(<Page>'}};
    await expect(makePluginZip(runtime, broken)).rejects.toThrow(ExampleSyntaxError);
    await expect(makePluginZip(runtime, broken)).rejects.toThrow(/syntax error at line 1, column/);
  });

  it('says which file could not be loaded', async () => {
    serve();
    await expect(makePluginZip({url: '/run-in-figma/ffffffffffffffff/'}, request)).rejects.toThrow(
      'code.js could not be loaded (HTTP 404)',
    );
  });
});
