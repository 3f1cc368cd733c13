// Characters that change how code reads without showing themselves: bidirectional controls, which
// can make code display in one order and run in another ("Trojan Source", CVE-2021-42574),
// zero-width or blank-looking characters and variation selectors, which can hide in identifiers and
// strings, and the two line separators that end a `//` comment in JavaScript though the editor
// shows them inside the line. The editor shows each as a marker, and the live example warns before
// such code runs.

/**
 * Unicode's Default_Ignorable_Code_Point (the characters a font draws as nothing), spelled out
 * rather than written `\p{…}` so that every engine, whatever its Unicode version, marks the same
 * set; hidden-characters.test.ts checks it still covers the property as Node knows it.
 */
const ignorableSet = [
  '\\u00ad',
  '\\u034f',
  '\\u061c',
  '\\u115f\\u1160',
  '\\u17b4\\u17b5',
  '\\u180b-\\u180f',
  '\\u200b-\\u200f',
  '\\u202a-\\u202e',
  '\\u2060-\\u206f',
  '\\u3164',
  '\\ufe00-\\ufe0f',
  '\\ufeff',
  '\\uffa0',
  '\\ufff0-\\ufff8',
  '\\u{1bca0}-\\u{1bca3}',
  '\\u{1d173}-\\u{1d17a}',
  '\\u{e0000}-\\u{e0fff}',
].join('');

/**
 * JavaScript's line terminators are LF, CR, U+2028 and U+2029; the editor breaks lines at the first
 * two only. The other two end a `//` comment, so code after them runs while the editor shows it as
 * part of the comment.
 */
const lineSeparatorSet = '\\u2028\\u2029';

/** The characters the warning names, as regular-expression escapes: single ones and ranges. */
const hiddenSet = ignorableSet + lineSeparatorSet;

/**
 * Control characters, which the editor also marks (as CodeMirror does by default), but which show
 * as a visible picture there, so the warning leaves them out: C0 and C1 controls but tab, LF and
 * CR (line breaks for both the editor and JavaScript), and U+FFF9 to U+FFFC.
 */
const controlSet = '\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f\\ufff9-\\ufffc';

/**
 * A pattern for any one character of the set. It matches a combining mark (U+034F, a variation
 * selector) alone, apart from the character it follows: that is the point.
 */
const anyOf = (set: string) => (flags: string) => new RegExp(`[${set}]`, flags);

/** The pattern for the warning, with these flags ('u' at least). */
export const hiddenCharacter = anyOf(hiddenSet);

/** Every character the editor shows as a marker (the hidden ones and the controls), with these flags. */
export const markedCharacter = anyOf(controlSet + hiddenSet);

/**
 * The most marked characters code may hold, in the editor or in a link. Each marker is an element
 * of its own, and browsers lay out and edit a line of thousands of them in time that grows with
 * the square of their number (Firefox, and Chromium once the selection sits among them); at this
 * count that is a few milliseconds. Real code holds none or a handful, and a reader could not
 * check more than this many one by one anyway.
 */
export const maxMarkedCharacters = 100;

/** How many characters of the code the editor marks. */
export function countMarkedCharacters(code: string): number {
  return code.match(markedCharacter('gu'))?.length ?? 0;
}

const names: Record<number, string> = {
  0x00ad: 'soft hyphen',
  0x034f: 'combining grapheme joiner',
  0x061c: 'arabic letter mark',
  0x115f: 'hangul choseong filler',
  0x1160: 'hangul jungseong filler',
  0x180e: 'mongolian vowel separator',
  0x200b: 'zero width space',
  0x200c: 'zero width non-joiner',
  0x200d: 'zero width joiner',
  0x200e: 'left-to-right mark',
  0x200f: 'right-to-left mark',
  0x2028: 'line separator',
  0x2029: 'paragraph separator',
  0x202a: 'left-to-right embedding',
  0x202b: 'right-to-left embedding',
  0x202c: 'pop directional formatting',
  0x202d: 'left-to-right override',
  0x202e: 'right-to-left override',
  0x2060: 'word joiner',
  0x2066: 'left-to-right isolate',
  0x2067: 'right-to-left isolate',
  0x2068: 'first strong isolate',
  0x2069: 'pop directional isolate',
  0x3164: 'hangul filler',
  0xfeff: 'zero width no-break space',
  0xffa0: 'halfwidth hangul filler',
};

function nameOf(point: number): string | undefined {
  if (point >= 0xfe00 && point <= 0xfe0f) return `variation selector-${point - 0xfe00 + 1}`;
  if (point >= 0xe0100 && point <= 0xe01ef) return `variation selector-${point - 0xe0100 + 17}`;
  if (point >= 0xe0000 && point <= 0xe007f) return 'tag';
  if (point >= 0x180b && point <= 0x180f && point !== 0x180e) return 'mongolian variation selector';
  return names[point];
}

/** "U+202E (right-to-left override)", or "U+0001" for a character without a name here. */
export function describeCharacter(point: number): string {
  const hex = point.toString(16).toUpperCase().padStart(4, '0');
  const name = nameOf(point);
  return name ? `U+${hex} (${name})` : `U+${hex}`;
}

interface HiddenCharacter {
  /** "U+202E (right-to-left override)". */
  name: string;
  /** 1-based, counting lines as the editor does. */
  line: number;
  column: number;
}

/** Every hidden character of the code, in order. */
export function findHiddenCharacters(code: string): HiddenCharacter[] {
  const found: HiddenCharacter[] = [];
  const pattern = hiddenCharacter('gu');
  // The editor's line breaks (CodeMirror's default): U+2028 and U+2029 stay inside the line.
  code.split(/\r\n?|\n/).forEach((text, index) => {
    for (const match of text.matchAll(pattern)) {
      found.push({
        name: describeCharacter(match[0].codePointAt(0)!),
        line: index + 1,
        column: match.index + 1,
      });
    }
  });
  return found;
}

/** A warning for the reader, or '' when the code has none. */
export function hiddenCharactersWarning(code: string): string {
  const found = findHiddenCharacters(code);
  if (!found.length) return '';
  const listed = found
    .slice(0, 3)
    .map(({name, line, column}) => `${name} at line ${line}, column ${column}`)
    .join('; ');
  const more = found.length > 3 ? `, and ${found.length - 3} more` : '';
  const count =
    found.length === 1 ? 'an invisible character' : `${found.length} invisible characters`;
  return `This code contains ${count} that can make it run differently from how it reads: ${listed}${more}. Each shows as a red dot in the editor; read the code around them before you run it.`;
}
