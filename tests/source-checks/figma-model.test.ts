// The rules of the site's Figma model (src/figma-preview), each written from Figma's Plugin API
// reference and proved on a small case rendered through react-figma 0.31.0: the node geometry and
// the Layers line a reader sees. src/figma-preview/README.md lists the same rules for readers of
// the code, with what the model does not emulate; a check below keeps the two lists equal.
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {layerLabel} from '../../src/figma-preview/alt-text';
import type {LayerItem} from '../../src/figma-preview/preview';
import {makePreview} from '../../src/figma-preview/preview';
import {layoutText} from '../../src/figma-preview/text-layout';
import {repoRoot} from '../../tools/site-files.mjs';
import type {ExampleResult} from '../../src/plugins/previews/run-examples';
import {defineClaims, find, onPage, type Claim} from '../lib/claims';

const readme = 'src/figma-preview/README.md';
const api = 'https://developers.figma.com/docs/plugins/api/';

interface Rule {
  /** The rule's name in the README's table. */
  id: string;
  /** The Plugin API pages it is written from. */
  sources: string[];
  /** The `:claim{#id}` markers of docs sentences that state the rule: this case proves them. */
  markers?: string[];
  code: string;
  /** The Layers list as the preview shows it: one line a layer, indented two spaces a level. */
  layers: string[];
  check?(run: ExampleResult): void;
}

const square = (size: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}"/></svg>`;

// GroupNodeProps lacks `children` (see the Group page's pitfalls).
const groupChildren = `
import type {ReactNode} from 'react';
declare module 'react-figma/components/group/Group' {
  interface GroupNodeProps {
    children?: ReactNode;
  }
}`;

const rules: Rule[] = [
  {
    id: 'default size',
    sources: [`${api}properties/figma-createrectangle`, `${api}properties/figma-createframe`],
    code: onPage('View')`
    <View name="Bar" style={{width: 40}} />`,
    layers: ['Bar · Rectangle, 40 × 100'],
  },
  {
    id: 'corner radii',
    sources: [`${api}properties/nodes-cornerradius`, `${api}properties/nodes-topleftradius`],
    code: onPage('Rectangle')`
    <Rectangle name="Tab" style={{width: 60, height: 30, backgroundColor: '#0d99ff'}} topLeftRadius={12} />`,
    layers: ['Tab · Rectangle, 60 × 30'],
    check(run) {
      expect(find(run, 'Tab')).toMatchObject({cornerRadius: 'mixed', topLeftRadius: 12});
      const {svg} = makePreview(run, 'corner radii').light;
      expect(svg).toMatch(/A12 12 0 0 1 12 0/);
    },
  },
  {
    id: 'group bounds',
    sources: [`${api}GroupNode`, `${api}properties/nodes-relativetransform`],
    markers: ['group-bounds-follow-children'],
    code: onPage('Frame, Group, Rectangle', {setup: groupChildren})`
    <Frame name="Holder" style={{width: 200, height: 200}}>
      <Group name="Pair">
        <Rectangle name="Left" style={{position: 'absolute', left: 30, top: 40, width: 20, height: 20}} />
        <Rectangle name="Right" style={{position: 'absolute', left: 90, top: 60, width: 40, height: 30}} />
      </Group>
    </Frame>`,
    layers: [
      'Holder · Frame, 200 × 200',
      '  Pair · Group, 100 × 50',
      '    Right · Rectangle, 40 × 30',
      '    Left · Rectangle, 20 × 20',
    ],
    check(run) {
      // The children's x and y stay in the frame's coordinates; the group's box is theirs.
      expect(find(run, 'Pair')).toMatchObject({x: 30, y: 40});
      expect(find(run, 'Right')).toMatchObject({x: 90, y: 60});
    },
  },
  {
    id: 'SVG frame size',
    sources: [`${api}properties/figma-createnodefromsvg`],
    code: onPage('Svg')`
    <Svg name="Icon" source={'${square(24)}'} />`,
    layers: ['Icon · Frame, 24 × 24'],
  },
  {
    id: 'resize and constraints',
    sources: [`${api}properties/nodes-resize`, `${api}Constraints`],
    code: onPage('Svg')`
    <Svg name="Icon" source={'${square(24)}'} style={{width: 48, height: 48}} />`,
    layers: ['Icon · Frame, 48 × 48'],
    check(run) {
      expect(makePreview(run, 'resize').light.svg).toMatch(/<image width="24" height="24"/);
    },
  },
  {
    id: 'instances',
    sources: [`${api}InstanceNode`, `${api}properties/nodes-createinstance`],
    code: onPage('createComponent', {setup: 'const Chip = createComponent();'})`
    <Chip.Component name="Chip" style={{width: 60, height: 24, backgroundColor: '#1a73e8'}} />
    <Chip.Instance name="Copy" />`,
    layers: ['Copy · Instance, 60 × 24', 'Chip · Component, 60 × 24'],
  },
  {
    id: 'line height',
    sources: [`${api}LineNode`],
    code: onPage('Line')`
    <Line name="Rule" width={80} />`,
    layers: ['Rule · Line, 80 × 0'],
  },
  {
    id: 'text auto-resize',
    sources: [`${api}properties/nodes-textautoresize`],
    code: onPage('Text')`
    <Text name="Hello" style={{fontSize: 20}}>Hello</Text>`,
    layers: (() => {
      const {width, height} = layoutText({characters: 'Hello', fontSize: 20});
      return [`Hello · Text, ${Math.round(width)} × ${Math.round(height)}`];
    })(),
  },
  {
    id: 'auto layout',
    sources: [`${api}properties/nodes-layoutmode`, `${api}properties/nodes-itemspacing`],
    code: onPage('Frame, Rectangle')`
    <Frame name="Row" layoutMode="HORIZONTAL" itemSpacing={10} primaryAxisSizingMode="AUTO" counterAxisSizingMode="AUTO">
      <Rectangle name="A" style={{width: 20, height: 20}} />
      <Rectangle name="B" style={{width: 30, height: 10}} />
    </Frame>`,
    layers: ['Row · Frame, 60 × 20', '  B · Rectangle, 30 × 10', '  A · Rectangle, 20 × 20'],
  },
];

/** The Layers list as lines, each indented by its depth. */
function layerLines(run: ExampleResult): string[] {
  const lines = (layers: LayerItem[], depth: number): string[] =>
    layers.flatMap((layer) => [
      `${'  '.repeat(depth)}${layerLabel(layer)}`,
      ...lines(layer.children, depth + 1),
    ]);
  return makePreview(run, 'rule').pages.flatMap((page) => lines(page.layers, 0));
}

defineClaims(
  'the Figma model',
  rules.map(({id, sources, code, layers, check}): Claim => ({
    statedIn: readme,
    claim: `${id} (${sources.map((source) => source.replace(api, '')).join(', ')})`,
    code,
    check(run) {
      expect(layerLines(run)).toEqual(layers);
      check?.(run);
    },
  })),
);

describe("the model's README", () => {
  it('lists exactly the rules tested here, each with its sources', () => {
    const text = readFileSync(join(repoRoot, readme), 'utf8');
    const table = text.slice(text.indexOf('## The rules it follows'));
    const listed = [...table.matchAll(/^\| ([^|]+?) \| (.+?) \|$/gm)]
      .map(([, id]) => id!)
      .filter((id) => id !== 'Rule' && !/^-+$/.test(id));
    expect(listed).toEqual(rules.map((rule) => rule.id));
    for (const rule of rules) {
      for (const source of rule.sources) expect(table, rule.id).toContain(source);
    }
  });
});
