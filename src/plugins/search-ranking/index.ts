import path from 'node:path';
import {Joi} from '@docusaurus/utils-validation';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {validateWith} from '../plugin-hooks';
import {documentTypes, type RankingOptions} from './rank';
import {installIdentifierTokenizer} from './terms';

export type SearchRankingOptions = RankingOptions;

/** The search plugin's worker, which this plugin's worker.ts replaces. */
const pluginWorker =
  /@easyops-cn[\\/]docusaurus-search-local[\\/]dist[\\/]client[\\/]client[\\/]theme[\\/]worker\.js$/;

/**
 * What the offline search (@easyops-cn/docusaurus-search-local) finds, and in what order. Its index
 * also holds the words inside code identifiers (terms.ts: `figma.closePlugin()` → `closePlugin`,
 * `close`, `plugin`), and its worker ranks results by page (worker.ts, rank.ts), with the
 * weights given here. The plugin's search bar, search page and index file stay as they are.
 */
export default function searchRankingPlugin(
  _context: LoadContext,
  options: SearchRankingOptions,
): Plugin {
  installIdentifierTokenizer();
  return {
    name: 'search-ranking',
    configureWebpack(_config, isServer, {currentBundler}) {
      // Only the browser bundle creates the search worker.
      if (isServer) return {};
      const {NormalModuleReplacementPlugin, DefinePlugin} = currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(pluginWorker, path.resolve(__dirname, 'worker.ts')),
          new DefinePlugin({SEARCH_RANKING_OPTIONS: JSON.stringify(options)}),
        ],
      };
    },
  };
}

const weight = Joi.number().min(0).required();
const optionsSchema = Joi.object<SearchRankingOptions>({
  typeWeights: Joi.object(
    Object.fromEntries(documentTypes.map((type) => [type, weight])),
  ).required(),
  sectionWeights: Joi.object().pattern(Joi.string(), weight).required(),
  moreHitsWeight: weight,
  phraseWeight: weight,
  coverageExponent: weight,
  stopWordWeight: weight,
  looseMatchWeight: weight,
  identifierWeight: weight,
  identifierWordsWeight: weight,
  groupingHeadingWeight: weight,
  lengthNormalization: Joi.number().min(0).max(1).required(),
  termFrequencySaturation: weight,
  hitsPerPage: Joi.number().integer().min(1).required(),
});

export const validateOptions = validateWith(optionsSchema);
