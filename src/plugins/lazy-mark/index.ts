import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * The search plugin imports mark.js into every page's main bundle (about 6 kB gzip) to highlight
 * search terms after a reader follows a result, and calls it on every navigation. This swaps
 * that import for LazyMark, which loads mark.js only when there are terms to highlight.
 */
export default function lazyMarkPlugin(): Plugin {
  return {
    name: 'lazy-mark',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /mark\.js[\\/]dist[\\/]mark\.js$/,
            path.resolve(__dirname, 'LazyMark.ts'),
          ),
        ],
      };
    },
  };
}
