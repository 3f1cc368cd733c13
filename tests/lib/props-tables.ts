// Parses the API tables of the reference pages: components' props and functions' signatures.
//
// Page conventions:
// - A heading "`Name` props" (any level) opens the props section of component Name; it runs to the
//   next heading of the same or a higher level. Inside it, every table's header is
//   `Prop | Type | Default | Description`. The first cell holds one or more `backticked` names
//   (e.g. "`paddingTop`, `paddingBottom`" when they share type and meaning), the second the type as
//   inline code, or in words where no short type exists (`style`).
// - Props that many components share are documented once, in groups, on the shared props page
//   (sharedPropsPage): each level-2 section there is a group, "## Position and size", with one
//   props table, and names before its table the react-figma interfaces it comes from
//   (`LayoutProps`...) and, in a paragraph that starts "Accepted by", the components that accept
//   it. A props section accepts a group by linking its anchor in a paragraph
//   that starts "Also accepts": "[Position and size](./shared-props.md#position-and-size)". A
//   link followed by "(except `height`, …)" takes those props out of the group for this component,
//   which then documents them with rows of its own (an ignored prop, another default...).
//   resolveProps gives a component's documented props: its own rows plus its groups' rows.
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
  /** The shared groups its "Also accepts" paragraph links, in order. */
  groups: GroupLink[];
  /** Tables whose header is not the expected one, or rows without four cells. */
  malformed: string[];
}

/** A link from a props section to a group of the shared props page. */
export interface GroupLink {
  /** 1-based line of the link. */
  line: number;
  /** The anchor of the group's section, e.g. `position-and-size`. */
  anchor: string;
  /** The link's text. */
  title: string;
  /** Props of the group that the component documents in rows of its own instead. */
  except: string[];
}

/** A group of the shared props page: a level-2 section and its props table. */
export interface PropGroup {
  /** The section's anchor: its explicit `{#id}`, or the slug of its title. */
  anchor: string;
  title: string;
  file: string;
  line: number;
  /** The `…Props` names in inline code before its table: the interfaces it says it comes from. */
  interfaces: string[];
  /** The names in inline code of its paragraph that starts "Accepted by". */
  acceptedBy: string[];
  rows: TableRow[];
  props: string[];
  malformed: string[];
}

/** A prop a component's page documents, and where: its own row, or a row of a linked group. */
export interface DocumentedProp {
  name: string;
  /** `file:line` of the row, and the group's title when the row is a group's. */
  at: string;
  row: TableRow;
  /** The group the row belongs to, if any. */
  group?: PropGroup;
}

/** The page of the shared prop groups. */
export const sharedPropsPage = 'docs/api/shared-props.md';

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
const groupHeading = /^##\s+(.+?)\s*(?:\\?\{#([\w-]+)\})?\s*$/;
const alsoAccepts = /^\s*(?:\*\*|_)?Also accepts\b/;
/** "[Title](./shared-props.md#anchor)", then maybe "(except `a`, `b`)". */
const groupLink =
  /\[([^\]]+)\]\((?:\.\/|\/docs\/api\/)?shared-props(?:\.mdx?)?#([\w-]+)\)(?:\s*\(except\b([^)]*)\))?/g;
/** The header of each kind of table, in lower case. */
const tableHeaders = {
  props: ['prop', 'type', 'default', 'description'],
  parameters: ['parameter', 'type', 'description'],
  returns: ['returns', 'description'],
};
type TableKind = keyof typeof tableHeaders;
const sameHeader = (header: string[], expected: string[]) =>
  header.join('|') === expected.join('|');

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

/** A body row of a table: its cells and its 1-based line in the page. */
interface TableLine {
  cells: string[];
  line: number;
}

/** What both parsers read of a page: its headings, its tables whole, and its other lines. */
type PagePart =
  | {kind: 'heading'; text: string; level: number; line: number}
  | {kind: 'table'; header: string[]; rows: TableLine[]; line: number}
  | {kind: 'text'; text: string; line: number};

/** The parts of a page's prose, in order (code blocks read as blank lines). */
function* partsOf(text: string): Generator<PagePart> {
  const lines = proseOf(text).split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const heading = anyHeading.exec(line);
    if (heading) yield {kind: 'heading', text: line, level: heading[1].length, line: i + 1};
    else if (!line.trim().startsWith('|')) yield {kind: 'text', text: line, line: i + 1};
    else {
      // A table: header, delimiter row, body rows.
      const header = cells(line).map((cell) => cell.toLowerCase());
      const at = i + 1;
      const rows: TableLine[] = [];
      for (i += 2; i < lines.length && lines[i].trim().startsWith('|'); i++)
        rows.push({cells: cells(lines[i]), line: i + 1});
      i--;
      yield {kind: 'table', header, rows, line: at};
    }
  }
}

/**
 * A body row of a props, parameters or returns table, as a TableRow; what is wrong with it goes
 * to `malformed`.
 */
function readRow(file: string, kind: TableKind, row: TableLine, malformed: string[]): TableRow {
  const {cells: found, line} = row;
  const width = tableHeaders[kind].length;
  if (found.length !== width)
    malformed.push(`${file}:${line}: row has ${found.length} cells, expected ${width}`);
  // A returns row names nothing: its first cell is the type.
  if (kind === 'returns') return {line, names: [], type: codeOf(found[0])};
  const names = namesOf(found[0]);
  if (names.length === 0) malformed.push(`${file}:${line}: no \`name\` in the first cell`);
  return {line, names, type: codeOf(found[1] ?? '')};
}

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
  const blocks = extractCodeBlocks(file, text);
  const result: ApiSections = {props: [], functions: []};
  let props: (PropsSection & {level: number}) | null = null;
  let fn: FunctionSection | null = null;
  // Inside the paragraph of group links, which runs from "Also accepts" to a blank line.
  let inGroupLinks = false;
  const closeFunction = (end: number) => {
    if (!fn) return;
    const code = blocks.find(
      (block) => block.line > fn!.line && block.line < end && /^tsx?$/.test(block.lang),
    );
    fn.signature = code ? parseSignature(code.code) : null;
    fn = null;
  };
  for (const part of partsOf(text)) {
    if (part.kind === 'heading') {
      inGroupLinks = false;
      if (props && part.level <= props.level) props = null;
      if (fn && part.level <= 2) closeFunction(part.line);
      const propsMatch = propsHeading.exec(part.text);
      const fnMatch = functionHeading.exec(part.text);
      if (propsMatch) {
        props = {
          component: propsMatch[2],
          file,
          line: part.line,
          rows: [],
          props: [],
          groups: [],
          malformed: [],
          level: propsMatch[1].length,
        };
        result.props.push(props);
      } else if (fnMatch) {
        fn = {
          name: fnMatch[1],
          file,
          line: part.line,
          signature: null,
          parameters: [],
          returns: [],
          malformed: [],
        };
        result.functions.push(fn);
      }
      continue;
    }
    if (part.kind === 'text') {
      inGroupLinks =
        part.text.trim() !== '' &&
        (inGroupLinks || (props !== null && alsoAccepts.test(part.text)));
      if (inGroupLinks) props!.groups.push(...groupLinksOf(part.text, part.line));
      continue;
    }
    inGroupLinks = false;
    const section = props ?? fn;
    if (!section) continue;
    const kinds: TableKind[] = props ? ['props'] : ['parameters', 'returns'];
    const kind = kinds.find((candidate) => sameHeader(part.header, tableHeaders[candidate]));
    if (!kind) {
      section.malformed.push(
        `${file}:${part.line}: table header "${part.header.join(' | ')}" is not one of this section's`,
      );
      continue;
    }
    for (const row of part.rows) {
      const tableRow = readRow(file, kind, row, section.malformed);
      if (kind === 'props') {
        props!.rows.push(tableRow);
        props!.props.push(...tableRow.names);
      } else fn![kind].push(tableRow);
    }
  }
  closeFunction(Infinity);
  return result;
}

/** The group links of one line of an "Also accepts" paragraph. */
function groupLinksOf(line: string, lineNumber: number): GroupLink[] {
  return [...line.matchAll(groupLink)].map(([, title, anchor, except]) => ({
    line: lineNumber,
    anchor: anchor!,
    title: title!,
    except: except ? namesOf(except) : [],
  }));
}

/** A heading's anchor as Docusaurus makes it (for titles of words, spaces and punctuation). */
export function slugOf(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s/g, '-');
}

/** The groups of the shared props page: each level-2 section with its one props table. */
export function parseSharedProps(file: string, text: string): PropGroup[] {
  const groups: PropGroup[] = [];
  let group: PropGroup | null = null;
  let tables = 0;
  for (const part of partsOf(text)) {
    if (part.kind === 'heading') {
      if (part.level > 2) continue;
      const match = groupHeading.exec(part.text);
      group = match
        ? {
            anchor: match[2] ?? slugOf(withoutLinks(match[1]!)),
            title: match[1]!,
            file,
            line: part.line,
            interfaces: [],
            acceptedBy: [],
            rows: [],
            props: [],
            malformed: [],
          }
        : null;
      tables = 0;
      if (group) groups.push(group);
      continue;
    }
    if (!group) continue;
    if (part.kind === 'text') {
      if (tables > 0) continue;
      const line = part.text;
      if (/^\s*Accepted by\b/.test(line)) group.acceptedBy.push(...namesOf(withoutLinks(line)));
      else group.interfaces.push(...namesOf(line).filter((name) => /^[A-Z]\w*Props$/.test(name)));
      continue;
    }
    tables++;
    if (tables > 1)
      group.malformed.push(`${file}:${part.line}: a group has one table; this is a second one`);
    else if (!sameHeader(part.header, tableHeaders.props))
      group.malformed.push(
        `${file}:${part.line}: table header "${part.header.join(' | ')}" is not Prop | Type | Default | Description`,
      );
    for (const row of part.rows) {
      const tableRow = readRow(file, 'props', row, group.malformed);
      group.rows.push(tableRow);
      group.props.push(...tableRow.names);
    }
  }
  // Sections without a table (an introduction, say) are not groups.
  return groups.filter((found) => found.rows.length > 0 || found.malformed.length > 0);
}

/**
 * What a props section documents: its own rows, then the rows of each group it links, less the
 * props the link excepts. Duplicates are kept, so that a prop documented twice can be reported.
 * The problems are those of the links themselves: a group the page does not have, an exception
 * that is not one of the group's props or that has no row of its own, and, given the component's
 * declared props, a group that the type does not include in full.
 */
export function resolveProps(
  section: PropsSection,
  groups: PropGroup[],
  declared?: string[],
): {props: DocumentedProp[]; problems: string[]} {
  const props: DocumentedProp[] = section.rows.flatMap((row) =>
    row.names.map((name) => ({name, at: `${section.file}:${row.line}`, row})),
  );
  const problems: string[] = [];
  for (const link of section.groups) {
    const at = `${section.file}:${link.line} ${section.component}`;
    const group = groups.find((candidate) => candidate.anchor === link.anchor);
    if (!group) {
      problems.push(
        `${at}: links the group #${link.anchor}, which ${sharedPropsPage} does not have`,
      );
      continue;
    }
    for (const name of link.except) {
      if (!group.props.includes(name))
        problems.push(`${at}: excepts \`${name}\` from ${group.title}, which has no such prop`);
      else if (!section.props.includes(name))
        problems.push(`${at}: excepts \`${name}\` from ${group.title} but has no row for it`);
    }
    const missing = declared ? group.props.filter((name) => !declared.includes(name)) : [];
    if (missing.length > 0)
      problems.push(
        `${at}: links ${group.title}, but its type lacks ${missing.map((name) => `\`${name}\``).join(', ')}`,
      );
    for (const row of group.rows) {
      for (const name of row.names) {
        if (!link.except.includes(name))
          props.push({name, at: `${group.file}:${row.line} (${group.title})`, row, group});
      }
    }
  }
  return {props, problems};
}
