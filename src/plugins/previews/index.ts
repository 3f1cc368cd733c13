// Example previews: every code block that renders something is run with react-figma 0.31.0 (in
// child processes, see run-examples.ts) and drawn as Figma would show it (remark.ts). This plugin
// serves the drawings and keeps the bundler's persistent cache honest about them.
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import remarkExamplePreviews, {type RemarkPreviewsOptions} from './remark';
import {modelInputs} from './model-inputs';
import {evidenceDir} from '../../evidence';

type RemarkTransformer = ReturnType<typeof remarkExamplePreviews>;

/** Where the drawings are written: a static directory of the site (see docusaurus.config.ts). */
export const previewsStaticDir = 'node_modules/.cache/example-previews';
const folder = 'previews';

/**
 * The remark plugin for the docs, blog and pages options. Its folders are bound in a closure
 * rather than passed as plugin options: Docusaurus writes the site config, plugin options included, into
 * the client bundle, and these are paths of the build machine.
 */
export function remarkPreviews(siteDir: string, baseUrl: string): () => RemarkTransformer {
  const options: RemarkPreviewsOptions = {
    siteDir,
    outDir: path.join(siteDir, previewsStaticDir, folder),
    urlPath: `${baseUrl}${folder}/`,
  };
  return () => remarkExamplePreviews(options);
}

/** The Figma model and its drawing, which decide what every preview shows. */
const modelDir = path.join(__dirname, '../../figma-preview');

/** A hash of everything that decides a preview besides the Markdown itself. */
function previewsVersion(siteDir: string): string {
  const hash = createHash('sha256');
  for (const dir of [__dirname, modelDir]) {
    for (const file of fs.readdirSync(dir).sort()) {
      if (file.endsWith('.ts') && !file.endsWith('.test.ts'))
        hash.update(fs.readFileSync(path.join(dir, file)));
    }
  }
  hash.update(modelInputs(siteDir).join());
  // Each claim's mark comes from the claim tests' records and the received reports, through the
  // claim-markers plugin (src/evidence): a page changes with them, too.
  for (const dir of [
    evidenceDir,
    path.join(__dirname, '../claim-markers'),
    path.join(__dirname, '../evidence-page'),
  ]) {
    for (const file of fs.readdirSync(dir, {recursive: true, encoding: 'utf8'}).sort()) {
      if (/\.(ts|json)$/.test(file) && !file.endsWith('.test.ts'))
        hash.update(file).update(fs.readFileSync(path.join(dir, file)));
    }
  }
  return hash.digest('hex').slice(0, 12);
}

/** Every preview file name the built pages link to. */
function linkedPreviews(outDir: string): Set<string> {
  const linked = new Set<string>();
  const pattern = new RegExp(`/${folder}/([0-9a-f]{16}\\.(?:svg|json))`, 'g');
  for (const file of fs.readdirSync(outDir, {recursive: true, encoding: 'utf8'})) {
    if (!file.endsWith('.html')) continue;
    for (const match of fs.readFileSync(path.join(outDir, file), 'utf8').matchAll(pattern)) {
      linked.add(match[1]!);
    }
  }
  return linked;
}

export default function previewsPlugin({siteDir}: LoadContext): Plugin {
  const generated = path.join(siteDir, previewsStaticDir, folder);
  // Static directories that do not exist when the build starts are ignored.
  fs.mkdirSync(generated, {recursive: true});
  const version = previewsVersion(siteDir);
  return {
    name: 'example-previews',
    configureWebpack(config) {
      // The persistent cache keeps compiled pages across builds; a page's figure also depends on
      // this plugin's code and the packages it runs, so they are part of the cache's version.
      const experiments = config.experiments as {cache?: {version?: string}} | undefined;
      if (!experiments?.cache) {
        // A persistent cache set up some other way would serve figures of an older model.
        const cache = config.cache as {type?: string} | boolean | undefined;
        if (typeof cache === 'object' && cache.type !== 'memory') {
          throw new Error(
            'src/plugins/previews: the bundler keeps a persistent cache this plugin does not ' +
              'version; teach configureWebpack where the cache version now lives.',
          );
        }
        return {};
      }
      return {
        experiments: {
          cache: {
            ...experiments.cache,
            version: `${experiments.cache.version}-previews-${version}`,
          },
        },
      };
    },
    async postBuild({outDir}) {
      // Drawings of examples that have since changed stay in the generated folder (a running dev
      // server may still show them); the build keeps only those its pages link to.
      const linked = linkedPreviews(outDir);
      for (const dir of [path.join(outDir, folder), generated]) {
        for (const file of fs.readdirSync(dir)) {
          if (!linked.has(file)) fs.rmSync(path.join(dir, file));
        }
      }
    },
  };
}
