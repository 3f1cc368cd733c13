// Every fenced code block's language in docs/ and blog/ is highlighted: the build highlights with
// the languages of prism.additionalLanguages only (src/plugins/build-time-highlight).
import {prismWith} from '../../src/plugins/build-time-highlight/prism';
import {describe, expect, it} from 'vitest';
import config from '../../docusaurus.config';
import {extractCodeBlocks, listMarkdownFiles, readRepoFile} from '../../tools/markdown-sources';

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
    // The build highlights with exactly these languages.
    const Prism = prismWith(prism.additionalLanguages ?? []);
    const unhighlighted = fences
      .filter(({lang}) => !notHighlighted.has(lang) && !Prism.languages[lang])
      .map(({file, line, lang}) => `${file}:${line} \`\`\`${lang}`);
    expect(unhighlighted, 'add these to prism.additionalLanguages').toEqual([]);
  });
});
