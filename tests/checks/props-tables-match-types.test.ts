// Each component's props table on its docs page lists exactly the props of its type in
// react-figma 0.31.0's .d.ts. The rule for what counts as a prop is in lib/react-figma-api.ts
// (props of P in React.FC<P>; unions merged; children when P declares it; never key/ref).
import {describe, expect, it} from 'vitest';
import {listMarkdownFiles, readRepoFile} from './lib/markdown-sources';
import {parsePropsSections, type PropsSection} from './lib/props-tables';
import {readReactFigmaApi} from './lib/react-figma-api';

const api = readReactFigmaApi();
const sections: PropsSection[] = listMarkdownFiles(['docs']).flatMap((file) =>
  parsePropsSections(file, readRepoFile(file)),
);

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
      '',
      '## Pitfalls',
      '',
      '| Prop | Type | Default | Description |',
      '| --- | --- | --- | --- |',
      '| `notCounted` | `number` | — | Outside the section. |',
    ].join('\n');
    const [section, ...rest] = parsePropsSections('star.md', page);
    expect(rest).toEqual([]);
    expect(section).toMatchObject({
      component: 'Star',
      props: ['pointCount', 'x', 'y'],
      malformed: [],
    });
  });

  it('flags a table without the four expected columns', () => {
    const page = [
      '## `Star` props',
      '',
      '| Prop | Description |',
      '| --- | --- |',
      '| `x` | X |',
    ].join('\n');
    expect(parsePropsSections('star.md', page)[0].malformed).toHaveLength(1);
  });

  it('the package exposes the components the pages document', () => {
    expect([...api.components.keys()].sort()).toEqual([
      'Component',
      'ComponentSet',
      'Ellipse',
      'Frame',
      'Group',
      'Image',
      'Instance',
      'Line',
      'Page',
      'Rectangle',
      'Slice',
      'Star',
      'Svg',
      'Text',
      'Vector',
      'View',
    ]);
  });

  it.each([...api.components.keys()])('%s has exactly one props section', (component) => {
    const found = sections.filter((section) => section.component === component);
    expect(
      found.map((section) => `${section.file}:${section.line}`),
      `"\`${component}\` props" heading`,
    ).toHaveLength(1);
    expect(found[0].malformed).toEqual([]);
  });

  it.each([...api.components.keys()])('%s props table matches its type', (component) => {
    const documented = sections
      .filter((section) => section.component === component)
      .flatMap((s) => s.props);
    const problems = compare(component, documented, api.components.get(component)!);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('no props section names something that is not a component', () => {
    const unknown = sections.filter((section) => !api.components.has(section.component));
    expect(
      unknown.map((section) => `${section.file}:${section.line} ${section.component}`),
    ).toEqual([]);
  });
});
