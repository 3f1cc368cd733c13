// The search engine: the words of each document as the ranking sees them, and an index of those
// words in MiniSearch's radix tree, which finds the ones a query term matches (itself, one typo
// away, or what starts with it). Built in the reader's browser (worker.ts) from the documents of the index file, and
// by the tests in Node: the index file holds texts, not an engine's serialized index.
import SearchableMap from 'minisearch/SearchableMap';
import lunr from 'lunr';
import {identifierParts, trimmed} from './identifiers';

/** A document of the index file, with one-letter field names to keep the file small. */
export interface SearchDocument {
  /** Id, unique across the kinds. */
  i: number;
  /** The text: a page title, a heading, a description or a section's text. */
  t: string;
  /** URL path of the page. */
  u: string;
  /** Anchor of the section. */
  h?: string;
  /** Id of the page's title document. */
  p?: number;
  /** Title of the section (content) or of the page (description). */
  s?: string;
  /** Breadcrumb of the page: navbar item and sidebar categories (title documents). */
  b?: string[];
}

/** A document that holds a query term: the index words it matched, each with its count there. */
export interface TermMatch {
  id: number;
  words: Map<string, number>;
}

/** What the ranking asks an index of one kind of document. */
export interface TermIndex {
  /**
   * The documents that hold `term` (a query term, lowercased): the word itself as the index
   * stems it, with `loose` also a word one typo away (terms over four letters), and with `prefix`
   * any word that starts with the term as typed.
   */
  match(term: string, options: {loose: boolean; prefix: boolean}): TermMatch[];
  /** How many documents hold `word` (an index word, stemmed). */
  documentFrequency(word: string): number;
}

/** Stemmed words: a site repeats a few thousand words many times, and stemming is the cost. */
const stems = new Map<string, string>();

/** A word as the index keeps it: trimmed of punctuation at both ends, stemmed. */
export function stem(word: string): string {
  let stemmed = stems.get(word);
  if (stemmed === undefined) {
    const bare = trimmed(word.toLowerCase());
    stemmed = bare ? lunr.stemmer(new lunr.Token(bare, {})).toString() : '';
    stems.set(word, stemmed);
  }
  return stemmed;
}

/** A lowercase word, perhaps with punctuation around it: no identifier inside. */
const plainWord = /^\W*[a-z]+\W*$/;

/** The index words of each token already seen (`indexWords`). */
const tokenWords = new Map<string, string[]>();

/** Whether `word` is an English stop word ("will", "is", "the"). */
export const isStopWord = (word: string) => lunr.stopWordFilter(word) === undefined;

/**
 * The words of a text as the index holds them: each whitespace- or hyphen-separated token, and
 * the words inside it when it is a code identifier (`figma.closePlugin()` → `figma.closeplugin`,
 * `figma`, `closeplugin`, `close`, `plugin`), stemmed.
 */
export function indexWords(text: string): string[] {
  const words: string[] = [];
  for (const token of text.split(/[\s-]+/)) {
    if (!token) continue;
    let found = tokenWords.get(token);
    if (!found) {
      // A plain word has no parts: most tokens of prose skip the identifier scan.
      const parts = plainWord.test(token) ? [] : identifierParts(token);
      found = [token, ...parts.map(({text: part}) => part)].map(stem).filter(Boolean);
      tokenWords.set(token, found);
    }
    words.push(...found);
  }
  return words;
}

/** The index of one kind of document. */
export function termIndex(documents: SearchDocument[]): TermIndex {
  // Each index word and the documents that hold it, with how often; MiniSearch's radix tree
  // finds a term's typos and the words it starts.
  const counted = new Map<string, Map<number, number>>();
  for (const {i, t} of documents) {
    for (const word of indexWords(t)) {
      let holders = counted.get(word);
      if (!holders) counted.set(word, (holders = new Map()));
      holders.set(i, (holders.get(i) ?? 0) + 1);
    }
  }
  const postings = SearchableMap.from(counted);
  return {
    match(term, {loose, prefix}) {
      const stemmed = stem(term);
      const words = new Map<string, Map<number, number>>();
      const exact = postings.get(stemmed);
      if (exact) words.set(stemmed, exact);
      if (loose && stemmed && term.length > 4) {
        for (const [word, [holders]] of postings.fuzzyGet(stemmed, 1)) words.set(word, holders);
      }
      // The term as typed, not stemmed: `render` is also the start of `renderer`.
      const typed = trimmed(term);
      if (prefix && typed) {
        for (const [word, holders] of postings.atPrefix(typed)) words.set(word, holders);
      }
      const byId = new Map<number, TermMatch>();
      for (const [word, holders] of words) {
        for (const [id, count] of holders) {
          let found = byId.get(id);
          if (!found) byId.set(id, (found = {id, words: new Map()}));
          found.words.set(word, count);
        }
      }
      return [...byId.values()];
    },
    documentFrequency: (word) => postings.get(word)?.size ?? 0,
  };
}
