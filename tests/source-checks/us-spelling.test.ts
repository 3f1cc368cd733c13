// One spelling throughout the site: US English, as in the API's own `color`. Prose of every
// Markdown/MDX page (code blocks, inline code and URLs excepted) and the site's UI source text
// (components, pages, theme overrides, CSS, config, sidebars, blog authors and tags).
import {describe, expect, it} from 'vitest';
import {listFiles, listMarkdownFiles, readRepoFile} from '../../tools/markdown-sources';
import {britishToUs, scanMarkdown, scanSource, type SpellingHit} from '../lib/us-spelling';

const report = (file: string, hits: SpellingHit[]) =>
  hits.map(({line, word, us}) => `${file}:${line}: "${word}" is British; write "${us}"`);

const markdownFiles = listMarkdownFiles();
const sourceFiles = [
  ...listFiles('src', (name) => /\.(tsx?|jsx?|css)$/.test(name)),
  ...listFiles('blog', (name) => /\.ya?ml$/.test(name)),
  'docusaurus.config.ts',
  'sidebars.ts',
];

describe('the scanner', () => {
  /** Markdown in, the lines the site check would report out. */
  const samples = [
    {
      what: 'finds British words in prose, names the line and suggests the US form',
      markdown: [
        '# Colours and behaviour',
        '',
        'Organise the layers, then analyse them; the grey centre was cancelled.',
      ],
      reported: [
        'sample.md:1: "Colours" is British; write "colors"',
        'sample.md:1: "behaviour" is British; write "behavior"',
        'sample.md:3: "Organise" is British; write "organize"',
        'sample.md:3: "analyse" is British; write "analyze"',
        'sample.md:3: "grey" is British; write "gray"',
        'sample.md:3: "centre" is British; write "center"',
        'sample.md:3: "cancelled" is British; write "canceled"',
      ],
    },
    {
      what: 'leaves code blocks, inline code, link targets, URLs and HTML comments alone',
      markdown: [
        'Set `colour` in [the guide](./colour-guide.md), see https://example.com/colour.',
        '<!-- colour -->',
        '```tsx',
        "const behaviour = 'grey';",
        '```',
        '~~~~',
        'licence',
        '~~~~',
        'One favourite here.',
      ],
      reported: ['sample.md:9: "favourite" is British; write "favorite"'],
    },
  ];
  for (const {what, markdown, reported} of samples) {
    it(what, () => {
      expect(report('sample.md', scanMarkdown(markdown.join('\n')))).toEqual(reported);
    });
  }

  it('checks every word of UI source text', () => {
    expect(scanSource("const label = 'Toggle colour mode'; // aria-labelledby")).toEqual([
      {line: 1, word: 'colour', us: 'color'},
    ]);
  });

  it('does not take US words or other English for British ones', () => {
    for (const word of ['color', 'emphasis', 'promise', 'otherwise', 'labelledby', 'towards'])
      expect(britishToUs.has(word), word).toBe(false);
  });
});

describe('US spelling', () => {
  it('covers the site', () => {
    expect(markdownFiles.length).toBeGreaterThan(30);
    expect(sourceFiles.length).toBeGreaterThan(20);
  });

  it.each(markdownFiles)('%s: prose', (file) => {
    expect(report(file, scanMarkdown(readRepoFile(file)))).toEqual([]);
  });

  it.each(sourceFiles)('%s: UI text', (file) => {
    expect(report(file, scanSource(readRepoFile(file)))).toEqual([]);
  });
});
