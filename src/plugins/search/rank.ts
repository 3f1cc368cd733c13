// The order of the search results: which pages a query finds, and which of their hits are shown.
// Pure: the search worker (worker.ts) runs it on the site's index in the reader's browser; tests
// run it on a built index in Node.
import {identifierParts, trimmed} from './identifiers';
import {isStopWord, stem, type SearchDocument, type TermIndex, type TermMatch} from './engine';

export type {SearchDocument};

/** The kinds of document in the site's index, in the order of its index file. */
export const documentTypes = ['title', 'heading', 'description', 'keywords', 'content'] as const;
type DocumentType = (typeof documentTypes)[number];
const titleType = documentTypes.indexOf('title');
const headingType = documentTypes.indexOf('heading');
const contentType = documentTypes.indexOf('content');

/** One kind of document and its index. */
export interface LoadedIndex {
  type: number;
  documents: SearchDocument[];
  index: TermIndex;
}

/** A hit, with what the search box and the search page show of it. */
export interface SearchResult {
  document: SearchDocument;
  type: number;
  /** The page's title document; false for a title hit. */
  page: SearchDocument | false | undefined;
  /** The query's terms, which the hit's text and the page the reader opens highlight. */
  tokens: string[];
  score: number;
}

export interface RankingOptions {
  /** What a hit in each kind of document is worth, relative to the others. */
  typeWeights: Record<DocumentType, number>;
  /**
   * Pages under these breadcrumb labels (sidebar categories, "Blog") are worth this much more or
   * less than others: a guide above the reference where both answer a query.
   */
  sectionWeights: Record<string, number>;
  /** How much a page's second and third best hits add to its best one (repeated texts aside). */
  moreHitsWeight: number;
  /** What a hit is worth more when its text holds the query as typed, as whole words. */
  phraseWeight: number;
  /**
   * How strongly a hit's share of the query's words decides: its score is multiplied by that
   * share (each word weighted by its rarity) to this power.
   */
  coverageExponent: number;
  /** What an English stop word ("will", "is", "the") weighs in that share, against other words. */
  stopWordWeight: number;
  /** What a word one typo away from a term, or one that starts with it, is worth against it. */
  looseMatchWeight: number;
  /**
   * What a code identifier of the query (`closePlugin`, `FRAME_PRESETS`, `figma.ui.on`) weighs in
   * a hit's share of the query, against an English word of the same rarity: it names one thing.
   */
  identifierWeight: number;
  /**
   * What a section that has an identifier's words but not the identifier ("How do I close the
   * plugin" for `closePlugin`) is worth against one that has it.
   */
  identifierWordsWeight: number;
  /**
   * BM25's length normalization, from 0 (a long section counts a word as much as a short one)
   * to 1; lunr builds its index with 0.75, which buries a word in a long Troubleshooting entry.
   */
  lengthNormalization: number;
  /**
   * What a heading whose section has no text of its own (one that only groups the headings
   * under it, such as "Styles and colors") is worth against other headings.
   */
  groupingHeadingWeight: number;
  /** BM25's term frequency saturation (k1): how much a word's repetition in a section adds. */
  termFrequencySaturation: number;
  /** At most this many hits of one page are listed, so that the first results span pages. */
  hitsPerPage: number;
}

/** A term of a query, with the words it is made of when it is a code identifier. */
interface QueryTerm {
  /** The term as the index holds words: lowercased, trimmed of punctuation at both ends. */
  term: string;
  /** Its words, lowercased (`close`, `plugin` for `closePlugin`); empty for a plain word. */
  words: string[];
  /** Written as code: with a dot, an underscore, or a capital inside a word. */
  identifier: boolean;
}

/**
 * The terms of a query, as the index holds words: split on whitespace and hyphens, lowercased,
 * trimmed of punctuation at both ends (`figma.closePlugin()` → `figma.closeplugin`), each once.
 */
function queryTerms(input: string): QueryTerm[] {
  const terms: QueryTerm[] = [];
  for (const raw of input.split(/[\s-]+/)) {
    const written = trimmed(raw.replace(/\*/g, ''));
    const term = written.toLowerCase();
    if (!term || terms.some((known) => known.term === term)) continue;
    const parts = identifierParts(written).map(({text}) => text.toLowerCase());
    // The finest words: those no other part contains (`close`, `plugin`, not `closeplugin`).
    const words = parts.filter(
      (part) => !parts.some((other) => other !== part && part.includes(other)),
    );
    const identifier = /[._]|[a-z][A-Z]/.test(written);
    terms.push({term, words: words.length > 1 ? words : [], identifier});
  }
  return terms;
}

/**
 * Matches `text` as it was typed, anywhere, ignoring case and the spacing between words: whole
 * words, not the start of a longer name (`webpack` in `webpack 5`, not in `webpack-dev-server` or
 * `webpack.hmr.config.js`; `closePlugin` in `figma.closePlugin()`).
 */
function asTyped(text: string) {
  const words = text.split(/\s+/).map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`(?<![\\w/-])${words.join('\\s+')}(?![\\w/-]|\\.\\w)`, 'i');
}

/**
 * The documents that hold a term: the word itself (stemmed, as the index stems), a word one
 * typo away, or, for the query's last term, which the reader may still be typing, a word that
 * starts with it.
 */
const matchTerm = (index: TermIndex, term: string, last: boolean, loose = true) =>
  index.match(term, {loose, prefix: loose && last});

/** Inverse document frequency, as BM25 has it. */
const idf = (count: number, frequency: number) =>
  Math.log(1 + (count - frequency + 0.5) / (frequency + 0.5));

/**
 * What ranking looks up in an index, made once per loaded index rather than on every keystroke:
 * its documents by ref and by id, their lengths (for BM25), its sections, and how many documents
 * hold each word (filled in as words are asked for).
 */
interface Lookups {
  byId: Map<number, SearchDocument>;
  lengths: Map<number, number>;
  averageLength: number;
  sections: Set<string>;
}
const lookupsOf = new WeakMap<LoadedIndex, Lookups>();
function lookups(loaded: LoadedIndex): Lookups {
  let known = lookupsOf.get(loaded);
  if (!known) {
    const lengths = new Map(loaded.documents.map(({i, t}) => [i, t.split(/\s+/).length]));
    const total = [...lengths.values()].reduce((sum, length) => sum + length, 0);
    known = {
      byId: new Map(loaded.documents.map((document) => [document.i, document])),
      lengths,
      averageLength: total / Math.max(1, lengths.size),
      sections: new Set(loaded.documents.map(({u, h}) => `${u}${h ?? ''}`)),
    };
    lookupsOf.set(loaded, known);
  }
  return known;
}

/**
 * BM25 of a term in a document, from the engine's match: each index word the term matched, by how
 * often the document has it, how rare it is in this kind of document, and the document's length;
 * the best of them, a loose match (a typo away, a prefix) worth less than the term itself.
 */
function termScore(loaded: LoadedIndex, result: TermMatch, term: string, options: RankingOptions) {
  const k1 = options.termFrequencySaturation;
  const b = options.lengthNormalization;
  const {lengths, averageLength: average} = lookups(loaded);
  const length = lengths.get(result.id) ?? average;
  const stemmed = stem(term) || term;
  let best = 0;
  for (const [word, frequency] of result.words) {
    const documents = loaded.index.documentFrequency(word) || 1;
    const saturated = (frequency * (k1 + 1)) / (frequency + k1 * (1 - b + (b * length) / average));
    const exact = word === stemmed || word === term ? 1 : options.looseMatchWeight;
    best = Math.max(best, exact * idf(loaded.documents.length, documents) * saturated);
  }
  return best;
}

/**
 * What finding a term is worth in a hit's share of the query: its rarity among the sections of
 * the site, so that a query's rare words ("EBADENGINE") decide more than its common ones, and
 * little for a stop word.
 */
function termWeight(content: LoadedIndex | undefined, query: QueryTerm, options: RankingOptions) {
  const {term} = query;
  const stop = isStopWord(term) ? options.stopWordWeight : 1;
  const kind = query.identifier ? options.identifierWeight : stop;
  if (!content) return kind;
  const frequency = content.index.documentFrequency(stem(term) || term);
  return kind * idf(content.documents.length, frequency);
}

interface Hit {
  document: SearchDocument;
  type: number;
  /** The score of each of the query's terms in this document (0: not found). */
  scores: number[];
  /** Counts as holding the query as typed. */
  phrase: boolean;
  score: number;
}

/**
 * The hits of a query, best page first, each page's hits together (its title first), at most
 * `limit` of them. The same query gives the same order at any limit: a shorter list is the start
 * of a longer one, so the dropdown (10 hits) and the search page (100) agree.
 */
export function rank(
  indexes: LoadedIndex[],
  input: string,
  limit: number,
  options: RankingOptions,
): SearchResult[] {
  const terms = queryTerms(input);
  if (terms.length === 0) return [];
  const searched = indexes.filter(({documents}) => documents.length > 0);
  const titleIndex = searched.find(({type}) => type === titleType);
  const titles = titleIndex ? lookups(titleIndex).byId : new Map<number, SearchDocument>();

  // By kind and id: a page's description (and keywords) document has the id of its title's.
  const hits = new Map<string, Hit>();
  const hitOf = (loaded: LoadedIndex, document: SearchDocument) => {
    const key = `${loaded.type}:${document.i}`;
    let hit = hits.get(key);
    if (!hit) {
      const scores = terms.map(() => 0);
      hit = {document, type: loaded.type, scores, phrase: false, score: 0};
      hits.set(key, hit);
    }
    return hit;
  };
  // What the page the reader opens marks: the terms, and the words of an identifier that only
  // its words found.
  const highlighted = terms.map(({term}) => term);
  terms.forEach(({term, words}, n) => {
    const last = n === terms.length - 1;
    let found = false;
    for (const loaded of searched) {
      for (const result of matchTerm(loaded.index, term, last)) {
        const document = lookups(loaded).byId.get(result.id);
        if (!document) continue;
        const hit = hitOf(loaded, document);
        hit.scores[n] = Math.max(hit.scores[n]!, termScore(loaded, result, term, options));
        found = true;
      }
    }
    // An identifier also counts where all its words are (`close` and `plugin` for
    // `closePlugin`), for less; fully where nothing has the identifier as written (`ui.on`).
    if (words.length === 0) return;
    const weight = found ? options.identifierWordsWeight : 1;
    if (!found) highlighted.push(...words);
    for (const loaded of searched) {
      const perWord = words.map((word) => {
        const scores = new Map<number, number>();
        for (const result of matchTerm(loaded.index, word, false, false)) {
          scores.set(result.id, termScore(loaded, result, word, options));
        }
        return scores;
      });
      for (const id of perWord[0]!.keys()) {
        if (!perWord.every((scores) => scores.has(id))) continue;
        const document = lookups(loaded).byId.get(id);
        if (!document) continue;
        const mean = perWord.reduce((sum, scores) => sum + scores.get(id)!, 0) / perWord.length;
        const hit = hitOf(loaded, document);
        hit.scores[n] = Math.max(hit.scores[n]!, weight * mean);
      }
    }
  });

  // A member (`StyleSheet.create`, `Platform.select`) also finds the page of its object, as if
  // that page's title held it.
  terms.forEach(({term}, n) => {
    const object = term.includes('.') ? term.slice(0, term.indexOf('.')) : '';
    if (!object || !titleIndex) return;
    for (const result of matchTerm(titleIndex.index, object, false, false)) {
      const document = titles.get(result.id);
      if (document?.t.toLowerCase() !== object) continue;
      const hit = hitOf(titleIndex, document);
      hit.scores[n] = Math.max(hit.scores[n]!, termScore(titleIndex, result, object, options));
      hit.phrase = true;
    }
  });

  const phrase = asTyped(input.trim());
  const content = searched.find(({type}) => type === contentType);
  const sections = content ? lookups(content).sections : new Set<string>();
  const weights = terms.map((term) => termWeight(content, term, options));
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0) || 1;
  const pages = new Map<string, {title?: SearchDocument; hits: Hit[]; score: number}>();
  for (const hit of hits.values()) {
    // The share of the query's weight this hit holds: a hit with every rare word of the query
    // beats one with a few of them however often it repeats them.
    const coverage =
      hit.scores.reduce((sum, score, n) => sum + (score > 0 ? weights[n]! : 0), 0) / totalWeight;
    const grouping =
      hit.type === headingType && !sections.has(`${hit.document.u}${hit.document.h ?? ''}`);
    const typeWeight =
      options.typeWeights[documentTypes[hit.type] ?? 'content'] *
      (grouping ? options.groupingHeadingWeight : 1);
    const phraseWeight = hit.phrase || phrase.test(hit.document.t) ? options.phraseWeight : 1;
    const sum = hit.scores.reduce((total, score) => total + score, 0);
    hit.score = typeWeight * phraseWeight * sum * coverage ** options.coverageExponent;
    const title = hit.type === titleType ? hit.document : titles.get(hit.document.p ?? -1);
    const key = title?.u ?? hit.document.u;
    const page = pages.get(key) ?? {title, hits: [], score: 0};
    page.hits.push(hit);
    pages.set(key, page);
  }

  const byScore = (a: Hit, b: Hit) =>
    b.score - a.score || a.type - b.type || a.document.i - b.document.i;
  for (const page of pages.values()) {
    page.hits.sort(byScore);
    // A heading repeated on a page (each props table's "Auto layout") counts once.
    const texts = new Set<string>();
    const distinct = page.hits.filter(
      ({document}) => !texts.has(document.t) && texts.add(document.t),
    );
    const [best = 0, second = 0, third = 0] = distinct.map((hit) => hit.score);
    const section = Math.max(
      0,
      ...(page.title?.b ?? []).map((label) => options.sectionWeights[label] ?? 0),
    );
    page.score = (section || 1) * (best + options.moreHitsWeight * (second + third));
    // The page's own hit (its title) leads its group.
    page.hits.sort((a, b) => Number(b.type === titleType) - Number(a.type === titleType));
  }

  const ordered = [...pages.entries()]
    .sort(([urlA, a], [urlB, b]) => b.score - a.score || urlA.localeCompare(urlB))
    .flatMap(([, page]) => page.hits.slice(0, options.hitsPerPage))
    .slice(0, limit);
  return ordered.map((hit) => ({
    document: hit.document,
    type: hit.type,
    page: hit.type !== titleType && titles.get(hit.document.p ?? -1),
    tokens: highlighted,
    score: hit.score,
  }));
}
