// JavaScript split into what is code and what is text inside it (strings, templates, regular
// expressions, comments), for the few rewrites and reads that must not touch text: compile.ts
// replaces `import.meta`, Run in Figma reads the URLs an example requests
// (src/run-in-figma/network.ts). A small scanner, not a parser: it tells a regular expression
// from a division by the character before it, which is right for the code sucrase writes.

type SegmentKind = 'code' | 'string' | 'template' | 'regex' | 'comment';

interface Segment {
  kind: SegmentKind;
  text: string;
}

/** Words after which a `/` starts a regular expression rather than a division. */
const regexAfterWord = /\b(return|typeof|case|do|else|in|of|new|delete|void|throw|yield|await)$/;

export function codeSegments(code: string): Segment[] {
  const segments: Segment[] = [];
  const push = (kind: SegmentKind, text: string) => {
    const last = segments[segments.length - 1];
    if (last && last.kind === kind && kind === 'code') last.text += text;
    else if (text) segments.push({kind, text});
  };
  let i = 0;
  /** For each template whose `${` is open, how many braces are open inside it. */
  const templates: number[] = [];
  /** The last characters of code that are not white space. */
  let before = '';
  const regexCanStart = () =>
    before === '' || /[(,=:[!&|?{};+\-*%<>~^]$/.test(before) || regexAfterWord.test(before);

  /**
   * A template's text from `start` (its backtick, or the `}` closing a `${`), with `i` just after
   * that character, up to its closing backtick or its next `${`, both included.
   */
  const templateText = (start: number) => {
    while (i < code.length) {
      if (code[i] === '\\') i += 2;
      else if (code[i] === '`') {
        i++;
        break;
      } else if (code[i] === '$' && code[i + 1] === '{') {
        i += 2;
        templates.push(0);
        break;
      } else i++;
    }
    push('template', code.slice(start, i));
    before = 'a';
  };

  while (i < code.length) {
    const char = code[i]!;
    const next = code[i + 1];
    const start = i;
    if (char === '/' && next === '/') {
      while (i < code.length && code[i] !== '\n') i++;
      push('comment', code.slice(start, i));
    } else if (char === '/' && next === '*') {
      const end = code.indexOf('*/', i + 2);
      i = end === -1 ? code.length : end + 2;
      push('comment', code.slice(start, i));
    } else if (char === '"' || char === "'") {
      i++;
      while (i < code.length && code[i] !== char && code[i] !== '\n') i += code[i] === '\\' ? 2 : 1;
      i++;
      push('string', code.slice(start, i));
      before = 'a';
    } else if (char === '`') {
      i++;
      templateText(start);
    } else if (char === '/' && regexCanStart()) {
      i++;
      let inClass = false;
      while (i < code.length && code[i] !== '\n' && (inClass || code[i] !== '/')) {
        if (code[i] === '\\') i++;
        else if (code[i] === '[') inClass = true;
        else if (code[i] === ']') inClass = false;
        i++;
      }
      i++;
      while (i < code.length && /[a-z]/i.test(code[i]!)) i++; // flags
      push('regex', code.slice(start, i));
      before = 'a';
    } else if (templates.length && char === '}' && templates[templates.length - 1] === 0) {
      templates.pop();
      i++;
      templateText(start);
    } else {
      if (templates.length && char === '{') templates[templates.length - 1]!++;
      else if (templates.length && char === '}') templates[templates.length - 1]!--;
      i++;
      push('code', char);
      if (!/\s/.test(char)) before = (before + char).slice(-8);
    }
  }
  return segments;
}

/** `code` with `replace` applied to its code segments only. */
export function replaceInCode(code: string, replace: (code: string) => string): string {
  return codeSegments(code)
    .map(({kind, text}) => (kind === 'code' ? replace(text) : text))
    .join('');
}
