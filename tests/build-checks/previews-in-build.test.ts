// The example previews in the production build: one per runnable docs example, every picture and
// source a static file that exists, none inlined into scripts, none in the search index or
// llms.txt.
import {existsSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {planExamples} from '../../src/plugins/previews/run-examples';
import {buildDir} from '../../tools/site-files.mjs';
import {builtHtmlFiles, readBuilt as read, searchIndexFile} from '../lib/built-site';
import {collectCodeBlocks} from '../../tools/markdown-sources';

const htmlFiles = builtHtmlFiles();
const figures = (html: string) => html.match(/<figure class="?example-preview[ ">]/g)?.length ?? 0;

describe('example previews in the build', () => {
  it('every runnable docs example has its preview, and none failed', () => {
    const planned = planExamples(
      collectCodeBlocks().compiled.filter(({file}) => file.startsWith('docs/')),
    ).run.length;
    const docsPages = htmlFiles.filter((file) => file.startsWith('docs/'));
    const shown = docsPages.reduce((sum, file) => sum + figures(read(file)), 0);
    expect(planned).toBeGreaterThan(30);
    expect(shown).toBe(planned);
    for (const file of htmlFiles) expect(read(file), file).not.toContain('example-preview--failed');
  });

  it('the home page shows its sample preview', () => {
    expect(figures(read('index.html'))).toBe(1);
  });

  it('the build holds exactly the pictures and sources its pages link to', () => {
    const linked = (pattern: RegExp) =>
      new Set(htmlFiles.flatMap((file) => [...read(file).matchAll(pattern)].map((m) => m[1]!)));
    const pictures = linked(/<img [^>]*src=(?:"|)(\/previews\/[0-9a-f]{16}\.svg)/g);
    // Each runnable example's source, which its Edit button loads.
    const sources = linked(/data-source=(?:"|)(\/previews\/[0-9a-f]{16}\.json)/g);
    expect(pictures.size).toBeGreaterThan(60);
    expect(sources.size).toBeGreaterThan(30);
    for (const file of [...pictures, ...sources]) {
      expect(existsSync(join(buildDir, file)), file).toBe(true);
    }
    // And nothing else: drawings of examples that have since changed are not shipped.
    expect(
      readdirSync(join(buildDir, 'previews'))
        // (not the .br/.gz copies `npm run build:nginx` adds)
        .filter((file) => /\.(svg|json)$/.test(file))
        .map((file) => `/previews/${file}`)
        .sort(),
    ).toEqual([...pictures, ...sources].sort());
  });

  it('no drawing is inlined into a script', () => {
    const scripts = readdirSync(buildDir, {recursive: true, encoding: 'utf8'}).filter((name) =>
      name.endsWith('.js'),
    );
    expect(scripts.length).toBeGreaterThan(10);
    for (const file of scripts) {
      expect(read(file), file).not.toContain('<title>Figma canvas:');
    }
  });

  it('search and llms.txt leave previews out: they picture code, they are not prose', () => {
    for (const file of [searchIndexFile(), 'llms.txt']) {
      expect(read(file).includes('Rendered by react-figma 0.31.0'), file).toBe(false);
      expect(/ · (Frame|Text|Rectangle), \d+ × \d+/.test(read(file)), file).toBe(false);
    }
  });
});
