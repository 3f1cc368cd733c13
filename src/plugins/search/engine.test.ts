// The engine's words and matches (src/plugins/search/engine.ts): what the ranking is given.
import {describe, expect, it} from 'vitest';
import {indexWords, termIndex, type SearchDocument} from './engine';

const documents: SearchDocument[] = [
  {i: 1, t: 'Call figma.closePlugin() when the plugin is done', u: '/docs/a'},
  {i: 2, t: 'Rendering a renderer renders', u: '/docs/b'},
  {i: 3, t: 'layoutMode HORIZONTAL', u: '/docs/c'},
];
const index = termIndex(documents);
const found = (term: string, options = {loose: false, prefix: false}) =>
  Object.fromEntries(
    index.match(term, options).map(({id, words}) => [id, Object.fromEntries(words)]),
  );

describe('the search engine', () => {
  it('indexes an identifier as written and by its words, stemmed as lunr stems', () => {
    expect(indexWords('figma.closePlugin()')).toEqual([
      'figma.closeplugin',
      'figma',
      'closeplugin',
      'close',
      'plugin',
    ]);
    expect(indexWords('Rendering renders')).toEqual(['render', 'render']);
  });

  it('finds a term with its count in each document, and the documents that hold a word', () => {
    expect(found('closePlugin'.toLowerCase())).toEqual({1: {closeplugin: 1}});
    expect(found('plugin')).toEqual({1: {plugin: 2}});
    expect(found('rendering')).toEqual({2: {render: 3}});
    expect(index.documentFrequency('plugin')).toBe(1);
    expect(index.documentFrequency('nothing')).toBe(0);
  });

  it('finds a word one typo away only when loose, and the start of a word only as a prefix', () => {
    expect(found('layoutmxde')).toEqual({});
    expect(found('layoutmxde', {loose: true, prefix: false})).toEqual({3: {layoutmod: 1}});
    expect(found('horiz')).toEqual({});
    expect(found('horiz', {loose: false, prefix: true})).toEqual({3: {horizont: 1}});
  });
});
