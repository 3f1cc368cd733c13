// Auto layout and pages: where Figma's layout and react-figma's Yoga layout part ways.
import {expect} from 'vitest';
import {figmaView} from '../../../src/figma-preview/preview';
import type {ExampleResult} from '../../../src/plugins/previews/run-examples';
import {allNodes, defineClaims, expectNodes, find, onPage, type Claim} from '../../lib/claims';
import {twoSquares} from '../../lib/claim-shapes';

/**
 * Code for an example's setup: `layer(name)` finds a text on the page, and `poll(ready, then)`
 * checks again on each timer turn until `ready()`: counted work, not a wait of fixed length.
 */
const findAndPoll = `const layer = (name: string) =>
  figma.currentPage.findOne((node) => node.name === name) as TextNode | null;
const poll = (ready: () => boolean, then: () => void) =>
  ready() ? then() : void setTimeout(() => poll(ready, then), 0);
`;

/**
 * A row of two texts, 200 px wide with 10 px padding. Once they are measured and laid out, a
 * spacer with the given style mounts between them; once Right ends at the padding, Left gets
 * longer. Polls the document on timers: counted work, not a wait of fixed length.
 */
function laterSpacerCase(spacerStyle: string): string {
  return onPage('Frame, Text, View', {
    setup: `
import * as React from 'react';
${findAndPoll}const near = (a: number, b: number) => Math.abs(a - b) < 1;
const measured = () => {
  const [left, right] = [layer('Left'), layer('Right')];
  return !!left?.characters && !!right?.characters && near(right.x, 10 + left.width);
};
const filled = () => {
  const right = layer('Right');
  return !!layer('Spacer') && !!right && near(right.x + right.width, 190);
};`,
    hooks: `
  const [stage, setStage] = React.useState(0);
  React.useEffect(() => {
    if (stage < 2) poll(stage === 0 ? measured : filled, () => setStage(stage + 1));
  }, [stage]);`,
  })`
      <Frame name="Row" style={{width: 200, flexDirection: 'row', paddingHorizontal: 10}}>
        <Text name="Left">{stage < 2 ? 'Left' : 'Left, now longer'}</Text>
        {stage > 0 && <View name="Spacer" style={{${spacerStyle}}} />}
        <Text name="Right">Right</Text>
      </Frame>`;
}

/**
 * Two texts, A then B, in a column (or a row); once both are measured and laid out, A's style
 * changes from `before` to `after` and its words to `words`, in a component of A's own or
 * (`inParent`) in the component that renders the frame. A layer drawn by hand counts react-figma's `$updateYogaReactId` logs
 * before and after the change.
 */
function textChangeCase(
  before: string,
  after: string,
  {
    row = false,
    inParent = false,
    words = 'Some words',
  }: {row?: boolean; inParent?: boolean; words?: string} = {},
): string {
  const state = `
  const [changed, setChanged] = React.useState(false);
  React.useEffect(() => poll(laidOut, () => ((phase = 'after'), setChanged(true))), []);`;
  const textA = `<Text name="A" style={{fontSize: 12, ...(changed ? {${after}} : {${before}})}}>{changed ? '${words}' : 'Some words'}</Text>`;
  return onPage('Frame, Text', {
    setup: `
import * as React from 'react';
const logs = {before: 0, after: 0};
let phase: keyof typeof logs = 'before';
const log = console.log;
console.log = (...args: unknown[]) => {
  if (String(args[0]) !== '$updateYogaReactId') return log(...args);
  logs[phase]++;
  const note =
    figma.currentPage.findOne((node) => node.name.startsWith('logs ')) ?? figma.createRectangle();
  note.name = 'logs ' + JSON.stringify(logs);
};
${findAndPoll}const laidOut = () => {
  const [a, b] = [layer('A'), layer('B')];
  if (!a?.characters || !b?.characters) return false;
  return Math.abs(${row ? 'b.x - a.width' : 'b.y - a.height'}) < 1;
};
const A = () => {${inParent ? '\n  return <Text name="A">unused</Text>;' : `${state}\n  return ${textA};`}
};
${inParent ? `const Column = () => {${state}\n  return (\n    <Frame name="Frame" style={{flexDirection: '${row ? 'row' : 'column'}', alignItems: 'flex-start'}}>\n      ${textA}\n      <Text name="B">Next</Text>\n    </Frame>\n  );\n};` : `const Column = () => (\n  <Frame name="Frame" style={{flexDirection: '${row ? 'row' : 'column'}', alignItems: 'flex-start'}}>\n    <A />\n    <Text name="B">Next</Text>\n  </Frame>\n);`}`,
  })`
    <Column />`;
}

/** The `$updateYogaReactId` logs the case counted before and after A's change. */
function countedLogs(run: ExampleResult): {before: number; after: number} {
  const note = allNodes(run).find((node) => node.name.startsWith('logs '));
  return note ? JSON.parse(note.name.slice('logs '.length)) : {before: 0, after: 0};
}

const claims: Claim[] = [
  {
    marker: 'instance-needs-auto-layout-repeated',
    claim: "an instance loses its component's auto layout unless you repeat it",
    code: onPage('Text, createComponent', {setup: 'const Button = createComponent();'})`
    <Button.Component name="Button" layoutMode="HORIZONTAL" horizontalPadding={16}>
      <Text name="Label">Button</Text>
    </Button.Component>
    <Button.Instance name="Bare" />
    <Button.Instance name="Repeated" layoutMode="HORIZONTAL" horizontalPadding={16} />`,
    nodes: {
      Button: {layoutMode: 'HORIZONTAL', paddingLeft: 16},
      Bare: {layoutMode: 'NONE', paddingLeft: 0},
      Repeated: {layoutMode: 'HORIZONTAL', paddingLeft: 16},
    },
  },
  {
    marker: 'sizing-modes-default-to-hug',
    claim:
      'both sizing modes default to AUTO, so Figma shrinks an auto layout frame to its content whatever style says',
    code: onPage('Frame, Rectangle')`
    <Frame name="Hugging" layoutMode="HORIZONTAL" style={{width: 375, height: 56}}>
      <Rectangle style={{width: 24, height: 24}} />
    </Frame>
    <Frame name="Fixed" layoutMode="HORIZONTAL" primaryAxisSizingMode="FIXED"
      counterAxisSizingMode="FIXED" style={{width: 375, height: 56}}>
      <Rectangle style={{width: 24, height: 24}} />
    </Frame>`,
    check(run) {
      expect(find(run, 'Hugging')).toMatchObject({
        primaryAxisSizingMode: 'AUTO',
        counterAxisSizingMode: 'AUTO',
        width: 375,
        height: 56,
      });
      const figma = figmaView(run).pages;
      expect(find(run, 'Hugging', figma)).toMatchObject({width: 24, height: 24});
      expect(find(run, 'Fixed', figma)).toMatchObject({width: 375, height: 56});
    },
  },
  {
    marker: 'item-spacing-has-no-yoga-gap',
    claim: "itemSpacing has no Yoga counterpart: react-figma's layout leaves no gap, Figma's does",
    code: twoSquares('layoutMode="HORIZONTAL" itemSpacing={12}'),
    check(run) {
      expect(find(run, 'B').x).toBe(24);
      expect(find(run, 'B', figmaView(run).pages).x).toBe(36);
    },
  },
  ...[1, 2].map((crossingTurns): Claim => ({
    marker: 'pages-layout-depends-on-timing',
    claim: `pages mounting together: the first is laid out, the second ${crossingTurns === 1 ? 'too with fast messages' : 'not with slower ones'}`,
    crossingTurns,
    code: `
import {Frame, Page, Text} from 'react-figma';
export const App = () => (
  <>
    <Page name="First">
      <Frame name="On first" style={{width: 120, padding: 10}}><Text>a</Text></Frame>
    </Page>
    <Page name="Second" isCurrent>
      <Frame name="On second" style={{width: 120, padding: 10}}><Text>b</Text></Frame>
    </Page>
  </>
);`,
    check(run) {
      // Laid out: padding around the text decides the height (Yoga rounds to whole pixels).
      // Not laid out: Figma's default height, and the text in the corner.
      const hugs = (frame: string, text: string) =>
        Math.abs(find(run, frame).height! - (20 + find(run, text).height!)) < 1;
      expect(hugs('On first', 'a')).toBe(true);
      if (crossingTurns === 1) expect(hugs('On second', 'b')).toBe(true);
      else expectNodes(run, {'On second': {x: 0, y: 0, width: 120, height: 100}, b: {x: 0, y: 0}});
    },
  })),
  // Relayout after a text change: only characters and fontSize ask for a pass.
  ...(
    [
      ['lineHeight', "lineHeight: 'auto'", 'lineHeight: 60', false, false],
      ['letterSpacing', 'letterSpacing: 0', 'letterSpacing: 20', true, false],
      ['fontSize', 'fontSize: 12', 'fontSize: 40', false, true],
      ['characters', '', '', true, true],
    ] as const
  ).map(([key, before, after, row, relaid]): Claim => ({
    marker: 'text-relayout-follows-characters-and-font-size',
    claim: `a ${key} change of a text ${relaid ? 'logs $updateYogaReactId and moves its sibling' : 'neither logs nor moves its sibling'}`,
    code: textChangeCase(before, after, {
      row,
      ...(key === 'characters' ? {words: 'Some more words'} : {}),
    }),
    check(run) {
      const [a, b] = [find(run, 'A'), find(run, 'B')];
      // Both texts were measured before the change (the mount's own logs).
      expect(countedLogs(run).before).toBe(2);
      expect(countedLogs(run).after).toBe(relaid ? 1 : 0);
      const end = row ? a.x! + a.width! : a.y! + a.height!;
      const next = row ? b.x! : b.y!;
      if (relaid) expect(Math.abs(next - end)).toBeLessThan(1);
      else expect(next).toBeLessThan(end - 10); // A now covers part of B
    },
  })),
  {
    marker: 'text-relayout-follows-characters-and-font-size',
    claim: 'a lineHeight change made where the frame re-renders too is laid out (the frame asks)',
    code: textChangeCase("lineHeight: 'auto'", 'lineHeight: 60', {inParent: true}),
    check(run) {
      expect(countedLogs(run).after).toBe(0);
      expect(
        Math.abs(find(run, 'B').y! - (find(run, 'A').y! + find(run, 'A').height!)),
      ).toBeLessThan(1);
    },
  },
  // A spacer next to texts: the first pass can run before they are measured.
  ...[1, 3].flatMap((crossingTurns): Claim[] =>
    ['flexGrow: 1', 'flex: 1', 'flexGrow: 1, flexShrink: 1'].map((spacer) => ({
      marker: 'grow-spacer-keeps-widest-width',
      claim: `a childless View with ${spacer} beside texts ${spacer === 'flexGrow: 1' ? 'keeps the width of a layout without them' : 'takes the width left'} (${crossingTurns} turn${crossingTurns === 1 ? '' : 's'})`,
      crossingTurns,
      code: onPage('Frame, Text, View')`
    <Frame name="Row" style={{width: 200, flexDirection: 'row', paddingHorizontal: 10}}>
      <Text name="Left">Left</Text>
      <View name="Spacer" style={{${spacer}, height: 1}} />
      <Text name="Right">Right</Text>
    </Frame>`,
      check(run) {
        const [left, spacerNode, right] = [
          find(run, 'Left'),
          find(run, 'Spacer'),
          find(run, 'Right'),
        ];
        if (spacer === 'flexGrow: 1') {
          // The spacer took all 180 px while the texts were unmeasured, and kept them.
          expect(spacerNode.width).toBe(180);
          expect(right.x).toBeGreaterThanOrEqual(200);
        } else {
          // The row's 180 px inside its padding, shared: Right ends at the padding.
          expect(Math.abs(left.width! + spacerNode.width! + right.width! - 180)).toBeLessThan(1);
        }
      },
    })),
  ),
  // Any later pass with less free space pins it too: here the spacer arrives once the texts are
  // measured and fills the gap, then the first text gets longer.
  ...[1, 3].flatMap((crossingTurns): Claim[] =>
    ['flexGrow: 1', 'flex: 1', 'flexGrow: 1, flexShrink: 1'].map((spacer) => ({
      marker: 'grow-spacer-keeps-widest-width',
      claim: `a childless View with ${spacer} ${spacer === 'flexGrow: 1' ? 'keeps its width' : 'gives width back'} when a text beside it grows later (${crossingTurns} turn${crossingTurns === 1 ? '' : 's'})`,
      crossingTurns,
      code: laterSpacerCase(`${spacer}, height: 1`),
      check(run) {
        const [left, spacerNode, right] = ['Left', 'Spacer', 'Right'].map((name) =>
          find(run, name),
        );
        expect(left!.characters).toBe('Left, now longer');
        if (spacer === 'flexGrow: 1') {
          // The width it had before the text grew, and Right past the row's padding.
          expect(spacerNode!.width).toBeGreaterThan(180 - left!.width! - right!.width! + 20);
          expect(right!.x! + right!.width!).toBeGreaterThan(200);
        } else {
          expect(Math.abs(right!.x! + right!.width! - 190)).toBeLessThan(1);
        }
      },
    })),
  ),
  // A positive flex sets a flex basis of 0: two such views share the row equally whatever their
  // widths, where growing and shrinking from their widths would not.
  ...['flex: 1', 'flexGrow: 1, flexShrink: 1'].map((flex): Claim => ({
    marker: 'grow-spacer-keeps-widest-width',
    claim: `two childless Views with ${flex} ${flex === 'flex: 1' ? 'share the row equally: flex gives a basis of 0' : 'share it by their widths'}`,
    code: onPage('Frame, View')`
    <Frame name="Row" style={{width: 200, flexDirection: 'row', paddingHorizontal: 10}}>
      <View name="Wide" style={{${flex}, width: 150, height: 1}} />
      <View name="Default" style={{${flex}, height: 1}} />
    </Frame>`,
    check(run) {
      const [wide, narrow] = [find(run, 'Wide').width!, find(run, 'Default').width!];
      expect(Math.abs(wide + narrow - 180)).toBeLessThan(1);
      // Default starts at Figma's 100 px: from 150 and 100, shrinking 70 px leaves 108 and 72.
      if (flex === 'flex: 1') expect(Math.abs(wide - narrow)).toBeLessThan(1);
      else expect(wide - narrow).toBeGreaterThan(30);
    },
  })),
];

defineClaims('layout claims', claims);
