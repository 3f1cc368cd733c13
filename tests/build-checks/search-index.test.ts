// The search index of the build holds the words inside code identifiers, each at its place in the
// text a reader sees (src/plugins/search-ranking/terms.ts). The site gets them by replacing the
// tokenizer of the lunr module that the search plugin builds its index with: if the plugin stops
// building with that module, or with its tokenizer, the words are gone and this check fails.
import {describe, expect, it} from 'vitest';
import {readBuilt, searchIndexFile} from '../lib/built-site';
import {documentTypes, type SearchDocument} from '../../src/plugins/search-ranking/rank';

/** One kind of document of the index file, as the search plugin writes it. */
interface Kind {
  documents: SearchDocument[];
  index: {invertedIndex: [string, {t: Record<string, {position?: [number, number][]}>}][]};
}

const kinds = JSON.parse(readBuilt(searchIndexFile())) as Kind[];
const content = kinds[documentTypes.indexOf('content')]!;
const postings = new Map(content.index.invertedIndex);

/** What the index holds for `word`: the sections' texts at each place it points to. */
function seenAt(word: string) {
  return Object.entries(postings.get(word)?.t ?? {}).flatMap(([ref, {position = []}]) => {
    const section = content.documents.find(({i}) => String(i) === ref)!;
    return position.map(([start, length]) => ({
      page: `${section.u}${section.h ?? ''}`,
      text: section.t.slice(start, start + length),
    }));
  });
}

describe('the search index', () => {
  it('holds an API name written with its object, without it, and its words', () => {
    const where = '/docs/troubleshooting#close-plugin';
    const texts = (word: string) =>
      seenAt(word)
        .filter(({page}) => page === where)
        .map(({text}) => text);
    expect(texts('figma.closeplugin')).toContain('figma.closePlugin()');
    expect(texts('closeplugin')).toContain('closePlugin');
    expect(texts('close')).toContain('close');
    expect(texts('plugin')).toContain('Plugin');
  });

  it('points each identifier word at the identifier in the text', () => {
    const seen = seenAt('getnodebyid');
    expect(seen.length).toBeGreaterThan(0);
    for (const {text} of seen) expect(text).toBe('getNodeById');
  });
});
