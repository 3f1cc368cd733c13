// What the editor marks and the warning names: every character that draws as nothing, and every
// one that ends a line for JavaScript but not for the editor.
import {describe, expect, it} from 'vitest';
import {
  countMarkedCharacters,
  describeCharacter,
  findHiddenCharacters,
  hiddenCharacter,
  hiddenCharactersWarning,
  markedCharacter,
} from './hidden-characters';

const hidden = hiddenCharacter('u');
const marked = markedCharacter('u');
const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, '0');

describe('hiddenCharacter', () => {
  it("covers every character Unicode says draws as nothing, as this Node's Unicode knows them", () => {
    const ignorable = /\p{Default_Ignorable_Code_Point}/u;
    const missing: string[] = [];
    for (let point = 0; point <= 0x10ffff; point++) {
      const char = String.fromCodePoint(point);
      if (ignorable.test(char) && !hidden.test(char)) missing.push(hex(point));
    }
    expect(missing).toEqual([]);
  });

  it('covers every character that ends a // comment in JavaScript but not a line in the editor', () => {
    const escaping: string[] = [];
    // Line terminators are all in the Basic Multilingual Plane.
    for (let point = 0; point <= 0xffff; point++) {
      if (point >= 0xd800 && point <= 0xdfff) continue;
      const char = String.fromCodePoint(point);
      let ends: boolean;
      try {
        // Returns 1 only when the character ended the comment.
        ends = new Function(`// comment${char}return 1`)() === 1;
      } catch {
        ends = false;
      }
      const editorLineBreak = char === '\n' || char === '\r';
      if (ends && !editorLineBreak && !hidden.test(char)) escaping.push(hex(point));
    }
    expect(escaping).toEqual([]);
  });

  it('covers both ranges of variation selectors', () => {
    for (const point of [0xfe00, 0xfe0f, 0xe0100, 0xe01ef]) {
      expect(hidden.test(String.fromCodePoint(point)), hex(point)).toBe(true);
    }
  });

  it('leaves ordinary text, spaces and line breaks alone', () => {
    expect(hidden.test("const a = 'x y'; // ok\t\r\n\u00a0é")).toBe(false);
    expect(marked.test("const a = 'x y'; // ok\t\r\n\u00a0é")).toBe(false);
  });
});

describe('describeCharacter', () => {
  it('names the line separators and the variation selectors', () => {
    expect(describeCharacter(0x2028)).toBe('U+2028 (line separator)');
    expect(describeCharacter(0x2029)).toBe('U+2029 (paragraph separator)');
    expect(describeCharacter(0xfe0f)).toBe('U+FE0F (variation selector-16)');
    expect(describeCharacter(0xe0100)).toBe('U+E0100 (variation selector-17)');
    expect(describeCharacter(0xe01ef)).toBe('U+E01EF (variation selector-256)');
    expect(describeCharacter(0x1)).toBe('U+0001');
  });
});

describe('countMarkedCharacters', () => {
  it('counts the controls and the hidden characters, not tabs or line breaks', () => {
    expect(countMarkedCharacters('a\u0001b\u007f\u0085\u200b\u{e0100}\u2028\t\r\n')).toBe(6);
    expect(countMarkedCharacters('\u0001'.repeat(25_000))).toBe(25_000);
    expect(countMarkedCharacters('plain code')).toBe(0);
  });
});

describe('findHiddenCharacters', () => {
  it('counts lines as the editor does: CR and CRLF break them, U+2028 does not', () => {
    expect(findHiddenCharacters('a\r\nb\rc\u2028\u200b\nd\u{fe0f}')).toEqual([
      {name: 'U+2028 (line separator)', line: 3, column: 2},
      {name: 'U+200B (zero width space)', line: 3, column: 3},
      {name: 'U+FE0F (variation selector-16)', line: 4, column: 2},
    ]);
  });
});

describe('hiddenCharactersWarning', () => {
  it('warns of a line separator that ends a comment', () => {
    expect(hiddenCharactersWarning('// admins only\u2028run();')).toMatch(
      /^This code contains an invisible character .*: U\+2028 \(line separator\) at line 1, column 15\./,
    );
  });

  it('says nothing of code without one', () => {
    expect(hiddenCharactersWarning('const a = 1;\n')).toBe('');
  });
});
