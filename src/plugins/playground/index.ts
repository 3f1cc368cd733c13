// The playground's runtime: bundles worker.ts (react-figma 0.31.0 on React 16, the in-memory Figma,
// sucrase, and the previews' layout and drawing code) with esbuild, apart from the site's own
// bundles, and serves it with the Inter files it measures text with and the sandbox document that
// starts it (frame.ts) under /playground/<content hash>/. Pages load none of it until a reader
// presses Edit.
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {bundleReactFigma, publishVersioned} from '../react-figma-bundle';
import {
  headerPolicy,
  metaPolicy,
  nginxPolicyInclude,
  scriptHash,
  type CspOptions,
} from '../csp/policy';

/** A static directory of the site (see docusaurus.config.ts). */
export const playgroundStaticDir = 'node_modules/.cache/playground-runtime';
const playgroundFolder = 'playground/';
/** The sandbox document's path in build/: it carries a policy of its own (see sandboxPolicy). */
export const sandboxDocument = '^playground/[0-9a-f]{16}/sandbox\\.html$';

/** What the client reads with usePluginData('playground-runtime'). */
export interface PlaygroundRuntime {
  /** The folder holding worker.js, sandbox.html and fonts/, ending in '/'. */
  url: string;
  /** The font files under fonts/: the only ones the page ever fetches for a run. */
  fonts: string[];
}

const bundle = (siteDir: string, entry: string) =>
  bundleReactFigma(siteDir, path.join(__dirname, entry));

/**
 * The sandbox's policy. It runs its own script, lets the reader's code be evaluated, starts
 * workers from blob: URLs only, and allows no request of any kind (default-src 'none'): the
 * worker it starts inherits all of it. As a header (nginx) it also names who may frame it and
 * sandboxes the document itself, even when it is opened on its own.
 */
function sandboxPolicy(script: string): CspOptions {
  return {
    directives: {
      'default-src': ["'none'"],
      'script-src': [scriptHash(script), "'unsafe-eval'"],
      'worker-src': ['blob:'],
      'base-uri': ["'none'"],
      'form-action': ["'none'"],
      'frame-ancestors': ["'self'"],
      sandbox: ['allow-scripts'],
    },
  };
}

function sandboxHtml(script: string): string {
  const policy = metaPolicy(sandboxPolicy(script), []);
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${policy.replaceAll('"', '&quot;')}">`,
    '<title>react-figma example runner</title></head>',
    `<body><script>${script}</script></body></html>`,
    '',
  ].join('\n');
}

/** The nginx include with the sandbox's policy as a header (deploy/nginx.conf reads it). */
const sandboxNginxInclude = 'playground-sandbox.conf';

export default async function playgroundPlugin({siteDir, baseUrl}: LoadContext): Promise<Plugin> {
  const [worker, frame] = await Promise.all([
    bundle(siteDir, 'worker.ts'),
    bundle(siteDir, 'frame.ts'),
  ]);
  const sandbox = sandboxHtml(frame);
  const fontDir = path.join(
    path.dirname(require.resolve('@fontsource/inter/package.json')),
    'files',
  );
  const fonts = fs.readdirSync(fontDir).filter((file) => /^inter-latin-\d+-\w+\.woff2$/.test(file));
  // Only the current runtime is kept: pages of this build name no other.
  const root = path.join(siteDir, playgroundStaticDir);
  const version = publishVersioned(root, playgroundFolder, {
    'worker.js': worker,
    'sandbox.html': sandbox,
    ...Object.fromEntries(
      fonts.map((file) => [`fonts/${file}`, fs.readFileSync(path.join(fontDir, file))]),
    ),
  });
  fs.writeFileSync(
    path.join(root, sandboxNginxInclude),
    nginxPolicyInclude(
      headerPolicy(sandboxPolicy(frame), []),
      "src/plugins/playground: the playground sandbox's policy",
    ),
  );

  return {
    name: 'playground-runtime',
    async contentLoaded({actions}) {
      actions.setGlobalData({
        url: `${baseUrl}${playgroundFolder}${version}/`,
        fonts,
      } satisfies PlaygroundRuntime);
    },
  };
}
