// One esbuild set-up for every browser bundle that runs react-figma 0.31.0, apart from the site's
// own bundles: the Playground's worker (src/plugins/playground) and the plugin files Run in Figma
// downloads (src/plugins/run-in-figma). Each runs React 16, never the site's React 19.
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {build, type BuildOptions} from 'esbuild';

/**
 * Bundles `entry` (an absolute path) into one minified IIFE and returns its text. `options` add to
 * or override the shared ones (a target, a global name).
 */
export async function bundleReactFigma(
  siteDir: string,
  entry: string,
  options: BuildOptions = {},
): Promise<string> {
  const result = await build({
    entryPoints: [entry],
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
      'react-devtools-core': path.join(__dirname, '../../figma-preview/devtools-stub.ts'),
    },
    define: {
      'process.env.NODE_ENV': '"production"',
      // react-figma reads its build-time switches from process.env: all off, as in the docs.
      'process.env.REACT_FIGMA_EXPERIMENTAL': '""',
      'process.env.REACT_FIGMA_STYLE_INHERITANCE_ENABLED': '""',
      'process.env.REACT_FIGMA_WEB_DEFAULTS_ENABLED': '""',
    },
    ...options,
  });
  return result.outputFiles![0]!.text.trim();
}

/**
 * Publishes a runtime's files (name to content) under `root/folder/<hash of them all>/`, and
 * returns that folder's name. Only this version is kept: pages of this build name no other, and
 * a content hash lets the files be cached for good.
 */
export function publishVersioned(
  root: string,
  folder: string,
  files: Record<string, string | Buffer>,
): string {
  const names = Object.keys(files).sort();
  const hash = createHash('sha256');
  for (const name of names) hash.update(name).update(files[name]!);
  const version = hash.digest('hex').slice(0, 16);
  fs.rmSync(root, {recursive: true, force: true});
  for (const name of names) {
    const file = path.join(root, folder, version, name);
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, files[name]!);
  }
  return version;
}
