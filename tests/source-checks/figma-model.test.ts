// The rules of the site's Figma model (src/figma-preview/model-rules.ts), each proved on a small
// case rendered through react-figma 0.31.0: the node geometry and the Layers line a reader sees.
// A documented rule cites Figma's Plugin API reference; for an assumed one (the reference is
// silent), the case also shows that the run records it and that its preview names it.
// src/figma-preview/README.md lists the same rules for readers of the code, with what the model
// does not emulate; a check below keeps the README, the registry and these cases equal.
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {assumedRule, modelRules} from '../../src/figma-preview/model-rules';
import {makePreview} from '../../src/figma-preview/preview';
import {timingNote} from '../../src/figma-preview/thread-crossing';
import {layoutText} from '../../src/figma-preview/text-layout';
import {repoRoot} from '../../tools/site-files.mjs';
import type {ExampleResult} from '../../src/plugins/previews/run-examples';
import {defineClaims, find, onPage, type Claim} from '../lib/claims';
import {layerLines} from '../lib/layer-lines';

const readme = 'src/figma-preview/README.md';
const api = 'https://developers.figma.com/docs/plugins/api/';

interface Rule {
  /** The rule's name in model-rules.ts and the README's table. */
  id: string;
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
    code: onPage('View')`
    <View name="Bar" style={{width: 40}} />`,
    layers: ['Bar · Rectangle, 40 × 100'],
  },
  {
    id: 'corner radii',
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
    code: onPage('Svg')`
    <Svg name="Icon" source={'${square(24)}'} />`,
    layers: ['Icon · Frame, 24 × 24'],
  },
  {
    id: 'resize and constraints',
    code: onPage('Svg')`
    <Svg name="Icon" source={'${square(24)}'} style={{width: 48, height: 48}} />`,
    layers: ['Icon · Frame, 48 × 48'],
    check(run) {
      expect(makePreview(run, 'resize').light.svg).toMatch(/<image width="24" height="24"/);
    },
  },
  {
    id: 'instances',
    code: onPage('createComponent', {setup: 'const Chip = createComponent();'})`
    <Chip.Component name="Chip" style={{width: 60, height: 24, backgroundColor: '#1a73e8'}} />
    <Chip.Instance name="Copy" />`,
    layers: ['Copy · Instance, 60 × 24', 'Chip · Component, 60 × 24'],
  },
  {
    id: 'line height',
    code: onPage('Line')`
    <Line name="Rule" width={80} />`,
    layers: ['Rule · Line, 80 × 0'],
  },
  {
    id: 'text auto-resize',
    code: onPage('Text')`
    <Text name="Hello" style={{fontSize: 20}}>Hello</Text>`,
    layers: (() => {
      const {width, height} = layoutText({characters: 'Hello', fontSize: 20});
      return [`Hello · Text, ${Math.round(width)} × ${Math.round(height)}`];
    })(),
  },
  {
    id: 'ellipse arcs',
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
    code: onPage('Frame, Rectangle')`
    <Frame name="Row" layoutMode="HORIZONTAL" itemSpacing={10} primaryAxisSizingMode="AUTO" counterAxisSizingMode="AUTO">
      <Rectangle name="A" style={{width: 20, height: 20}} />
      <Rectangle name="B" style={{width: 30, height: 10}} />
    </Frame>`,
    layers: ['Row · Frame, 60 × 20', '  B · Rectangle, 30 × 10', '  A · Rectangle, 20 × 20'],
  },
  {
    id: 'resize of auto-width text',
    // react-figma resizes the Text to 200 while it is still empty, and only then sets its words.
    code: onPage('Text')`
    <Text name="Width prop" width={200}>A sentence long enough to need two lines at this width.</Text>`,
    layers: (() => {
      const characters = 'A sentence long enough to need two lines at this width.';
      const {width, height} = layoutText({characters});
      return [`${'Width prop'} · Text, ${Math.round(width)} × ${Math.round(height)}`];
    })(),
  },
  {
    id: "vector's box",
    code: onPage('Vector')`
    <Vector name="Tick" vectorPaths={[{windingRule: 'NONZERO', data: 'M 0 0 L 10 10'}]} style={{width: 40, height: 40}} />`,
    layers: ['Tick · Vector, 40 × 40'],
  },
  {
    id: "component set's box",
    code: onPage('Component, ComponentSet')`
    <ComponentSet name="Chips">
      <Component name="Size=Small" style={{width: 40, height: 20}} />
    </ComponentSet>`,
    layers: ['Chips · Component set, 40 × 20', '  Size=Small · Component, 40 × 20'],
  },
  {
    id: 'font style names',
    code: onPage('Text')`
    <Text name="Slanted" style={{fontStyle: 'italic'}}>Aa</Text>`,
    layers: (() => {
      const {width, height} = layoutText({
        characters: 'Aa',
        fontName: {family: 'Inter', style: 'Italic'},
      });
      return [`Slanted · Text, ${Math.round(width)} × ${Math.round(height)}`];
    })(),
    check(run) {
      expect(find(run, 'Slanted').fontName).toEqual({family: 'Inter', style: 'Italic'});
    },
  },
  {
    id: 'message timing',
    // The build adds this rule's note where a slower crossing draws otherwise (timing.ts); the
    // note is the registry's, so the page and the picture say the same.
    code: onPage('Rectangle')`
    <Rectangle name="Box" style={{width: 20, height: 20}} />`,
    layers: ['Box · Rectangle, 20 × 20'],
    check() {
      expect(timingNote).toBe(assumedRule('message timing').note);
    },
  },
  {
    id: 'team library styles',
    code: onPage('Rectangle, useStyleByKey', {
      hooks: "  const style = useStyleByKey('team-blue');",
    })`
    <Rectangle name="Swatch" style={{width: 20, height: 20}} fillStyleId={style?.id} />`,
    layers: ['Swatch · Rectangle, 20 × 20'],
  },
];

/** The assumed rules whose use a run records (message timing is found by comparing runs). */
const recorded = (id: string) => id !== 'message timing';

const registered = (id: string) => {
  const rule = modelRules.find((candidate) => candidate.id === id);
  if (!rule) throw new Error(`model-rules.ts has no rule “${id}”`);
  return rule;
};

defineClaims(
  'the Figma model',
  rules.map(({id, markers, code, layers, nodes, check}): Claim => {
    const rule = registered(id);
    return {
      statedIn: readme,
      markers,
      claim: `${id}, ${rule.kind} (${rule.sources.map((source) => source.replace(api, '')).join(', ')})`,
      code,
      nodes,
      check(run) {
        const preview = makePreview(run, 'rule');
        expect(layerLines(preview.pages)).toEqual(layers);
        // A documented rule's case rests on no assumption; an assumed rule's case records its
        // rule and its preview says so under the picture.
        if (rule.kind === 'documented') expect(run.assumptions).toEqual([]);
        else if (recorded(id)) {
          expect(run.assumptions).toContain(id);
          expect(preview.notes).toContain(rule.note);
        }
        check?.(run);
      },
    };
  }),
);

describe("the model's README", () => {
  it('lists exactly the rules of model-rules.ts, each with its class and sources', () => {
    const text = readFileSync(join(repoRoot, readme), 'utf8');
    const table = text.slice(text.indexOf('## The rules it follows'));
    const listed = [...table.matchAll(/^\| ([^|]+?) \| ([^|]+?) \| (.+?) \|$/gm)]
      .map(([, id, kind]) => `${id!} (${kind!})`)
      .filter((row) => !row.startsWith('Rule ') && !/^-+ /.test(row));
    expect(listed).toEqual(modelRules.map((rule) => `${rule.id} (${rule.kind})`));
    for (const rule of modelRules) {
      for (const source of rule.sources) expect(table, rule.id).toContain(source);
    }
  });

  it('proves every rule of model-rules.ts on a case', () => {
    expect(rules.map((rule) => rule.id)).toEqual(modelRules.map((rule) => rule.id));
  });
});
