// The part of lunr 2.3 (untyped JS) that the search uses: its English stemmer and stop words, so
// that the index stems words as the ranking was tuned with.
declare module 'lunr' {
  /** A word, as lunr's pipeline functions take and return it. */
  export interface Token {
    toString(): string;
  }
  const lunr: {
    /** The Porter stemmer: `rendering` → `render`. */
    stemmer(token: Token): Token;
    /** The word itself, or undefined for an English stop word. */
    stopWordFilter(word: Token | string): Token | string | undefined;
    Token: new (text: string, metadata: Record<string, unknown>) => Token;
  };
  export default lunr;
}
