// The highlighted tokens of one code block, as a compact string the page carries instead of
// Prism: a table of token types, then each line's tokens as type index and length. The text
// itself is not repeated; decoding slices it from the block's code.

import type {Token} from 'prism-react-renderer';

const LINE = ';';
const TOKEN = ',';

/** Encodes normalized lines (the text of all lines joined by "\n" is the block's code). */
export function encodeTokens(lines: Token[][]): string {
  const table: string[] = [];
  const index = (types: string[]) => {
    const key = types.join(' ');
    const found = table.indexOf(key);
    return found >= 0 ? found : table.push(key) - 1;
  };
  const body = lines
    .map((line) =>
      line
        .map(
          (token) =>
            `${index(token.types).toString(36)}.${(token.empty ? 0 : token.content.length).toString(36)}`,
        )
        .join(TOKEN),
    )
    .join(LINE);
  return `${table.join('|')}\n${body}`;
}

/**
 * The lines of `code` with their tokens, or null when `encoded` does not describe this code (a
 * caller then shows it unhighlighted rather than wrongly colored).
 */
export function decodeTokens(encoded: string, code: string): Token[][] | null {
  const newline = encoded.indexOf('\n');
  const table = encoded.slice(0, newline).split('|');
  const codeLines = code.split('\n');
  const encodedLines = encoded.slice(newline + 1).split(LINE);
  if (encodedLines.length !== codeLines.length) return null;
  const lines: Token[][] = [];
  for (const [i, encodedLine] of encodedLines.entries()) {
    const text = codeLines[i]!;
    let offset = 0;
    const line = encodedLine.split(TOKEN).map((pair): Token => {
      const [type, length] = pair.split('.').map((n) => parseInt(n, 36)) as [number, number];
      const content = text.slice(offset, offset + length);
      offset += length;
      return {types: (table[type] ?? 'plain').split(' '), content};
    });
    if (offset !== text.length) return null;
    // An empty line is one token, "\n", as prism-react-renderer gives it.
    if (text === '' && line.length === 1) Object.assign(line[0]!, {content: '\n', empty: true});
    lines.push(line);
  }
  return lines;
}
