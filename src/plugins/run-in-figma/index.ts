// Run in Figma's prebuilt files: bundles, once per build, code.js (main-thread.ts: react-figma's
// main thread) and ui-runtime.js (ui-runtime.ts: React 16, react-figma 0.31.0's UI side and the
// modules the reader's code may import) with the Playground's esbuild set-up, and serves them
// under /run-in-figma/<content hash>/ beside compile-worker.js (compile-worker.ts), the worker in
// which the page compiles the example's code. The page loads them only when a reader presses Run
// in Figma, and joins them with the compiled code into a plugin (src/run-in-figma).
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {compileWorkerFile} from '../../run-in-figma/compile-protocol';
import {runtimeGlobal} from '../../run-in-figma/ui-html';
import {bundleReactFigma, publishVersioned} from '../react-figma-bundle';

/** A static directory of the site (see docusaurus.config.ts). */
export const runInFigmaStaticDir = 'node_modules/.cache/run-in-figma-runtime';
const folder = 'run-in-figma/';

/** What the client reads with usePluginData('run-in-figma-runtime'). */
export interface RunInFigmaRuntime {
  /** The folder holding code.js, ui-runtime.js and compile-worker.js, ending in '/'. */
  url: string;
}

/**
 * Figma runs code.js in its main-thread sandbox, where code built from strings has no place (and
 * a reader's own Figma should not have to allow it): the build fails rather than ship such a file.
 */
export function evaluatesStrings(script: string): string[] {
  return [...script.matchAll(/\beval\s*\(|\bnew\s+Function\s*\(|(?<![.\w$])Function\s*\(/g)].map(
    (match) => script.slice(Math.max(0, match.index - 30), match.index + 30),
  );
}

/**
 * The plugin's two bundles target ES2017, as the docs' tsconfig does: Figma's main-thread sandbox
 * is not a browser, and ui.html runs in whatever Figma desktop embeds. The compile worker runs in
 * the reader's browser, as the Playground's worker does; it only parses the reader's code (its
 * test runs it where evaluating a string throws).
 */
export async function bundleRunInFigma(siteDir: string) {
  const [code, uiRuntime, compileWorker] = await Promise.all([
    bundleReactFigma(siteDir, path.join(__dirname, 'main-thread.ts'), {target: 'es2017'}),
    bundleReactFigma(siteDir, path.join(__dirname, 'ui-runtime.ts'), {
      target: 'es2017',
      globalName: runtimeGlobal,
    }),
    bundleReactFigma(siteDir, path.join(__dirname, 'compile-worker.ts')),
  ]);
  const found = evaluatesStrings(code);
  if (found.length) {
    throw new Error(`run-in-figma: code.js would evaluate strings, near: ${found.join(' | ')}`);
  }
  return {code, uiRuntime, compileWorker};
}

export default async function runInFigmaPlugin({siteDir, baseUrl}: LoadContext): Promise<Plugin> {
  const {code, uiRuntime, compileWorker} = await bundleRunInFigma(siteDir);
  const version = publishVersioned(path.join(siteDir, runInFigmaStaticDir), folder, {
    'code.js': code,
    'ui-runtime.js': uiRuntime,
    [compileWorkerFile]: compileWorker,
  });

  return {
    name: 'run-in-figma-runtime',
    async contentLoaded({actions}) {
      actions.setGlobalData({url: `${baseUrl}${folder}${version}/`} satisfies RunInFigmaRuntime);
    },
  };
}
