// Shapes, slices, SVG and vectors, local styles and render(): what their pages say react-figma
// 0.31.0 ignores, keeps or resets, each rendered in the in-memory Figma and asserted.
import {expect} from 'vitest';
import type {ExampleResult} from '../../../src/plugins/previews/run-examples';
import {allNodes, defineClaims, expectNodes, find, onPage, shadowEffect} from '../../lib/claims';
import {cornerRadii, type Claim} from '../../lib/claims';

const red = {type: 'SOLID', color: {r: 1, g: 0, b: 0}, opacity: 1};
const blue = {type: 'SOLID', color: {r: 0, g: 0, b: 1}, opacity: 1};

/** Names of every node, pages included, depth first. */
const names = (run: ExampleResult) => allNodes(run).map((node) => node.name);

// Cases that check several statements share one block: identical code runs once.

/** Every shape with the same border styles, each named after its component; Rectangle reads them. */
const borderedShapes = ['Rectangle', 'Ellipse', 'Star', 'Vector', 'Line'];
const borderCase = onPage(borderedShapes.join(', '), {
  setup: `const bordered = {width: 40, height: 40, borderColor: '#ff0000', borderWidth: 2, borderRadius: 8};`,
})`
    ${borderedShapes.map((shape) => `<${shape} name="${shape}" style={bordered} />`).join('\n    ')}
    <Line name="Bare line" style={{width: 40}} />`;

/** The shape of \`name\` in borderCase read none of its border styles. */
function bordersIgnored(run: ExampleResult, name: string) {
  // The control: the same styles become strokes and corners on a rectangle.
  expect(find(run, 'Rectangle')).toMatchObject({strokes: [red], strokeWeight: 2, cornerRadius: 8});
  expect(find(run, name)).toMatchObject({strokes: [], strokeWeight: 0});
}

/**
 * Layout styles on ellipses and stars, each in a laid-out View of its own, beside a rectangle with
 * the same styles and a View wrapping an ellipse.
 */
const layoutCase = onPage('Ellipse, Rectangle, Star, View', {
  setup: `
const size = {width: 20, height: 20};
const placed = {position: 'absolute', left: 50, top: 40} as const;`,
})`
    <View name="Margins" style={{flexDirection: 'row', width: 300}}>
      <View name="Rectangle row" style={{flexDirection: 'row'}}><Rectangle name="Rectangle margin" style={{...size, marginLeft: 30}} /></View>
      <View name="Ellipse row" style={{flexDirection: 'row'}}><Ellipse name="Ellipse margin" style={{...size, marginLeft: 30}} /></View>
      <View name="Star row" style={{flexDirection: 'row'}}><Star name="Star margin" style={{...size, marginLeft: 30}} /></View>
      <View name="Wrapped row" style={{flexDirection: 'row'}}><View name="Wrapper" style={{marginLeft: 30}}><Ellipse style={size} /></View></View>
    </View>
    <View name="Positions" style={{flexDirection: 'row'}}>
      <View style={{width: 100, height: 100}}><Rectangle name="Rectangle placed" style={{...size, ...placed}} /></View>
      <View style={{width: 100, height: 100}}><Ellipse name="Ellipse placed" style={{...size, ...placed}} /></View>
      <View style={{width: 100, height: 100}}><Star name="Star placed" style={{...size, ...placed}} /></View>
    </View>
    <View style={{flexDirection: 'row', width: 300}}><Rectangle name="Rectangle grows" style={{...size, flexGrow: 1}} /></View>
    <View style={{flexDirection: 'row', width: 300}}><Ellipse name="Ellipse grows" style={{...size, flexGrow: 1}} /></View>
    <View style={{flexDirection: 'row', width: 300}}><Star name="Star grows" style={{...size, flexGrow: 1}} /></View>`;

/** The rectangle follows its margin, position and flexGrow styles; `shape` follows none. */
function layoutIgnored(run: ExampleResult, shape: 'Ellipse' | 'Star') {
  expect(find(run, 'Rectangle margin').x).toBe(30);
  expect(find(run, `${shape} margin`).x).toBe(0);
  expect(find(run, 'Rectangle placed')).toMatchObject({x: 50, y: 40});
  expect(find(run, `${shape} placed`)).toMatchObject({x: 0, y: 0});
  expect(find(run, 'Rectangle grows').width).toBe(300);
  expect(find(run, `${shape} grows`).width).toBe(20);
}

/** Every component with an export callback that would log the bytes it got. */
const exportCase = onPage('Ellipse, Line, Rectangle, Slice, Star, Svg, Vector, View', {
  setup: `
import {useState} from 'react';
const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>';`,
  hooks: `
  const [calls, setCalls] = useState<string[]>([]);
  const exported = (name: string) => (bytes: Uint8Array) =>
    setCalls((done) => [...done, \`\${name} got \${bytes.length} bytes\`]);
  const png = {format: 'PNG'} as const;`,
})`
      <Ellipse name="Ellipse" exportAsyncSettings={png} exportAsyncCallback={exported('Ellipse')} />
      <Line name="Line" width={40} exportAsyncSettings={png} exportAsyncCallback={exported('Line')} />
      <Rectangle name="Rectangle" exportAsyncSettings={png} exportAsyncCallback={exported('Rectangle')} />
      <Slice name="Slice" exportAsyncSettings={png} exportAsyncCallback={exported('Slice')} />
      <Star name="Star" exportAsyncSettings={png} exportAsyncCallback={exported('Star')} />
      <Svg name="Svg" source={svg} exportAsyncSettings={png} exportAsyncCallback={exported('Svg')} />
      <Vector name="Vector" exportAsyncSettings={png} exportAsyncCallback={exported('Vector')} />
      <View name="Calls">{calls.map((call) => <Rectangle key={call} name={call} />)}</View>`;

/**
 * The export callback on `name` never ran. The stub's exportAsync resolves (with no bytes), so a
 * callback that reached the main thread would have been called.
 */
const exportClaim = (name: string): Claim => ({
  marker: 'export-async-callback-has-no-effect',
  claim: 'exportAsyncCallback has no effect: function props never reach the main thread',
  code: exportCase,
  check(run) {
    expect(find(run, name)).toBeDefined();
    expect(find(run, 'Calls').children ?? []).toEqual([]);
  },
});

/** Every corner prop, as lineCase passes them to a line and to a rectangle. */
const corners = {cornerRadius: 8, cornerSmoothing: 0.6, ...cornerRadii};

/** Line ends, height and corners; a spy checks each resize against Figma's rule for lines. */
const lineCase = onPage('Line, Rectangle', {
  setup: `
// Figma accepts only a height of exactly 0 for a line (the stub quietly makes it 0): report any other.
const createLine = figma.createLine.bind(figma);
figma.createLine = () => {
  const line = createLine();
  const resize = line.resize.bind(line);
  line.resize = (width: number, height: number) => {
    if (height !== 0) console.error(\`line resized to a height of \${height}\`);
    resize(width, height);
  };
  return line;
};
const corners = ${JSON.stringify(corners)};`,
})`
    <Line name="Tall" width={120} height={40} style={{height: 30}} />
    <Line name="Colored" style={{width: 40, backgroundColor: '#ff0000'}} />
    <Line name="Cornered line" width={40} {...corners} />
    <Rectangle name="Cornered rectangle" {...corners} />`;

/** Hooks for App: `later` turns true just after the first render, so App renders twice. */
const renderLater = `
  const [later, setLater] = useState(false);
  useEffect(() => {
    setTimeout(() => setLater(true), 0);
  }, []);`;

/** A component that re-renders once after mounting; the layer named "rendered again" shows it did. */
const rerenderCase = (imports: string[], layers: string) =>
  onPage(['Rectangle', ...imports].join(', '), {
    setup: "import {useEffect, useState} from 'react';",
    hooks: renderLater,
  })`
      ${layers}
      <Rectangle name={later ? 'rendered again' : 'first render'} />`;

const arcCase = rerenderCase(
  ['Ellipse'],
  `<Ellipse name="Arc" arcData={{startingAngle: -Math.PI / 2, endingAngle: Math.PI / 2, innerRadius: 0.5}} />
      <Ellipse name="Dropped" {...(later ? {} : {arcData: {startingAngle: 0, endingAngle: Math.PI, innerRadius: 0.5}})} />
      <Ellipse name="Restored" arcData={later ? {startingAngle: 0, endingAngle: 2 * Math.PI, innerRadius: 0} : {startingAngle: 0, endingAngle: Math.PI, innerRadius: 0.5}} />`,
);

const starCase = rerenderCase(
  ['Star'],
  `<Star name="Dropped" style={{width: 40, height: 40}} {...(later ? {} : {pointCount: 8, innerRadius: 0.2})} />
      <Star name="Changed" style={{width: 40, height: 40}} pointCount={later ? 6 : 8} innerRadius={0.5} />`,
);

const svgCase = onPage('Rectangle, Svg', {
  setup: `
import {useEffect, useState} from 'react';
const dot = (color: string) =>
  \`<svg xmlns="http://www.w3.org/2000/svg" width="24" height="16" viewBox="0 0 24 16"><circle cx="8" cy="8" r="8" fill="\${color}"/></svg>\`;
// Props the Svg type does not take, passed anyway.
const paints = {fills: [{type: 'SOLID', color: {r: 1, g: 0, b: 0}}], strokes: [{type: 'SOLID', color: {r: 1, g: 0, b: 0}}], strokeWeight: 3} as object;`,
  hooks: `${renderLater}
  const [firstId, setFirstId] = useState('');`,
})`
      <Svg name="Own size" source={dot('#00ff00')} />
      <Svg name="Styled" source={dot('#00ff00')} style={{width: 48, height: 32, backgroundColor: '#eeeeee'}} {...paints} />
      <Svg name="New source" source={dot(later ? '#0000ff' : '#ff0000')} onNodeId={setFirstId}>
        <Rectangle name="Overlay" style={{width: 4, height: 4}} />
      </Svg>
      <Svg name="Same source" source={dot('#00ff00')}>
        <Rectangle name="Kept overlay" style={{width: 4, height: 4}} />
      </Svg>
      <Rectangle name={\`first id \${firstId}\`} />
      <Rectangle name={later ? 'rendered again' : 'first render'} />`;

/**
 * The document's local styles, read with the plugin API (both halves of react-figma share this
 * process) and listed as layers whose names are the styles' values in JSON, for the check to read.
 * Re-read on every render of the component that places it.
 */
const styleLayers = `
const LocalStyles = () => (
  <View name="Local styles">
    {[...figma.getLocalPaintStyles(), ...figma.getLocalTextStyles(), ...figma.getLocalEffectStyles()].map((style: any) => (
      <Rectangle key={style.id} name={JSON.stringify({
        type: style.type, id: style.id, name: style.name, description: style.description,
        paints: style.paints, effects: style.effects, fontName: style.fontName, fontSize: style.fontSize,
        lineHeight: style.lineHeight, letterSpacing: style.letterSpacing, textDecoration: style.textDecoration,
      })} />
    ))}
  </View>
);`;

interface LocalStyle {
  type: 'PAINT' | 'TEXT' | 'EFFECT';
  id: string;
  name: string;
  [key: string]: unknown;
}

/** The styles listed by styleLayers. */
function localStyles(run: ExampleResult): LocalStyle[] {
  return (find(run, 'Local styles').children ?? []).map(
    (layer) => JSON.parse(layer.name) as LocalStyle,
  );
}

/** The one local style of the run (there must be exactly one). */
function onlyLocalStyle(run: ExampleResult): LocalStyle {
  const styles = localStyles(run);
  expect(styles).toHaveLength(1);
  return styles[0]!;
}

/** onPage for the local style hooks: `hooks` call them in App, and LocalStyles ends the page. */
const withLocalStyles =
  (names: string, hooks: string) =>
  (layers: TemplateStringsArray, ...values: unknown[]) =>
    onPage(`Rectangle, View, ${names}`, {
      setup: styleLayers,
      hooks,
    })`${String.raw({raw: layers}, ...values)}
      <LocalStyles />`;

/** A layer named with JSON, e.g. a hook's returned style: its value. */
function parsedName(run: ExampleResult, prefix: string): unknown {
  const name = names(run).find((candidate) => candidate.startsWith(`${prefix} `));
  if (!name) throw new Error(`no layer named ${prefix} ...`);
  return JSON.parse(name.slice(prefix.length + 1)) as unknown;
}

/**
 * The main thread's half of react-figma's message bridge, loaded afresh now that `figma` exists,
 * as in a plugin's main code (the runner's own copy, loaded in the UI before `figma` existed,
 * calls the main thread directly instead of sending messages).
 */
const mainBridge = `
for (const id of Object.keys(require.cache)) {
  if (/node_modules\\/(figma-jsonrpc|react-figma)\\/(rpc|index)\\.js$/.test(id)) delete require.cache[id];
}
require('react-figma/rpc');`;

const claims: Claim[] = [
  // --- Ellipse
  {
    marker: 'ellipse-arc-angles-in-radians',
    claim: 'angles are radians: arcData reaches the node as given',
    code: arcCase,
    check(run) {
      expect(find(run, 'Arc').arcData).toEqual({
        startingAngle: -Math.PI / 2,
        endingAngle: Math.PI / 2,
        innerRadius: 0.5,
      });
    },
  },
  {
    marker: 'arc-data-kept-when-removed',
    claim: 'arcData is kept when you remove the prop; a full circle restores the ellipse',
    code: arcCase,
    check(run) {
      expect(names(run)).toContain('rendered again');
      expect(find(run, 'Dropped').arcData).toEqual({
        startingAngle: 0,
        endingAngle: Math.PI,
        innerRadius: 0.5,
      });
      expect(find(run, 'Restored').arcData).toEqual({
        startingAngle: 0,
        endingAngle: 2 * Math.PI,
        innerRadius: 0,
      });
    },
  },
  {
    marker: 'ellipse-ignores-border-styles',
    claim: 'borderRadius style has no effect, nor borderColor or borderWidth',
    code: borderCase,
    check(run) {
      bordersIgnored(run, 'Ellipse');
      expect(find(run, 'Ellipse').cornerRadius).toBe(0);
    },
  },
  {
    marker: 'ellipse-layout-sees-only-size',
    claim: "layout sees only its size: the ellipse's margin, position and flex styles are ignored",
    code: layoutCase,
    check(run) {
      layoutIgnored(run, 'Ellipse');
      // The workaround: the same margin on a wrapping View.
      expect(find(run, 'Wrapper').x).toBe(30);
    },
  },
  exportClaim('Ellipse'),

  // --- Line
  {
    marker: 'line-needs-strokes-and-weight',
    claim: "no stroke, no line: strokes [] and strokeWeight 0 by default, style's borders not read",
    code: borderCase,
    check(run) {
      expect(find(run, 'Bare line')).toMatchObject({width: 40, strokes: [], strokeWeight: 0});
      bordersIgnored(run, 'Line');
    },
  },
  {
    marker: 'line-height-always-zero',
    claim: 'height is always 0: the renderer resizes a line to (width, 0) and ignores height',
    code: lineCase,
    nodes: {
      // No error from the spy: every resize asked for a height of 0.
      Tall: {width: 120, height: 0},
    },
  },
  {
    marker: 'line-background-color-sets-fills',
    claim: 'backgroundColor sets the fills of a line',
    code: lineCase,
    check(run) {
      expect(find(run, 'Colored').fills).toEqual([red]);
    },
  },
  {
    marker: 'line-ignores-corner-props',
    claim: 'corner props are ignored: the line renderer never writes them',
    code: lineCase,
    check(run) {
      // The control: the same props on a rectangle are written (its corners then differ, so
      // cornerRadius reads figma.mixed, as in Figma).
      expect(find(run, 'Cornered rectangle')).toMatchObject({...corners, cornerRadius: 'mixed'});
      const line = find(run, 'Cornered line');
      for (const key of Object.keys(corners) as Array<keyof typeof corners>) {
        expect(line[key], key).toBeUndefined();
      }
    },
  },
  exportClaim('Line'),

  // --- Rectangle
  {
    marker: 'props-reset-edits-made-by-hand',
    claim: 'props reset what you edit by hand on the next render',
    code: onPage('Rectangle', {
      setup: `import {useEffect, useState} from 'react';`,
      hooks: `
  const [id, setId] = useState<string>();
  const [edited, setEdited] = useState(false);
  useEffect(() => {
    if (!id) return;
    // A designer recolors the layer and gives it a stroke in Figma.
    const node = figma.getNodeById(id) as RectangleNode;
    node.fills = [{type: 'SOLID', color: {r: 1, g: 0, b: 0}}];
    node.strokes = [{type: 'SOLID', color: {r: 0, g: 0, b: 1}}];
    node.strokeWeight = 4;
    setEdited(true);
  }, [id]);`,
    })`
      <Rectangle name="Edited" onNodeId={setId} style={{width: 40, height: 40}} />
      <Rectangle name={edited ? 'rendered again' : 'first render'} />`,
    check(run) {
      expect(names(run)).toContain('rendered again');
      expect(find(run, 'Edited')).toMatchObject({fills: [], strokes: [], strokeWeight: 0});
    },
  },
  {
    marker: 'rectangle-takes-no-children',
    claim: 'a rectangle has no children: a child cannot be appended to it',
    allowErrors: true,
    code: onPage('Rectangle')`
    <Rectangle name="Parent" style={{width: 40, height: 40}}>
      <Rectangle name="Child" style={{width: 10, height: 10}} />
    </Rectangle>`,
    check(run) {
      expect(run.errors).toHaveLength(1);
      expect(run.errors[0]).toMatch(/appendChild is not a function/);
      expect(find(run, 'Parent').children).toBeUndefined();
    },
  },
  {
    marker: 'zero-size-not-written',
    claim: 'a size of zero is not written: width 0 leaves the previous width',
    code: rerenderCase(
      [],
      `<Rectangle name="Zero" style={{width: 0, height: 0}} />
      <Rectangle name="Shrunk" style={{width: later ? 0 : 80, height: 30}} />`,
    ),
    check(run) {
      expect(names(run)).toContain('rendered again');
      // Figma's size for a new rectangle stays.
      expectNodes(run, {Zero: {width: 100, height: 100}, Shrunk: {width: 80, height: 30}});
    },
  },
  {
    marker: 'rectangle-prop-wins-over-style',
    claim: 'style properties and Figma props describe the same things; the prop wins',
    code: onPage('Rectangle', {
      setup: `const blue = [{type: 'SOLID', color: {r: 0, g: 0, b: 1}, opacity: 1}] as const;`,
    })`
    <Rectangle name="Styled"
      style={{width: 40, height: 40, backgroundColor: '#ff0000', borderColor: '#ff0000', borderWidth: 2, borderRadius: 12}} />
    <Rectangle name="Both"
      style={{width: 40, height: 40, backgroundColor: '#ff0000', borderColor: '#ff0000', borderWidth: 2, borderRadius: 12}}
      fills={blue} strokes={blue} strokeWeight={4} cornerRadius={3} />`,
    nodes: {
      Styled: {fills: [red], strokes: [red], strokeWeight: 2, cornerRadius: 12},
      Both: {fills: [blue], strokes: [blue], strokeWeight: 4, cornerRadius: 3},
    },
  },
  exportClaim('Rectangle'),

  // --- Slice
  {
    marker: 'slice-never-calls-on-node-id',
    claim: 'onNodeId is ignored by Slice: the callback is not called',
    code: onPage('Rectangle, Slice', {
      setup: `import {useState} from 'react';`,
      hooks: `
  const [sliceId, setSliceId] = useState('none');
  const [rectangleId, setRectangleId] = useState('none');`,
    })`
      <Slice name="Slice" onNodeId={setSliceId} />
      <Rectangle name="Rectangle" onNodeId={setRectangleId} />
      <Rectangle name={\`slice id: \${sliceId}\`} />
      <Rectangle name={\`rectangle id: \${rectangleId}\`} />`,
    check(run) {
      expect(names(run)).toContain(`rectangle id: ${find(run, 'Rectangle').id}`);
      expect(names(run)).toContain('slice id: none');
    },
  },
  exportClaim('Slice'),
  {
    marker: 'export-presets-replaced-not-merged',
    claim: 'export presets are replaced: without exportSettings the renderer writes []',
    code: onPage('Rectangle, Slice', {
      setup: `import {useEffect, useState} from 'react';`,
      hooks: `
  const [edited, setEdited] = useState(false);
  useEffect(() => {
    setTimeout(() => {
      // A designer adds a preset in Figma's Export panel.
      const slice = figma.root.findOne((node) => node.name === 'Thumbnail') as SliceNode;
      slice.exportSettings = [{format: 'SVG'}];
      setEdited(true);
    }, 0);
  }, []);`,
    })`
      <Slice name="Thumbnail" style={{width: 200, height: 100}} />
      <Slice name="Preset" exportSettings={[{format: 'PNG', constraint: {type: 'SCALE', value: 2}}]} />
      <Rectangle name={edited ? 'rendered again' : 'first render'} />`,
    check(run) {
      expect(names(run)).toContain('rendered again');
      expect(find(run, 'Thumbnail').exportSettings).toEqual([]);
      expect(find(run, 'Preset').exportSettings).toEqual([
        {format: 'PNG', constraint: {type: 'SCALE', value: 2}},
      ]);
    },
  },
  {
    marker: 'add-message-listeners-not-assign',
    claim:
      'add message listeners, do not assign them: onmessage is the UI bridge, figma.ui.on adds one beside it',
    code: onPage('Rectangle', {
      setup: `
import {useEffect, useState} from 'react';
// The UI half of react-figma's bridge (the runner's, loaded with react-figma).
const uiBridge = require('figma-jsonrpc/rpc');
${mainBridge}
// Messages go between the halves as in Figma: the UI's through parent.postMessage to figma.ui,
// the main thread's through figma.ui.postMessage, which the stub delivers to the window's onmessage.
(globalThis as any).parent = {postMessage: ({pluginMessage}: any) => (figma.ui as any).receive(pluginMessage)};`,
      hooks: `
  const [log, setLog] = useState<string[]>([]);
  const note = (entry: string) => setLog((old) => [...old, entry]);
  useEffect(() => {
    figma.ui.on('message', (message: any) => message.type === 'ours' && note('main listener got ours'));
    void (async () => {
      // Our own message (no method): the main bridge lets it pass, our listener gets it.
      parent.postMessage({pluginMessage: {type: 'ours'}}, '*');
      const tree = await uiBridge.sendRequest('getInitialTree', [], 1000);
      note(\`bridge answered with the \${tree.type}\`);
      // Assigned, not added: the bridge's answers now go to this handler alone.
      onmessage = (event: any) => note(\`assigned handler took answer \${event.data.pluginMessage.id}\`);
      uiBridge.sendRequest('getInitialTree', [], 1000).then(
        () => note('bridge answered again'),
        () => note('bridge request failed'),
      );
    })();
  }, []);`,
    })`
      {log.map((entry, index) => <Rectangle key={index} name={entry} />)}`,
    check(run) {
      const log = names(run).slice(names(run).indexOf('Claims') + 1);
      expect(log).toEqual([
        'main listener got ours',
        'bridge answered with the DOCUMENT',
        'assigned handler took answer 1',
        // The bridge never saw its answer: the request times out (the run waits for it).
        'bridge request failed',
      ]);
    },
  },
  {
    marker: 'slice-no-children-no-appearance',
    claim: 'slices take no children and have no appearance of their own',
    allowErrors: true,
    code: onPage('Rectangle, Slice')`
    <Slice name="Region"
      style={{width: 40, height: 40, backgroundColor: '#ff0000', opacity: 0.5, borderColor: '#ff0000', borderWidth: 2, shadowColor: '#000000', shadowRadius: 4}}>
      <Rectangle name="Inside" />
    </Slice>`,
    check(run) {
      expect(run.errors).toHaveLength(1);
      expect(run.errors[0]).toMatch(/appendChild is not a function/);
      const region = find(run, 'Region');
      expect(region).toMatchObject({type: 'SLICE', width: 40, height: 40});
      expect(region.children).toBeUndefined();
      // Appearance styles are not written: no paint, opacity, stroke or effect.
      expect(region.fills ?? []).toEqual([]);
      for (const key of ['opacity', 'strokes', 'strokeWeight', 'effects'] as const) {
        expect(region[key], key).toBeUndefined();
      }
    },
  },

  // --- Star
  {
    marker: 'star-props-keep-last-value',
    claim: 'omitted star props keep their last value',
    code: starCase,
    nodes: {Changed: {pointCount: 6}, Dropped: {pointCount: 8, innerRadius: 0.2}},
  },
  {
    marker: 'star-inner-radius-is-ratio',
    claim: 'innerRadius is a ratio, written as given whatever the size',
    code: starCase,
    nodes: {Changed: {width: 40, innerRadius: 0.5}},
  },
  {
    marker: 'ellipse-star-layout-size-only',
    claim: 'ellipses and stars: layout takes their size only, not margin, position or flex',
    code: layoutCase,
    check(run) {
      layoutIgnored(run, 'Ellipse');
      layoutIgnored(run, 'Star');
    },
  },
  {
    marker: 'star-layout-sees-only-size',
    claim: "layout sees only its size: the star's margin, position and flex styles are ignored",
    code: layoutCase,
    check(run) {
      layoutIgnored(run, 'Star');
    },
  },
  {
    marker: 'star-ignores-border-styles',
    claim: 'style.borderColor, borderWidth and borderRadius are not read',
    code: borderCase,
    check(run) {
      bordersIgnored(run, 'Star');
      expect(find(run, 'Star').cornerRadius).toBe(0);
    },
  },
  exportClaim('Star'),

  // --- Svg
  {
    marker: 'svg-frame-starts-at-own-size',
    claim: "the frame starts at the SVG's own size; a style size resizes the frame",
    code: svgCase,
    // (The stub sizes the imported frame from the markup, as Figma does.)
    nodes: {'Own size': {width: 24, height: 16}, Styled: {width: 48, height: 32}},
  },
  {
    marker: 'svg-has-no-fills-or-strokes',
    claim: 'no fills or strokes props; backgroundColor colors the frame',
    code: svgCase,
    check(run) {
      const styled = find(run, 'Styled');
      // A frame's fills are its backgrounds: backgroundColor only.
      expect(styled.fills).toEqual([
        {type: 'SOLID', color: {r: 0xee / 255, g: 0xee / 255, b: 0xee / 255}, opacity: 1},
      ]);
      expect(styled.strokes).toBeUndefined();
      expect(styled.strokeWeight).toBeUndefined();
    },
  },
  {
    marker: 'new-svg-source-replaces-children',
    claim: 'a new source replaces every child of the frame, which keeps its id',
    code: svgCase,
    check(run) {
      expect(names(run)).toContain('rendered again');
      const changed = find(run, 'New source');
      expect(names(run)).toContain(`first id ${changed.id}`);
      // The stub's import makes no layers, so nothing replaces the removed overlay.
      expect(changed.children ?? []).toEqual([]);
      expect(names(run)).not.toContain('Overlay');
      expect(find(run, 'Same source').children?.map((child) => child.name)).toEqual([
        'Kept overlay',
      ]);
    },
  },
  exportClaim('Svg'),

  // --- Vector
  {
    marker: 'vector-network-wins-over-paths',
    claim: 'with both vectorPaths and vectorNetwork, vectorNetwork is written last and wins',
    code: onPage('Vector', {
      setup: `
// In Figma, writing a vector's network rewrites its paths. The stub keeps the two apart, so this
// case links them, for straight segments, the way Figma does.
const createVector = figma.createVector.bind(figma);
figma.createVector = () => {
  const node = createVector();
  let network: VectorNetwork | undefined;
  Object.defineProperty(node, 'vectorNetwork', {
    get: () => network,
    set: (value: VectorNetwork) => {
      network = value;
      const data = value.segments.map(({start, end}) => {
        const [from, to] = [value.vertices[start], value.vertices[end]];
        return \`M \${from.x} \${from.y} L \${to.x} \${to.y}\`;
      });
      node.vectorPaths = [{windingRule: 'NONE', data: data.join(' ')}];
    },
  });
  return node;
};
const network = {vertices: [{x: 0, y: 0}, {x: 20, y: 0}], segments: [{start: 0, end: 1}], regions: []};`,
    })`
    <Vector name="Paths" vectorPaths={[{windingRule: 'NONE', data: 'M 0 0 L 10 10'}]} />
    <Vector name="Both" vectorPaths={[{windingRule: 'NONE', data: 'M 0 0 L 10 10'}]} vectorNetwork={network} />`,
    check(run) {
      expect(find(run, 'Paths').vectorPaths).toEqual([
        {windingRule: 'NONE', data: 'M 0 0 L 10 10'},
      ]);
      expect(find(run, 'Both').vectorPaths).toEqual([{windingRule: 'NONE', data: 'M 0 0 L 20 0'}]);
    },
  },
  {
    marker: 'vector-ignores-border-styles',
    claim: 'style.borderColor, borderWidth and borderRadius are not read',
    code: borderCase,
    check(run) {
      bordersIgnored(run, 'Vector');
      expect(find(run, 'Vector').cornerRadius).toBe(0);
    },
  },
  exportClaim('Vector'),

  // --- Local styles
  {
    marker: 'fill-paint-style-adds-style-id',
    claim:
      'useFillPaintStyle makes a paint style from backgroundColor; the returned style adds fillStyleId',
    code: withLocalStyles(
      'useFillPaintStyle',
      `
  const brand = useFillPaintStyle({backgroundColor: '#ff0000'}, {name: 'Brand/Primary', description: 'Buttons'});`,
    )`
      <Rectangle name="Swatch" style={{...brand, width: 40, height: 40}} />
      <Rectangle name={\`returned \${JSON.stringify(brand)}\`} />`,
    check(run) {
      const style = onlyLocalStyle(run);
      expect(style).toMatchObject({
        type: 'PAINT',
        name: 'Brand/Primary',
        description: 'Buttons',
        paints: [red],
      });
      expect(parsedName(run, 'returned')).toEqual({
        backgroundColor: '#ff0000',
        fillStyleId: style.id,
      });
      // The component applies both the values and the link to the style.
      expect(find(run, 'Swatch')).toMatchObject({fills: [red], fillStyleId: style.id});
    },
  },
  {
    marker: 'stroke-paint-style-stores-color-only',
    claim:
      'useStrokePaintStyle stores borderColor; the other border properties are kept but not stored',
    code: withLocalStyles(
      'useStrokePaintStyle',
      `
  const outline = useStrokePaintStyle({borderColor: '#0000ff', borderWidth: 2, borderRadius: 6}, {name: 'Outline'});`,
    )`
      <Rectangle name="Boxed" style={{...outline, width: 40, height: 40}} />
      <Rectangle name={\`returned \${JSON.stringify(outline)}\`} />`,
    check(run) {
      const style = onlyLocalStyle(run);
      // A paint style holds paints only.
      expect(style).toEqual({type: 'PAINT', id: style.id, name: 'Outline', paints: [blue]});
      expect(parsedName(run, 'returned')).toEqual({
        borderColor: '#0000ff',
        borderWidth: 2,
        borderRadius: 6,
        strokeStyleId: style.id,
      });
      expect(find(run, 'Boxed')).toMatchObject({
        strokes: [blue],
        strokeWeight: 2,
        cornerRadius: 6,
        strokeStyleId: style.id,
      });
    },
  },
  {
    marker: 'text-style-hook-makes-two-styles',
    claim:
      'useTextStyle makes a text style (font, size, line height, letter spacing) and a paint style for color',
    code: withLocalStyles(
      'Text, useTextStyle',
      `
  const heading = useTextStyle(
    {fontFamily: 'Inter', fontWeight: 'bold', fontSize: 20, lineHeight: 28, letterSpacing: 1, color: '#ff0000'},
    {name: 'Heading/Medium'},
  );`,
    )`
      <Text name="Title" style={heading}>Title</Text>
      <Rectangle name={\`returned \${JSON.stringify(heading)}\`} />`,
    check(run) {
      const styles = localStyles(run);
      const paint = styles.find((style) => style.type === 'PAINT')!;
      const text = styles.find((style) => style.type === 'TEXT')!;
      expect(styles).toHaveLength(2);
      expect(paint).toMatchObject({name: 'Heading/Medium', paints: [red]});
      expect(text).toEqual({
        type: 'TEXT',
        id: text.id,
        name: 'Heading/Medium',
        fontName: {family: 'Inter', style: 'Bold'},
        fontSize: 20,
        lineHeight: {value: 28, unit: 'PIXELS'},
        letterSpacing: {value: 1, unit: 'PIXELS'},
      });
      expect(parsedName(run, 'returned')).toMatchObject({
        textStyleId: text.id,
        fillStyleId: paint.id,
      });
      expect(find(run, 'Title')).toMatchObject({textStyleId: text.id, fillStyleId: paint.id});
    },
  },
  {
    marker: 'effect-style-blurs-need-shadows-array',
    claim: 'useEffectStyle reads shadow* and blurRadius; blurs only when shadows is an array too',
    code: withLocalStyles(
      'useEffectStyle',
      `
  const raised = useEffectStyle({shadowColor: '#000000', shadowOpacity: 0.2, shadowRadius: 6, shadowOffset: {width: 0, height: 2}}, {name: 'Raised'});
  useEffectStyle({blurRadius: 4}, {name: 'Blur'});
  useEffectStyle({blurs: [{blurRadius: 8}]}, {name: 'Blurs alone'});
  useEffectStyle({shadows: [], blurs: [{blurRadius: 8}]}, {name: 'Blurs with shadows'});`,
    )`
      <Rectangle name="Card" style={{...raised, width: 40, height: 40}} />`,
    check(run) {
      const effects = Object.fromEntries(
        localStyles(run).map((style) => [style.name, style.effects]),
      );
      expect(effects).toEqual({
        Raised: [
          shadowEffect({color: {r: 0, g: 0, b: 0, a: 0.2}, offset: {x: 0, y: 2}, radius: 6}),
        ],
        Blur: [{type: 'LAYER_BLUR', radius: 4, visible: true}],
        // Without a shadows array, blurs is not read: one blur from blurRadius, which is unset.
        'Blurs alone': [{type: 'LAYER_BLUR', radius: 0, visible: true}],
        'Blurs with shadows': [{type: 'LAYER_BLUR', radius: 8, visible: true}],
      });
      expect(find(run, 'Card').effectStyleId).toBe(
        localStyles(run).find((style) => style.name === 'Raised')!.id,
      );
    },
  },
  {
    marker: 'style-by-key-null-until-imported',
    claim: 'useStyleByKey returns null until the import finishes',
    code: onPage('Rectangle, useStyleByKey', {
      setup: 'const seen: string[] = [];',
      hooks: `
  const imported = useStyleByKey('brand-primary');
  seen.push(imported === null ? 'null' : imported.name);`,
    })`
      <Rectangle name={\`seen \${JSON.stringify(seen)}\`} />`,
    check(run) {
      const seen = parsedName(run, 'seen') as string[];
      expect(seen[0]).toBe('null');
      // (The stub imports any key as a style named after it.)
      expect(seen.at(-1)).toBe('brand-primary');
    },
  },
  {
    marker: 'style-name-is-its-identity',
    claim:
      'names are identities: same name, same style; a new name makes a new style unless the id is passed',
    code: onPage('Rectangle, View, useFillPaintStyle', {
      setup: `
import {useEffect, useState} from 'react';
${styleLayers}`,
      hooks: `
  const [renamed, setRenamed] = useState(false);
  const [keptId, setKeptId] = useState<string>();
  useFillPaintStyle({backgroundColor: '#ff0000'}, {name: 'Shared'});
  useFillPaintStyle({backgroundColor: '#0000ff'}, {name: 'Shared'});
  useFillPaintStyle({backgroundColor: '#00ff00'}, {name: renamed ? 'New name' : 'Old name'});
  const kept = useFillPaintStyle({backgroundColor: '#00ffff'}, {name: renamed ? 'Renamed with id' : 'First name', id: keptId});
  useEffect(() => {
    // Once the styles exist, rename them; one of them passes its id.
    if (kept.fillStyleId && !renamed) {
      setKeptId(kept.fillStyleId);
      setRenamed(true);
    }
  }, [kept.fillStyleId]);`,
    })`
      <LocalStyles />`,
    check(run) {
      const byName = Object.fromEntries(localStyles(run).map((style) => [style.name, style]));
      expect(Object.keys(byName).sort()).toEqual([
        'New name',
        'Old name',
        'Renamed with id',
        'Shared',
      ]);
      // The second hook with the same name wrote last.
      expect(byName.Shared.paints).toEqual([blue]);
    },
  },
  {
    marker: 'style-id-arrives-after-first-render',
    claim: 'the id arrives after the first render',
    code: onPage('Rectangle, useFillPaintStyle', {
      setup: 'const seen: string[] = [];',
      hooks: `
  const brand = useFillPaintStyle({backgroundColor: '#ff0000'}, {name: 'Brand'});
  seen.push(brand.fillStyleId ? 'id' : \`no id, backgroundColor \${brand.backgroundColor}\`);`,
    })`
      <Rectangle name={\`seen \${JSON.stringify(seen)}\`} style={{...brand, width: 40, height: 40}} />`,
    check(run) {
      const seen = parsedName(run, 'seen') as string[];
      expect(seen[0]).toBe('no id, backgroundColor #ff0000');
      expect(seen.at(-1)).toBe('id');
    },
  },
  {
    marker: 'missing-font-no-text-style',
    claim: 'with a missing font no text style is written, only the paint style for color',
    allowErrors: true,
    code: withLocalStyles(
      'useTextStyle',
      `
  const label = useTextStyle({fontFamily: 'No Such Font', fontSize: 20, color: '#ff0000'}, {name: 'Label'});`,
    )`
      <Rectangle name={\`returned \${JSON.stringify(label)}\`} />`,
    check(run) {
      expect(run.errors).toEqual(['console.warn: Font No Such Font Regular not found']);
      const paint = onlyLocalStyle(run);
      expect(paint).toMatchObject({type: 'PAINT', name: 'Label', paints: [red]});
      expect(parsedName(run, 'returned')).not.toHaveProperty('textStyleId');
    },
  },
  {
    marker: 'text-style-drops-text-decoration',
    claim: 'textDecorationLine is not copied into the text style',
    code: withLocalStyles(
      'useTextStyle',
      `
  useTextStyle({fontFamily: 'Inter', fontSize: 14, textDecorationLine: 'underline'}, {name: 'Link'});`,
    )``,
    check(run) {
      const text = onlyLocalStyle(run);
      expect(text).toMatchObject({type: 'TEXT', name: 'Link', fontSize: 14});
      expect(text).not.toHaveProperty('textDecoration');
    },
  },
  {
    marker: 'local-styles-never-deleted',
    claim: 'styles are never deleted: removing a hook leaves its style',
    code: onPage('Rectangle, View, useFillPaintStyle', {
      setup: `
import {useEffect, useState} from 'react';
${styleLayers}
const Badge = ({onStyled}: {onStyled: () => void}) => {
  const badge = useFillPaintStyle({backgroundColor: '#ff0000'}, {name: 'Badge'});
  useEffect(() => {
    // Removed once its style exists (in a later task, when no update of the style is under way).
    if (badge.fillStyleId) setTimeout(onStyled, 0);
  }, [badge.fillStyleId]);
  return <Rectangle name="Badge" style={{...badge, width: 10, height: 10}} />;
};`,
      hooks: `
  const [shown, setShown] = useState(true);`,
    })`
      <LocalStyles />
      {shown && <Badge onStyled={() => setShown(false)} />}
      <Rectangle name={shown ? 'Badge shown' : 'Badge removed'} />`,
    check(run) {
      expect(names(run)).toContain('Badge removed');
      expect(names(run)).not.toContain('Badge');
      expect(localStyles(run).map((style) => style.name)).toEqual(['Badge']);
    },
  },

  // --- render
  {
    marker: 'render-hydrates-existing-nodes',
    claim:
      'render hydrates: running again reuses the nodes it made, and leaves layers drawn by hand alone',
    code: `
import {useEffect} from 'react';
import {Page, Rectangle, render} from 'react-figma';
const App = ({children}: {children?: React.ReactNode}) => (
  <Page name="Generated" isCurrent>
    <Rectangle name="Box" style={{width: 40, height: 40}} />
    {children}
  </Page>
);
// Once the first run's nodes exist, a designer draws a layer, then the plugin runs again, with one
// more layer. (The first run's tree stays mounted here; nothing re-renders it with other props.)
const RunAgain = () => {
  useEffect(() => {
    setTimeout(() => {
      const page = figma.root.children.find((node) => node.name === 'Generated')!;
      const drawn = figma.createRectangle();
      drawn.name = 'Drawn';
      page.appendChild(drawn);
      void render(<App><Rectangle name="Added" /></App>);
    }, 0);
  }, []);
  return null;
};
void render(<App><RunAgain /></App>);`,
    check(run) {
      const generated = run.pages.filter((page) => page.name === 'Generated');
      expect(generated).toHaveLength(1);
      expect(generated[0].children?.map((node) => node.name)).toEqual(['Box', 'Drawn', 'Added']);
    },
  },
  {
    marker: 'top-level-elements-are-pages',
    claim: 'top-level elements are pages: the root container is the document',
    allowErrors: true,
    code: `
import {Rectangle, render} from 'react-figma';
void render(<Rectangle name="Loose" />);`,
    check(run) {
      expect(run.errors).toHaveLength(1);
      expect(run.errors[0]).toMatch(/root node cannot have children of type other than PAGE/);
    },
  },
  {
    marker: 'top-level-non-page-stays-loose',
    claim:
      'a top-level element that is not a page is created with its children, then never removed and never found by a re-run',
    allowErrors: true,
    code: `
import * as React from 'react';
import {Frame, Rectangle, render} from 'react-figma';
// Every frame react-figma creates. (Figma puts each on the current page; the stub on none.)
const made: FrameNode[] = [];
const createFrame = figma.createFrame.bind(figma);
figma.createFrame = () => {
  const frame = createFrame();
  made.push(frame);
  return frame;
};
const poll = (ready: () => boolean, then: () => void) =>
  ready() ? then() : void setTimeout(() => poll(ready, then), 0);
const Loose = () => <Frame name="Loose"><Rectangle name="Inside" /></Frame>;
// Mounted, then unmounted; then the plugin runs again with the same element.
const Toggle = () => {
  const [shown, setShown] = React.useState(true);
  React.useEffect(() => {
    if (shown) poll(() => made[0]?.children.length === 1, () => setShown(false));
    else {
      void render(<Loose />);
      poll(
        () => made[1]?.children.length === 1,
        () => {
          const report = figma.createPage();
          report.name = 'Report';
          const layer = figma.createRectangle();
          layer.name = JSON.stringify(
            made.map((frame) => ({
              name: frame.name,
              removed: Boolean(frame.removed),
              children: frame.children.map((child) => child.name),
            })),
          );
          report.appendChild(layer);
        },
      );
    }
  }, [shown]);
  return shown ? <Loose /> : null;
};
void render(<Toggle />);`,
    check(run) {
      const report = run.pages.find((page) => page.name === 'Report')!;
      // Two frames: the second run made a new one, and the unmount removed nothing.
      expect(JSON.parse(report.children![0]!.name)).toEqual([
        {name: 'Loose', removed: false, children: ['Inside']},
        {name: 'Loose', removed: false, children: ['Inside']},
      ]);
      // Attaching each to the document failed.
      expect(run.errors).toHaveLength(2);
      for (const error of run.errors) {
        expect(error).toMatch(/root node cannot have children of type other than PAGE/);
      }
    },
  },
  {
    marker: 'render-resolves-after-first-commit',
    claim:
      "render's promise resolves after React has committed the first render, before its nodes exist",
    code: `
import * as React from 'react';
import {Page, Rectangle, render} from 'react-figma';
let committed = false;
const App = () => {
  // Runs while React commits.
  React.useLayoutEffect(() => {
    committed = true;
  }, []);
  return (
    <Page name="Claims" isCurrent>
      <Rectangle name="Box" />
    </Page>
  );
};
void render(<App />).then(() => {
  const boxes = figma.root.findAll((node) => node.name === 'Box').length;
  const note = figma.createPage();
  note.name = 'At resolve: committed ' + committed + ', boxes ' + boxes;
});`,
    check(run) {
      expect(names(run)).toContain('At resolve: committed true, boxes 0');
    },
  },
  {
    marker: 'render-twice-makes-two-trees',
    claim: 'calling render twice creates two independent trees: each adds its own pages',
    code: `
import {Page, Rectangle, render} from 'react-figma';
const App = () => (
  <Page name="Generated" isCurrent>
    <Rectangle name="Box" />
  </Page>
);
void render(<App />);
void render(<App />);`,
    check(run) {
      expect(run.pages.filter((page) => page.name === 'Generated')).toHaveLength(2);
    },
  },
  {
    marker: 'rpc-import-answers-render-messages',
    claim:
      'importing react-figma/rpc sets up the main-thread bridge: it answers without setupMainThread',
    code: `
import {Page, Rectangle, render} from 'react-figma';
${mainBridge}
const answers: unknown[] = [];
figma.ui.postMessage = (message: unknown) => void answers.push(message);
// The request render sends first, as it arrives from the UI.
(figma.ui as any).receive({jsonrpc: '2.0', id: 1, method: 'getInitialTree', params: []});
setTimeout(() => {
  void render(
    <Page name="Claims" isCurrent>
      <Rectangle name={\`answers \${JSON.stringify(answers)}\`} />
    </Page>,
  );
}, 0);`,
    check(run) {
      expect(parsedName(run, 'answers')).toEqual([
        {jsonrpc: '2.0', id: 1, result: {id: '0:0', type: 'DOCUMENT', children: []}},
      ]);
    },
  },
  {
    marker: 'setup-main-thread-forwards-events',
    claim:
      'setupMainThread forwards selection and page changes: without it onSelectionEnter and onCurrentChange never fire',
    code: `
import {useEffect, useState} from 'react';
import {Page, Rectangle} from 'react-figma';
import {setupMainThread} from 'react-figma/rpc';
export const App = () => {
  const [log, setLog] = useState<string[]>([]);
  const note = (entry: string) => setLog((old) => [...old, entry]);
  const [id, setId] = useState<string>();
  useEffect(() => {
    if (!id) return;
    const target = figma.getNodeById(id) as SceneNode;
    const claimsPage = figma.currentPage;
    // Before setupMainThread: a selection and a page change that the UI never hears of.
    figma.currentPage.selection = [target];
    figma.currentPage = figma.root.children[0];
    figma.currentPage = claimsPage;
    setTimeout(() => {
      note('setupMainThread');
      setupMainThread();
      figma.currentPage.selection = [];
      figma.currentPage.selection = [target];
      figma.currentPage = figma.root.children[0];
      figma.currentPage = claimsPage;
    }, 10);
  }, [id]);
  return (
    <Page name="Claims" isCurrent onCurrentChange={(current) => note(\`current: \${current}\`)}>
      <Rectangle name="Target" onNodeId={setId} onSelectionEnter={() => note('enter')} onSelectionLeave={() => note('leave')} />
      {log.map((entry, index) => <Rectangle key={index} name={entry} />)}
    </Page>
  );
};`,
    check(run) {
      const [first, ...rest] = names(run).slice(names(run).indexOf('Target') + 1);
      expect(first).toBe('setupMainThread');
      expect(rest.sort()).toEqual(['current: false', 'current: true', 'enter']);
    },
  },
];

defineClaims('figma-nodes-shapes claims', claims);

// Not testable here:
// - ellipse.md: angles are measured clockwise from 3 o'clock (how Figma draws arcData).
// - line.md: a line with no stroke is invisible, and a line does not show its fills (Figma's
//   drawing; the claims check only the values written).
// - slice.md: a slice has no appearance on the canvas, and exports the region whatever layers are
//   under it (Figma's canvas and export).
// - star.md: what innerRadius and pointCount look like (Figma's geometry).
// - svg.md: Figma applies the inner layers' constraints, so the drawing does not scale; Figma's SVG
//   importer decides what is supported (the stub's import makes no layers).
// - vector.md: Figma's path syntax is strict (the stub does not parse paths); a fill on an open
//   path is drawn as if closed (Figma's drawing).
// - render.md: call render from the UI, not the main thread; react-figma loads the UI half of its
//   bridge itself; closing the plugin stops updates (the runner runs both halves in one process,
//   for one run); the promise resolves before the nodes appear (message timing in Figma);
//   connectToDevTools (a WebSocket to React DevTools).
