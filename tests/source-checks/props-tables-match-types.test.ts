// Each component's props section on its docs page documents exactly the props of its type in
// react-figma 0.31.0's .d.ts, each with that prop's type: in rows of its own, or through the shared
// groups it links (docs/api/shared-props.md), each of which its type must include in full, and
// never a prop twice (lib/props-tables.ts says how a page links a group). Each function's section (render, the
// hooks...) gives its .d.ts signature, parameters and return type. The rule for what counts as a
// prop is in lib/react-figma-api.ts (props of P in React.FC<P>; unions merged; children when P
// declares it; never key/ref); types are compared by the TypeScript checker (lib/type-match.ts).
import {describe, expect, it} from 'vitest';
import {listMarkdownFiles, readRepoFile} from '../../tools/markdown-sources';
import {
  parseApiSections,
  parseSharedProps,
  resolveProps,
  sameTypeText,
  sharedPropsPage,
  type DocumentedProp,
  type FunctionSection,
  type PropGroup,
  type PropsSection,
  type TableRow,
} from '../lib/props-tables';
import {
  readMixinInterfaces,
  readReactFigmaApi,
  type ReactFigmaFunction,
} from '../lib/react-figma-api';
import {mismatchedTypes, type TypeClaim} from '../lib/type-match';

const api = readReactFigmaApi();
const parsed = listMarkdownFiles(['docs']).map((file) =>
  parseApiSections(file, readRepoFile(file)),
);
const sections: PropsSection[] = parsed.flatMap((page) => page.props);
const functionSections: FunctionSection[] = parsed.flatMap((page) => page.functions);
const groups: PropGroup[] = parseSharedProps(sharedPropsPage, readRepoFile(sharedPropsPage));
/** Each props section's documented props (its rows and its groups' rows), and its links' problems. */
const resolved = new Map(
  sections.map((section) => [
    section,
    resolveProps(section, groups, api.components.get(section.component)),
  ]),
);

/** The names the package exports, sorted. */
const names = (declared: Map<string, unknown>) => [...declared.keys()].sort();
/** Where a section starts, as file:line. */
const at = (section: {file: string; line: number}) => `${section.file}:${section.line}`;
/** Passes when there is no problem; otherwise the failure lists them, one a line. */
const expectNoProblems = (problems: string[]) => expect(problems, problems.join('\n')).toEqual([]);

/** The one section of `found` (each export is documented once), checked by its heading. */
function onlySection<S extends {file: string; line: number}>(found: S[], heading: string): S {
  expect(found.map(at), heading).toHaveLength(1);
  return found[0]!;
}

function compare(component: string, documented: DocumentedProp[], actual: string[]): string[] {
  const problems: string[] = [];
  const first = new Map<string, DocumentedProp>();
  for (const prop of documented) {
    const earlier = first.get(prop.name);
    if (earlier)
      problems.push(
        `${component}: prop "${prop.name}" is documented twice (${earlier.at}; ${prop.at})`,
      );
    else first.set(prop.name, prop);
    if (!actual.includes(prop.name))
      problems.push(`${component}: documented prop "${prop.name}" is not in the type`);
  }
  for (const prop of actual) {
    if (!first.has(prop)) problems.push(`${component}: prop "${prop}" is missing from the page`);
  }
  return problems;
}

/**
 * Every documented prop type, in one list, so one TypeScript program checks them all: a group's
 * row is checked against each component that links the group.
 */
const propClaims: Array<TypeClaim & {component: string}> = sections.flatMap((section) =>
  resolved.get(section)!.props.flatMap(({name: prop, at: where, row}) =>
    row.type === null || !api.components.has(section.component)
      ? []
      : [
          {
            component: section.component,
            where: `${where} ${section.component}.${prop} (declared: ${
              api.propTypes.get(section.component)?.get(prop) ?? 'nothing'
            })`,
            documented: `(${row.type}) | undefined`,
            declared: `Shown<Prop<typeof api.${section.component}, '${prop}'>>`,
          },
        ],
  ),
);

/** The parameter and return types of every function section, checked in the same way. */
const functionClaims: Array<TypeClaim & {name: string}> = functionSections.flatMap((section) => {
  const declared = api.functions.get(section.name);
  if (!declared) return [];
  const where = (line: number, what: string, text: string) =>
    `${section.file}:${line} ${section.name} ${what} (declared: ${text})`;
  return [
    ...section.parameters.flatMap((row) => {
      const index = declared.params.indexOf(row.names[0]);
      return row.type === null || index < 0
        ? []
        : [
            {
              name: section.name,
              where: where(row.line, row.names[0], declared.paramTypes[index]),
              documented: row.type,
              declared: `Parameters<typeof api.${section.name}>[${index}]`,
            },
          ];
    }),
    ...section.returns.flatMap((row) =>
      row.type === null
        ? []
        : [
            {
              name: section.name,
              where: where(row.line, 'returns', declared.returns.slice(0, 120)),
              documented: row.type,
              declared: `ReturnType<typeof api.${section.name}>`,
            },
          ],
    ),
  ];
});

const typeProblems = mismatchedTypes([...propClaims, ...functionClaims]);
/** The type problems of the claims that pass `keep`; function claims follow the prop claims. */
function typeProblemsOf<T extends TypeClaim>(claims: T[], keep: (claim: T) => boolean): string[] {
  const offset = (claims as TypeClaim[]) === functionClaims ? propClaims.length : 0;
  return claims.flatMap((claim, index) =>
    keep(claim) ? (typeProblems.get(offset + index) ?? []) : [],
  );
}

/** What a function section says, against its .d.ts signature. */
function sectionProblems(section: FunctionSection, declared: ReactFigmaFunction): string[] {
  const at = `${section.file}:${section.line} ${section.name}`;
  const signature = section.signature;
  if (!signature) return [`${at}: no \`function ${section.name}(...): ...;\` signature block`];
  const problems: string[] = [];
  if (signature.name !== section.name)
    problems.push(`${at}: the signature is of "${signature.name}"`);
  const names = signature.params.map((param) => param.name);
  if (names.join() !== declared.params.join())
    problems.push(
      `${at}: signature parameters (${names}) are not the .d.ts's (${declared.params})`,
    );
  const rows = section.parameters.map((row) => row.names.join());
  if (rows.join() !== names.join())
    problems.push(`${at}: the Parameters table lists (${rows}), the signature (${names})`);
  section.parameters.forEach((row, index) => {
    const param = signature.params[index];
    if (param && row.type !== null && !sameTypeText(row.type, param.type))
      problems.push(
        `${section.file}:${row.line}: \`${row.type}\` is \`${param.type}\` in the signature`,
      );
  });
  if (section.returns.length !== 1)
    problems.push(`${at}: expected one Returns row, found ${section.returns.length}`);
  for (const row of section.returns) {
    if (row.type === null)
      problems.push(`${section.file}:${row.line}: the return type is not code`);
    else if (!sameTypeText(row.type, signature.returns))
      problems.push(
        `${section.file}:${row.line}: returns \`${row.type}\`, the signature \`${signature.returns}\``,
      );
  }
  return [...problems, ...section.malformed];
}

it.each([
  [
    'components',
    api.components,
    `Component ComponentSet Ellipse Frame Group Image Instance Line Page Rectangle Slice Star Svg
      Text Vector View`,
  ],
  [
    'functions',
    api.functions,
    `connectToDevTools createComponent render useEffectStyle useFillPaintStyle useStrokePaintStyle
      useStyleByKey useTextStyle useWindowDimensions`,
  ],
] as const)('the package exposes the %s the pages document', (_, declared, documented) => {
  expect(names(declared)).toEqual(documented.trim().split(/\s+/));
});

describe('props tables', () => {
  /** A page on Star: its props section's heading, then `lines`. */
  const starPage = (...lines: string[]) => ['## `Star` props', '', ...lines].join('\n');
  /** The first two lines of a props table. */
  const propsTableHead = ['| Prop | Type | Default | Description |', '| --- | --- | --- | --- |'];

  /** Props documented by rows of star.md, one row each, from line 5 on. */
  const starRows = (...props: string[]): DocumentedProp[] =>
    props.map((name, index) => {
      const row: TableRow = {line: 5 + index, names: [name], type: null};
      return {name, at: `star.md:${row.line}`, row};
    });

  it('the comparison names the component and the prop', () => {
    expect(
      compare('Star', starRows('pointCount', 'sides', 'pointCount'), ['innerRadius', 'pointCount']),
    ).toEqual([
      'Star: documented prop "sides" is not in the type',
      'Star: prop "pointCount" is documented twice (star.md:5; star.md:7)',
      'Star: prop "innerRadius" is missing from the page',
    ]);
  });

  it('parses sections: "`Name` props" heading up to the next heading of its level', () => {
    const page = starPage(
      ...propsTableHead,
      '| `pointCount` | `number` | unchanged | Points. |',
      '',
      '### Layout',
      '',
      ...propsTableHead,
      '| `x`, `y` | `number` | unchanged | Position; `A \\| B` stays one cell. |',
      '| `fills` | [`readonly Paint[]`](figma:Paint) | `[]` | A linked type. |',
      "| `blendMode` | [`'PASS_THROUGH' \\| BlendMode`](figma:BlendMode) | — | Pipe in a link. |",
      '| `style` | style object | — | A type in words. |',
      '',
      '## Pitfalls',
      '',
      ...propsTableHead,
      '| `notCounted` | `number` | — | Outside the section. |',
    );
    const {
      props: [section, ...rest],
    } = parseApiSections('star.md', page);
    expect(rest).toEqual([]);
    expect(section).toMatchObject({
      component: 'Star',
      props: ['pointCount', 'x', 'y', 'fills', 'blendMode', 'style'],
      malformed: [],
    });
    expect(section.rows.map((row) => row.type)).toEqual([
      'number',
      'number',
      'readonly Paint[]',
      "'PASS_THROUGH' | BlendMode",
      null,
    ]);
  });

  it('flags a table without the four expected columns', () => {
    const page = starPage('| Prop | Description |', '| --- | --- |', '| `x` | X |');
    expect(parseApiSections('star.md', page).props[0].malformed).toHaveLength(1);
  });

  it('the type comparison tells equal types from different ones, and says where', () => {
    /** What star.md's table says of `prop` on `line`, worded as propClaims words it. */
    const claim = (line: number, prop: string, documented: string) => ({
      where: `star.md:${line} Star.${prop}`,
      documented: `(${documented}) | undefined`,
      declared: `Shown<Prop<typeof api.Star, '${prop}'>>`,
    });
    expect([
      ...mismatchedTypes([
        claim(5, 'pointCount', 'number'),
        claim(5, 'pointCount', 'string'),
        claim(6, 'fills', 'readonly Paint[]'),
        claim(6, 'fills', 'readonly Effect[]'),
        claim(6, 'fills', 'Paints[]'),
      ]).values(),
    ]).toEqual([
      'star.md:5 Star.pointCount: `(string) | undefined` is not the declared type',
      'star.md:6 Star.fills: `(readonly Effect[]) | undefined` is not the declared type',
      "star.md:6 Star.fills: `(Paints[]) | undefined` does not compile (TS2552: Cannot find name 'Paints'. Did you mean 'Paint'?)",
    ]);
  });

  const components = [...api.components.keys()];
  const sectionsOf = (component: string) =>
    sections.filter((section) => section.component === component);

  it.each(components)('%s has exactly one props section', (component) => {
    expect(
      onlySection(sectionsOf(component), `"\`${component}\` props" heading`).malformed,
    ).toEqual([]);
  });

  it.each(components)("%s props, its own and its groups', match its type", (component) => {
    const found = sectionsOf(component).map((section) => resolved.get(section)!);
    expectNoProblems([
      ...found.flatMap((section) => section.problems),
      ...compare(
        component,
        found.flatMap((section) => section.props),
        api.components.get(component)!,
      ),
    ]);
  });

  it.each(components)('%s props have their declared types', (component) => {
    expectNoProblems(typeProblemsOf(propClaims, (claim) => claim.component === component));
  });

  it('only `style` gives its type in words; every other type is code', () => {
    const inWords = [...sections, ...groups].flatMap((section) =>
      section.rows
        .filter((row) => row.type === null && row.names.join() !== 'style')
        .map((row) => `${section.file}:${row.line} ${row.names.join(', ')}`),
    );
    expect(inWords).toEqual([]);
  });

  it('no props section names something that is not a component', () => {
    const unknown = sections.filter((section) => !api.components.has(section.component));
    expect(unknown.map((section) => `${at(section)} ${section.component}`)).toEqual([]);
  });
});

describe('shared prop groups', () => {
  const head = ['| Prop | Type | Default | Description |', '| --- | --- | --- | --- |'];
  /** A shared props page with two groups: Corners (`CornerProps`) and Per-corner radii. */
  const sharedPage = [
    'Groups of props, with [the legend](/docs/API#reading-the-props-tables).',
    '',
    '## Corners',
    '',
    'From `CornerProps`, accepted by `Star` and others.',
    '',
    ...head,
    '| `cornerRadius` | `number` | `0` | Radius of all corners. |',
    '| `cornerSmoothing` | `number` | `0` | Smoothing. |',
    '',
    '## Per-corner radii, one by one \\{#per-corner-radii}',
    '',
    '`BorderProps`.',
    '',
    'Accepted by: [`Rectangle`](./rectangle.md) and `Frame`.',
    '',
    ...head,
    '| `topLeftRadius` | `number` | unchanged | One corner. |',
    '',
    '## Visibility and locking',
    '',
    ...head,
    '| `visible` | `boolean` | `true` | Shown. |',
    '| `locked` | `boolean` | `false` | Locked. |',
    '| `cornerRadius` | `number` | `0` | Again. |',
  ].join('\n');
  const fakeGroups = parseSharedProps('shared-props.md', sharedPage);
  /** Star's props section: an "Also accepts" paragraph, then a table of `rows` and what follows. */
  const starSection = (accepts: string, ...rows: string[]) =>
    parseApiSections('star.md', ['## `Star` props', '', accepts, '', ...head, ...rows].join('\n'))
      .props[0]!;
  const star = api.components.get('Star')!;
  /** The problems of Star's section: its links', then the comparison with the type. */
  const starProblems = (section: PropsSection) => {
    const {props, problems} = resolveProps(section, fakeGroups, star);
    return [...problems, ...compare('Star', props, star).filter((p) => !p.includes('missing'))];
  };

  it('parses the groups of the shared props page: anchor, interfaces, rows', () => {
    expect(
      fakeGroups.map(({anchor, title, interfaces, acceptedBy, props, malformed}) => ({
        anchor,
        title,
        interfaces,
        acceptedBy,
        props,
        malformed,
      })),
    ).toEqual([
      {
        anchor: 'corners',
        title: 'Corners',
        interfaces: ['CornerProps'],
        acceptedBy: [],
        props: ['cornerRadius', 'cornerSmoothing'],
        malformed: [],
      },
      {
        anchor: 'per-corner-radii',
        title: 'Per-corner radii, one by one',
        interfaces: ['BorderProps'],
        acceptedBy: ['Rectangle', 'Frame'],
        props: ['topLeftRadius'],
        malformed: [],
      },
      {
        anchor: 'visibility-and-locking',
        title: 'Visibility and locking',
        interfaces: [],
        acceptedBy: [],
        props: ['visible', 'locked', 'cornerRadius'],
        malformed: [],
      },
    ]);
  });

  it('reads the groups a props section links, with their exceptions', () => {
    const section = starSection(
      [
        'Also accepts [Corners](./shared-props.md#corners) (except `cornerRadius`, below),',
        '[Export](/docs/api/shared-props#export) and [the intro](./shared-props.md).',
        '',
        'A blank line ends the paragraph: [Node](./shared-props.md#node) is a mere link.',
      ].join('\n'),
      '| `cornerRadius` | `number` | `0` | Its own row. |',
      '',
      'Only "Also accepts" links a group: [Node](./shared-props.md#node) is a mere link.',
    );
    expect(section.groups).toEqual([
      {line: 3, anchor: 'corners', title: 'Corners', except: ['cornerRadius']},
      {line: 4, anchor: 'export', title: 'Export', except: []},
    ]);
    expect(section.props).toEqual(['cornerRadius']);
  });

  it("resolves a section to its own rows and its groups' rows less the exceptions", () => {
    const section = starSection(
      'Also accepts [Corners](./shared-props.md#corners) (except `cornerRadius`).',
      '| `cornerRadius` | `number` | `0` | Not read from `style` here. |',
    );
    const {props, problems} = resolveProps(section, fakeGroups, star);
    expect(problems).toEqual([]);
    expect(props.map(({name, at}) => `${name} ${at}`)).toEqual([
      'cornerRadius star.md:7',
      'cornerSmoothing shared-props.md:10 (Corners)',
    ]);
  });

  it('fails on a group the type lacks in part, a prop documented twice, a bad link', () => {
    expect(
      starProblems(
        starSection(
          [
            'Also accepts [Corners](./shared-props.md#corners),',
            '[Per-corner radii](./shared-props.md#per-corner-radii),',
            '[Visibility](./shared-props.md#visibility-and-locking) (except `visible`, `nope`),',
            '[Node](./shared-props.md#node).',
          ].join('\n'),
          '| `cornerSmoothing` | `number` | `0` | Also in Corners. |',
        ),
      ),
    ).toEqual([
      'star.md:4 Star: links Per-corner radii, one by one, but its type lacks `topLeftRadius`',
      'star.md:5 Star: excepts `visible` from Visibility and locking but has no row for it',
      'star.md:5 Star: excepts `nope` from Visibility and locking, which has no such prop',
      'star.md:6 Star: links the group #node, which docs/api/shared-props.md does not have',
      'Star: prop "cornerSmoothing" is documented twice (star.md:10; shared-props.md:10 (Corners))',
      'Star: documented prop "topLeftRadius" is not in the type',
      'Star: prop "cornerRadius" is documented twice (shared-props.md:9 (Corners); shared-props.md:28 (Visibility and locking))',
    ]);
  });

  it('the shared props page has its groups, each with one props table', () => {
    expect(groups.length).toBeGreaterThanOrEqual(10);
    expectNoProblems(groups.flatMap((group) => group.malformed));
    const anchors = groups.map((group) => group.anchor);
    expect(anchors).toEqual([...new Set(anchors)]);
  });

  it('each group names the react-figma interfaces it comes from, and holds only their props', () => {
    const interfaces = readMixinInterfaces();
    expect(interfaces.get('LayoutProps')).toContain('relativeTransform');
    expectNoProblems(
      groups.flatMap((group) => {
        const named = group.interfaces.filter((name) => interfaces.has(name));
        const from = new Set(named.flatMap((name) => interfaces.get(name)!));
        return [
          ...(named.length === 0
            ? [`${at(group)} ${group.title}: names no react-figma interface`]
            : []),
          ...group.interfaces
            .filter((name) => !interfaces.has(name))
            .map((name) => `${at(group)} ${group.title}: \`${name}\` is no react-figma interface`),
          ...group.props
            .filter((prop) => named.length > 0 && !from.has(prop))
            .map(
              (prop) =>
                `${at(group)} ${group.title}: \`${prop}\` is in none of ${named.join(', ')}`,
            ),
        ];
      }),
    );
  });

  it('no prop is in two groups', () => {
    const seen = new Map<string, string>();
    const twice = groups.flatMap((group) =>
      group.props.flatMap((prop) => {
        const other = seen.get(prop);
        seen.set(prop, group.title);
        return other ? [`\`${prop}\` is in ${other} and in ${group.title}`] : [];
      }),
    );
    expect(twice).toEqual([]);
  });

  it('each group lists, after "Accepted by", the components whose pages link it', () => {
    expectNoProblems(
      groups.flatMap((group) => {
        const linking = sections
          .filter((section) => section.groups.some((link) => link.anchor === group.anchor))
          .map((section) => section.component);
        const listed = group.acceptedBy;
        return [
          ...(linking.length === 0 ? [`${at(group)} ${group.title}: no component links it`] : []),
          ...linking
            .filter((component) => !listed.includes(component))
            .map((component) => `${at(group)} ${group.title}: ${component} links it, unlisted`),
          ...listed
            .filter((component) => !linking.includes(component))
            .map(
              (component) =>
                `${at(group)} ${group.title}: lists ${component}, which does not link it`,
            ),
        ];
      }),
    );
  });
});

describe('function sections', () => {
  /** A page's section on useStyleByKey: its signature block, Parameters table and Returns table. */
  const useStyleByKeySection = (signature: string[], parameter: string, returns: string) =>
    [
      '## `useStyleByKey`',
      '',
      '```ts fragment="signature"',
      ...signature,
      '```',
      '',
      '| Parameter | Type | Description |',
      '| --- | --- | --- |',
      parameter,
      '',
      '| Returns | Description |',
      '| --- | --- |',
      returns,
      '',
      '## Pitfalls',
    ].join('\n');

  it('parses a "`name`" section: signature, parameters and returns', () => {
    const page = useStyleByKeySection(
      ['function useStyleByKey(', '  styleKey: string,', '): BaseStyle;'],
      '| `styleKey` | `string` | The key. |',
      '| [`BaseStyle`](figma:BaseStyle) | The style. |',
    );
    const [section] = parseApiSections('local-styles.md', page).functions;
    expect(section).toMatchObject({
      name: 'useStyleByKey',
      line: 1,
      signature: {
        name: 'useStyleByKey',
        params: [{name: 'styleKey', type: 'string'}],
        returns: 'BaseStyle',
      },
      parameters: [{line: 11, names: ['styleKey'], type: 'string'}],
      returns: [{line: 15, names: [], type: 'BaseStyle'}],
      malformed: [],
    });
    expect(sectionProblems(section, api.functions.get('useStyleByKey')!)).toEqual([]);
  });

  it('reports a signature that disagrees with the .d.ts or with its tables', () => {
    const page = useStyleByKeySection(
      ['function useStyleByKey(key: string): BaseStyle;'],
      '| `key` | `number` | The key. |',
      '| `BaseStyle \\| null` | The style. |',
    );
    const [section] = parseApiSections('local-styles.md', page).functions;
    expect(sectionProblems(section, api.functions.get('useStyleByKey')!)).toEqual([
      "local-styles.md:1 useStyleByKey: signature parameters (key) are not the .d.ts's (styleKey)",
      'local-styles.md:9: `number` is `string` in the signature',
      'local-styles.md:13: returns `BaseStyle | null`, the signature `BaseStyle`',
    ]);
  });

  const functions = [...api.functions.keys()];

  it.each(functions)('%s has one section with its signature', (name) => {
    const found = functionSections.filter((section) => section.name === name);
    const section = onlySection(found, `"\`${name}\`" heading`);
    expectNoProblems(sectionProblems(section, api.functions.get(name)!));
  });

  it.each(functions)('%s parameter and return types are declared', (name) => {
    expectNoProblems(typeProblemsOf(functionClaims, (claim) => claim.name === name));
  });

  it('no function section names something that is not a function', () => {
    const unknown = functionSections.filter((section) => !api.functions.has(section.name));
    expect(unknown.map((section) => `${at(section)} ${section.name}`)).toEqual([]);
  });
});
