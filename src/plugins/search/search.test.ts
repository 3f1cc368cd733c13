// The search's terms and order (src/plugins/search): identifier words, and rank() on a small
// site whose index is built as the worker builds it (one index per kind of document: titles,
// headings, descriptions, keywords, section texts).
import {Joi} from '@docusaurus/utils-validation';
import {describe, expect, it} from 'vitest';
import config from '../../../docusaurus.config';
import {validateOptions, type SearchOptions} from '.';
import {identifierParts} from './identifiers';
import {loadIndexes} from './load';
import {rank, type LoadedIndex, type SearchDocument} from './rank';

/** A page: its breadcrumb, title, and sections (a heading and its text). */
interface Page {
  url: string;
  breadcrumb: string[];
  title: string;
  sections: [heading: string, text: string][];
}

/** The index of these pages, as the worker builds it from the index file. */
function siteIndex(pages: Page[]): LoadedIndex[] {
  let id = 0;
  const kinds: SearchDocument[][] = [[], [], [], [], []];
  for (const page of pages) {
    const p = ++id;
    kinds[0]!.push({i: p, t: page.title, u: page.url, b: page.breadcrumb});
    for (const [heading, text] of page.sections) {
      const h = `#${heading.toLowerCase().replace(/\W+/g, '-')}`;
      kinds[1]!.push({i: ++id, t: heading, u: page.url, h, p});
      kinds[4]!.push({i: ++id, t: text, s: heading, u: page.url, h, p});
    }
  }
  return loadIndexes(JSON.parse(JSON.stringify(kinds.map((documents) => ({documents})))));
}

/** The site's own weights (docusaurus.config.ts): these pages rank as the site would rank them. */
const siteOptions = config.plugins.flatMap((plugin) =>
  Array.isArray(plugin) && plugin[0] === './src/plugins/search/index.ts'
    ? [plugin[1] as SearchOptions]
    : [],
)[0]!;
const options = siteOptions.ranking;

const props =
  'Prop Type Default Description layoutMode NONE HORIZONTAL VERTICAL itemSpacing number';
const site = siteIndex([
  {
    url: '/docs/styling',
    breadcrumb: ['Docs', 'Guides'],
    title: 'Styling',
    sections: [
      ['Figma auto layout', "Figma's own auto layout is set with props, such as layoutMode."],
      ['Text', 'Text takes color, fontSize and fontWeight.'],
    ],
  },
  {
    url: '/docs/api/component',
    breadcrumb: ['Docs', 'API reference'],
    title: 'Component',
    sections: [
      ['Auto layout', props],
      ['Auto layout', props],
      ['Auto layout', props],
      ['Pitfalls', 'Place the Component before its instances.'],
    ],
  },
  {
    url: '/docs/troubleshooting',
    breadcrumb: ['Docs', 'Support'],
    title: 'Troubleshooting and FAQ',
    sections: [
      ['Running the plugin', ''],
      [
        'How do I close the plugin when its work is done?',
        'Call figma.closePlugin() in the main thread; figma.ui.on receives the message.',
      ],
      ['Text stays on one line', 'Give the Text a width.'],
    ],
  },
  {
    url: '/docs/api/text',
    breadcrumb: ['Docs', 'API reference'],
    title: 'Text',
    sections: [['Fonts', 'The renderer loads the font before it writes the text.']],
  },
]);

const pagesFor = (query: string, limit = 10) => [
  ...new Set(rank(site, query, limit, options).map(({document}) => document.u)),
];

describe('identifier words', () => {
  it('splits code identifiers into their names and words, and leaves plain words alone', () => {
    const words = (token: string) => identifierParts(token).map(({text}) => text);
    expect(words('figma.closePlugin()')).toEqual(['figma', 'closePlugin', 'close', 'Plugin']);
    expect(words('FRAME_PRESETS')).toEqual(['FRAME', 'PRESETS']);
    expect(words('HTMLElement')).toEqual(['HTML', 'Element']);
    expect(words('renderers[type]')).toEqual(['renderers', 'type']);
    expect(words('plain')).toEqual([]);
    expect(words('es2020')).toEqual([]);
    expect(words('_a')).toEqual([]);
  });

  it('are indexed beside the token, so each finds the section', () => {
    const content = site[4]!;
    const section = content.documents.find(({t}) => t.startsWith('Call figma.closePlugin'))!;
    for (const word of ['figma.closeplugin', 'closeplugin', 'close', 'plugin']) {
      const found = content.index.match(word, {loose: false, prefix: false});
      expect(
        found.map(({id}) => id),
        word,
      ).toContain(section.i);
    }
  });
});

describe('rank', () => {
  it('finds an API name however the reader writes it', () => {
    for (const query of [
      'figma.closePlugin',
      'closePlugin',
      'close plugin',
      'figma.closePlugin()',
    ]) {
      expect(pagesFor(query)[0], query).toBe('/docs/troubleshooting');
    }
    // Written as no page writes it: found by its words.
    expect(pagesFor('ui.on')[0]).toBe('/docs/troubleshooting');
  });

  it('lists a guide above the reference, and counts a heading repeated on a page once', () => {
    expect(pagesFor('auto layout')).toEqual(['/docs/styling', '/docs/api/component']);
  });

  it('lists a page by its title first, with its other hits after it', () => {
    const hits = rank(site, 'Text', 10, options);
    expect(hits[0]).toMatchObject({type: 0, document: {t: 'Text'}});
    expect(hits[1]).toMatchObject({page: {t: 'Text'}, document: {u: '/docs/api/text'}});
  });

  it('keeps each page’s hits together, at most hitsPerPage of them', () => {
    const hits = rank(site, 'auto layout', 100, options);
    const urls = hits.map(({document}) => document.u);
    expect(urls.filter((url) => url === '/docs/api/component')).toHaveLength(3);
    expect(urls).toEqual([...urls].sort((a, b) => urls.indexOf(a) - urls.indexOf(b)));
  });

  it('gives the same order at any limit, so the dropdown is the start of the search page', () => {
    for (const query of ['auto layout', 'text', 'plugin']) {
      const all = rank(site, query, 100, options).map(({document}) => document.i);
      for (const limit of [1, 2, 3, 5]) {
        expect(rank(site, query, limit, options).map(({document}) => document.i)).toEqual(
          all.slice(0, limit),
        );
      }
    }
  });

  it('finds nothing for words no page has', () => {
    expect(rank(site, 'qzxvkjwq', 10, options)).toEqual([]);
    expect(rank(site, '  ', 10, options)).toEqual([]);
  });
});

describe('the plugin options', () => {
  const validate = (schema: Joi.ObjectSchema, value: unknown) => {
    const {error, value: valid} = schema.validate(value);
    if (error) throw error;
    return valid as SearchOptions;
  };
  it("accept the site's own and refuse a ranking without typeWeights", () => {
    expect(validateOptions({validate, options: siteOptions})).toEqual(siteOptions);
    const {typeWeights: _omitted, ...rest} = options;
    const withoutWeights = {...siteOptions, ranking: rest} as unknown as SearchOptions;
    expect(() => validateOptions({validate, options: withoutWeights})).toThrow(/typeWeights/);
  });
});
