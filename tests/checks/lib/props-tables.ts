// Parses the props tables of the API pages.
//
// Page convention: a heading "`Name` props" (any level) opens the props section of component
// Name; it runs to the next heading of the same or a higher level. Inside it, every table whose
// header is `Prop | Type | Default | Description` lists props, one or more `backticked` names in
// the first cell (e.g. "`paddingTop`, `paddingBottom`" when they share type and meaning).
import {proseOf} from './markdown-sources';

export interface PropsSection {
  component: string;
  file: string;
  line: number;
  /** Prop names in table order (duplicates kept so they can be reported). */
  props: string[];
  /** Tables whose header is not the expected one, or rows without four cells. */
  malformed: string[];
}

const sectionHeading = /^(#{1,6})\s+`?([A-Za-z]\w*)`?\s+props\s*$/i;
const anyHeading = /^(#{1,6})\s/;
const expectedHeader = ['prop', 'type', 'default', 'description'];

function cells(row: string): string[] {
  // Split on pipes that are not escaped (`\|` inside a type such as `A \| B`).
  return row
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());
}

export function parsePropsSections(file: string, text: string): PropsSection[] {
  const lines = proseOf(text).split('\n');
  const sections: PropsSection[] = [];
  let current: (PropsSection & {level: number}) | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const heading = anyHeading.exec(line);
    if (heading) {
      if (current && heading[1].length <= current.level) current = null;
      const match = sectionHeading.exec(line);
      if (match) {
        current = {
          component: match[2],
          file,
          line: i + 1,
          props: [],
          malformed: [],
          level: match[1].length,
        };
        sections.push(current);
      }
      continue;
    }
    if (!current || !line.trim().startsWith('|')) continue;
    // A table: header, delimiter row, body rows.
    const header = cells(line).map((cell) => cell.toLowerCase());
    const isPropsTable = header.join('|') === expectedHeader.join('|');
    if (!isPropsTable)
      current.malformed.push(
        `${file}:${i + 1}: table header is not "Prop | Type | Default | Description"`,
      );
    i += 2;
    for (; i < lines.length && lines[i].trim().startsWith('|'); i++) {
      if (!isPropsTable) continue;
      const row = cells(lines[i]);
      if (row.length !== 4)
        current.malformed.push(`${file}:${i + 1}: row has ${row.length} cells, expected 4`);
      const names = [...row[0].matchAll(/`([^`]+)`/g)].map((m) => m[1].replace(/\?$/, ''));
      if (names.length === 0)
        current.malformed.push(`${file}:${i + 1}: no \`prop\` name in the first cell`);
      current.props.push(...names);
    }
    i--;
  }
  return sections;
}
