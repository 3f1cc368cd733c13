// Binds the docs' statements to the tests that prove them, both ways. A statement about how
// react-figma 0.31.0 behaves that a reader could not guess ends with `:claim{#id}` in its page
// (src/plugins/claim-markers); a test proves it by naming the id, as `marker: 'id'` (a claim in
// tests/lib/claims.ts) or `markers: ['id', …]` (a case that proves several sentences).
import {describe, expect, it} from 'vitest';
import {allClaimMarkers, listFiles, readRepoFile} from '../../tools/markdown-sources';

const markers = allClaimMarkers();

/** Where each id is named by a test: `marker: 'id'` or `markers: ['id', …]`. */
function markersNamedByTests(): Map<string, string[]> {
  const named = new Map<string, string[]>();
  const testFiles = [
    ...listFiles('tests', (name) => /\.tsx?$/.test(name)),
    ...listFiles('src', (name) => /\.test\.tsx?$/.test(name)),
  ].filter((file) => file !== 'tests/source-checks/claim-markers.test.ts');
  for (const file of testFiles) {
    const text = readRepoFile(file);
    for (const match of text.matchAll(/\bmarkers?:\s*(\[[^\]]*\]|'[^']*')/g)) {
      const line = text.slice(0, match.index).split('\n').length;
      for (const [, id] of match[1]!.matchAll(/'([^']*)'/g)) {
        named.set(id!, [...(named.get(id!) ?? []), `${file}:${line}`]);
      }
    }
  }
  return named;
}

describe('claim markers', () => {
  const named = markersNamedByTests();

  it('are found: the docs mark their tested statements', () => {
    expect(markers.length).toBeGreaterThan(100);
  });

  it('are well formed: :claim{#lowercase-words-with-hyphens}', () => {
    expect(markers.filter(({id}) => !id).map(({file, line}) => `${file}:${line}`)).toEqual([]);
  });

  it('each have a test that proves the statement', () => {
    const untested = markers
      .filter(({id}) => id && !named.has(id))
      .map(({file, line, id}) => `${file}:${line} :claim{#${id}} is named by no test`);
    expect(untested).toEqual([]);
  });

  it('each named by a test stand in a page', () => {
    const onPages = new Set(markers.map(({id}) => id));
    const orphans = [...named]
      .filter(([id]) => !onPages.has(id))
      .map(([id, where]) => `${where.join(', ')} names ${id}, which no page marks`);
    expect(orphans).toEqual([]);
  });
});
