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
          groups: [],
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
    if (props && alsoAccepts.test(line)) {
      // The paragraph of group links, up to a blank line.
      for (; i < lines.length && lines[i].trim() && !anyHeading.test(lines[i]); i++)
        props.groups.push(...groupLinksOf(lines[i], i + 1));
      i--;
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
  const lines = proseOf(text).split('\n');
  const groups: PropGroup[] = [];
  let group: PropGroup | null = null;
  let tables = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const heading = anyHeading.exec(line);
    if (heading) {
      if (heading[1].length > 2) continue;
      const match = groupHeading.exec(line);
      group = match
        ? {
            anchor: match[2] ?? slugOf(withoutLinks(match[1]!)),
            title: match[1]!,
            file,
            line: i + 1,
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
    if (!line.trim().startsWith('|')) {
      if (tables > 0) continue;
      if (/^\s*Accepted by\b/.test(line)) group.acceptedBy.push(...namesOf(withoutLinks(line)));
      else group.interfaces.push(...namesOf(line).filter((name) => /^[A-Z]\w*Props$/.test(name)));
      continue;
    }
    tables++;
    const header = cells(line).map((cell) => cell.toLowerCase());
    if (tables > 1)
      group.malformed.push(`${file}:${i + 1}: a group has one table; this is a second one`);
    else if (header.join('|') !== propsHeader.join('|'))
      group.malformed.push(
        `${file}:${i + 1}: table header "${header.join(' | ')}" is not Prop | Type | Default | Description`,
      );
    for (i += 2; i < lines.length && lines[i].trim().startsWith('|'); i++) {
      const row = cells(lines[i]);
      if (row.length !== 4)
        group.malformed.push(`${file}:${i + 1}: row has ${row.length} cells, expected 4`);
      const names = namesOf(row[0]);
      if (names.length === 0)
        group.malformed.push(`${file}:${i + 1}: no \`name\` in the first cell`);
      group.rows.push({line: i + 1, names, type: codeOf(row[1] ?? '')});
      group.props.push(...names);
    }
    i--;
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
