// Every API reference page (docs/api/*.md) has the same layout, so a reader finds things in the
// same place on each:
//
//   intro, with the import line (a code block importing from 'react-figma')
//   ## Example, or several "## Example: …"
//   ## topic sections, any number (how it works, fonts, exporting...)
//   ## the API tables, one section per export, each headed by its name in code:
//        "`Frame` props"    props tables of a component (the Default legend linked above them)
//        "`render`"         a function or hook: signature, Parameters and Returns tables
//        "`Platform` members" (or "`A` and `B` members")  the members table of an object
//   ## Pitfalls
//
// The shared props page (docs/api/shared-props.md) is the exception: it documents no export but
// the groups of props that component pages link ("Also accepts"), so it has an intro that links the
// Default legend, then one section per group, each holding its props table, and nothing else.
//
// The function sections' contents and the props tables are checked against react-figma's .d.ts by
// props-tables-match-types.test.ts.
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {resolveFigmaApiUrl} from '../../src/plugins/figma-api-links';
import {
  extractCodeBlocks,
  listFiles,
  listMarkdownFiles,
  proseOf,
  readRepoFile,
} from '../../tools/markdown-sources';
import {sharedPropsPage} from '../lib/props-tables';

type Kind = 'example' | 'topic' | 'reference' | 'pitfalls';
const order: Kind[] = ['example', 'topic', 'reference', 'pitfalls'];

const legend = '/docs/API#reading-the-props-tables';
const referenceForms = [/^`\w+` props$/, /^`\w+`$/, /^`\w+`( and `\w+`)* members$/];

function kindOf(heading: string): Kind {
  if (/^Example(: .+)?$/.test(heading)) return 'example';
  if (heading === 'Pitfalls') return 'pitfalls';
  return heading.startsWith('`') ? 'reference' : 'topic';
}

interface Section {
  heading: string;
  kind: Kind;
  line: number;
  body: string[];
}

function pageLayoutProblems(file: string, text: string): string[] {
  const lines = proseOf(text).split('\n');
  const sections: Section[] = [];
  let intro = '';
  lines.forEach((line, index) => {
    // An explicit anchor (`## Title \{#old-anchor}`) keeps old links working; it is not the title.
    const heading = /^## (.+?)\s*(?:\\?\{#[\w-]+\})?\s*$/.exec(line);
    if (heading)
      sections.push({heading: heading[1], kind: kindOf(heading[1]), line: index + 1, body: []});
    else if (sections.length) sections.at(-1)!.body.push(line);
    else intro += `${line}\n`;
  });
  const problems: string[] = [];
  const at = (section: Section) => `${file}:${section.line} "## ${section.heading}"`;

  const firstSection = sections[0]?.line ?? lines.length + 1;
  const importsReactFigma = extractCodeBlocks(file, text).some(
    (block) => block.line < firstSection && /from 'react-figma'/.test(block.code),
  );
  if (!intro.trim() || !importsReactFigma)
    problems.push(`${file}: the intro must say what the page covers and show the import line`);

  let rank = 0;
  for (const section of sections) {
    const sectionRank = order.indexOf(section.kind);
    if (sectionRank < rank)
      problems.push(
        `${at(section)} (${section.kind}) comes after a ${order[rank]} section; the order is ${order.join(', ')}`,
      );
    rank = Math.max(rank, sectionRank);
    if (section.kind === 'reference' && !referenceForms.some((form) => form.test(section.heading)))
      problems.push(
        `${at(section)}: an API section is "\`Name\` props", "\`name\`" or "\`Name\` members"`,
      );
    const tables = section.body.filter((line) => /^\|.*\|$/.test(line.trim()));
    if (section.heading.endsWith(' members') && tables.length === 0)
      problems.push(`${at(section)}: a members section has a table`);
    if (section.heading.endsWith(' props')) {
      const firstTable = section.body.findIndex((line) => line.trim().startsWith('|'));
      if (!section.body.slice(0, firstTable).some((line) => line.includes(legend)))
        problems.push(`${at(section)}: link the Default legend (${legend}) above the first table`);
    }
  }
  for (const kind of ['example', 'reference', 'pitfalls'] as const) {
    const count = sections.filter((section) => section.kind === kind).length;
    if (count === 0) problems.push(`${file}: no ${kind} section`);
    if (kind === 'pitfalls' && count > 1) problems.push(`${file}: more than one Pitfalls section`);
  }
  return problems;
}

/** The layout of the shared props page: intro with the legend, then groups, each with a table. */
function groupsPageProblems(file: string, text: string): string[] {
  const lines = proseOf(text).split('\n');
  const first = lines.findIndex((line) => /^## /.test(line));
  const intro = lines.slice(0, first < 0 ? lines.length : first).join('\n');
  const problems: string[] = [];
  if (!intro.includes(legend))
    problems.push(`${file}: the intro must say what the page covers and link the Default legend`);
  if (first < 0) return [...problems, `${file}: no group section`];
  let heading = first;
  for (let i = first + 1; i <= lines.length; i++) {
    if (i < lines.length && !/^## /.test(lines[i]!)) continue;
    const title = lines[heading]!.slice(3).trim();
    const body = lines.slice(heading + 1, i);
    if (/^`/.test(title) || /^(Example|Pitfalls)\b/.test(title))
      problems.push(`${file}:${heading + 1} "## ${title}": the page holds groups of props only`);
    else if (!body.some((line) => line.trim().startsWith('|')))
      problems.push(`${file}:${heading + 1} "## ${title}": a group holds its props table`);
    heading = i;
  }
  return problems;
}

const page = (...lines: string[]) => lines.join('\n');
const intro = ['Intro.', '', '```tsx', "import {Platform} from 'react-figma';", '```', ''];
const members = ['| Member | Value |', '| --- | --- |', '| `OS` | `figma` |', ''];

describe('API page sections', () => {
  it('accepts the canonical layout', () => {
    expect(
      pageLayoutProblems(
        'ok.md',
        page(
          ...intro,
          '## Example',
          '## Example: another',
          '## How it works',
          '## `Platform` members',
          ...members,
          '## `select`',
          '## Pitfalls',
        ),
      ),
    ).toEqual([]);
  });

  it('names the page and the heading that strays', () => {
    expect(
      pageLayoutProblems(
        'Platform.md',
        page(...intro, '## Members', ...members, '## Example', '## Pitfalls', '## Notes'),
      ),
    ).toEqual([
      'Platform.md:12 "## Example" (example) comes after a topic section; the order is example, topic, reference, pitfalls',
      'Platform.md:14 "## Notes" (topic) comes after a pitfalls section; the order is example, topic, reference, pitfalls',
      'Platform.md: no reference section',
    ]);
  });

  it('wants the import line, the legend above props tables and a table in members', () => {
    expect(
      pageLayoutProblems(
        'frame.md',
        page(
          'Intro without code.',
          '## Example',
          '## `Frame` props',
          '| Prop | Type | Default | Description |',
          '## `FRAME_PRESETS` members',
          '## `Frame` options',
          '## Pitfalls',
        ),
      ),
    ).toEqual([
      'frame.md: the intro must say what the page covers and show the import line',
      `frame.md:3 "## \`Frame\` props": link the Default legend (${legend}) above the first table`,
      'frame.md:5 "## `FRAME_PRESETS` members": a members section has a table',
      'frame.md:6 "## `Frame` options": an API section is "`Name` props", "`name`" or "`Name` members"',
    ]);
  });

  const pages = listFiles('docs/api', (name) => /\.mdx?$/.test(name));

  it('wants the shared props page to hold groups, each with its table', () => {
    const table = ['| Prop | Type | Default | Description |', '| --- | --- | --- | --- |'];
    expect(
      groupsPageProblems(
        'shared-props.md',
        page(
          `Groups, read [as the legend says](${legend}).`,
          '## Node',
          ...table,
          '## Corners',
          'No table.',
          '## Pitfalls',
          '- None.',
        ),
      ),
    ).toEqual([
      'shared-props.md:5 "## Corners": a group holds its props table',
      'shared-props.md:7 "## Pitfalls": the page holds groups of props only',
    ]);
    expect(groupsPageProblems('shared-props.md', page('Groups.', '## Node', ...table))).toEqual([
      'shared-props.md: the intro must say what the page covers and link the Default legend',
    ]);
  });

  it('finds the API pages', () => {
    expect(pages.length).toBeGreaterThanOrEqual(19);
  });

  it.each(pages.map((file) => [path.basename(file), file]))('%s', (_, file) => {
    const problems = (file === sharedPropsPage ? groupsPageProblems : pageLayoutProblems)(
      file,
      readRepoFile(file),
    );
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('every figma: link names a Figma type of src/plugins/figma-api-links', () => {
    const unknown = listMarkdownFiles().flatMap((file) =>
      [...proseOf(readRepoFile(file)).matchAll(/\]\((figma:[^)\s]*)\)/g)]
        .filter(([, url]) => resolveFigmaApiUrl(url!) === null)
        .map(([, url]) => `${file}: ${url}`),
    );
    expect(unknown).toEqual([]);
  });
});
