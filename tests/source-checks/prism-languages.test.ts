// Every fenced code block's language in docs/ and blog/ is highlighted: built into
// prism-react-renderer or loaded through prism.additionalLanguages, as the theme loads them.
import {createRequire} from 'node:module';
import {Prism} from 'prism-react-renderer';
import {describe, expect, it} from 'vitest';
import config from '../../docusaurus.config';
import {extractCodeBlocks, listMarkdownFiles, readRepoFile} from '../lib/markdown-sources';

const require = createRequire(import.meta.url);
const {prism} = config.themeConfig;
const mermaidEnabled = 'mermaid' in config.markdown && config.markdown.mermaid === true;

/** Languages shown as plain text on purpose, or drawn by another renderer. */
const notHighlighted = new Set([
  'text',
  'txt',
  'plain',
  'plaintext',
  ...(mermaidEnabled ? ['mermaid'] : []),
]);

// src/plugins/prism-trim strips prism-react-renderer's bundled languages from the site's
// bundles, so start from a bare Prism: additionalLanguages alone is what readers get.
for (const [lang, grammar] of Object.entries(Prism.languages)) {
  if (typeof grammar !== 'function') delete Prism.languages[lang];
}

/** Loads additionalLanguages into prism-react-renderer's Prism, like @theme/prism-include-languages. */
function loadAdditionalLanguages() {
  const global = globalThis as {Prism?: unknown};
  global.Prism = Prism;
  try {
    for (const lang of prism.additionalLanguages ?? []) {
      if (lang === 'php') require('prismjs/components/prism-markup-templating.js');
      require(`prismjs/components/prism-${lang}`);
    }
  } finally {
    delete global.Prism;
  }
}

const fences = listMarkdownFiles(['docs', 'blog'])
  .flatMap((file) => extractCodeBlocks(file, readRepoFile(file)))
  .filter((block) => block.lang !== '');

describe('syntax highlighting', () => {
  it('has a light and a dark Prism theme', () => {
    expect(prism.theme).toBeTruthy();
    expect(prism.darkTheme).toBeTruthy();
    expect(prism.darkTheme).not.toBe(prism.theme);
  });

  it('lists each additional language once', () => {
    const languages = prism.additionalLanguages ?? [];
    expect(languages).toEqual([...new Set(languages)]);
  });

  it('highlights every fence language used in docs/ and blog/', () => {
    expect(fences.length, 'the docs have code blocks').toBeGreaterThan(0);
    loadAdditionalLanguages();
    const unhighlighted = fences
      .filter(({lang}) => !notHighlighted.has(lang) && !Prism.languages[lang])
      .map(({file, line, lang}) => `${file}:${line} \`\`\`${lang}`);
    expect(unhighlighted, 'add these to prism.additionalLanguages').toEqual([]);
  });
});
