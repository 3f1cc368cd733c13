// The words inside a code identifier, so that search finds `figma.closePlugin()` when a reader
// types `closePlugin` or `close plugin`. Shared by the index (terms.ts, at build time) and the
// search worker (worker.ts, in the reader's browser). No imports: it runs in both.

/** A word found inside a token: its text and where it starts within the token. */
interface Part {
  text: string;
  start: number;
}

/** Runs of letters and digits: what `.`, `/`, `_`, `$`, brackets and quotes separate. */
const segmentPattern = /[A-Za-z0-9]+/g;
/**
 * The words of a camelCase or PascalCase run: `closePlugin` → `close`, `Plugin`; `HTMLElement`
 * → `HTML`, `Element`. Digits stay with the letters before them (`es2020`, `h1`).
 */
const camelPattern = /[A-Z]+(?![a-z])[0-9]*|[A-Z]?[a-z]+[0-9]*|[0-9]+/g;
/** Shorter parts (`a` in `_a`, `x` in `styles.x`) would match far too much to help. */
const minLength = 2;

/**
 * The words inside one whitespace-separated token, beyond the token itself: its segments
 * (`figma`, `closePlugin` in `figma.closePlugin()`) and their camelCase words (`close`,
 * `Plugin`). Empty for a plain word. Parts keep their case; callers lowercase them.
 */
export function identifierParts(token: string): Part[] {
  const parts: Part[] = [];
  const seen = new Set([trimmed(token).toLowerCase()]);
  const add = (text: string, start: number) => {
    const key = text.toLowerCase();
    if (text.length < minLength || seen.has(key)) return;
    seen.add(key);
    parts.push({text, start});
  };
  const segments = [...token.matchAll(segmentPattern)];
  for (const segment of segments) {
    add(segment[0], segment.index);
    const words = [...segment[0].matchAll(camelPattern)];
    if (words.length > 1) for (const word of words) add(word[0], segment.index + word.index);
  }
  return parts;
}

/** The token without what lunr's trimmer strips from both ends (anything but word characters). */
export const trimmed = (token: string) => token.replace(/^\W+/, '').replace(/\W+$/, '');
