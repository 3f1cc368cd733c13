// Containers: Component, ComponentSet and Instance, Frame (and FRAME_PRESETS), Group and Page.
// Each case renders the page's statement through react-figma 0.31.0 in the in-memory Figma.
import fs from 'node:fs';
import path from 'node:path';
import {expect} from 'vitest';
import {allNodes, defineClaims, find, onPage, rerenders, type Claim} from '../../lib/claims';
import {twoSquares} from '../../lib/claim-shapes';

const solid = (r: number, g: number, b: number) => [
  expect.objectContaining({type: 'SOLID', color: {r, g, b}}),
];

/** Setup for the cases on fills and backgrounds: `red`, one red paint. */
const redPaints = `const red = [{type: 'SOLID', color: {r: 1, g: 0, b: 0}}] as const;`;

/** The rows of the FRAME_PRESETS table: key (unquoted), name, width and height. */
function presetRows(): Array<{key: string; name: string; width: number; height: number}> {
  const page = fs.readFileSync(path.resolve(__dirname, '../../../docs/api/frame.md'), 'utf8');
  const rows = [...page.matchAll(/^\| `'?([^`']+)'?` \| ([^|]+) \| (\d+) × (\d+) \|$/gm)];
  return rows.map(([, key, name, width, height]) => ({
    key: key!,
    name: name!.trim(),
    width: Number(width),
    height: Number(height),
  }));
}

// A main component with a styled text layer, for the Instance claims below.
const buttonCode = `
const Button = createComponent();
const label = {color: '#ffffff', fontSize: 14};
const ButtonComponent = () => (
  <Button.Component name="Button" style={{width: 120, height: 40, backgroundColor: '#1a73e8'}}>
    <Text name="Label" style={label}>Button</Text>
  </Button.Component>
);`;

const claims: Claim[] = [
  // ---- Component, ComponentSet, Instance ----
  {
    marker: 'instance-before-component-stays-empty',
    claim:
      'an instance that mounts before its component stays empty, even through re-renders, until it mounts again',
    code: onPage('Frame, Rectangle, createComponent', {
      setup: `
import * as React from 'react';
const Button = createComponent();`,
      // Three re-renders after the first pass, the last one with a new key for one early instance.
      hooks: rerenders(3, 20),
    })`
      {/* In a frame: the stub refuses insertChild for a node already in the parent (Figma
          moves it), and a new instance starts on the current page. */}
      <Frame name="Early row">
        <Button.Instance name="Early" />
        <Button.Instance key={round < 3 ? 'first' : 'second'} name="Remounted" />
      </Frame>
      <Button.Component name="Button"><Rectangle name="Shape" /></Button.Component>
      <Button.Instance name="Late" />
      {/* Names the round, so the tree changes on every one and the run waits for the last. */}
      <Rectangle name={'round ' + round} />`,
    check(run) {
      expect(find(run, 'round 3').type).toBe('RECTANGLE');
      const instances = allNodes(run).filter((node) => node.type === 'INSTANCE');
      expect(instances.map((node) => node.name).sort()).toEqual(['Late', 'Remounted']);
    },
  },
  {
    marker: 'override-resets-props-it-omits',
    claim:
      'an override renders a fresh component on the layer: what it leaves out is reset (black, 12 px Inter Regular)',
    code: onPage('Text, createComponent', {setup: buttonCode})`
    <ButtonComponent />
    <Button.Instance name="Bare" overrides={{Label: {characters: 'Save'}}} />
    <Button.Instance name="Styled" overrides={{Label: {characters: 'Save', style: label}}} />`,
    check(run) {
      const label = (instance: string) => find(run, 'Label', [find(run, instance)]);
      expect(find(run, 'Label')).toMatchObject({fills: solid(1, 1, 1), fontSize: 14});
      expect(label('Bare')).toMatchObject({
        characters: 'Save',
        fills: solid(0, 0, 0),
        fontSize: 12,
        fontName: {family: 'Inter', style: 'Regular'},
      });
      expect(label('Styled')).toMatchObject({
        characters: 'Save',
        fills: solid(1, 1, 1),
        fontSize: 14,
      });
    },
  },
  {
    marker: 'nested-override-lands-on-top-child',
    claim: 'an override of a nested layer lands on the top-level child that contains it',
    code: onPage('Frame, Rectangle, createComponent', {setup: 'const Card = createComponent();'})`
    <Card.Component name="Card">
      <Frame name="Box"><Rectangle name="Mark" /></Frame>
    </Card.Component>
    <Card.Instance name="Copy" overrides={{Mark: {name: 'Renamed'}}} />`,
    check(run) {
      const copy = find(run, 'Copy');
      // The search matched Mark inside Box, but returned Box: Box is renamed, Mark is not.
      expect(copy.children!.map((child) => child.name)).toEqual(['Renamed']);
      expect(find(run, 'Mark', [copy]).type).toBe('RECTANGLE');
    },
  },
  {
    marker: 'instance-ignores-its-children',
    claim: 'children of an instance are not appended to it',
    code: onPage('Rectangle, Text, createComponent', {setup: buttonCode})`
    <ButtonComponent />
    <Button.Instance name="Instance">
      <Rectangle name="Extra" style={{width: 10, height: 10}} />
    </Button.Instance>`,
    check(run) {
      expect(find(run, 'Instance').children!.map((child) => child.name)).toEqual(['Label']);
      // Instance never even renders its children: no layer is created for them.
      expect(() => find(run, 'Extra')).toThrow();
    },
  },
  {
    marker: 'component-rendered-twice-binds-last-node',
    claim:
      'rendering the same createComponent() Component twice binds its instances to the node created last',
    code: onPage('Rectangle, createComponent', {setup: 'const Button = createComponent();'})`
    <Button.Component name="First"><Rectangle name="One" /></Button.Component>
    <Button.Component name="Second"><Rectangle name="Two" /></Button.Component>
    <Button.Instance name="Instance" />`,
    check(run) {
      // The instance's layers are copies of the main component's.
      expect(find(run, 'Instance').children!.map((child) => child.name)).toEqual(['Two']);
    },
  },
  {
    marker: 'instance-takes-component-id-object',
    claim: 'Instance takes a component given as an object with the node id (e.g. from onNodeId)',
    code: onPage('Component, Instance, Rectangle', {
      setup: `import * as React from 'react';`,
      hooks: `
  const [id, setId] = React.useState<string>();`,
    })`
      <Component name="Main" onNodeId={setId}><Rectangle name="Shape" /></Component>
      {id && <Instance name="By id" component={{id} as ComponentNode} />}`,
    check(run) {
      const instance = find(run, 'By id');
      expect(instance.type).toBe('INSTANCE');
      expect(instance.children!.map((child) => child.name)).toEqual(['Shape']);
    },
  },
  {
    marker: 'instance-ignores-fills-and-backgrounds',
    claim: 'Instance ignores fillStyleId and backgrounds (and style.backgroundColor)',
    code: onPage('Text, createComponent', {
      setup: `
${buttonCode}
const fill = [{type: 'SOLID', color: {r: 1, g: 0, b: 0}}] as const;`,
    })`
    <ButtonComponent />
    <Button.Instance name="Instance" backgrounds={fill} fillStyleId="S:fill"
      style={{backgroundColor: '#ff0000'}} />`,
    check(run) {
      const instance = find(run, 'Instance');
      expect(instance.fills).toBeUndefined();
      expect(instance.fillStyleId).toBeUndefined();
    },
  },
  {
    marker: 'instance-ignores-blend-props',
    claim:
      'blend props (opacity, blendMode, isMask, effects, effectStyleId) and their styles do nothing on Instance',
    code: onPage('Text, createComponent', {
      setup: `
${buttonCode}
const blend = {
  opacity: 0.5,
  blendMode: 'MULTIPLY',
  isMask: true,
  effects: [{type: 'LAYER_BLUR', radius: 4, visible: true}],
  effectStyleId: 'S:effect',
} as const;`,
    })`
    <ButtonComponent />
    <Button.Instance name="Instance" {...blend}
      style={{opacity: 0.5, blendMode: 'multiply', shadowColor: '#000000', shadowRadius: 4}} />`,
    check(run) {
      const instance = find(run, 'Instance');
      for (const key of ['opacity', 'blendMode', 'isMask', 'effects', 'effectStyleId'] as const) {
        expect(instance[key], key).toBeUndefined();
      }
    },
  },
  {
    marker: 'component-set-starts-with-placeholder',
    claim:
      'the renderer creates a component set around a placeholder component and removes it when the first variant is appended',
    code: onPage('Component, ComponentSet')`
    <ComponentSet name="Chip">
      <Component name="State=Default" />
      <Component name="State=Selected" />
    </ComponentSet>
    <ComponentSet name="Empty" />`,
    check(run) {
      expect(find(run, 'Chip').children!.map((child) => child.name)).toEqual([
        'State=Default',
        'State=Selected',
      ]);
      expect(find(run, 'Empty').children).toEqual([
        expect.objectContaining({
          type: 'COMPONENT',
          pluginData: {isComponentStubElement: 'true'},
        }),
      ]);
    },
  },
  {
    marker: 'component-set-replaced-on-rerun',
    claim:
      'a re-run keeps every node id but those of a component set and its variants, and an instance placed from the old variant keeps pointing at it',
    code: `
import * as React from 'react';
import {Component, ComponentSet, Frame, Page, Rectangle, createComponent, render} from 'react-figma';
const Chip = createComponent();
const App = () => (
  <Page name="Claims" isCurrent>
    <Frame name="Frame"><Rectangle name="Box" /></Frame>
    <Component name="Solo"><Rectangle name="Mark" /></Component>
    {/* In a frame of its own: Figma creates a set on the current page, and the stub refuses to
        insert a node before a sibling in the parent it is already in (Figma moves it). */}
    <Frame name="Library">
      <ComponentSet name="Set">
        <Chip.Component name="State=On"><Rectangle name="Dot" /></Chip.Component>
        <Component name="State=Off"><Rectangle name="Ring" /></Component>
      </ComponentSet>
    </Frame>
    <Chip.Instance name="Use" />
  </Page>
);
// The ids of the named layers, and the id of the instance's main component, read on the main
// thread and kept in a layer drawn by hand (hydration ignores it).
const ids = (): Record<string, string> => {
  const page = figma.currentPage;
  const named: Record<string, string> = {};
  for (const name of ['Frame', 'Box', 'Solo', 'Mark', 'Library', 'Set', 'State=On', 'State=Off', 'Dot', 'Ring', 'Use']) {
    const node = page.findOne((candidate) => candidate.name === name && candidate.parent?.type !== 'INSTANCE');
    if (node) named[name] = node.id;
  }
  const use = page.findOne((node) => node.name === 'Use') as InstanceNode | null;
  if (use?.mainComponent) named.main = use.mainComponent.id;
  return named;
};
const note = (name: string) => {
  const layer = figma.createRectangle();
  layer.name = name + ' ' + JSON.stringify(ids());
  figma.currentPage.appendChild(layer);
};
// Once the first run's layers all exist, the plugin runs again (as a re-run or a hot update
// does); once the second run has made its set, the ids are read again.
const poll = (ready: () => boolean, then: () => void) =>
  ready() ? then() : void setTimeout(() => poll(ready, then), 0);
void render(<App />);
poll(
  () => Object.keys(ids()).length === 12,
  () => {
    const first = ids();
    note('First');
    void render(<App />);
    poll(
      () => figma.currentPage.findOne((node) => node.name === 'Set')?.id !== first.Set,
      () => note('Second'),
    );
  },
);`,
    check(run) {
      const noted = (label: string): Record<string, string> =>
        JSON.parse(
          allNodes(run)
            .find((node) => node.name.startsWith(`${label} `))!
            .name.slice(label.length + 1),
        );
      const [first, second] = [noted('First'), noted('Second')];
      expect(first.main).toBe(first['State=On']);
      // The same ids, except for the set and what it holds.
      for (const kept of ['Frame', 'Box', 'Solo', 'Mark', 'Library', 'Use'])
        expect(second[kept], kept).toBe(first[kept]);
      for (const made of ['Set', 'State=On', 'State=Off', 'Dot', 'Ring']) {
        expect(second[made], made).not.toBe(first[made]);
      }
      // The old set is gone from the file; the instance still names its old variant.
      const ids = allNodes(run).map((node) => node.id);
      expect(ids).not.toContain(first.Set);
      expect(ids).not.toContain(first['State=On']);
      expect(second.main).toBe(first['State=On']);
      expect(allNodes(run).filter((node) => node.type === 'COMPONENT_SET')).toHaveLength(1);
    },
  },
  {
    marker: 'component-set-ignores-constraints',
    claim: 'ComponentSet ignores constraints',
    code: onPage('Component, ComponentSet', {
      setup: `const constraints = {horizontal: 'MAX', vertical: 'STRETCH'} as const;`,
    })`
    <ComponentSet name="Set" constraints={constraints}>
      <Component name="Size=Small" constraints={constraints} />
    </ComponentSet>`,
    check(run) {
      expect(find(run, 'Set').constraints).toBeUndefined();
      expect(find(run, 'Size=Small').constraints).toEqual({horizontal: 'MAX', vertical: 'STRETCH'});
    },
  },
  {
    marker: 'component-set-style-ignores-background-and-blend',
    claim:
      "a component set's style sets no background, opacity, blend mode or shadow: its props do",
    code: onPage('Component, ComponentSet')`
    <ComponentSet name="Styled" style={{
      backgroundColor: '#ff0000', opacity: 0.5, blendMode: 'multiply',
      shadowColor: '#000000', shadowOpacity: 0.5, shadowRadius: 4,
    }}>
      <Component name="Size=Small" />
    </ComponentSet>
    <ComponentSet name="Props" backgrounds={[{type: 'SOLID', color: {r: 1, g: 0, b: 0}}]}
      opacity={0.5} blendMode="MULTIPLY"
      effects={[{type: 'LAYER_BLUR', radius: 4, visible: true}]}>
      <Component name="Size=Large" />
    </ComponentSet>`,
    nodes: {
      Styled: {fills: [], opacity: 1, blendMode: 'NORMAL', effects: []},
      Props: {
        fills: solid(1, 0, 0),
        opacity: 0.5,
        blendMode: 'MULTIPLY',
        effects: [expect.objectContaining({type: 'LAYER_BLUR'})],
      },
    },
  },
  {
    marker: 'frame-fills-wiped-by-backgrounds',
    claim: 'fills on a Component are wiped by the backgrounds written after them',
    code: onPage('Component', {setup: redPaints})`
    <Component name="Fills" fills={red} />
    <Component name="Backgrounds" backgrounds={red} />`,
    check(run) {
      expect(find(run, 'Fills').fills).toEqual([]);
      expect(find(run, 'Backgrounds').fills).toEqual(solid(1, 0, 0));
    },
  },
  {
    marker: 'export-async-callback-has-no-effect',
    claim: 'exportAsyncCallback has no effect on Component, ComponentSet or Instance',
    code: onPage('Component, ComponentSet, Text, createComponent', {
      setup: `
${buttonCode}
// Never called: a call would log this warning, which fails the case.
const exported = () => console.warn('exportAsyncCallback was called');
const settings = {format: 'PNG'} as const;`,
    })`
    <ButtonComponent />
    <Component name="Main" exportAsyncSettings={settings} exportAsyncCallback={exported} />
    <ComponentSet name="Set" exportAsyncSettings={settings} exportAsyncCallback={exported}>
      <Component name="Size=Small" />
    </ComponentSet>
    <Button.Instance name="Instance" exportAsyncSettings={settings}
      exportAsyncCallback={exported} />`,
    check(run) {
      expect(find(run, 'Instance').type).toBe('INSTANCE');
    },
  },

  // ---- Frame and FRAME_PRESETS ----
  {
    marker: 'preset-supplies-name-and-size',
    claim: 'a preset supplies name, width and height; explicit props and style sizes win over it',
    code: onPage('FRAME_PRESETS, Frame', {setup: 'const phone = FRAME_PRESETS.iPhoneX;'})`
    <Frame preset={phone} />
    <Frame preset={phone} name="Named" width={200} />
    <Frame preset={phone} name="Styled" style={{width: 300, height: 400}} />`,
    nodes: {
      'iPhone X': {width: 375, height: 812},
      Named: {width: 200, height: 812},
      Styled: {width: 300, height: 400},
    },
  },
  {
    marker: 'preset-does-not-size-parent-frame',
    claim:
      "a preset does not size a frame with children: Yoga's size wins and only the name survives",
    code: onPage('FRAME_PRESETS, Frame', {
      setup: `
const phone = FRAME_PRESETS.iPhoneX;
const toolbar = {width: 375, height: 56};`,
    })`
    <Frame preset={phone}>
      <Frame name="Toolbar" style={toolbar} />
    </Frame>
    <Frame preset={phone} name="Sized" style={{width: phone.width, height: phone.height}}>
      <Frame name="Sized toolbar" style={toolbar} />
    </Frame>`,
    nodes: {'iPhone X': {width: 375, height: 56}, Sized: {width: 375, height: 812}},
  },
  {
    marker: 'frame-presets-match-table',
    claim: 'FRAME_PRESETS has exactly the keys, names and sizes of the table',
    code: onPage('FRAME_PRESETS, Frame')`
    {Object.entries(FRAME_PRESETS).map(([key, preset]) => (
      <Frame key={key} preset={preset} pluginData={{key}} />
    ))}`,
    check(run) {
      const frames = find(run, 'Claims').children!.map((node) => ({
        key: node.pluginData!.key!,
        name: node.name,
        width: node.width,
        height: node.height,
      }));
      expect(frames).toEqual(presetRows());
      expect(frames.length).toBe(33);
    },
  },
  {
    marker: 'frame-fills-wiped-by-backgrounds',
    claim:
      'use backgrounds, not fills: a fills prop alone is wiped; style.backgroundColor sets backgrounds',
    code: onPage('Frame', {setup: redPaints})`
    <Frame name="Fills" fills={red} />
    <Frame name="Backgrounds" backgrounds={red} />
    <Frame name="Style" style={{backgroundColor: '#ff0000'}} />`,
    check(run) {
      expect(find(run, 'Fills').fills).toEqual([]);
      expect(find(run, 'Backgrounds').fills).toEqual(solid(1, 0, 0));
      expect(find(run, 'Style').fills).toEqual(solid(1, 0, 0));
    },
  },
  {
    marker: 'overflow-hidden-does-not-clip',
    claim: "overflow: 'hidden' does not clip; clipsContent does",
    code: onPage('Frame')`
    <Frame name="Overflow" style={{width: 50, height: 50, overflow: 'hidden'}} />
    <Frame name="Clips" clipsContent style={{width: 50, height: 50}} />`,
    nodes: {Overflow: {clipsContent: false}, Clips: {clipsContent: true}},
  },
  {
    marker: 'auto-layout-mirrored-into-yoga',
    claim: 'react-figma mirrors layoutMode, alignments and paddings into Yoga',
    code: twoSquares(`layoutMode="HORIZONTAL" primaryAxisAlignItems="MAX"
      counterAxisAlignItems="CENTER" paddingRight={10} style={{width: 200, height: 100}}`),
    // react-figma's own (Yoga) positions: a row packed to the end, centered vertically.
    nodes: {A: {x: 142, y: 38}, B: {x: 166, y: 38}},
  },
  {
    marker: 'auto-layout-props-override-style',
    claim: 'auto-layout props override the matching style (layoutMode beats flexDirection)',
    code: twoSquares(`layoutMode="HORIZONTAL" paddingLeft={4}
      style={{flexDirection: 'column', padding: 20}}`),
    nodes: {A: {x: 4, y: 20}, B: {x: 28, y: 20}},
  },
  {
    marker: 'padding-shorthands-explicit-side-wins',
    claim: 'horizontalPadding and verticalPadding are shorthands; an explicit side wins',
    code: onPage('Frame')`
    <Frame name="Padded" layoutMode="HORIZONTAL" horizontalPadding={16} paddingLeft={4}
      verticalPadding={8} paddingBottom={2} />`,
    nodes: {Padded: {paddingLeft: 4, paddingRight: 16, paddingTop: 8, paddingBottom: 2}},
  },
  {
    marker: 'guides-and-grids-replaced-not-merged',
    claim: 'guides and grids are replaced, not merged: omitting them writes []',
    code: onPage('Frame', {
      setup: `
import * as React from 'react';
const own = [{axis: 'Y', offset: 5}] as const;
const edited = new Set<string>();`,
      hooks: `
  const [rendered, setRendered] = React.useState(false);
  // Stands in for a designer: guides and a grid added by hand, then the app renders again.
  // (onNodeId is called on every render of the frame: edit each frame once.)
  const editByHand = (id: string) => {
    if (edited.has(id)) return;
    edited.add(id);
    const node = figma.getNodeById(id) as FrameNode;
    node.guides = [{axis: 'X', offset: 10}];
    node.layoutGrids = [
      {pattern: 'GRID', sectionSize: 8, visible: true, color: {r: 1, g: 0, b: 0, a: 0.1}},
    ];
    setTimeout(() => setRendered(true), 10);
  };`,
    })`
      <Frame name={rendered ? 'Omitted' : 'Frame'} onNodeId={editByHand} />
      <Frame name={rendered ? 'Given' : 'Frame 2'} guides={own} onNodeId={editByHand} />`,
    nodes: {
      Omitted: {guides: [], layoutGrids: []},
      Given: {guides: [{axis: 'Y', offset: 5}], layoutGrids: []},
    },
  },
  {
    marker: 'export-async-callback-has-no-effect',
    claim: 'exportAsyncCallback has no effect on Frame',
    code: onPage('Frame')`
    <Frame name="Frame" exportAsyncSettings={{format: 'PNG'}}
      exportAsyncCallback={() => console.warn('exportAsyncCallback was called')} />`,
    check(run) {
      expect(find(run, 'Frame').type).toBe('FRAME');
    },
  },
  {
    marker: 'view-with-children-renders-frame',
    claim: 'View with children renders a Frame',
    code: onPage('Text, View')`
    <View name="With children"><Text>Hi</Text></View>
    <View name="Empty" />`,
    nodes: {'With children': {type: 'FRAME'}, Empty: {type: 'RECTANGLE'}},
  },

  // ---- Group ----
  // A group's bounds: tests/source-checks/figma-model.test.ts ('group bounds').
  {
    marker: 'group-ignores-fills-and-strokes',
    claim: 'fills and strokes are ignored: the group renderer does not write them',
    code: onPage('Frame, Group, Rectangle', {
      setup: `
const paint = {
  fills: [{type: 'SOLID', color: {r: 1, g: 0, b: 0}}],
  strokes: [{type: 'SOLID', color: {r: 0, g: 0, b: 1}}],
  strokeWeight: 2,
  strokeAlign: 'CENTER',
  strokeCap: 'ROUND',
  strokeJoin: 'BEVEL',
  dashPattern: [4, 2],
  strokeStyleId: 'S:stroke',
} as const;`,
    })`
    <Group name="Group" {...paint} style={{backgroundColor: '#00ff00'}}>
      <Rectangle name="Inside" />
    </Group>
    <Frame name="Frame" {...paint} />`,
    check(run) {
      const keys = [
        'fills',
        'strokes',
        'strokeWeight',
        'strokeAlign',
        'strokeCap',
        'strokeJoin',
        'dashPattern',
        'strokeStyleId',
      ] as const;
      const groupNode = find(run, 'Group');
      // A frame takes every one of them: the stub would record them on a group too.
      for (const key of keys) {
        expect(groupNode[key], key).toBeUndefined();
        expect(find(run, 'Frame')[key], key).toBeDefined();
      }
    },
  },
  {
    marker: 'group-starts-with-placeholder-rectangle',
    claim:
      'a group starts around a placeholder rectangle (marked with plugin data), deleted when the first child is appended',
    code: onPage('Group, Rectangle')`
    <Group name="Filled"><Rectangle name="Child" /></Group>
    <Group name="Empty" />`,
    check(run) {
      expect(find(run, 'Filled').children!.map((child) => child.name)).toEqual(['Child']);
      const [placeholder, ...rest] = find(run, 'Empty').children!;
      expect(rest).toEqual([]);
      expect(placeholder).toMatchObject({
        type: 'RECTANGLE',
        pluginData: {isGroupStubElement: 'true'},
      });
      // Ordinary: react-figma does not hide it (a new rectangle is visible).
      expect(placeholder!.visible).not.toBe(false);
    },
  },
  {
    marker: 'yoga-ignores-ellipse-position-style',
    claim: "Yoga ignores an ellipse's position style",
    code: onPage('Ellipse, Frame, Rectangle', {
      setup: `const place = {position: 'absolute', left: 40, top: 40, width: 40, height: 40} as const;`,
    })`
    <Frame style={{width: 120, height: 120}}>
      <Rectangle name="Rectangle" style={place} />
      <Ellipse name="Ellipse" style={place} />
    </Frame>`,
    // The ellipse is not absolute for Yoga either: it is the first child in the flow.
    nodes: {Rectangle: {x: 40, y: 40}, Ellipse: {x: 0, y: 0}},
  },
  {
    marker: 'export-async-callback-has-no-effect',
    claim: 'exportAsyncCallback has no effect on Group',
    code: onPage('Group, Rectangle')`
    <Group name="Group" exportAsyncSettings={{format: 'PNG'}}
      exportAsyncCallback={() => console.warn('exportAsyncCallback was called')}>
      <Rectangle />
    </Group>`,
    check(run) {
      expect(find(run, 'Group').type).toBe('GROUP');
    },
  },

  // ---- Page ----
  {
    marker: 'iscurrent-acts-when-it-becomes-true',
    claim:
      'isCurrent acts when it becomes true: on two pages the later wins, and it does not stop a switch away',
    code: `
import * as React from 'react';
import {Page, Text} from 'react-figma';
export const App = () => {
  const [seen, setSeen] = React.useState<string[]>([]);
  React.useEffect(() => {
    // Every page change after A's isCurrent, in order: B's isCurrent, then the user's switch.
    // Counted, not timed: had the render that shows them switched back, that change would come
    // before the run settles, and show.
    let changes = 0;
    figma.on('currentpagechange', () => {
      if (++changes === 1) return;
      const name = figma.currentPage.name;
      setSeen((names) => [...names, name]);
      // Stands in for the user opening page A in Figma, once both pages' isCurrent have acted.
      if (changes === 2) figma.currentPage = figma.root.children.find((node) => node.name === 'A')!;
    });
  }, []);
  return (
    <>
      <Page name="A" isCurrent><Text name="Seen">{seen.join(',') || '-'}</Text></Page>
      <Page name="B" isCurrent />
    </>
  );
};`,
    check(run) {
      expect(find(run, 'Seen').characters).toBe('B,A');
    },
  },
  {
    marker: 'oncurrentchange-reports-switch-to-and-away',
    claim:
      'onCurrentChange reports every page change: true to the page made current, false to all others',
    code: `
import * as React from 'react';
import {Page, Text} from 'react-figma';
import {setupMainThread} from 'react-figma/rpc';
// What a plugin's main code does: forwards Figma's currentpagechange to the UI.
setupMainThread();
export const App = () => {
  const [log, setLog] = React.useState<string[]>([]);
  const report = (name: string) => (isCurrent: boolean) => {
    setLog((lines) => [...lines, name + '=' + isCurrent]);
    // Stands in for the user opening page B, once isCurrent has opened A (on the event, not
    // after a delay: on a busy machine a delay could pass before A was opened).
    if (name === 'A' && isCurrent) {
      setTimeout(() => {
        setLog((lines) => [...lines, '|']);
        figma.currentPage = figma.root.children.find((node) => node.name === 'B')!;
      });
    }
  };
  return (
    <>
      <Page name="A" isCurrent onCurrentChange={report('A')}>
        <Text name="Log">{log.join(' ') || '-'}</Text>
      </Page>
      <Page name="B" onCurrentChange={report('B')} />
      <Page name="C" onCurrentChange={report('C')} />
    </>
  );
};`,
    check(run) {
      // C was neither left nor opened, and still hears of the change.
      expect(find(run, 'Log').characters!.split(' | ')[1]).toBe('A=false B=true C=false');
    },
  },
  {
    marker: 'page-background-written-every-render',
    claim: 'every render writes the background: omitting it resets the canvas to #F5F5F5',
    code: onPage('Text', {
      setup: `import * as React from 'react';`,
      hooks: `
  const [round, setRound] = React.useState(0);
  React.useEffect(() => {
    setTimeout(() => {
      // Stands in for a designer changing the canvas color; then the app renders again.
      const page = figma.root.children.find((node) => node.name === 'Claims') as PageNode;
      page.backgrounds = [{type: 'SOLID', color: {r: 1, g: 0, b: 0}}];
      setRound(1);
    }, 20);
  }, []);`,
    })`
      <Text name="Round">{String(round)}</Text>`,
    check(run) {
      expect(find(run, 'Round').characters).toBe('1');
      const gray = 0.9607843160629272;
      expect(find(run, 'Claims').backgrounds).toEqual(solid(gray, gray, gray));
    },
  },
  {
    marker: 'page-ignores-onnodeid',
    claim: 'Page ignores onNodeId',
    code: `
import * as React from 'react';
import {Frame, Page, Text} from 'react-figma';
export const App = () => {
  const [ids, setIds] = React.useState<string[]>([]);
  // onNodeId is called on every render of the node: record each name once.
  const seen = (name: string) => () =>
    setIds((names) => (names.includes(name) ? names : [...names, name]));
  return (
    <Page name="Claims" isCurrent onNodeId={seen('page')}>
      <Frame name="Frame" onNodeId={seen('frame')} />
      <Text name="Seen">{ids.join(',') || '-'}</Text>
    </Page>
  );
};`,
    check(run) {
      expect(find(run, 'Seen').characters).toBe('frame');
    },
  },
  {
    marker: 'export-async-callback-has-no-effect',
    claim: 'exportAsyncCallback has no effect on Page',
    code: `
import {Page} from 'react-figma';
export const App = () => (
  <Page name="Claims" isCurrent exportAsyncSettings={{format: 'PNG'}}
    exportAsyncCallback={() => console.warn('exportAsyncCallback was called')} />
);`,
    check(run) {
      expect(find(run, 'Claims').type).toBe('PAGE');
    },
  },
  {
    marker: 'pages-matched-by-position',
    claim:
      'pages are matched by position on re-run: reordering them reorders which page gets which content',
    code: `
import * as React from 'react';
import {Frame, Page, render} from 'react-figma';
const pages = (names: string[]) => (
  <>
    {names.map((name) => (
      <Page key={name} name={name}><Frame name={name + ' content'} /></Page>
    ))}
  </>
);
// The plugin runs; once its two pages exist, it runs again with the pages in the other order.
render(pages(['Components', 'Screens']));
const rerun = setInterval(() => {
  if (figma.root.children.length < 3) return;
  clearInterval(rerun);
  render(pages(['Screens', 'Components']));
}, 5);`,
    check(run) {
      // No new page: the two existing ones were reused, in order, renamed and refilled.
      expect(run.pages.map((node) => node.name)).toEqual(['', 'Screens', 'Components']);
      expect(run.pages[1]!.children!.map((node) => node.name)).toEqual(['Screens content']);
    },
  },
  {
    marker: 'page-style-lays-out-and-sets-background',
    claim: "a page's style lays out its children and sets the canvas background",
    code: `
import {Frame, Page} from 'react-figma';
export const App = () => (
  <Page name="Claims" isCurrent style={{padding: 40, backgroundColor: '#000000'}}>
    <Frame name="Frame" style={{width: 100, height: 100}} />
  </Page>
);`,
    check(run) {
      expect(find(run, 'Frame')).toMatchObject({x: 40, y: 40});
      expect(find(run, 'Claims').backgrounds).toEqual(solid(0, 0, 0));
    },
  },
];

defineClaims('figma-nodes-containers claims', claims);

// Not testable here (the statement is about Figma itself, the types or the docs, not about what
// react-figma writes):
// - component.md: "Variant names matter": Figma derives variant properties from `Property=Value`
//   names; the stub computes none.
// - component.md: "Figma cannot create an empty component set": Figma's own rule (the renderer's
//   placeholder is tested above).
// - component.md: `description` is shown in the Assets panel and inspector; `documentationLinks`
//   keeps at most one link: Figma's UI and storage.
// - component.md: `detach` leaves a plain frame: the stub's detachInstance only relabels the node,
//   while Figma replaces the instance with a new frame.
// - component.md: instances of the example's row are placed 8 px apart by Figma's own auto layout
//   (the gap itself is the itemSpacing claim in layout.test.ts).
// - component.md: which props Component, ComponentSet, Instance and createComponent's pair take:
//   TypeScript types, checked by the props-table and compile checks.
// - frame.md: a top-level frame is what Figma users call an artboard: terminology.
// - frame.md: keys with a slash or a dot need bracket access: JavaScript syntax.
// - frame.md: sizing modes default to AUTO and Figma places auto layout children, gap included:
//   covered in layout.test.ts.
// - group.md: a group has no fill or size of its own, its bounds follow its children and moving it
//   moves them: Figma's geometry, which the stub does not compute.
// - group.md: `children` missing from GroupNodeProps with @types/react 18+: TypeScript types.
// - page.md: pages are the only elements Figma accepts at the top of the tree: Figma's rule, which
//   the stub only imitates.
// - page.md: a page has no size or position: Figma's PageNode and the types.
// - page.md: only one page is laid out at a time: covered in layout.test.ts.
