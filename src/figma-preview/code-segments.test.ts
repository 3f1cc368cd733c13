import {describe, expect, it} from 'vitest';
import {codeSegments, replaceInCode} from './code-segments';

/** The segments' texts put back together: nothing may be lost or added. */
const rejoined = (code: string) =>
  codeSegments(code)
    .map(({text}) => text)
    .join('');
const kinds = (code: string) => codeSegments(code).map(({kind, text}) => `${kind}:${text}`);

describe('codeSegments', () => {
  it('splits code, strings and comments, losing nothing', () => {
    const code = `const a = 'x // y'; // note\nconst b = "z"; /* block */ a / b;`;
    expect(rejoined(code)).toBe(code);
    expect(kinds(code)).toEqual([
      'code:const a = ',
      "string:'x // y'",
      'code:; ',
      'comment:// note',
      'code:\nconst b = ',
      'string:"z"',
      'code:; ',
      'comment:/* block */',
      'code: a / b;',
    ]);
  });

  it.each([
    [
      'keeps a template whole, with the code of its ${} parts as code',
      'f(`a ${b + `c ${d}`} e`);',
      [
        'code:f(',
        'template:`a ${',
        'code:b + ',
        'template:`c ${',
        'code:d',
        'template:}`',
        'template:} e`',
        'code:);',
      ],
    ],
    [
      'tells a regular expression from a division',
      'x = /\\/\\/[/]/g.test(y) / 2;',
      ['code:x = ', 'regex:/\\/\\/[/]/g', 'code:.test(y) / 2;'],
    ],
    [
      'keeps braces inside a ${} part in it',
      '`${ {a: 1}.a }`',
      ['template:`${', 'code: {a: 1}.a ', 'template:}`'],
    ],
    [
      'reads a division after `++` as a division, so a quoted URL after it stays in its comment',
      'const half = step++ / 2; // notes: "https://evil.example"\nfetch(url);',
      [
        'code:const half = step++ / 2; ',
        'comment:// notes: "https://evil.example"',
        'code:\nfetch(url);',
      ],
    ],
    [
      'reads a division after `--` and a block comment after it the same way',
      'y = x-- / 1 /* "https://evil.example" */;',
      ['code:y = x-- / 1 ', 'comment:/* "https://evil.example" */', 'code:;'],
    ],
    [
      'reads a regular expression after the `)` of an `if` as one, quotes and all',
      `if (ok) /"'/.test(s); const a = 'b';`,
      ['code:if (ok) ', `regex:/"'/`, 'code:.test(s); const a = ', "string:'b'", 'code:;'],
    ],
    [
      'reads a regular expression whose class holds a slash and quotes',
      'x = /[/"]https:[/]/g;',
      ['code:x = ', 'regex:/[/"]https:[/]/g', 'code:;'],
    ],
    ['reads a `/` on the line after a name as a division', 'a\n/b/g', ['code:a\n/b/g']],
    [
      'keeps strings with escaped quotes and comment markers whole',
      `f('it\\'s // not a comment', "/* nor */");`,
      ['code:f(', `string:'it\\'s // not a comment'`, 'code:, ', 'string:"/* nor */"', 'code:);'],
    ],
    [
      'puts several comments in a row together, and the white space around them in the code',
      'a; // one\n /* two */ b;',
      ['code:a; ', 'comment:// one\n /* two */', 'code: b;'],
    ],
  ])('%s', (_, code, expected) => {
    expect(kinds(code)).toEqual(expected);
    expect(rejoined(code)).toBe(code);
  });

  it('throws on code that does not parse, rather than guess', () => {
    expect(() => codeSegments('const a = ;')).toThrow();
  });
});

describe('replaceInCode', () => {
  it('rewrites code and leaves strings and comments as they are', () => {
    const code = `import.meta.x; 'import.meta'; // import.meta`;
    expect(replaceInCode(code, (part) => part.replaceAll('import.meta', '({})'))).toBe(
      `({}).x; 'import.meta'; // import.meta`,
    );
  });
});
