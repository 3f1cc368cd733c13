import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export {remarkBuildTimeHighlight} from './remark';

/**
 * Code is highlighted during the build (remark.ts), so the site's bundles need no Prism (what
 * that saves each page is in BENCHMARK.md, "What each lever saved"): prism-react-renderer resolves to Highlight.tsx, which renders the
 * build's tokens, and the theme's client module that loaded Prism's grammars is emptied.
 */
export default function buildTimeHighlightPlugin(): Plugin {
  return {
    name: 'build-time-highlight',
    configureWebpack() {
      return {
        resolve: {alias: {'prism-react-renderer$': path.resolve(__dirname, 'Highlight.tsx')}},
        module: {
          rules: [
            {
              test: /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/,
              use: [{loader: path.resolve(__dirname, 'empty-module-loader.cjs')}],
            },
          ],
        },
      };
    },
  };
}
