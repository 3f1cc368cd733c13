// The rules of the site's Figma model (src/figma-preview), each written from Figma's Plugin API
// reference and proved on a small case rendered through react-figma 0.31.0: the node geometry and
// the Layers line a reader sees. src/figma-preview/README.md lists the same rules for readers of
// the code, with what the model does not emulate; a check below keeps the two lists equal.
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {makePreview} from '../../src/figma-preview/preview';
import {layoutText} from '../../src/figma-preview/text-layout';
import {repoRoot} from '../../tools/site-files.mjs';
import type {ExampleResult} from '../../src/plugins/previews/run-examples';
import {defineClaims, find, onPage, type Claim} from '../lib/claims';
import {layerLines} from '../lib/layer-lines';

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
  nodes?: Claim['nodes'];
  check?(run: ExampleResult): void;
}

/** A 1 × 1 PNG, as base64. */
const onePixel =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

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
    // The children's x and y stay in the frame's coordinates; the group's box is theirs.
    nodes: {Pair: {x: 30, y: 40}, Right: {x: 90, y: 60}},
  },
  {
    id: 'empty group',
    sources: [`${api}GroupNode`],
    markers: ['empty-group-not-made-again'],
    // The group loses its only child after the first render: Figma deletes it.
    code: onPage('Frame, Group, Rectangle', {
      setup: `import * as React from 'react';${groupChildren}`,
      hooks: `
  const [shown, setShown] = React.useState(true);
  React.useEffect(() => {
    setTimeout(() => setShown(false), 0);
  }, []);`,
    })`
    <Frame name="Holder" style={{width: 200, height: 200}}>
      <Group name="Pair">{shown && <Rectangle name="Only" />}</Group>
    </Frame>`,
    layers: ['Holder · Frame, 200 × 200'],
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
    id: 'ellipse arcs',
    sources: [`${api}EllipseNode`, `${api}ArcData`],
    code: onPage('Ellipse')`
    <Ellipse name="Gauge" style={{width: 40, height: 40, backgroundColor: '#0d99ff'}}
      arcData={{startingAngle: 0, endingAngle: Math.PI, innerRadius: 0.5}} />`,
    layers: ['Gauge · Ellipse, 40 × 40'],
    check(run) {
      // Clockwise from 3 o'clock to 9 o'clock, outer edge then back along the inner one.
      expect(makePreview(run, 'arc').light.svg).toContain(
        'M40 20A20 20 0 0 1 0 20L10 20A10 10 0 0 0 30 20z',
      );
    },
  },
  {
    id: 'star points',
    sources: [`${api}StarNode`],
    code: onPage('Star')`
    <Star name="Badge" style={{width: 40, height: 40, backgroundColor: '#ffc700'}} pointCount={6} innerRadius={0.5} />`,
    layers: ['Badge · Star, 40 × 40'],
    check(run) {
      const path = /<path d="(M[^"]+z)" fill="#ffc700"/.exec(
        makePreview(run, 'star').light.svg,
      )?.[1];
      // Six points, each with an inner vertex between it and the next.
      expect(path?.split(/[ML]/).filter(Boolean)).toHaveLength(12);
    },
  },
  {
    id: 'image fill',
    sources: [`${api}Paint#imagepaint`, `${api}properties/figma-createimage`],
    code: onPage('Image')`
    <Image name="Photo" source="data:image/png;base64,${onePixel}" style={{width: 40, height: 30}} />`,
    layers: ['Photo · Rectangle, 40 × 30'],
    check(run) {
      expect(find(run, 'Photo').fills).toMatchObject([{type: 'IMAGE', scaleMode: 'FILL'}]);
      // FILL covers the box and crops what overflows, keeping the picture's proportions.
      expect(makePreview(run, 'image').light.svg).toContain('preserveAspectRatio="xMidYMid slice"');
    },
  },
  {
    id: 'slice',
    sources: [`${api}SliceNode`],
    code: onPage('Slice')`
    <Slice name="Region" style={{width: 40, height: 40}} />`,
    layers: ['Region · Slice, 40 × 40'],
    check(run) {
      // No fills or strokes: the picture outlines the region as the canvas does when it is selected.
      expect(find(run, 'Region').fills ?? []).toEqual([]);
      expect(makePreview(run, 'slice').light.svg).toMatch(
        /fill="none" stroke="#8c8c8c" stroke-dasharray/,
      );
    },
  },
  {
    id: 'page background',
    sources: [`${api}PageNode`],
    code: `
import {Page, Rectangle} from 'react-figma';
export const App = () => (
  <Page name="Night" isCurrent style={{backgroundColor: '#1e1e1e'}}>
    <Rectangle name="Box" style={{width: 20, height: 20, backgroundColor: '#ffffff'}} />
  </Page>
);`,
    layers: ['Box · Rectangle, 20 × 20'],
    check(run) {
      // The page's own background is the canvas in both color modes.
      const {light, dark} = makePreview(run, 'page');
      for (const {svg} of [light, dark]) expect(svg).toContain('fill="#1e1e1e"');
    },
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

defineClaims(
  'the Figma model',
  rules.map(({id, sources, code, layers, nodes, check}): Claim => ({
    statedIn: readme,
    claim: `${id} (${sources.map((source) => source.replace(api, '')).join(', ')})`,
    code,
    nodes,
    check(run) {
      expect(layerLines(makePreview(run, 'rule').pages)).toEqual(layers);
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
