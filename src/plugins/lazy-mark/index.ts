import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {replaceModule} from '../plugin-hooks';

/**
 * The search plugin imports mark.js into every page's main bundle (about 6 kB gzip) to highlight
 * search terms after a reader follows a result, and calls it on every navigation. This swaps
 * that import for LazyMark, which loads mark.js only when there are terms to highlight.
 */
export default function lazyMarkPlugin(): Plugin {
  return {
    name: 'lazy-mark',
    configureWebpack: replaceModule(
      /mark\.js[\\/]dist[\\/]mark\.js$/,
      path.resolve(__dirname, 'LazyMark.ts'),
    ),
  };
}
