// Characters that change how code reads without showing themselves: bidirectional controls, which
// can make code display in one order and run in another ("Trojan Source", CVE-2021-42574), and
// zero-width or blank-looking characters, which can hide in identifiers and strings. The editor
// shows each as a marker, and the live example warns before such code runs.

/** The characters, as regular-expression escapes: single ones and ranges. */
const hiddenSet = [
  '\\u00ad',
  '\\u061c',
  '\\u115f\\u1160',
  '\\u180e',
  '\\u200b-\\u200f',
  '\\u202a-\\u202e',
  '\\u2060-\\u2064',
  '\\u2066-\\u2069',
  '\\u3164',
  '\\ufeff',
  '\\uffa0',
].join('');

/** One pattern for the editor's markers and for the warning. */
export const hiddenCharacter = new RegExp(`[${hiddenSet}]`, 'u');

const names: Record<number, string> = {
  0x061c: 'arabic letter mark',
  0x200b: 'zero width space',
  0x200c: 'zero width non-joiner',
  0x200d: 'zero width joiner',
  0x200e: 'left-to-right mark',
  0x200f: 'right-to-left mark',
  0x202a: 'left-to-right embedding',
  0x202b: 'right-to-left embedding',
  0x202c: 'pop directional formatting',
  0x202d: 'left-to-right override',
  0x202e: 'right-to-left override',
  0x2066: 'left-to-right isolate',
  0x2067: 'right-to-left isolate',
  0x2068: 'first strong isolate',
  0x2069: 'pop directional isolate',
  0xfeff: 'zero width no-break space',
};

interface HiddenCharacter {
  /** "U+202E (right-to-left override)". */
  name: string;
  /** 1-based. */
  line: number;
  column: number;
}

/** Every hidden character of the code, in order. */
function findHiddenCharacters(code: string): HiddenCharacter[] {
  const found: HiddenCharacter[] = [];
  const pattern = new RegExp(hiddenCharacter.source, 'gu');
  code.split('\n').forEach((text, index) => {
    for (const match of text.matchAll(pattern)) {
      const point = match[0].codePointAt(0)!;
      const hex = point.toString(16).toUpperCase().padStart(4, '0');
      found.push({
        name: names[point] ? `U+${hex} (${names[point]})` : `U+${hex}`,
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
