// Each component's props table on its docs page lists exactly the props of its type in
// react-figma 0.31.0's .d.ts, each with that prop's type; each function's section (render, the
// hooks...) gives its .d.ts signature, parameters and return type. The rule for what counts as a
// prop is in lib/react-figma-api.ts (props of P in React.FC<P>; unions merged; children when P
// declares it; never key/ref); types are compared by the TypeScript checker (lib/type-match.ts).
import {describe, expect, it} from 'vitest';
import {listMarkdownFiles, readRepoFile} from '../../tools/markdown-sources';
import {
  parseApiSections,
  sameTypeText,
  type FunctionSection,
  type PropsSection,
} from '../lib/props-tables';
import {readReactFigmaApi, type ReactFigmaFunction} from '../lib/react-figma-api';
import {mismatchedTypes, type TypeClaim} from '../lib/type-match';

const api = readReactFigmaApi();
const parsed = listMarkdownFiles(['docs']).map((file) =>
  parseApiSections(file, readRepoFile(file)),
);
const sections: PropsSection[] = parsed.flatMap((page) => page.props);
const functionSections: FunctionSection[] = parsed.flatMap((page) => page.functions);

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

function compare(component: string, documented: string[], actual: string[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const prop of documented) {
    if (seen.has(prop)) problems.push(`${component}: prop "${prop}" is listed twice`);
    seen.add(prop);
    if (!actual.includes(prop))
      problems.push(`${component}: documented prop "${prop}" is not in the type`);
  }
  for (const prop of actual) {
    if (!seen.has(prop)) problems.push(`${component}: prop "${prop}" is missing from the page`);
  }
  return problems;
}

/** Every documented prop type, in one list, so one TypeScript program checks them all. */
const propClaims: Array<TypeClaim & {component: string}> = sections.flatMap((section) =>
  section.rows.flatMap((row) =>
    row.type === null || !api.components.has(section.component)
      ? []
      : row.names.map((prop) => ({
          component: section.component,
          where: `${section.file}:${row.line} ${section.component}.${prop} (declared: ${
            api.propTypes.get(section.component)?.get(prop) ?? 'nothing'
          })`,
          documented: `(${row.type}) | undefined`,
          declared: `Shown<Prop<typeof api.${section.component}, '${prop}'>>`,
        })),
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
  it('the comparison names the component and the prop', () => {
    expect(compare('Star', ['pointCount', 'sides'], ['innerRadius', 'pointCount'])).toEqual([
      'Star: documented prop "sides" is not in the type',
      'Star: prop "innerRadius" is missing from the page',
    ]);
  });

  it('parses sections: "`Name` props" heading up to the next heading of its level', () => {
    const page = [
      '## `Star` props',
      '',
      '| Prop | Type | Default | Description |',
      '| --- | --- | --- | --- |',
      '| `pointCount` | `number` | unchanged | Points. |',
      '',
      '### Layout',
      '',
      '| Prop | Type | Default | Description |',
      '| --- | --- | --- | --- |',
      '| `x`, `y` | `number` | unchanged | Position; `A \\| B` stays one cell. |',
      '| `fills` | [`readonly Paint[]`](figma:Paint) | `[]` | A linked type. |',
      "| `blendMode` | [`'PASS_THROUGH' \\| BlendMode`](figma:BlendMode) | — | Pipe in a link. |",
      '| `style` | style object | — | A type in words. |',
      '',
      '## Pitfalls',
      '',
      '| Prop | Type | Default | Description |',
      '| --- | --- | --- | --- |',
      '| `notCounted` | `number` | — | Outside the section. |',
    ].join('\n');
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
    const page = [
      '## `Star` props',
      '',
      '| Prop | Description |',
      '| --- | --- |',
      '| `x` | X |',
    ].join('\n');
    expect(parseApiSections('star.md', page).props[0].malformed).toHaveLength(1);
  });

  it('the type comparison tells equal types from different ones, and says where', () => {
    const claim = (documented: string) => ({
      where: 'star.md:5 Star.pointCount',
      documented: `(${documented}) | undefined`,
      declared: "Shown<Prop<typeof api.Star, 'pointCount'>>",
    });
    const fills = (documented: string) => ({
      where: 'star.md:6 Star.fills',
      documented: `(${documented}) | undefined`,
      declared: "Shown<Prop<typeof api.Star, 'fills'>>",
    });
    expect([
      ...mismatchedTypes([
        claim('number'),
        claim('string'),
        fills('readonly Paint[]'),
        fills('readonly Effect[]'),
        fills('Paints[]'),
      ]).values(),
    ]).toEqual([
      'star.md:5 Star.pointCount: `(string) | undefined` is not the declared type',
      'star.md:6 Star.fills: `(readonly Effect[]) | undefined` is not the declared type',
      "star.md:6 Star.fills: `(Paints[]) | undefined` does not compile (TS2552: Cannot find name 'Paints'. Did you mean 'Paint'?)",
    ]);
  });

  it.each([...api.components.keys()])('%s has exactly one props section', (component) => {
    const found = sections.filter((section) => section.component === component);
    expect(onlySection(found, `"\`${component}\` props" heading`).malformed).toEqual([]);
  });

  it.each([...api.components.keys()])('%s props table matches its type', (component) => {
    const documented = sections
      .filter((section) => section.component === component)
      .flatMap((s) => s.props);
    expectNoProblems(compare(component, documented, api.components.get(component)!));
  });

  it.each([...api.components.keys()])('%s props have their declared types', (component) => {
    expectNoProblems(typeProblemsOf(propClaims, (claim) => claim.component === component));
  });

  it('only `style` gives its type in words; every other type is code', () => {
    const inWords = sections.flatMap((section) =>
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

  it.each([...api.functions.keys()])('%s has one section with its signature', (name) => {
    const found = functionSections.filter((section) => section.name === name);
    const section = onlySection(found, `"\`${name}\`" heading`);
    expectNoProblems(sectionProblems(section, api.functions.get(name)!));
  });

  it.each([...api.functions.keys()])('%s parameter and return types are declared', (name) => {
    expectNoProblems(typeProblemsOf(functionClaims, (claim) => claim.name === name));
  });

  it('no function section names something that is not a function', () => {
    const unknown = functionSections.filter((section) => !api.functions.has(section.name));
    expect(unknown.map((section) => `${at(section)} ${section.name}`)).toEqual([]);
  });
});
