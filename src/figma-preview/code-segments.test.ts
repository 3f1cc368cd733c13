import {describe, expect, it} from 'vitest';
import {codeSegments, replaceInCode} from './code-segments';

const kinds = (code: string) => codeSegments(code).map(({kind, text}) => `${kind}:${text}`);

describe('codeSegments', () => {
  it('splits code, strings and comments, losing nothing', () => {
    const code = `const a = 'x // y'; // note\nconst b = "z"; /* block */ a / b;`;
    expect(
      codeSegments(code)
        .map(({text}) => text)
        .join(''),
    ).toBe(code);
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
  ])('%s', (_, code, expected) => {
    expect(kinds(code)).toEqual(expected);
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
