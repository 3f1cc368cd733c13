// First-load byte budgets (budgets.json) and lazy loading of the search engine, Mermaid and the
// playground,
// computed from the production build: build/ plus the build's manifests in .docusaurus/.
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {describe, expect, it} from 'vitest';
import budgets from '../../budgets.json';
import {firstLoad, firstLoadFiles, loadBuild, total} from '../../scripts/first-load.mjs';

const siteDir = resolve(__dirname, '../..');
const build = loadBuild(siteDir);

/** Every page the build emitted, as a URL path. */
function builtPages(dir = build.buildDir, prefix = ''): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    if (entry.isDirectory()) {
      return entry.name === 'assets'
        ? []
        : builtPages(join(dir, entry.name), `${prefix}/${entry.name}`);
    }
    return entry.name === 'index.html' ? [prefix || '/'] : [];
  });
}

const jsFiles = readdirSync(join(build.buildDir, 'assets/js')).map((name) => `/assets/js/${name}`);
/** Built JS files whose code contains `marker`: how a lazily loaded library is recognised. */
const filesContaining = (marker: string) =>
  jsFiles.filter((file) => readFileSync(join(build.buildDir, file), 'utf8').includes(marker));
const pages = builtPages();
const filesOf = (path: string) => firstLoadFiles(build, path).map((asset) => asset.file);

describe('first-load bytes (budgets.json)', () => {
  it('the first-load set holds the entry scripts, the stylesheet and the route chunks', () => {
    const files = filesOf('/docs/installation');
    expect(files).toContain('/docs/installation/index.html');
    expect(files.some((f) => /\/runtime~main\.[\w]+\.js$/.test(f))).toBe(true);
    expect(files.some((f) => /\/main\.[\w]+\.js$/.test(f))).toBe(true);
    expect(files.some((f) => f.endsWith('.css'))).toBe(true);
    // The doc's own content chunk differs from another doc's: route chunks are included.
    const other = filesOf('/docs/api/view');
    expect(files.filter((f) => !other.includes(f)).length).toBeGreaterThan(1);
  });

  for (const [path, budget] of Object.entries(budgets.firstLoadJsCssGzip)) {
    it(`${path}: first-load JS+CSS is at most ${budget} bytes gzip`, () => {
      const assets = firstLoad(build, path);
      const bytes = total(assets, ['js', 'css']);
      const breakdown = assets.map((a) => `${a.file} ${a.gzip}`).join('\n');
      expect(bytes, `first-load JS+CSS gzip of ${path}:\n${breakdown}`).toBeLessThanOrEqual(budget);
    });
  }
});

describe('lazy loading', () => {
  it('no page loads the search index or the search engine up front', () => {
    const indexFiles = readdirSync(build.buildDir).filter((f) => /^search-index.*\.json$/.test(f));
    expect(indexFiles, 'the search plugin emits its index').not.toEqual([]);
    // lunr's pipeline warning: present in the search worker, absent from everything else.
    const engine = filesContaining('Function is not registered with pipeline');
    expect(engine, 'the search engine is a separate chunk').not.toEqual([]);
    for (const page of pages) {
      const html = readFileSync(join(build.buildDir, page, 'index.html'), 'utf8');
      expect(html, `${page} references no search index`).not.toMatch(/search-index[^"' ]*\.json/);
      const eager = filesOf(page).filter((f) => engine.includes(f));
      expect(eager, `${page} loads the search engine up front`).toEqual([]);
    }
  });

  it('no page loads mark.js (search-term highlighting) up front', () => {
    // A warning string of mark.js itself; src/plugins/lazy-mark loads it on first use.
    const markJs = filesContaining('markRanges() will only accept an array of objects');
    expect(markJs, 'mark.js is bundled as its own chunk').not.toEqual([]);
    for (const page of pages) {
      const eager = filesOf(page).filter((f) => markJs.includes(f));
      expect(eager, `${page} loads mark.js up front`).toEqual([]);
    }
  });

  const mermaidConfigured = readFileSync(join(siteDir, 'docusaurus.config.ts'), 'utf8').includes(
    '@docusaurus/theme-mermaid',
  );
  it.runIf(mermaidConfigured)('no page loads Mermaid up front', () => {
    // An error message from Mermaid's diagram detector; the theme's small wrapper has no such text.
    const mermaid = filesContaining('No diagram type detected matching given configuration');
    expect(mermaid, 'Mermaid is bundled as its own chunks').not.toEqual([]);
    for (const page of pages) {
      const eager = filesOf(page).filter((f) => mermaid.includes(f));
      expect(eager, `${page} loads Mermaid up front`).toEqual([]);
    }
  });

  it('no page loads the playground (code editor, runner) up front, the Playground page included', () => {
    // CodeMirror's own class name; src/components/ExamplePreview loads the editor on Edit.
    const editor = filesContaining('cm-scroller');
    expect(editor, 'the editor is bundled as its own chunk').not.toEqual([]);
    expect(pages).toContain('/playground');
    for (const page of pages) {
      const eager = filesOf(page).filter((f) => editor.includes(f));
      expect(eager, `${page} loads the editor up front`).toEqual([]);
    }
    // react-figma's layout engine (Yoga's asm.js binding) never enters the site's bundles: it
    // runs in the playground's worker, bundled apart.
    expect(filesContaining('_nbind'), 'Yoga in a site bundle').toEqual([]);
  });

  it('the build has pages to check', () => {
    expect(pages).toEqual(expect.arrayContaining(['/', '/blog', '/docs/installation']));
    expect(existsSync(join(build.buildDir, '404.html'))).toBe(true);
  });
});
