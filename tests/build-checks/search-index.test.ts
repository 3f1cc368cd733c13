// The search index of the build (src/plugins/search): a content-named file of the documents only,
// small enough for a phone's first search, from which the engine the worker builds finds the words
// inside code identifiers.
import {gzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {readBuilt, searchIndexFile} from '../lib/built-site';
import {loadIndexes, type IndexFile} from '../../src/plugins/search/load';
import {documentTypes} from '../../src/plugins/search/rank';

const body = readBuilt(searchIndexFile());
const file = JSON.parse(body) as IndexFile;
const content = loadIndexes(file)[documentTypes.indexOf('content')]!;

/** The sections (page and anchor) whose text holds `word` as the engine indexes it. */
const sectionsWith = (word: string) =>
  content.index.match(word, {loose: false, prefix: false}).map(({id}) => {
    const section = content.documents.find(({i}) => i === id)!;
    return `${section.u}${section.h ?? ''}`;
  });

describe('the search index', () => {
  it('is named by a hash of what it is made from, so hosts cache it as immutable', () => {
    expect(searchIndexFile()).toMatch(/^search-index-[0-9a-f]{8}\.json$/);
  });

  it('holds the documents of each kind and nothing else', () => {
    expect(file).toHaveLength(documentTypes.length);
    for (const kind of file) expect(Object.keys(kind)).toEqual(['documents']);
    expect(file[documentTypes.indexOf('title')]!.documents.length).toBeGreaterThan(30);
  });

  it("is at most 40 % of the 519 kB (gzip) that a phone's first search downloaded before", () => {
    expect(gzipSync(body, {level: 9}).length).toBeLessThanOrEqual(0.4 * 519_000);
  });

  it('finds an API name written with its object, without it, and its words', () => {
    const where = '/docs/troubleshooting#close-plugin';
    for (const word of ['figma.closeplugin', 'closeplugin', 'close', 'plugin']) {
      expect(sectionsWith(word), word).toContain(where);
    }
    expect(sectionsWith('getnodebyid').length).toBeGreaterThan(0);
  });
});
