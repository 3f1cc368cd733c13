// Parses the API tables of the reference pages: components' props and functions' signatures.
//
// Page conventions:
// - A heading "`Name` props" (any level) opens the props section of component Name; it runs to the
//   next heading of the same or a higher level. Inside it, every table's header is
//   `Prop | Type | Default | Description`. The first cell holds one or more `backticked` names
//   (e.g. "`paddingTop`, `paddingBottom`" when they share type and meaning), the second the type as
//   inline code, or in words where no short type exists (`style`).
// - A heading "`name`" alone (level 2) opens the section of function name. It holds a ```ts block
//   with the signature, `function name(a: A, b: B): R;`, a `Parameter | Type | Description` table
//   (left out when there are no parameters) and a `Returns | Description` table of one row whose
//   first cell is the return type.
// Links in cells count as their text: "[`readonly Paint[]`](figma:Paint)" is `readonly Paint[]`.
import ts from 'typescript';
import {extractCodeBlocks, proseOf} from '../../tools/markdown-sources';

export interface TableRow {
  /** 1-based line in the page. */
  line: number;
  /** The `backticked` names of the first cell. */
  names: string[];
  /** The type: the code of the type cell, or null when the cell is in words. */
  type: string | null;
}

export interface PropsSection {
  component: string;
  file: string;
  line: number;
  rows: TableRow[];
  /** Prop names in table order (duplicates kept so they can be reported). */
  props: string[];
  /** Tables whose header is not the expected one, or rows without four cells. */
  malformed: string[];
}

export interface Signature {
  name: string;
  params: Array<{name: string; type: string}>;
  returns: string;
}

export interface FunctionSection {
  name: string;
  file: string;
  line: number;
  /** From the section's ```ts block; null when there is none or it does not parse. */
  signature: Signature | null;
  parameters: TableRow[];
  returns: TableRow[];
  malformed: string[];
}

export interface ApiSections {
  props: PropsSection[];
  functions: FunctionSection[];
}

const propsHeading = /^(#{1,6})\s+`?([A-Za-z]\w*)`?\s+props\s*(?:\\?\{#[\w-]+\})?\s*$/i;
const functionHeading = /^##\s+`([A-Za-z]\w*)`\s*(?:\\?\{#[\w-]+\})?\s*$/;
const anyHeading = /^(#{1,6})\s/;
const propsHeader = ['prop', 'type', 'default', 'description'];
const parametersHeader = ['parameter', 'type', 'description'];
const returnsHeader = ['returns', 'description'];

/** A cell's Markdown with links replaced by their text. */
export function withoutLinks(cell: string): string {
  return cell.replace(/\[((?:`[^`]*`|[^\]`])*)\]\([^)\s]*\)/g, '$1');
}

function cells(row: string): string[] {
  // Split on pipes that are not escaped (`\|` inside a type such as `A \| B`).
  return row
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split(/(?<!\\)\|/)
    .map((cell) => withoutLinks(cell.trim()));
}

/** The code of a cell that is exactly one code span, with `\|` unescaped; otherwise null. */
function codeOf(cell: string): string | null {
  const match = /^`([^`]+)`$/.exec(cell);
  return match ? match[1].replace(/\\\|/g, '|') : null;
}

const namesOf = (cell: string) =>
  [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1].replace(/\?$/, ''));

/** Reads `function name(a: A): R;` (or a multi-line version of it) with the TypeScript parser. */
export function parseSignature(code: string): Signature | null {
  const source = ts.createSourceFile('signature.ts', code, ts.ScriptTarget.Latest, true);
  const declaration = source.statements.find(ts.isFunctionDeclaration);
  if (!declaration?.name || !declaration.type) return null;
  const text = (node: ts.Node) => node.getText(source).replace(/\s+/g, ' ');
  return {
    name: declaration.name.text,
    params: declaration.parameters.map((parameter) => ({
      name: text(parameter.name),
      type: parameter.type ? text(parameter.type) : 'any',
    })),
    returns: text(declaration.type),
  };
}

/** Type text compared by characters: without white space or a last `;` before a `}`. */
export function sameTypeText(a: string, b: string): boolean {
  const normal = (type: string) => type.replace(/\s+/g, '').replace(/;}/g, '}');
  return normal(a) === normal(b);
}

export function parseApiSections(file: string, text: string): ApiSections {
  const lines = proseOf(text).split('\n');
  const blocks = extractCodeBlocks(file, text);
  const result: ApiSections = {props: [], functions: []};
  let props: (PropsSection & {level: number}) | null = null;
  let fn: FunctionSection | null = null;
  const closeFunction = (end: number) => {
    if (!fn) return;
    const code = blocks.find(
      (block) => block.line > fn!.line && block.line < end && /^tsx?$/.test(block.lang),
    );
    fn.signature = code ? parseSignature(code.code) : null;
    fn = null;
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const heading = anyHeading.exec(line);
    if (heading) {
      const level = heading[1].length;
      if (props && level <= props.level) props = null;
      if (fn && level <= 2) closeFunction(i + 1);
      const propsMatch = propsHeading.exec(line);
      const fnMatch = functionHeading.exec(line);
      if (propsMatch) {
        props = {
          component: propsMatch[2],
          file,
          line: i + 1,
          rows: [],
          props: [],
          malformed: [],
          level: propsMatch[1].length,
        };
        result.props.push(props);
      } else if (fnMatch) {
        fn = {
          name: fnMatch[1],
          file,
          line: i + 1,
          signature: null,
          parameters: [],
          returns: [],
          malformed: [],
        };
        result.functions.push(fn);
      }
      continue;
    }
    const section = props ?? fn;
    if (!section || !line.trim().startsWith('|')) continue;
    // A table: header, delimiter row, body rows.
    const header = cells(line).map((cell) => cell.toLowerCase());
    const kind = props
      ? header.join('|') === propsHeader.join('|')
        ? 'props'
        : null
      : header.join('|') === parametersHeader.join('|')
        ? 'parameters'
        : header.join('|') === returnsHeader.join('|')
          ? 'returns'
          : null;
    if (!kind)
      section.malformed.push(
        `${file}:${i + 1}: table header "${header.join(' | ')}" is not one of this section's`,
      );
    i += 2;
    for (; i < lines.length && lines[i].trim().startsWith('|'); i++) {
      if (!kind) continue;
      const row = cells(lines[i]);
      const width = kind === 'props' ? 4 : kind === 'parameters' ? 3 : 2;
      if (row.length !== width)
        section.malformed.push(`${file}:${i + 1}: row has ${row.length} cells, expected ${width}`);
      if (kind === 'returns') {
        fn!.returns.push({line: i + 1, names: [], type: codeOf(row[0])});
        continue;
      }
      const names = namesOf(row[0]);
      if (names.length === 0)
        section.malformed.push(`${file}:${i + 1}: no \`name\` in the first cell`);
      const tableRow = {line: i + 1, names, type: codeOf(row[1] ?? '')};
      if (kind === 'props') {
        props!.rows.push(tableRow);
        props!.props.push(...names);
      } else fn!.parameters.push(tableRow);
    }
    i--;
  }
  closeFunction(lines.length + 1);
  return result;
}
