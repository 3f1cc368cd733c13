// Prism as the build highlights with it: prism-react-renderer's Prism with exactly the languages
// of themeConfig.prism.additionalLanguages, loaded the way @theme/prism-include-languages did.
import {createRequire} from 'node:module';
import {Prism, normalizeTokens} from 'prism-react-renderer';
import type {Token} from 'prism-react-renderer';

const require = createRequire(__filename);
let loaded: string | undefined;

/** Prism with only `languages` (prism-react-renderer's bundled ones are removed first). */
export function prismWith(languages: readonly string[]): typeof Prism {
  const key = languages.join(',');
  if (loaded === key) return Prism;
  for (const [lang, grammar] of Object.entries(Prism.languages)) {
    if (typeof grammar !== 'function') delete Prism.languages[lang];
  }
  const global = globalThis as {Prism?: unknown};
  global.Prism = Prism;
  try {
    for (const lang of languages) {
      if (lang === 'php') require('prismjs/components/prism-markup-templating.js');
      // prismjs components register once per process: load them again into the emptied Prism.
      const file = require.resolve(`prismjs/components/prism-${lang}`);
      delete require.cache[file];
      require(file);
    }
  } finally {
    delete global.Prism;
  }
  loaded = key;
  return Prism;
}

/** The lines of `code` in `language`, tokenized as prism-react-renderer's Highlight does. */
export function tokenize(prism: typeof Prism, code: string, language: string): Token[][] | null {
  const grammar = prism.languages[language.toLowerCase()];
  if (!grammar) return null;
  const env = {code, grammar, language, tokens: [] as (string | Prism.Token)[]};
  prism.hooks.run('before-tokenize', env);
  env.tokens = prism.tokenize(code, grammar);
  prism.hooks.run('after-tokenize', env);
  return normalizeTokens(env.tokens);
}
