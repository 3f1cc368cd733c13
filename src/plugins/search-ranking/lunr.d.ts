// The part of lunr 2.3 (untyped JS) that the search ranking uses: loading the search plugin's
// indexes and querying them term by term.
declare module 'lunr' {
  export interface MatchData {
    /** Index term → field → what the index keeps of it (positions: [start, length] pairs). */
    metadata: Record<string, Record<string, {position?: [number, number][]}>>;
  }
  export interface Result {
    ref: string;
    score: number;
    matchData: MatchData;
  }
  export interface TermOptions {
    boost?: number;
    usePipeline?: boolean;
    wildcard?: number;
    editDistance?: number;
  }
  export interface Query {
    term(term: string, options?: TermOptions): Query;
  }
  export interface Index {
    query(build: (query: Query) => void): Result[];
    /** The search pipeline: the stemmer, as the index was built with it. */
    pipeline: {runString(text: string): string[]};
    /** Index term → field → document ref → metadata. */
    invertedIndex: Record<string, Record<string, Record<string, unknown>>>;
  }
  /** A token of text: its string, and where it is (`position`). */
  export interface Token {
    metadata: Record<string, unknown>;
    toString(): string;
  }
  /** Splits a text (or each text of a list) into tokens. */
  export type Tokenizer = ((input: unknown, metadata?: Record<string, unknown>) => Token[]) & {
    separator: RegExp;
  };
  /** What the configuration function of `lunr(config)` builds an index with. */
  export interface Builder {
    ref(name: string): void;
    field(name: string): void;
    add(document: object): void;
    metadataWhitelist: string[];
    tokenizer: Tokenizer;
    pipeline: {remove(fn: unknown): void};
  }
  const lunr: {
    (config: (this: Builder, builder: Builder) => void): Index;
    Index: {load(serialized: object): Index};
    /** The Porter stemmer: `rendering` → `render`. */
    stemmer(token: Token): Token;
    /** The term itself, or undefined for an English stop word. */
    stopWordFilter(term: string): string | undefined;
    Query: {wildcard: {NONE: number; LEADING: number; TRAILING: number}};
    tokenizer: Tokenizer;
    Token: new (text: string, metadata: Record<string, unknown>) => Token;
    utils: {clone<T>(value: T): T};
  };
  export default lunr;
}
