// The answers to what plugin authors ask before and after their first lines (issue 42): where a
// plugin draws, groups that lose their children, mixed text styles, designer-editable layout,
// code written for React 18, a missing font, and what an update costs. Each case renders the
// page's statement through react-figma 0.31.0 in the in-memory Figma.
import {expect} from 'vitest';
import {allNodes, defineClaims, find, onPage, rerenders, type Claim} from '../../lib/claims';
import {twoSquares} from '../../lib/claim-shapes';

const names = (nodes: Array<{name: string}> | undefined) => (nodes ?? []).map(({name}) => name);

/** A Frame with three memoized or plain rows, one of which changes after the first render. */
const rows = (memo: boolean) =>
  onPage('Frame, Rectangle', {
    setup: `
import * as React from 'react';
const Row = ${memo ? 'React.memo(' : ''}({color}: {color: string}) => (
  <Rectangle name="Row" style={{width: 40, height: 8, backgroundColor: color}} />
)${memo ? ')' : ''};`,
    hooks: `
  const [first, setFirst] = React.useState('#0000ff');
  React.useEffect(() => {
    setTimeout(() => setFirst('#ff0000'), 0);
  }, []);`,
  })`
      <Frame name="List">
        <Row color={first} />
        <Row color="#00ff00" />
        <Row color="#00ff00" />
      </Frame>`;

/** Renders three times: `round` is 0, then 1, then 2. */
const twoRounds = {
  setup: `import * as React from 'react';`,
  hooks: rerenders(2),
};

/** One Rectangle on a page; its component counts its renders in `renders.current`, then runs `hooks`. */
const countingRenders = (hooks: string) =>
  onPage('Rectangle', {
    setup: `import * as React from 'react';`,
    hooks: `
  const renders = React.useRef(0);
  renders.current++;${hooks}`,
  });

const claims: Claim[] = [
  // ---- Where a plugin draws ----
  {
    marker: 'page-draws-on-a-page-of-its-own',
    claim: 'a Page creates a page of its own; the page the user had open keeps no new layer',
    code: onPage('Rectangle')`<Rectangle name="Drawn" />`,
    check(run) {
      // The stub's first page stands for the page the user had open.
      expect(names(run.pages)).toEqual([run.pages[0]!.name, 'Claims']);
      expect(run.pages[0]!.children ?? []).toEqual([]);
      expect(names(find(run, 'Claims').children)).toEqual(['Drawn']);
    },
  },
  {
    marker: 'node-prop-moves-the-frame',
    claim: 'a Frame given an existing frame as `node` moves that frame onto its own page',
    code: onPage('Frame, Rectangle', {
      setup: `
// The frame a user selected, on the page they had open.
const selected = figma.createFrame();
selected.name = 'Selected';`,
    })`
      <Frame name="Drawn into" node={{id: selected.id}}>
        <Rectangle name="Mine" />
      </Frame>`,
    check(run) {
      expect(run.pages[0]!.children ?? []).toEqual([]);
      const claims = find(run, 'Claims');
      expect(names(claims.children)).toEqual(['Drawn into']);
      expect(names(claims.children![0]!.children)).toEqual(['Mine']);
    },
  },
  // ---- A group whose children go away ----
  {
    marker: 'empty-group-not-made-again',
    claim:
      'a Group whose children all unmount is deleted; children that come back fail to join it and stay loose on the page',
    code: onPage('Group, Rectangle', {
      ...twoRounds,
    })`
      <Group name="Badge">{round !== 1 && <Rectangle name={'Dot ' + round} />}</Group>
      <Rectangle name={'Round ' + round} />`,
    allowErrors: true,
    check(run) {
      expect(allNodes(run).filter((node) => node.type === 'GROUP')).toEqual([]);
      expect(names(find(run, 'Claims').children)).toEqual(['Round 2', 'Dot 2']);
      expect(run.errors).toEqual([expect.stringMatching(/does not exist[\s\S]*appendToContainer/)]);
    },
  },
  {
    marker: 'empty-group-new-key-makes-new-group',
    claim: 'a Group given a new key when its children return is made anew around them',
    code: onPage('Group, Rectangle', {
      ...twoRounds,
    })`
      <Group key={round < 2 ? 'first' : 'again'} name="Badge">
        {round !== 1 && <Rectangle name={'Dot ' + round} />}
      </Group>`,
    check(run) {
      const page = find(run, 'Claims');
      expect(page.children!.map((node) => [node.type, node.name])).toEqual([['GROUP', 'Badge']]);
      expect(names(page.children![0]!.children)).toEqual(['Dot 2']);
    },
  },
  // ---- Mixed styles in one text ----
  {
    marker: 'nested-text-no-mixed-styles',
    claim: 'a Text inside a Text is written as [object Object], with no run of its own',
    code: onPage('Text')`
      <Text name="Sentence">
        Save <Text style={{fontWeight: 'bold'}}>now</Text>
      </Text>`,
    check(run) {
      expect(find(run, 'Sentence').characters).toBe('Save [object Object]');
      expect(allNodes(run).filter((node) => node.type === 'TEXT')).toHaveLength(1);
    },
  },
  // ---- Fewer texts ----
  {
    marker: 'newline-keeps-one-text-layer',
    claim: 'lines joined with a newline stay one text layer',
    code: onPage(
      'Text',
    )`<Text name="Address">{['1 Main Street', 'Springfield'].join('\\n')}</Text>`,
    check(run) {
      expect(find(run, 'Address')).toMatchObject({
        type: 'TEXT',
        characters: '1 Main Street\nSpringfield',
      });
    },
  },
  // ---- What an update costs ----
  {
    marker: 'memo-skips-unchanged-layers',
    claim: 'a memoized row that keeps its props sends nothing on an update',
    code: rows(true),
    check(run) {
      // 30 on the first render (6 for each of the 5 nodes); the update sends the page, the frame
      // and the changed row. The plain case below sends the two unchanged rows as well.
      expect(run.calls.renderInstance).toBe(33);
    },
  },
  {
    marker: 'memo-skips-unchanged-layers',
    claim: 'a plain row is sent again on every update of its parent',
    code: rows(false),
    check(run) {
      expect(run.calls.renderInstance).toBe(35);
    },
  },
  {
    marker: 'one-state-update-one-render',
    claim: 'two state updates in a timer render twice',
    code: countingRenders(`
  const [a, setA] = React.useState(0);
  const [b, setB] = React.useState(0);
  React.useEffect(() => {
    setTimeout(() => {
      setA(1);
      setB(1);
    }, 0);
  }, []);`)`
      <Rectangle name={'renders ' + renders.current + ' ' + a + b} />`,
    check(run) {
      // The first render, then one for each update.
      expect(find(run, 'Claims').children![0]!.name).toBe('renders 3 11');
    },
  },
  {
    marker: 'one-state-update-one-render',
    claim: 'one update that sets both values renders once',
    code: countingRenders(`
  const [state, setState] = React.useState({a: 0, b: 0});
  React.useEffect(() => {
    setTimeout(() => setState({a: 1, b: 1}), 0);
  }, []);`)`
      <Rectangle name={'renders ' + renders.current + ' ' + state.a + state.b} />`,
    check(run) {
      expect(find(run, 'Claims').children![0]!.name).toBe('renders 2 11');
    },
  },
  // ---- Code written for React 18, under React 16 ----
  {
    marker: 'react-16-stand-ins-for-react-18-hooks',
    claim: 'a ref-held id and an effect subscription stand in for useId and useSyncExternalStore',
    code: onPage('Text', {
      setup: `
import * as React from 'react';
let lastId = 0;
function useStableId(): string {
  const id = React.useRef('');
  if (!id.current) id.current = 'id-' + ++lastId;
  return id.current;
}
const listeners = new Set<() => void>();
let count = 0;
const store = {
  get: () => count,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  increment() {
    count++;
    listeners.forEach((listener) => listener());
  },
};
function useStore(): number {
  const [value, setValue] = React.useState(store.get);
  React.useEffect(() => {
    const update = () => setValue(store.get());
    update();
    return store.subscribe(update);
  }, []);
  return value;
}
const Field = () => {
  const id = useStableId();
  const value = useStore();
  return <Text name={id}>{'count ' + value}</Text>;
};
setTimeout(() => store.increment(), 0);`,
    })`
      <Field />
      <Field />`,
    check(run) {
      const texts = find(run, 'Claims').children!;
      expect(texts.map((text) => [text.name, text.characters])).toEqual([
        ['id-1', 'count 1'],
        ['id-2', 'count 1'],
      ]);
    },
  },
  // ---- A user without the font ----
  {
    marker: 'font-fallback-from-available-list',
    claim: 'picking the first family the list holds draws the text in the fallback',
    code: onPage('Text', {
      setup: `
import * as React from 'react';
const preferred = ['Brand Sans', 'Inter'];`,
      hooks: `
  // In a plugin the main thread calls this and posts the families to the UI.
  const [families, setFamilies] = React.useState<string[] | null>(null);
  React.useEffect(() => {
    void figma.listAvailableFontsAsync().then((fonts) =>
      setFamilies(fonts.map((font) => font.fontName.family)),
    );
  }, []);
  const family = families && preferred.find((name) => families.includes(name));`,
    })`
      {family && <Text name="Title" style={{fontFamily: family}}>Hello</Text>}`,
    check(run) {
      expect(find(run, 'Title')).toMatchObject({
        characters: 'Hello',
        fontName: {family: 'Inter', style: 'Regular'},
      });
    },
  },
  // ---- Designer-editable output ----
  {
    marker: 'view-row-is-not-auto-layout',
    claim: 'a View row is a plain frame whose children have fixed positions',
    code: onPage('View')`
      <View name="Row" style={{flexDirection: 'row'}}>
        <View name="A" style={{width: 20, height: 20, backgroundColor: '#ff0000'}} />
        <View name="B" style={{width: 20, height: 20, backgroundColor: '#0000ff'}} />
      </View>`,
    check(run) {
      const row = find(run, 'Row');
      expect(row).toMatchObject({type: 'FRAME'});
      expect(row.layoutMode ?? 'NONE').toBe('NONE');
      expect(row.children!.map((child) => child.x)).toEqual([0, 20]);
    },
  },
  {
    marker: 'frame-layout-mode-is-figma-auto-layout',
    claim: 'a Frame with layoutMode is a Figma auto layout frame with its gap and padding',
    code: twoSquares('layoutMode="HORIZONTAL" itemSpacing={8} paddingLeft={12}'),
    check(run) {
      expect(find(run, 'Row')).toMatchObject({
        layoutMode: 'HORIZONTAL',
        itemSpacing: 8,
        paddingLeft: 12,
      });
    },
  },
];

defineClaims('Common questions', claims);
