// JavaScript split into what is code and what is text inside it (strings, templates, regular
// expressions, comments), for the few rewrites and reads that must not touch text: compile.ts
// replaces `import.meta`, Run in Figma reads the URLs an example requests
// (src/run-in-figma/network.ts). The split is sucrase's own tokens, from the parser that compiles
// the code, so it agrees with the compiler: whether a `/` starts a regular expression or divides
// is the parser's decision, made from the grammar, never a guess from the characters before it.
// What lies between two tokens is white space or comments.
import {parse} from 'sucrase/dist/esm/parser/index.js';
import {TokenType} from 'sucrase/dist/esm/parser/tokenizer/types.js';

type SegmentKind = 'code' | 'string' | 'template' | 'regex' | 'comment';

interface Segment {
  kind: SegmentKind;
  text: string;
}

/** The kind of a token's text, for tokens that are not code (templates aside). */
const textTokens = new Map<TokenType, SegmentKind>([
  [TokenType.string, 'string'],
  // Text between JSX tags is a string when the code runs (code compiled by sucrase has none).
  [TokenType.jsxText, 'string'],
  [TokenType.regexp, 'regex'],
]);

/**
 * `code` (plain JavaScript, as sucrase writes it) in segments that together are all of it, in
 * order. Throws sucrase's syntax error when the code does not parse.
 */
export function codeSegments(code: string): Segment[] {
  const {tokens} = parse(code, false, false, false);
  const segments: Segment[] = [];
  /** Adds text to the last segment when it is of the same kind and `join` allows it. */
  const push = (kind: SegmentKind, text: string, join = kind === 'code') => {
    const last = segments[segments.length - 1];
    if (!text) return;
    if (join && last?.kind === kind) last.text += text;
    else segments.push({kind, text});
  };
  /** Comments, with the white space around them as code, so code segments keep their lines. */
  const between = (text: string) => {
    const [, before = '', comments = '', after = ''] = /^(\s*)([\s\S]*?)(\s*)$/.exec(text)!;
    push('code', before);
    push('comment', comments);
    push('code', after);
  };
  /**
   * Whether a part of a template is open: from its opening backtick, or the `}` closing a `${`,
   * to its next `${` or closing backtick. Each part is one segment, apart from the code of the
   * `${}` parts between them.
   */
  let inPart = false;
  let at = 0;
  for (const [index, token] of tokens.entries()) {
    // Sucrase may split one piece of text into several tokens (`>>` in a type): the first has it.
    if (token.end <= at) continue;
    const start = Math.max(token.start, at);
    between(code.slice(at, start));
    const text = code.slice(start, token.end);
    at = token.end;
    const closesSubstitution =
      token.type === TokenType.braceR && tokens[index + 1]?.type === TokenType.template;
    if (closesSubstitution || token.type === TokenType.backQuote) {
      // A new part, or the backtick that ends the open one.
      push('template', text, inPart && !closesSubstitution);
      inPart = closesSubstitution || !inPart;
    } else if (token.type === TokenType.dollarBraceL || token.type === TokenType.template) {
      push('template', text, true);
      if (token.type === TokenType.dollarBraceL) inPart = false;
    } else push(textTokens.get(token.type) ?? 'code', text);
  }
  between(code.slice(at));
  return segments;
}

/** `code` with `replace` applied to its code segments only. */
export function replaceInCode(code: string, replace: (code: string) => string): string {
  return codeSegments(code)
    .map(({kind, text}) => (kind === 'code' ? replace(text) : text))
    .join('');
}
