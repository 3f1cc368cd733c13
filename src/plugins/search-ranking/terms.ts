import {createRequire} from 'node:module';
import type lunrModule from 'lunr';
import type {Token as LunrToken, Tokenizer} from 'lunr';
import {identifierParts} from './identifiers';

/** The part of lunr (2.3) that the index's tokenizer replaces and calls. */
type Lunr = Pick<typeof lunrModule, 'tokenizer' | 'Token' | 'utils'>;

/** Marks the tokenizer this module installed, so that installing twice wraps once. */
const installed = Symbol.for('react-figma.search-terms');

/**
 * lunr's tokenizer, plus the words inside code identifiers. Every whitespace-separated token is
 * indexed as lunr indexes it (`figma.closeplugin`), and so are its parts (`figma`, `closeplugin`,
 * `close`, `plugin`), each at its own position in the text: a hit on a part highlights that part
 * of what the reader sees, and nothing is added to the pages themselves.
 */
export function identifierTokenizer(lunr: Lunr, original: Tokenizer): Tokenizer {
  const tokenizer = (input: unknown, metadata?: Record<string, unknown>) => {
    const tokens = original(input, metadata);
    if (input == null || Array.isArray(input)) return tokens;
    const text = String(input);
    // lunr positions refer to the lowercased text; they match the original only if lowercasing
    // kept every length (always so for ASCII).
    if (text.toLowerCase().length !== text.length) return tokens;
    const all: LunrToken[] = [];
    for (const token of tokens) {
      all.push(token);
      const [start, length] = token.metadata.position as [number, number];
      for (const part of identifierParts(text.slice(start, start + length))) {
        const partMetadata = lunr.utils.clone(metadata) ?? {};
        partMetadata.position = [start + part.start, part.text.length];
        all.push(new lunr.Token(part.text.toLowerCase(), partMetadata));
      }
    }
    all.forEach((token, index) => (token.metadata.index = index));
    return all;
  };
  return Object.assign(tokenizer, {separator: original.separator, [installed]: true});
}

/**
 * Makes the search plugin's index builder split code identifiers: replaces `lunr.tokenizer` in
 * the lunr module that `@easyops-cn/docusaurus-search-local` loads, which its index builder reads
 * when it starts each index (at the end of the build). Returns that lunr module.
 */
export function installIdentifierTokenizer(): Lunr {
  const plugin = createRequire(require.resolve('@easyops-cn/docusaurus-search-local'));
  const lunr = plugin('lunr') as Lunr;
  if (!(installed in lunr.tokenizer)) {
    lunr.tokenizer = identifierTokenizer(lunr, lunr.tokenizer);
  }
  return lunr;
}
