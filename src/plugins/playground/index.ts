// The playground's runtime: bundles worker.ts (react-figma 0.31.0 on React 16, the in-memory Figma,
// sucrase, and the previews' layout and drawing code) with esbuild, apart from the site's own
// bundles, and serves it with the Inter files it measures text with under
// /playground/<content hash>/. Pages load none of it until a reader presses Edit.
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {build} from 'esbuild';

/** A static directory of the site (see docusaurus.config.ts). */
export const playgroundStaticDir = 'node_modules/.cache/playground-runtime';
const folder = 'playground';

/** What the client reads with usePluginData('playground-runtime'). */
export interface PlaygroundRuntime {
  /** The folder holding worker.js and fonts/, ending in '/'. */
  url: string;
}

async function bundleWorker(siteDir: string): Promise<string> {
  const result = await build({
    entryPoints: [path.join(__dirname, 'worker.ts')],
    bundle: true,
    platform: 'browser',
    format: 'iife',
    target: 'es2022',
    minify: true,
    write: false,
    logLevel: 'silent',
    absWorkingDir: siteDir,
    // yoga-layout-prebuilt assigns an undeclared global (`_a`), which strict mode forbids; the
    // site's tsconfig would make the whole bundle strict.
    tsconfigRaw: {compilerOptions: {alwaysStrict: false}},
    // react-figma's reconciler needs React 16; the site itself runs React 19.
    alias: {
      react: 'react-16',
      'react-devtools-core': path.join(__dirname, 'devtools-stub.ts'),
    },
    define: {
      'process.env.NODE_ENV': '"production"',
      // react-figma reads its build-time switches from process.env: all off, as in the docs.
      'process.env.REACT_FIGMA_EXPERIMENTAL': '""',
      'process.env.REACT_FIGMA_STYLE_INHERITANCE_ENABLED': '""',
      'process.env.REACT_FIGMA_WEB_DEFAULTS_ENABLED': '""',
    },
  });
  return result.outputFiles[0]!.text;
}

export default async function playgroundPlugin({siteDir, baseUrl}: LoadContext): Promise<Plugin> {
  const worker = await bundleWorker(siteDir);
  const fontDir = path.join(
    path.dirname(require.resolve('@fontsource/inter/package.json')),
    'files',
  );
  const fonts = fs.readdirSync(fontDir).filter((file) => /^inter-latin-\d+-\w+\.woff2$/.test(file));
  const hash = createHash('sha256').update(worker);
  for (const file of fonts) hash.update(fs.readFileSync(path.join(fontDir, file)));
  const version = hash.digest('hex').slice(0, 16);

  // Only the current runtime is kept: pages of this build name no other.
  const root = path.join(siteDir, playgroundStaticDir, folder);
  fs.rmSync(root, {recursive: true, force: true});
  const dir = path.join(root, version);
  fs.mkdirSync(path.join(dir, 'fonts'), {recursive: true});
  fs.writeFileSync(path.join(dir, 'worker.js'), worker);
  for (const file of fonts)
    fs.copyFileSync(path.join(fontDir, file), path.join(dir, 'fonts', file));

  return {
    name: 'playground-runtime',
    async contentLoaded({actions}) {
      actions.setGlobalData({url: `${baseUrl}${folder}/${version}/`} satisfies PlaygroundRuntime);
    },
  };
}
