import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Keeps prism-react-renderer's bundled languages and themes out of the client and server
 * bundles (about 20 kB gzip of every page's main script). Languages then come only from
 * themeConfig.prism.additionalLanguages, which must list every language the site highlights.
 */
export default function prismTrimPlugin(): Plugin {
  return {
    name: 'prism-trim',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: /prism-react-renderer[\\/]dist[\\/]index\.m?js$/,
              use: [{loader: path.resolve(__dirname, 'loader.cjs')}],
            },
          ],
        },
      };
    },
  };
}
