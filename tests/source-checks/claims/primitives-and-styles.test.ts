// Text, View, Image, StyleSheet, Platform, the React Native stand-ins, Styling and Colors: what
// react-figma 0.31.0 does with props, style keys and color strings where a reader could not guess.
// Several claims share one case (the same code runs once): one render shows all of them.
import {expect} from 'vitest';
import type {ExampleNode} from '../../../src/figma-preview/example-contract';
import type {ExampleResult} from '../../../src/plugins/previews/run-examples';
import {allNodes, defineClaims, expectNodes, find, onPage, shadowEffect} from '../../lib/claims';
import {cornerRadii, type Claim} from '../../lib/claims';

type Paint = {
  type: string;
  color?: {r: number; g: number; b: number; a?: number | string};
  opacity?: number;
  scaleMode?: string;
  imageHash?: string;
  imageTransform?: number[][];
  gradientTransform?: number[][];
  gradientStops?: Array<{position: number; color: {r: number; g: number; b: number; a: unknown}}>;
};
type Effect = {
  type: string;
  color?: {r: number; g: number; b: number; a: number};
  offset?: {x: number; y: number};
  radius: number;
  spread?: number;
  visible: boolean;
  blendMode?: string;
};

/** A node without what only tells nodes apart (id, name, and where the root sits). */
function shape(node: ExampleNode, root = true): unknown {
  const {id: _id, name: _name, children, x, y, ...rest} = node;
  return {
    ...rest,
    ...(root ? {} : {x, y}),
    ...(children ? {children: children.map((child) => shape(child, false))} : {}),
  };
}

/** Each layer in `names` is drawn exactly like `reference` (but for its id, name and position). */
function drawnLike(run: ExampleResult, reference: string, names: string[]): void {
  const expected = shape(find(run, reference));
  for (const name of names) expect(shape(find(run, name)), name).toEqual(expected);
}

const fills = (node: ExampleNode) => node.fills as Paint[];
/** A solid paint as react-figma writes it. */
const solid = (r: number, g: number, b: number, opacity: number) => ({
  type: 'SOLID',
  color: {r, g, b},
  opacity,
});
const strokes = (node: ExampleNode) => node.strokes as Paint[];
const effects = (node: ExampleNode) => node.effects as Effect[];
/** A color as 0–255 channels. */
const rgb255 = ({r, g, b}: {r: number; g: number; b: number}) => [r, g, b].map((c) => c * 255);
/** Which way a linear gradient runs: the first row of its transform, rounded. */
const direction = (paint: Paint) =>
  paint.gradientTransform![0]!.slice(0, 2).map((value) => Math.round(value) || 0);
/** Font styles as react-figma compares them: letters and digits only, any case. */
const loose = (style: string) => style.replace(/[^a-zA-Z0-9]/g, '').toLowerCase();

/** The Fonts table: fontWeight → [Figma style, with fontStyle: 'italic']. */
const fontStyles: Record<string, [string, string]> = {
  normal: ['Regular', 'Italic'],
  '100': ['Thin', 'Thin Italic'],
  '200': ['ExtraLight', 'ExtraLight Italic'],
  '300': ['Light', 'Light Italic'],
  '400': ['Regular', 'Regular Italic'],
  '500': ['Medium', 'Medium Italic'],
  '600': ['SemiBold', 'SemiBold Italic'],
  '700': ['Bold', 'Bold Italic'],
  '800': ['ExtraBold', 'ExtraBold Italic'],
  '900': ['Black', 'Black Italic'],
  bold: ['Bold', 'Bold Italic'],
};

/** Checks one column of the Fonts table against the fonts the Text layers got. */
function fontRows(run: ExampleResult, fontStyle: string, column: 0 | 1): void {
  for (const [weight, styles] of Object.entries(fontStyles)) {
    // The node gets the font as Figma lists it (the stub's Inter says "Semi Bold").
    const font = find(run, `${fontStyle} ${weight}`).fontName as {family: string; style: string};
    expect(font.family).toBe('Inter');
    expect(loose(font.style), weight).toBe(loose(styles[column]));
  }
}

// ---------------------------------------------------------------------------------------------
// Shared cases

/** The Fonts table's weights, each in one Text, upright or italic (two cases: layout is slow). */
const fontTable = (fontStyle: 'normal' | 'italic') => onPage('Text', {
  setup: `const weights = ['normal', '100', '200', '300', '400', '500', '600', '700', '800', '900', 'bold'];`,
})`
    {weights.map((weight) => (
      <Text key={weight} name={'${fontStyle} ' + weight} style={{fontWeight: weight, fontStyle: '${fontStyle}'}}>
        Aa
      </Text>
    ))}
    <Text name="By fontName" fontName={{family: 'Inter', style: 'semibold'}}>Aa</Text>`;

// Styling and Text both say it.
const familyCase: Claim = {
  marker: 'font-family-must-match-exactly',
  claim: 'a font family matches only as Figma spells it: "inter" does not find Inter',
  code: onPage('Text')`
    <Text name="Lowercase family" style={{fontFamily: 'inter'}}>Hello</Text>`,
  allowErrors: true,
  check(run) {
    expect(run.errors).toEqual(['console.warn: Font inter Regular not found']);
    expect(find(run, 'Lowercase family').characters).toBe('');
  },
};

// The View page's pitfall and Troubleshooting both say it.
const spacerCase: Claim = {
  marker: 'childless-view-keeps-default-100',
  claim:
    "a childless View sized on one axis keeps Figma's default 100 on the other (height: 0 too); margins leave no band",
  code: onPage('Text, View')`
    <View name="Row" style={{flexDirection: 'row'}}>
      <Text name="Label">Tag</Text>
      <View name="Spacer" style={{width: 8}} />
    </View>
    <View name="Zero row" style={{flexDirection: 'row'}}>
      <Text name="Zero label">Tag</Text>
      <View name="Zero spacer" style={{width: 8, height: 0}} />
    </View>
    <View name="Margin row" style={{flexDirection: 'row'}}>
      <Text name="First">Tag</Text>
      <Text name="Second" style={{marginLeft: 8}}>Tag</Text>
    </View>`,
  check(run) {
    expect(find(run, 'Spacer')).toMatchObject({type: 'RECTANGLE', width: 8, height: 100});
    expect(find(run, 'Row').height).toBe(100);
    // A size of 0 is never written, so the rectangle keeps its 100 there too.
    expect(find(run, 'Zero spacer')).toMatchObject({width: 8, height: 100});
    expect(find(run, 'Zero row').height).toBe(100);
    // The same gap as a margin: the row is as tall as its text.
    expect(find(run, 'Second').x).toBeCloseTo(find(run, 'First').width! + 8, 0);
    expect(find(run, 'Margin row').height).toBeCloseTo(find(run, 'Second').height!, 0);
  },
};

// Claims that Text and Styling both make (Styling repeats them in its own words).
const missingFont: Claim = {
  marker: 'missing-font-leaves-text-empty',
  claim:
    'a font that is not installed logs "Font <family> <style> not found" and leaves the layer empty',
  code: onPage('Text')`
    <Text name="Missing" style={{fontFamily: 'No Such Family'}}>Hello</Text>`,
  allowErrors: true,
  check(run) {
    expect(run.errors).toEqual(['console.warn: Font No Such Family Regular not found']);
    expect(find(run, 'Missing').characters).toBe('');
  },
};

const decoration: Claim = {
  marker: 'text-decoration-line-style-ignored',
  claim: 'textDecorationLine in style does nothing; the textDecoration prop underlines',
  code: onPage('Text')`
    <Text name="Style key" style={{textDecorationLine: 'underline'}}>Link</Text>
    <Text name="Prop" textDecoration="UNDERLINE">Link</Text>`,
  nodes: {'Style key': {textDecoration: 'NONE'}, Prop: {textDecoration: 'UNDERLINE'}},
};

/** A Text named Child, with no style, in a Frame named Parent with the given style. */
const styledParent = (style: string, setup = '') =>
  onPage('Frame, Text', {setup})`
    <Frame name="Parent" style={${style}}>
      <Text name="Child">Aa</Text>
    </Frame>`;

const wrapping = onPage('Frame, Text', {
  setup: `const long = 'A sentence long enough to need more than one line in a box two hundred pixels wide.';`,
})`
    <Frame name="Column" style={{width: 200, alignItems: 'stretch'}}>
      <Text name="Stretched">{long}</Text>
    </Frame>
    <Text name="Style width" style={{width: 200}}>{long}</Text>
    <Text name="Max width" style={{maxWidth: 200}}>{long}</Text>
    <Text name="Width prop" width={200}>{long}</Text>
    <Text name="No width">{long}</Text>
    <Text name="One line">Short</Text>`;

const textKeys = onPage('Text', {
  setup:
    'const T = ({name, style}: {name: string; style: object}) => <Text name={name} style={style}>Aa</Text>;',
})`
    <T name="Plain" style={{}} />
    <T name="lineHeight 20" style={{lineHeight: 20}} />
    <T name="lineHeight 24px" style={{lineHeight: '24px'}} />
    <T name="lineHeight 150%" style={{lineHeight: '150%'}} />
    <T name="lineHeight auto" style={{lineHeight: 'auto'}} />
    <T name="letterSpacing 2" style={{letterSpacing: 2}} />
    <T name="letterSpacing 1px" style={{letterSpacing: '1px'}} />
    <T name="letterSpacing 5%" style={{letterSpacing: '5%'}} />
    <T name="left" style={{textAlign: 'left'}} />
    <T name="center" style={{textAlign: 'center'}} />
    <T name="right" style={{textAlign: 'right'}} />
    <T name="justify" style={{textAlign: 'justify'}} />
    <T name="auto" style={{textAlign: 'auto'}} />
    <T name="Shadow" style={{textShadowColor: 'rgba(0, 0, 0, 0.5)',
      textShadowOffset: {width: 1, height: 2}, textShadowRadius: 3}} />`;

const exportCallback = (component: string, props = '') =>
  onPage(component, {
    setup: `
// exportAsync resolves in the stub, so a callback that reached the main thread would log.
const exported = () => console.error('exportAsyncCallback was called');`,
  })`
    <${component} name="Exported" ${props} exportAsyncSettings={{format: 'PNG'}}
      exportAsyncCallback={exported} />`;

const viewKinds = onPage('Rectangle, View')`
    <View name="With children"><Rectangle /></View>
    <View name="No children" />
    <View name="Null">{null}</View>
    <View name="False">{false}</View>
    <View name="Empty string">{''}</View>
    <View name="Colored" style={{backgroundColor: '#0d99ff'}}><Rectangle /></View>`;

const pixel =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const imageSources = onPage('Image', {setup: `const pixel = '${pixel}';`})`
    <Image name="String" source={pixel} />
    <Image name="Uri" source={{uri: pixel}} />
    <Image name="Bundled" source={{default: pixel}} />
    <Image name="Remote" source="https://example.com/photo.png" />`;

const resizeModes = onPage('Frame, Image', {
  setup: `
const pixel = '${pixel}';
const modes = ['cover', 'contain', 'stretch', 'center', 'repeat', 'none'];`,
})`
    {modes.map((mode) => (
      <Image key={mode} name={mode} source={pixel} resizeMode={mode} style={{width: 40, height: 30}} />
    ))}
    <Image name="No resizeMode" source={pixel}
      style={{width: 40, height: 30, backgroundSize: 'contain'}} />
    {modes.map((mode) => (
      <Frame key={mode} name={'backgroundSize ' + mode}
        style={{width: 40, height: 30, backgroundImage: pixel, backgroundSize: mode}} />
    ))}`;

/** The image paint's scaleMode for each resizeMode, and for the same backgroundSize (not stretch). */
const scaleModes = {cover: 'FILL', contain: 'FIT', repeat: 'TILE', center: 'CROP', none: 'FILL'};

const slowImage = onPage('Image', {
  setup: `
const pixel = '${pixel}';
// A download that has not finished: requests for "slow" URLs never answer.
const fetchNow = globalThis.fetch;
globalThis.fetch = (input, init) =>
  String(input).includes('slow') ? new Promise(() => {}) : fetchNow(input, init);`,
})`
    <Image name="Loading" source="https://example.com/slow.png" style={{width: 40, height: 30}} />
    <Image name="Loaded" source="https://example.com/fast.png" style={{width: 40, height: 30}} />
    <Image name="Inline" source={pixel} style={{width: 40, height: 30}} />`;

const styleArray = onPage('Rectangle')`
    <Rectangle name="Merged"
      style={[{width: 40, height: 30, backgroundColor: '#ff0000'}, {backgroundColor: '#0000ff'}]} />`;

/** A case whose `setup` computes `report`, shown as JSON in a text layer named Report. */
const reporting = (names: string, setup: string) =>
  onPage(`${names}, Text`, {setup})`
    <Text name="Report">{JSON.stringify(report)}</Text>`;

const styleSheetMembers = reporting(
  'StyleSheet',
  `
const styles = {card: {width: 10}};
const report = {
  createSame: StyleSheet.create(styles) === styles,
  createEntry: typeof StyleSheet.create(styles).card,
  flatten: StyleSheet.flatten([{width: 1, height: 1}, {height: 2}]),
  flattenObject: StyleSheet.flatten({width: 3}),
  flattenUndefined: StyleSheet.flatten(undefined),
  compose: StyleSheet.compose({width: 1, height: 1}, {height: 2}),
  composeUndefined: [StyleSheet.compose(undefined, {width: 1}), StyleSheet.compose({width: 1}, undefined)],
  resolveSame: StyleSheet.resolve(styles) === styles,
  hairlineWidth: StyleSheet.hairlineWidth,
  absoluteFill: StyleSheet.absoluteFill,
  sameObject: StyleSheet.absoluteFill === StyleSheet.absoluteFillObject,
  shallow: StyleSheet.flatten([
    {shadowOffset: {width: 1, height: 2}},
    {shadowOffset: {width: 3}},
  ]),
};`,
);

/** The JSON a case wrote into the text layer named `name`. */
const reportOf = (run: ExampleResult, name = 'Report') =>
  JSON.parse(find(run, name).characters!) as Record<string, unknown>;

const dimensions = onPage('Dimensions, Text, useWindowDimensions', {
  setup: `
import * as React from 'react';
const phone = {width: 375, height: 667, scale: 2, fontScale: 1};
const WithHook = () => <Text name="Hook">{String(useWindowDimensions().width)}</Text>;
const ReadOnce = () => <Text name="Get">{String(Dimensions.get('window').width)}</Text>;
// After the first render, the size changes.
const Later = () => {
  React.useEffect(() => {
    setTimeout(() => Dimensions.set({window: phone, screen: phone}), 30);
  }, []);
  return null;
};`,
})`
    <WithHook />
    <ReadOnce />
    <Later />`;

const blendModes = onPage('Rectangle', {
  setup: `
const modes = ['normal', 'multiply', 'screen', 'overlay', 'darken', 'lighten', 'color-dodge',
  'color-burn', 'hard-light', 'soft-light', 'difference', 'exclusion', 'hue', 'saturation',
  'color', 'luminosity'];`,
})`
    {modes.map((mode) => <Rectangle key={mode} name={mode} style={{blendMode: mode}} />)}
    <Rectangle name="PASS_THROUGH" blendMode="PASS_THROUGH" />
    <Rectangle name="LINEAR_BURN" blendMode="LINEAR_BURN" />
    <Rectangle name="LINEAR_DODGE" blendMode="LINEAR_DODGE" />`;

const zero = onPage('Frame, Rectangle, StyleSheet')`
    <Rectangle name="Opacity 0" style={{width: 10, height: 10, opacity: 0}} />
    <Rectangle name="Opacity 0.5" style={{width: 10, height: 10, opacity: 0.5}} />
    <Frame name="Pinned" style={{width: 200, height: 100}}>
      <Rectangle name="right 0" style={{position: 'absolute', right: 0, bottom: 0, width: 10, height: 10}} />
      <Rectangle name="right 1" style={{position: 'absolute', right: 1, bottom: 1, width: 10, height: 10}} />
    </Frame>
    <Frame name="Centered" style={{width: 200, height: 100, padding: 20,
      justifyContent: 'center', alignItems: 'center'}}>
      <Rectangle name="Fill" style={StyleSheet.absoluteFill} />
    </Frame>`;

const accepted: Array<[string, number[], number]> = [
  ['#0d99ff', [13, 153, 255], 1],
  ['#f60', [255, 102, 0], 1],
  ['#0d99ff80', [13, 153, 255], 0.502],
  ['#f608', [255, 102, 0], 0.533],
  ['rgb(27, 196, 125)', [27, 196, 125], 1],
  ['rgb(100%, 50%, 0%)', [255, 127.5, 0], 1],
  ['rgba(0, 0, 0, 0.25)', [0, 0, 0], 0.25],
  ['rgba(0, 0, 0, 25%)', [0, 0, 0], 0.25],
  ['rebeccapurple', [102, 51, 153], 1],
  ['transparent', [0, 0, 0], 0],
];

const colorTable = onPage('Rectangle', {
  setup: `const values = ${JSON.stringify([...accepted.map(([value]) => value), '#0D99FF', 'rgb(0, 0, 0, 0.5)', 'rgb(0 128 255)', 'linear-gradient(to right, #0d99ff 0%, #9747ff 100%)'])};`,
})`
    {values.map((value) => <Rectangle key={value} name={value} style={{backgroundColor: value}} />)}`;

const gradients = onPage('Rectangle', {
  setup: `
const stops = '#ff0000 0%, #0000ff 100%';
const cases = {
  'to right': 'to right, ' + stops,
  'to left': 'to left, ' + stops,
  'to top': 'to top, ' + stops,
  'to bottom': 'to bottom, ' + stops,
  'no direction': stops,
  'to right top': 'to right top, ' + stops,
  '0deg': '0deg, ' + stops,
  '90deg': '90deg, ' + stops,
  '180deg': '180deg, ' + stops,
  'no positions': 'to right, #ff0000, #00ff00, #0000ff',
  'rgba stop': 'to right, rgba(255, 0, 0, 0.5) 0%, #0000ff80 100%',
  'rgb and name stops': 'to right, rgb(255, 0, 0) 0%, blue 100%',
};`,
})`
    {Object.entries(cases).map(([name, args]) => (
      <Rectangle key={name} name={name} style={{backgroundColor: 'linear-gradient(' + args + ')'}} />
    ))}`;

const failing = `
import * as React from 'react';
import {Page, Rectangle, Text, render} from 'react-figma';
// Each bad color renders under its own error boundary, which shows what was thrown.
class Caught extends React.Component<{name: string}, {error?: string}> {
  state: {error?: string} = {};
  static getDerivedStateFromError(error: Error) {
    return {error: error.name};
  }
  render() {
    return this.state.error ? <Text name={this.props.name}>{this.state.error}</Text> : this.props.children;
  }
}
const bad = ['hsl(210, 100%, 50%)', 'hsla(210, 100%, 50%, 0.5)', 'hwb(210 0% 0%)', 'lab(50% 40 59)',
  'lch(52% 72 50)', 'cmyk(0, 0, 0, 1)', 'Red', 'RED', 'radial-gradient(circle, #ff0000 0%, #0000ff 100%)',
  'conic-gradient(#ff0000, #0000ff)', 'currentColor', 'inherit'];
render(
  <Page name="Claims" isCurrent>
    {bad.map((value) => (
      <Caught key={value} name={'fill ' + value}>
        <Rectangle name={'drawn ' + value} style={{backgroundColor: value}} />
      </Caught>
    ))}
    <Caught name="stroke hsl"><Rectangle style={{borderColor: 'hsl(0, 100%, 50%)'}} /></Caught>
    <Caught name="text hsl"><Text style={{color: 'hsl(0, 100%, 50%)'}}>Aa</Text></Caught>
    <Rectangle name="shadow hsl" style={{shadowColor: 'hsl(0, 100%, 50%)', shadowRadius: 4}} />
    <Rectangle name="shadow gradient" style={{shadowColor: 'linear-gradient(#ff0000 0%, #0000ff 100%)'}} />
  </Page>,
);`;

const colorKeys = onPage('Frame, Rectangle, Text', {
  setup: `
const half = 'rgba(255, 0, 0, 0.5)';
const gradient = 'linear-gradient(to right, #ff0000 0%, #0000ff 100%)';`,
})`
    <Rectangle name="backgroundColor" style={{backgroundColor: half}} />
    <Frame name="Frame backgroundColor" style={{backgroundColor: half}} />
    <Rectangle name="backgroundImage" style={{backgroundColor: '#ffffff', backgroundImage: half}} />
    <Rectangle name="borderColor" style={{borderColor: half, borderWidth: 1}} />
    <Text name="color" style={{color: half}}>Aa</Text>
    <Rectangle name="shadowColor" style={{shadowColor: half}} />
    <Rectangle name="shadowOpacity" style={{shadowColor: half, shadowOpacity: 0.2}} />
    <Text name="textShadowColor" style={{textShadowColor: half}}>Aa</Text>
    <Rectangle name="gradient backgroundColor" style={{backgroundColor: gradient}} />
    <Rectangle name="gradient backgroundImage" style={{backgroundImage: gradient}} />
    <Rectangle name="gradient borderColor" style={{borderColor: gradient}} />
    <Text name="gradient color" style={{color: gradient}}>Aa</Text>`;

// ---------------------------------------------------------------------------------------------

const claims: Claim[] = [
  // Text ---------------------------------------------------------------------------------------
  {
    marker: 'text-children-win-over-characters',
    claim: 'the content is the children (strings and numbers, joined), which win over characters',
    code: onPage('Text')`
    <Text name="Children" characters="from the prop">Total: {3} items</Text>
    <Text name="Characters" characters="from the prop" />`,
    nodes: {Children: {characters: 'Total: 3 items'}, Characters: {characters: 'from the prop'}},
  },
  {
    marker: 'font-weight-figma-styles',
    claim: 'fontWeight gives the Figma styles of the Fonts table',
    code: fontTable('normal'),
    check(run) {
      fontRows(run, 'normal', 0);
    },
  },
  {
    marker: 'italic-font-style-names',
    claim: "fontWeight with fontStyle: 'italic' gives the italic styles of the Fonts table",
    code: fontTable('italic'),
    check(run) {
      fontRows(run, 'italic', 1);
    },
  },
  {
    marker: 'font-style-compared-loosely',
    claim: 'style names compare loosely: SemiBold finds Semi Bold, also through fontName',
    code: fontTable('normal'),
    check(run) {
      // Asked for "SemiBold" and "semibold"; the list only has "Semi Bold", which is loaded.
      expect(find(run, 'normal 600').fontName).toEqual({family: 'Inter', style: 'Semi Bold'});
      expect(find(run, 'By fontName').fontName).toEqual({family: 'Inter', style: 'Semi Bold'});
      expect(find(run, 'By fontName').characters).toBe('Aa');
    },
  },
  {
    marker: 'text-auto-resize-depends-on-width',
    claim:
      "textAutoResize defaults to 'HEIGHT' with a width, else 'WIDTH_AND_HEIGHT'; the prop wins",
    code: onPage('Text')`
    <Text name="Width" style={{width: 120}}>Aa</Text>
    <Text name="No width">Aa</Text>
    <Text name="Width and prop" textAutoResize="NONE" style={{width: 120, height: 40}}>Aa</Text>`,
    nodes: {
      Width: {textAutoResize: 'HEIGHT'},
      'No width': {textAutoResize: 'WIDTH_AND_HEIGHT'},
      'Width and prop': {textAutoResize: 'NONE'},
    },
  },
  {
    marker: 'text-fill-defaults-to-black-color',
    claim: 'fills default to style.color, itself black by default; the fills prop wins over it',
    code: onPage('Text')`
    <Text name="Default">Aa</Text>
    <Text name="Color" style={{color: '#ff0000'}}>Aa</Text>
    <Text name="Fills" fills={[{type: 'SOLID', color: {r: 0, g: 0, b: 1}}]} style={{color: '#ff0000'}}>
      Aa
    </Text>`,
    check(run) {
      expect(fills(find(run, 'Default'))).toEqual([solid(0, 0, 0, 1)]);
      expect(fills(find(run, 'Color'))[0]!.color).toEqual({r: 1, g: 0, b: 0});
      expect(fills(find(run, 'Fills'))).toEqual([{type: 'SOLID', color: {r: 0, g: 0, b: 1}}]);
    },
  },
  {
    marker: 'text-ignores-border-style-keys',
    claim:
      'strokes and strokeWeight come from props only: style.borderColor and borderWidth are not read',
    code: onPage('Text')`
    <Text name="Style" style={{borderColor: '#ff0000', borderWidth: 2}}>Aa</Text>
    <Text name="Props" strokes={[{type: 'SOLID', color: {r: 1, g: 0, b: 0}}]} strokeWeight={2}>Aa</Text>`,
    check(run) {
      expectNodes(run, {Style: {strokes: [], strokeWeight: 0}, Props: {strokeWeight: 2}});
      expect(strokes(find(run, 'Props'))).toHaveLength(1);
    },
  },
  {
    marker: 'export-async-callback-has-no-effect',
    claim: 'exportAsyncCallback has no effect: the export never runs',
    code: exportCallback('Text', 'characters="Aa"'),
    check(run) {
      // The callback would log an error (caught by the clean-run check) if it ever ran.
      expect(find(run, 'Exported').characters).toBe('Aa');
    },
  },
  missingFont,
  {
    marker: 'nested-text-shows-object-object',
    claim:
      'only strings and numbers inside Text: a nested Text makes no layer and shows as [object Object]',
    code: onPage('Text')`
    <Text name="Outer">plain <Text name="Inner" style={{fontWeight: 'bold'}}>bold</Text></Text>`,
    check(run) {
      const outer = find(run, 'Outer');
      expect(outer.characters).toBe('plain [object Object]');
      expect(outer.fontName).toEqual({family: 'Inter', style: 'Regular'});
      expect(() => find(run, 'Inner')).toThrow();
    },
  },
  ...[1, 3].map((crossingTurns): Claim => ({
    marker: 'text-width-decides-wrapping',
    claim: `width decides wrapping: style.width or style.maxWidth give HEIGHT, else one line (${crossingTurns} turn${crossingTurns === 1 ? '' : 's'})`,
    code: wrapping,
    crossingTurns,
    check(run) {
      const oneLine = find(run, 'One line').height!;
      for (const name of ['Style width', 'Max width']) {
        expect(find(run, name), name).toMatchObject({textAutoResize: 'HEIGHT', width: 200});
        expect(find(run, name).height, name).toBeGreaterThan(2 * oneLine);
      }
      const free = find(run, 'No width');
      expect(free.textAutoResize).toBe('WIDTH_AND_HEIGHT');
      expect(free.width).toBeGreaterThan(200);
      expect(free.height).toBe(oneLine);
    },
  })),
  ...[1, 2, 3, 5].map((crossingTurns): Claim => ({
    marker: 'text-width-prop-gives-way',
    claim: `the width prop gives HEIGHT, but the layout widens the box to one line (${crossingTurns} turn${crossingTurns === 1 ? '' : 's'})`,
    code: wrapping,
    crossingTurns,
    check(run) {
      const prop = find(run, 'Width prop');
      expect(prop.textAutoResize).toBe('HEIGHT');
      // Yoga writes whole pixels.
      expect(prop.width).toBe(Math.round(find(run, 'No width').width!));
      expect(prop.height).toBeLessThan(find(run, 'Style width').height!);
    },
  })),
  {
    marker: 'italic-400-asks-regular-italic',
    claim: "'400' italic asks for Regular Italic, which Inter (in Figma, just Italic) lacks",
    code: onPage('Text', {
      setup: `
// Figma's Inter names its regular italic "Italic": drop the stub's "Regular Italic".
const listFonts = figma.listAvailableFontsAsync.bind(figma);
figma.listAvailableFontsAsync = async () =>
  (await listFonts()).filter(({fontName}) => fontName.style !== 'Regular Italic');`,
    })`
    <Text name="400 italic" style={{fontWeight: '400', fontStyle: 'italic'}}>Aa</Text>
    <Text name="Normal italic" style={{fontStyle: 'italic'}}>Aa</Text>`,
    allowErrors: true,
    check(run) {
      expect(run.errors).toEqual(['console.warn: Font Inter Regular Italic not found']);
      expect(find(run, 'Normal italic')).toMatchObject({
        fontName: {family: 'Inter', style: 'Italic'},
        characters: 'Aa',
      });
      expect(find(run, '400 italic').characters).toBe('');
    },
  },
  decoration,
  {
    marker: 'line-height-numbers-are-pixels',
    claim: "lineHeight numbers are pixels; a string such as '150%' is percent",
    code: textKeys,
    check(run) {
      expect(find(run, 'lineHeight 20').lineHeight).toEqual({value: 20, unit: 'PIXELS'});
      expect(find(run, 'lineHeight 150%').lineHeight).toEqual({value: 150, unit: 'PERCENT'});
    },
  },
  {
    marker: 'text-inherits-styles-only-with-flag',
    claim: 'Text does not inherit styles from its parent by default',
    code: styledParent(`{color: '#ff0000', fontSize: 30, fontWeight: 'bold'}`),
    check(run) {
      const child = find(run, 'Child');
      expect(fills(child)[0]!.color).toEqual({r: 0, g: 0, b: 0});
      expect(child).toMatchObject({fontSize: 12, fontName: {family: 'Inter', style: 'Regular'}});
    },
  },
  {
    marker: 'text-inherits-styles-only-with-flag',
    claim:
      'with REACT_FIGMA_STYLE_INHERITANCE_ENABLED, color, fonts, textAlign, lineHeight and letterSpacing flow down',
    code: styledParent(
      `{color: '#ff0000', fontSize: 30, fontWeight: 'bold', fontStyle: 'italic',
      textAlign: 'center', lineHeight: 40, letterSpacing: 2}`,
      `process.env.REACT_FIGMA_STYLE_INHERITANCE_ENABLED = 'true';`,
    ),
    check(run) {
      const child = find(run, 'Child');
      expect(fills(child)[0]!.color).toEqual({r: 1, g: 0, b: 0});
      expect(child).toMatchObject({
        fontSize: 30,
        fontName: {family: 'Inter', style: 'Bold Italic'},
        textAlignHorizontal: 'CENTER',
        lineHeight: {value: 40, unit: 'PIXELS'},
        letterSpacing: {value: 2, unit: 'PIXELS'},
      });
    },
  },

  // View ---------------------------------------------------------------------------------------
  {
    marker: 'view-frame-with-children-else-rectangle',
    claim: "a frame when children are present; a rectangle for none, null, false or ''",
    code: viewKinds,
    check(run) {
      expect(find(run, 'With children').type).toBe('FRAME');
      for (const name of ['No children', 'Null', 'False', 'Empty string']) {
        expect(find(run, name).type, name).toBe('RECTANGLE');
      }
    },
  },
  {
    marker: 'view-frame-background-starts-transparent',
    claim: "the frame's background starts as transparent, so it is invisible unless you set one",
    code: viewKinds,
    check(run) {
      expect(fills(find(run, 'With children'))).toEqual([solid(0, 0, 0, 0)]);
      expect(fills(find(run, 'Colored'))).toHaveLength(1);
      expect(fills(find(run, 'Colored'))[0]).toMatchObject({opacity: 1});
    },
  },
  {
    marker: 'view-rectangle-ignores-frame-props',
    claim:
      'a View rendered as a rectangle ignores the frame-only props (auto layout, clipsContent, grids, preset)',
    code: onPage('FRAME_PRESETS, View')`
    <View layoutMode="HORIZONTAL" itemSpacing={10} paddingLeft={5} clipsContent
      layoutGrids={[{pattern: 'GRID', sectionSize: 8, visible: true, color: {r: 1, g: 0, b: 0, a: 0.1}}]}
      preset={FRAME_PRESETS.iPhoneX} />`,
    check(run) {
      const node = run.pages.find((page) => page.name === 'Claims')!.children![0]!;
      expect(node.type).toBe('RECTANGLE');
      // No auto layout or clipping, and the preset gave neither its name nor its size.
      for (const key of ['layoutMode', 'itemSpacing', 'paddingLeft', 'clipsContent']) {
        expect(node, key).not.toHaveProperty(key);
      }
      expect(node).toMatchObject({name: 'Rectangle', width: 100, height: 100});
    },
  },
  {
    marker: 'view-fills-overwritten-by-backgrounds',
    claim: 'fills on a View with children are overwritten by its backgrounds',
    code: onPage('Rectangle, View')`
    <View name="Fills" fills={[{type: 'SOLID', color: {r: 1, g: 0, b: 0}}]}><Rectangle /></View>
    <View name="Backgrounds" backgrounds={[{type: 'SOLID', color: {r: 1, g: 0, b: 0}}]}><Rectangle /></View>`,
    check(run) {
      // The fills prop lost to the transparent background; the backgrounds prop stays.
      expect(fills(find(run, 'Fills'))).toEqual([solid(0, 0, 0, 0)]);
      expect(fills(find(run, 'Backgrounds'))).toEqual([{type: 'SOLID', color: {r: 1, g: 0, b: 0}}]);
    },
  },
  {
    marker: 'view-overflow-does-not-clip',
    claim: 'style.overflow does not set clipsContent; the prop does',
    code: onPage('Rectangle, View')`
    <View name="Overflow" style={{overflow: 'hidden', width: 40, height: 40}}><Rectangle /></View>
    <View name="Prop" clipsContent style={{width: 40, height: 40}}><Rectangle /></View>`,
    nodes: {Overflow: {clipsContent: false}, Prop: {clipsContent: true}},
  },
  {
    marker: 'view-preset-name-kept-size-replaced',
    claim: "preset: a frame takes the preset's name, but Yoga replaces its size",
    code: onPage('FRAME_PRESETS, Rectangle, View')`
    <View preset={FRAME_PRESETS.iPhoneX}><Rectangle style={{width: 20, height: 10}} /></View>`,
    nodes: {'iPhone X': {type: 'FRAME', width: 20, height: 10}},
  },
  {
    marker: 'export-async-callback-has-no-effect',
    claim: 'exportAsyncCallback has no effect: the export never runs',
    code: exportCallback('View', 'style={{width: 10, height: 10}}'),
    check(run) {
      expect(find(run, 'Exported').type).toBe('RECTANGLE');
    },
  },
  {
    marker: 'view-type-change-makes-new-node',
    claim:
      'when children appear later, the rectangle is removed and a new frame (with a new node id) created',
    code: onPage('Frame, Rectangle, Text, View', {
      setup: `
import * as React from 'react';
// Collects the node ids the View reports, and shows them in a text layer.
const ids: string[] = [];
let show = (_: string) => {};
const record = (id: string) => {
  if (!ids.includes(id)) {
    ids.push(id);
    show(ids.join(' '));
  }
};
const Loading = () => {
  const [loaded, setLoaded] = React.useState(false);
  const [shown, setShown] = React.useState('');
  show = setShown;
  React.useEffect(() => {
    setTimeout(() => setLoaded(true), 50);
  }, []);
  return (
    <Frame name="Holder">
      <View name="Box" onNodeId={record} style={{width: 50, height: 50}}>
        {loaded ? <Rectangle name="Item" style={{width: 10, height: 10}} /> : null}
      </View>
      <Text name="Ids">{shown || 'none'}</Text>
    </Frame>
  );
};`,
    })`
    <Loading />`,
    check(run) {
      const reported = find(run, 'Ids').characters!.split(' ');
      expect(reported).toHaveLength(2);
      const box = find(run, 'Box');
      expect(box.type).toBe('FRAME');
      expect(box.id).toBe(reported[1]);
      expect(reported[0]).not.toBe(reported[1]);
      // The rectangle that was "Box" is gone.
      expect(allNodes(run).filter((node) => node.name === 'Box')).toHaveLength(1);
      expect(allNodes(run).some((node) => node.id === reported[0])).toBe(false);
    },
  },
  familyCase,
  spacerCase,
  {
    marker: 'onnodeid-called-on-every-update',
    claim: 'onNodeId is called when the node is created and again on each update, with the same id',
    code: onPage('Rectangle, Text', {
      setup: `
import * as React from 'react';
// Each call is recorded and summed up by a component of its own. The summary changes at most
// twice: a text that kept growing would change the layout, re-render the Box and call again.
const calls: string[] = [];
let show = (_: string) => {};
const record = (id: string) => {
  calls.push(id);
  const ids = [...new Set(calls)].join(' ');
  show(calls.length > 1 ? 'again with ' + ids : 'once with ' + ids);
};
const Calls = () => {
  const [text, setText] = React.useState('none');
  show = setText;
  return <Text name="Calls">{text}</Text>;
};`,
      hooks: `
  // One update, right after the first render.
  const [width, setWidth] = React.useState(10);
  React.useEffect(() => setWidth(20), []);`,
    })`
      <Rectangle name="Box" onNodeId={record} style={{width, height: 10}} />
      <Calls />`,
    check(run) {
      const box = find(run, 'Box');
      expect(box.width).toBe(20);
      expect(find(run, 'Calls').characters).toBe(`again with ${box.id}`);
    },
  },
  {
    marker: 'nested-views-make-nested-frames',
    claim: 'nested Views produce nested frames',
    code: onPage('View')`
    <View name="Outer"><View name="Middle"><View name="Leaf" /></View></View>`,
    check(run) {
      const outer = find(run, 'Outer');
      expect(outer.type).toBe('FRAME');
      expect(outer.children!.map((child) => [child.name, child.type])).toEqual([
        ['Middle', 'FRAME'],
      ]);
      expect(find(run, 'Leaf').type).toBe('RECTANGLE');
    },
  },

  // Image --------------------------------------------------------------------------------------
  {
    marker: 'image-source-shapes-and-fetching',
    claim:
      'source takes a URL string, {uri} or {default}; a data: URL is used as it is, others are fetched',
    code: imageSources,
    check(run) {
      const bytes = pixel.slice(pixel.indexOf(',') + 1);
      for (const name of ['String', 'Uri', 'Bundled']) {
        const [paint] = fills(find(run, name));
        expect(paint, name).toMatchObject({type: 'IMAGE'});
        expect(run.images[paint!.imageHash!], name).toBe(bytes);
      }
      const [remote] = fills(find(run, 'Remote'));
      expect(run.placeholders[remote!.imageHash!]).toBe('https://example.com/photo.png');
      expect(Object.values(run.placeholders)).toEqual(['https://example.com/photo.png']);
    },
  },
  {
    marker: 'image-resize-mode-scale-modes',
    claim:
      'resizeMode: cover → Fill (default), contain → Fit, repeat → Tile, center → Crop, stretch → Crop scaled, none → Fill',
    code: resizeModes,
    check(run) {
      const scale = (name: string) => fills(find(run, name))[0]!;
      for (const [mode, scaleMode] of Object.entries(scaleModes)) {
        expect(scale(mode).scaleMode, mode).toBe(scaleMode);
      }
      expect(scale('stretch')).toMatchObject({
        scaleMode: 'CROP',
        imageTransform: [
          [40, 0, 0],
          [0, 30, 0],
        ],
      });
      // resizeMode, not style.backgroundSize, decides.
      expect(scale('No resizeMode').scaleMode).toBe('FILL');
    },
  },
  {
    marker: 'image-fills-prop-takes-precedence',
    claim: 'fills takes precedence over style.backgroundColor and the image',
    code: onPage('Image')`
    <Image name="Fills" source="${pixel}" fills={[{type: 'SOLID', color: {r: 1, g: 0, b: 0}}]}
      style={{width: 40, height: 30, backgroundColor: '#00ff00'}} />`,
    check(run) {
      expect(fills(find(run, 'Fills'))).toEqual([{type: 'SOLID', color: {r: 1, g: 0, b: 0}}]);
    },
  },
  {
    marker: 'export-async-callback-has-no-effect',
    claim: 'exportAsyncCallback has no effect: the export never runs',
    code: exportCallback('Image', `source="${pixel}"`),
    check(run) {
      expect(fills(find(run, 'Exported'))[0]).toMatchObject({type: 'IMAGE'});
    },
  },
  {
    marker: 'image-fill-added-after-download',
    claim: 'the rectangle exists at once, with no image fill until the download finishes',
    code: slowImage,
    check(run) {
      expect(find(run, 'Loading')).toMatchObject({
        type: 'RECTANGLE',
        width: 40,
        height: 30,
        fills: [],
      });
      expect(fills(find(run, 'Loaded'))[0]).toMatchObject({type: 'IMAGE'});
    },
  },
  {
    marker: 'image-without-size-stays-100',
    claim: 'an image has no intrinsic size: without a style size the rectangle stays 100 × 100',
    code: imageSources,
    nodes: {
      // The image is 1 × 1 pixel; the layer keeps the size Figma gives a new rectangle.
      String: {width: 100, height: 100},
    },
  },

  // StyleSheet ---------------------------------------------------------------------------------
  {
    marker: 'style-array-later-entries-win',
    claim: 'later entries in a style array override earlier ones',
    code: styleArray,
    check(run) {
      expect(fills(find(run, 'Merged'))[0]!.color).toEqual({r: 0, g: 0, b: 1});
    },
  },
  {
    marker: 'stylesheet-members-behave-as-listed',
    claim:
      'the members do what the table says (create, flatten, compose, resolve, hairlineWidth, absoluteFill)',
    code: styleSheetMembers,
    check(run) {
      expect(reportOf(run)).toMatchObject({
        createSame: true,
        flatten: {width: 1, height: 2},
        flattenObject: {width: 3},
        flattenUndefined: {},
        compose: {width: 1, height: 2},
        composeUndefined: [{width: 1}, {width: 1}],
        resolveSame: true,
        hairlineWidth: 1,
        absoluteFill: {position: 'absolute', left: 0, top: 0, width: '100%', height: '100%'},
        sameObject: true,
      });
    },
  },
  {
    marker: 'stylesheet-create-returns-objects',
    claim: 'no style ids: create returns the style objects themselves',
    code: styleSheetMembers,
    check(run) {
      expect(reportOf(run)).toMatchObject({createSame: true, createEntry: 'object'});
    },
  },
  {
    marker: 'unknown-style-properties-dropped',
    claim: 'unknown properties are dropped silently: color on a View has no effect',
    code: onPage('View')`
    <View name="Plain" style={{width: 40, height: 30, backgroundColor: '#0d99ff'}} />
    <View name="With color" style={{width: 40, height: 30, backgroundColor: '#0d99ff', color: '#ff0000'}} />`,
    check(run) {
      expect(shape(find(run, 'With color'))).toEqual(shape(find(run, 'Plain')));
    },
  },
  {
    marker: 'stylesheet-flatten-is-shallow',
    claim: 'flatten is shallow: nested objects such as shadowOffset are replaced',
    code: styleSheetMembers,
    check(run) {
      expect(reportOf(run).shallow).toEqual({shadowOffset: {width: 3}});
    },
  },

  // Platform -----------------------------------------------------------------------------------
  {
    marker: 'platform-os-version-and-select',
    claim: "OS is 'figma', Version is 1; select calls only the figma branch, undefined without one",
    code: reporting(
      'Platform',
      `
const called: string[] = [];
const report = {
  os: Platform.OS,
  version: Platform.Version,
  chosen: Platform.select({figma: () => (called.push('figma'), 'F'), ios: () => (called.push('ios'), 'I')}),
  withoutFigma: String(Platform.select({ios: () => 'I'})),
  called,
};`,
    ),
    check(run) {
      expect(reportOf(run)).toEqual({
        os: 'figma',
        version: 1,
        chosen: 'F',
        withoutFigma: 'undefined',
        called: ['figma'],
      });
    },
  },
  {
    marker: 'platform-select-plain-value-throws',
    claim: 'select with a plain value throws a TypeError, and there is no default fallback',
    code: reporting(
      'Platform',
      `
let thrown = 'nothing';
try {
  Platform.select({figma: 12, ios: 14});
} catch (error) {
  thrown = (error as Error).name;
}
const report = {thrown, withDefault: String(Platform.select({default: () => 'D'}))};`,
    ),
    check(run) {
      expect(reportOf(run)).toEqual({thrown: 'TypeError', withDefault: 'undefined'});
    },
  },
  {
    marker: 'style-hooks-platform-check-never-skips',
    claim: "the local style hooks' Platform check never skips: useFillPaintStyle creates its style",
    code: onPage('Text, useFillPaintStyle', {
      setup: `
const Swatch = () => {
  const style = useFillPaintStyle({backgroundColor: '#0d99ff'}, {name: 'Brand'});
  return <Text name="Style id">{String(style.fillStyleId)}</Text>;
};`,
    })`
    <Swatch />`,
    check(run) {
      expect(find(run, 'Style id').characters).toMatch(/^S:/);
    },
  },

  // React Native compatibility -----------------------------------------------------------------
  {
    marker: 'dimensions-start-at-max-safe-integer',
    claim: 'Dimensions starts with window and screen at MAX_SAFE_INTEGER, scale 1, fontScale 1',
    code: reporting(
      'Dimensions',
      `const report = {window: Dimensions.get('window'), screen: Dimensions.get('screen')};`,
    ),
    check(run) {
      const size = {
        width: Number.MAX_SAFE_INTEGER,
        height: Number.MAX_SAFE_INTEGER,
        scale: 1,
        fontScale: 1,
      };
      expect(reportOf(run)).toEqual({window: size, screen: size});
    },
  },
  {
    marker: 'dimensions-set-calls-each-listener-once',
    claim:
      'Dimensions.set replaces both sizes and calls each change listener once, however often it was added',
    code: reporting(
      'Dimensions',
      `
const calls: string[] = [];
const kept = ({window}) => calls.push('kept ' + window.width);
const removed = () => calls.push('removed');
Dimensions.addEventListener('change', kept);
Dimensions.addEventListener('change', kept);
Dimensions.addEventListener('change', removed);
Dimensions.removeEventListener('change', removed);
const small = {width: 320, height: 480, scale: 1, fontScale: 1};
const large = {width: 1024, height: 768, scale: 1, fontScale: 1};
Dimensions.set({window: small, screen: large});
const report = {calls, window: Dimensions.get('window'), screen: Dimensions.get('screen')};`,
    ),
    check(run) {
      expect(reportOf(run)).toEqual({
        calls: ['kept 320'],
        window: {width: 320, height: 480, scale: 1, fontScale: 1},
        screen: {width: 1024, height: 768, scale: 1, fontScale: 1},
      });
    },
  },
  {
    marker: 'use-window-dimensions-rerenders-on-set',
    claim: 'useWindowDimensions re-renders when Dimensions.set changes the window',
    code: dimensions,
    check(run) {
      expect(find(run, 'Hook').characters).toBe('375');
    },
  },
  {
    marker: 'dimensions-get-once-does-not-update',
    claim: 'components that read Dimensions.get once do not update after a later Dimensions.set',
    code: dimensions,
    check(run) {
      expect(find(run, 'Get').characters).toBe(String(Number.MAX_SAFE_INTEGER));
    },
  },
  {
    marker: 'statusbar-methods-do-nothing',
    claim:
      'StatusBar: the setters do nothing, push and replace return their argument, currentHeight is 0',
    code: reporting(
      'StatusBar',
      `
const entry = {barStyle: 'light-content'};
const report = {
  setters: [
    StatusBar.setHidden(true),
    StatusBar.setBarStyle('light-content'),
    StatusBar.setNetworkActivityIndicatorVisible(true),
    StatusBar.setBackgroundColor('#000000'),
    StatusBar.setTranslucent(true),
    StatusBar.popStackEntry(entry),
  ].map(String),
  pushed: StatusBar.pushStackEntry(entry) === entry,
  replaced: StatusBar.replaceStackEntry(entry, {}) === entry,
  currentHeight: StatusBar.currentHeight,
};`,
    ),
    check(run) {
      expect(reportOf(run)).toEqual({
        setters: Array(6).fill('undefined'),
        pushed: true,
        replaced: true,
        currentHeight: 0,
      });
    },
  },
  {
    marker: 'statusbar-element-fails',
    claim: 'a <StatusBar /> element is not supported: rendering it fails',
    code: onPage('StatusBar, Text')`
    <Text>Before</Text>
    <StatusBar />`,
    allowErrors: true,
    check(run) {
      expect(run.errors.join('\n')).toContain('StatusBar(...): Nothing was returned from render');
      expect(run.pages.some((page) => page.name === 'Claims')).toBe(false);
    },
  },
  {
    marker: 'easing-matches-react-native',
    claim: "Easing gives React Native's numbers",
    code: reporting(
      'Easing',
      `
const report = [
  Easing.inOut(Easing.cubic)(0.25),
  Easing.in(Easing.quad)(0.5),
  Easing.out(Easing.poly(3))(0.5),
  Easing.bounce(0.5),
  Easing.back(1.70158)(0.5),
  Easing.elastic(1)(0.25),
  Easing.bezier(0.42, 0, 1, 1)(0.5),
  Easing.step0(0),
  Easing.step1(1),
];`,
    ),
    check(run) {
      // React Native's definitions, computed here.
      const cubic = (t: number) => t ** 3;
      const inOutCubic = (t: number) => (t < 0.5 ? cubic(t * 2) / 2 : 1 - cubic((1 - t) * 2) / 2);
      const elastic = (t: number) => 1 - Math.cos((t * Math.PI) / 2) ** 3 * Math.cos(t * Math.PI);
      const expected = [
        inOutCubic(0.25),
        0.25,
        1 - 0.5 ** 3,
        7.5625 * (0.5 - 1.5 / 2.75) ** 2 + 0.75,
        0.25 * (2.70158 * 0.5 - 1.70158),
        elastic(0.25),
        // CSS ease-in at x = 0.5.
        0.315357,
        0,
        1,
      ];
      const actual = JSON.parse(find(run, 'Report').characters!) as number[];
      expected.forEach((value, index) =>
        expect(actual[index], String(index)).toBeCloseTo(value, 5),
      );
    },
  },
  {
    marker: 'animated-nothing-ever-moves',
    claim:
      'Animated: values are stored, animations never run or call back, operators return placeholders, event does nothing',
    code: reporting(
      'Animated',
      `
const value = new Animated.Value(3);
value.setValue(5);
value.setOffset(2);
value.flattenOffset();
const animations = [
  Animated.timing(value, {toValue: 1, duration: 10}),
  Animated.spring(value, {toValue: 1}),
  Animated.decay(value, {velocity: 1}),
  Animated.sequence([]),
  Animated.parallel([]),
  Animated.stagger(10, []),
  Animated.loop(Animated.timing(value, {toValue: 1})),
  Animated.delay(10),
];
animations.forEach((animation) => {
  animation.start(() => console.error('an animation called back'));
  animation.stop();
  animation.reset();
});
const placeholders = [
  Animated.add(value, value),
  Animated.subtract(value, value),
  Animated.multiply(value, value),
  Animated.divide(value, value),
  Animated.modulo(value, 2),
  Animated.diffClamp(value, 0, 1),
  value.interpolate({inputRange: [0, 1], outputRange: [0, 10]}),
].map((node) => typeof node);
const xy = new Animated.ValueXY({x: 1, y: 2});
xy.setOffset({x: 10, y: 20});
xy.flattenOffset();
const report = {
  value: value.value,
  placeholders,
  event: String(Animated.event([{nativeEvent: {}}])({nativeEvent: {}})),
  xy: [xy.x.value, xy.y.value],
};`,
    ),
    check(run) {
      expect(reportOf(run)).toEqual({
        value: 7,
        placeholders: Array(7).fill('object'),
        event: 'undefined',
        xy: [11, 22],
      });
    },
  },
  {
    marker: 'animated-valuexy-addlistener-throws',
    claim: "Animated.ValueXY's addListener throws a TypeError; Animated.Value's never calls back",
    code: reporting(
      'Animated',
      `
let thrown = 'nothing';
try {
  new Animated.ValueXY({x: 1, y: 2}).addListener(() => undefined);
} catch (error) {
  thrown = (error as Error).name;
}
const value = new Animated.Value(0);
const id = value.addListener(() => console.error('a listener was called'));
value.setValue(1);
const report = {thrown, id: typeof id};`,
    ),
    check(run) {
      expect(reportOf(run)).toEqual({thrown: 'TypeError', id: 'string'});
    },
  },
  {
    marker: 'animated-components-render-nothing',
    claim: 'Animated.View, Text, Image, ScrollView and createAnimatedComponent render nothing',
    code: onPage('Animated, Frame, Rectangle, Text', {
      setup: 'const AnimatedRectangle = Animated.createAnimatedComponent(Rectangle);',
    })`
    <Frame name="Holder">
      <Animated.View><Text>inside a view</Text></Animated.View>
      <Animated.Text>animated text</Animated.Text>
      <Animated.Image source={{uri: 'https://example.com/a.png'}} />
      <Animated.ScrollView><Text>inside a scroll view</Text></Animated.ScrollView>
      <AnimatedRectangle name="Animated rectangle" />
      <Text name="Plain">plain</Text>
    </Frame>`,
    check(run) {
      expect(find(run, 'Holder').children!.map((child) => child.name)).toEqual(['Plain']);
      expect(run.offline).toEqual([]);
    },
  },
  {
    marker: 'rtl-off-and-native-modules-empty',
    claim: 'I18nManager is left to right only, its setters do nothing; NativeModules is {}',
    code: reporting(
      'I18nManager, NativeModules',
      `
I18nManager.allowRTL(true);
I18nManager.forceRTL(true);
I18nManager.swapLeftAndRightInRTL(true);
const report = {isRTL: I18nManager.isRTL, constants: I18nManager.getConstants(), NativeModules};`,
    ),
    check(run) {
      expect(reportOf(run)).toEqual({
        isRTL: false,
        constants: {isRTL: false, doLeftAndRightSwapInRTL: false},
        NativeModules: {},
      });
    },
  },

  // Styling ------------------------------------------------------------------------------------
  {
    marker: 'style-array-later-entries-win',
    claim: 'a style array is merged from left to right, later entries win',
    code: styleArray,
    check(run) {
      expect(fills(find(run, 'Merged'))[0]!.color).toEqual({r: 0, g: 0, b: 1});
      expect(find(run, 'Merged')).toMatchObject({width: 40, height: 30});
    },
  },
  {
    marker: 'stylesheet-compose-and-absolutefill',
    claim:
      'StyleSheet: compose is {...a, ...b}; absoluteFill has width and height, no right or bottom',
    code: styleSheetMembers,
    check(run) {
      const report = reportOf(run);
      expect(report.compose).toEqual({width: 1, height: 2});
      expect(report.absoluteFill).toEqual({
        position: 'absolute',
        left: 0,
        top: 0,
        width: '100%',
        height: '100%',
      });
    },
  },
  {
    marker: 'opacity-zero-stays-opaque',
    claim: 'opacity: 0 leaves the node fully opaque',
    code: zero,
    nodes: {'Opacity 0': {opacity: 1}, 'Opacity 0.5': {opacity: 0.5}},
  },
  {
    marker: 'zero-insets-not-passed-to-yoga',
    claim: 'insets of 0 are not passed to Yoga, StyleSheet.absoluteFill included',
    code: zero,
    check(run) {
      // right: 0 and bottom: 0 do not pin the child to that corner; 1 does.
      expectNodes(run, {'right 0': {x: 0, y: 0}, 'right 1': {x: 189, y: 89}});
      // absoluteFill's left: 0 and top: 0 are dropped, so the parent's centering moves it.
      const fill = find(run, 'Fill');
      expect(fill).toMatchObject({width: 160, height: 60});
      expect(fill.x).toBe(20);
      expect(fill.y).toBe(20);
    },
  },
  {
    marker: 'containers-default-column-flex-start',
    claim: "containers start with flexDirection 'column' and alignItems 'flex-start'",
    code: onPage('Frame, Rectangle')`
    <Frame name="Default" style={{width: 300}}>
      <Rectangle name="A" style={{width: 20, height: 10}} />
      <Frame name="Box"><Rectangle style={{width: 20, height: 10}} /></Frame>
    </Frame>`,
    nodes: {
      A: {x: 0, y: 0},
      // Stacked below A, and only as wide as its content: not stretched to 300.
      Box: {x: 0, y: 10, width: 20},
    },
  },
  {
    marker: 'stretch-fills-containers-not-leaves',
    claim:
      "alignItems: 'stretch' fills the width of a column with containers; leaves need width: '100%'",
    code: onPage('Frame, Rectangle, Text, View')`
    <Frame name="Column" style={{width: 300, alignItems: 'stretch'}}>
      <Frame name="Container"><Rectangle style={{width: 20, height: 10}} /></Frame>
      <Rectangle name="Leaf" style={{height: 10}} />
      <View name="Empty View" style={{height: 10}} />
      <Text name="Text">Aa</Text>
      <Rectangle name="Full width" style={{height: 10, width: '100%'}} />
      <Text name="Full-width text" style={{width: '100%'}}>Aa</Text>
    </Frame>`,
    check(run) {
      expectNodes(run, {
        Container: {width: 300},
        // A leaf goes to Yoga with its current size (100 for a new rectangle), so it keeps it.
        Leaf: {width: 100},
        'Empty View': {width: 100},
        'Full width': {width: 300},
        'Full-width text': {width: 300, textAutoResize: 'HEIGHT'},
      });
      expect(find(run, 'Text').width).toBeLessThan(300);
    },
  },
  {
    marker: 'dimension-units-and-auto',
    claim: "dimensions take numbers, 'px' and '%'; 'auto' is the same as leaving the key out",
    code: onPage('Frame, Rectangle')`
    <Frame name="Row" style={{width: 200, flexDirection: 'row'}}>
      <Rectangle name="Number" style={{width: 30, height: 10}} />
      <Rectangle name="Px" style={{width: '40px', height: 10}} />
      <Rectangle name="Percent" style={{width: '25%', height: 10}} />
      <Rectangle name="Auto" style={{width: 'auto', height: 10}} />
      <Rectangle name="Left out" style={{height: 10}} />
    </Frame>`,
    check(run) {
      expectNodes(run, {Number: {width: 30}, Px: {width: 40}, Percent: {width: 50}});
      expect(find(run, 'Auto').width).toBe(find(run, 'Left out').width);
    },
  },
  {
    marker: 'percent-max-size-read-as-pixels',
    claim: "a percentage maxWidth or maxHeight is read as pixels: '10%' is 10 px",
    code: onPage('Frame, Rectangle')`
    <Frame name="Parent" style={{width: 400, height: 400}}>
      <Rectangle name="Capped" style={{width: 150, height: 150, maxWidth: '10%', maxHeight: '20%'}} />
    </Frame>`,
    nodes: {Capped: {width: 10, height: 20}},
  },
  {
    marker: 'max-width-makes-text-wrap',
    claim: 'a maxWidth on a Text fixes its width, so the text wraps',
    code: wrapping,
    check(run) {
      expect(find(run, 'Max width')).toMatchObject({width: 200, textAutoResize: 'HEIGHT'});
      expect(find(run, 'Max width').height).toBeGreaterThan(find(run, 'One line').height!);
    },
  },
  {
    marker: 'border-width-insets-and-strokes-inside',
    claim:
      'borderWidth insets the content on all edges and sets strokeWeight, drawn INSIDE unless strokeAlign',
    code: onPage('Frame, Rectangle')`
    <Frame name="Bordered" style={{borderWidth: 5, borderColor: '#000000'}}>
      <Rectangle name="Inner" style={{width: 10, height: 10}} />
    </Frame>
    <Rectangle name="Centered stroke" strokeAlign="CENTER" style={{borderWidth: 2, borderColor: '#000000'}} />`,
    check(run) {
      expect(find(run, 'Bordered')).toMatchObject({
        width: 20,
        height: 20,
        strokeWeight: 5,
        strokeAlign: 'INSIDE',
      });
      expectNodes(run, {
        Inner: {x: 5, y: 5},
        'Centered stroke': {strokeWeight: 2, strokeAlign: 'CENTER'},
      });
    },
  },
  {
    marker: 'overflow-does-not-clip',
    claim: 'overflow affects layout only: it does not set clipsContent',
    code: onPage('Frame, Rectangle')`
    <Frame name="Hidden" style={{width: 40, height: 40, overflow: 'hidden'}}><Rectangle /></Frame>`,
    check(run) {
      expect(find(run, 'Hidden').clipsContent).toBe(false);
    },
  },
  {
    marker: 'layoutmode-feeds-yoga-flex-direction',
    claim: "layoutMode: 'HORIZONTAL' acts like flexDirection: 'row' in Yoga",
    code: onPage('Frame, Rectangle')`
    <Frame name="Auto layout" layoutMode="HORIZONTAL">
      <Rectangle name="A" style={{width: 10, height: 10}} />
      <Rectangle name="B" style={{width: 10, height: 10}} />
    </Frame>`,
    nodes: {B: {x: 10, y: 0}},
  },
  {
    marker: 'background-color-fills-or-backgrounds',
    claim:
      'backgroundColor: fills on shapes, backgrounds on containers; alpha is the paint opacity',
    code: `
import {Component, Ellipse, Frame, Page, Rectangle, Svg, View} from 'react-figma';
const color = {backgroundColor: 'rgba(255, 0, 0, 0.5)'};
export const App = () => (
  <Page name="Claims" isCurrent style={color}>
    <Rectangle name="Rectangle" style={color} />
    <View name="Empty View" style={color} />
    <Ellipse name="Ellipse" style={color} />
    <Frame name="Frame" style={color} />
    <View name="View" style={color}><Rectangle /></View>
    <Component name="Component" style={color} />
    <Svg name="Svg" source='<svg width="10" height="10"></svg>' style={color} />
  </Page>
);`,
    check(run) {
      const red = [{type: 'SOLID', color: {r: 1, g: 0, b: 0}, opacity: 0.5}];
      for (const name of ['Rectangle', 'Empty View', 'Ellipse']) {
        expect(find(run, name).fills, name).toEqual(red);
      }
      // The stub keeps a frame's backgrounds in its fills, as Figma does.
      for (const name of ['Frame', 'View', 'Component', 'Svg']) {
        expect(find(run, name).fills, name).toEqual(red);
      }
      expect(run.pages.find((page) => page.name === 'Claims')!.backgrounds).toEqual(red);
    },
  },
  {
    marker: 'background-image-second-paint',
    claim: 'backgroundImage adds a second paint above backgroundColor: a color, or an image',
    code: onPage('Frame, Rectangle')`
    <Rectangle name="Color" style={{backgroundColor: '#ffffff', backgroundImage: '#0000ff'}} />
    <Frame name="Image" style={{backgroundColor: '#ffffff', backgroundImage: {uri: '${pixel}'}}} />`,
    check(run) {
      expect(fills(find(run, 'Color')).map((paint) => paint.color)).toEqual([
        {r: 1, g: 1, b: 1},
        {r: 0, g: 0, b: 1},
      ]);
      expect(fills(find(run, 'Image')).map((paint) => paint.type)).toEqual(['SOLID', 'IMAGE']);
    },
  },
  {
    marker: 'background-size-scale-modes',
    claim:
      'backgroundSize: cover → FILL (default), contain → FIT, repeat → TILE, center → CROP, stretch → CROP with a transform, none → FILL',
    code: resizeModes,
    check(run) {
      const mode = (name: string) => fills(find(run, `backgroundSize ${name}`))[0]!;
      for (const [name, scaleMode] of Object.entries(scaleModes)) {
        expect(mode(name).scaleMode, name).toBe(scaleMode);
      }
      expect(mode('stretch').scaleMode).toBe('CROP');
      expect(mode('stretch').imageTransform).toBeDefined();
    },
  },
  {
    marker: 'view-frame-background-starts-transparent',
    claim: "a View with children renders a frame whose background starts as 'transparent'",
    code: viewKinds,
    check(run) {
      expect(fills(find(run, 'With children'))[0]).toMatchObject({opacity: 0});
    },
  },
  {
    marker: 'border-color-and-radius-values',
    claim:
      'borders: borderColor is one stroke paint (gradients too), radii take strings read with parseInt',
    code: onPage('Rectangle')`
    <Rectangle name="Border" style={{borderColor: '#ff0000', borderWidth: 3, borderRadius: '8px'}} />
    <Rectangle name="Corners" style={{borderRadius: 8,
      borderTopLeftRadius: 2, borderTopRightRadius: 3, borderBottomLeftRadius: 4, borderBottomRightRadius: 5}} />
    <Rectangle name="Gradient" style={{borderColor: 'linear-gradient(to right, #ff0000 0%, #0000ff 100%)'}} />`,
    check(run) {
      expect(find(run, 'Border')).toMatchObject({strokeWeight: 3, cornerRadius: 8});
      // The corners win over borderRadius; as they differ, cornerRadius reads figma.mixed.
      expect(find(run, 'Corners')).toMatchObject({cornerRadius: 'mixed', ...cornerRadii});
      expect(strokes(find(run, 'Border'))).toEqual([solid(1, 0, 0, 1)]);
      expect(strokes(find(run, 'Gradient')).map((paint) => paint.type)).toEqual([
        'GRADIENT_LINEAR',
      ]);
    },
  },
  {
    marker: 'shadow-keys-and-defaults',
    claim:
      'shadows: shadowColor is required; the other keys and their defaults are as the table says',
    code: onPage('Rectangle')`
    <Rectangle name="No color" style={{shadowOpacity: 0.5, shadowRadius: 4, shadowOffset: {width: 1, height: 2}}} />
    <Rectangle name="Defaults" style={{shadowColor: '#ff000080'}} />
    <Rectangle name="Everything" style={{shadowColor: '#ff000080', shadowOpacity: 0.2, shadowOffset: {width: 1, height: 2},
      shadowRadius: 5, shadowSpread: 3, shadowType: 'INNER_SHADOW'}} />
    <Rectangle name="Array" style={{shadows: [
      {shadowColor: '#000000', shadowOpacity: 0.1},
      {shadowColor: '#0000ff', shadowOpacity: 0.3, shadowRadius: 16},
    ]}} />
    <Rectangle name="Blur" style={{blurRadius: 4}} />
    <Rectangle name="Background blur" style={{blurRadius: 4, blurType: 'BACKGROUND_BLUR'}} />`,
    check(run) {
      expect(effects(find(run, 'No color'))).toEqual([]);
      expect(effects(find(run, 'Defaults'))).toEqual([
        shadowEffect({color: {r: 1, g: 0, b: 0, a: 128 / 255}}),
      ]);
      expect(effects(find(run, 'Everything'))).toEqual([
        shadowEffect({
          type: 'INNER_SHADOW',
          color: {r: 1, g: 0, b: 0, a: 0.2},
          offset: {x: 1, y: 2},
          radius: 5,
          spread: 3,
        }),
      ]);
      expect(effects(find(run, 'Array'))).toEqual([
        shadowEffect({color: {r: 0, g: 0, b: 0, a: 0.1}}),
        shadowEffect({radius: 16, color: {r: 0, g: 0, b: 1, a: 0.3}}),
      ]);
      expect(effects(find(run, 'Blur'))).toEqual([{type: 'LAYER_BLUR', radius: 4, visible: true}]);
      expect(effects(find(run, 'Background blur'))).toEqual([
        {type: 'BACKGROUND_BLUR', radius: 4, visible: true},
      ]);
    },
  },
  {
    marker: 'blurs-array-needs-shadows-array',
    claim: 'a blurs array is only read when shadows is also an array',
    code: onPage('Rectangle', {
      setup: `const blurs = [{blurRadius: 6, blurType: 'BACKGROUND_BLUR'}];`,
    })`
    <Rectangle name="Alone" style={{blurs}} />
    <Rectangle name="With shadows" style={{shadows: [], blurs}} />`,
    check(run) {
      // Alone, the array is ignored and one layer blur of radius 0 (the missing blurRadius) is added.
      expect(effects(find(run, 'Alone'))).toEqual([{type: 'LAYER_BLUR', radius: 0, visible: true}]);
      expect(effects(find(run, 'With shadows'))).toEqual([
        {type: 'BACKGROUND_BLUR', radius: 6, visible: true},
      ]);
    },
  },
  {
    marker: 'blend-mode-css-names',
    claim:
      'blendMode takes the CSS names; PASS_THROUGH, LINEAR_BURN and LINEAR_DODGE only as the prop',
    code: blendModes,
    check(run) {
      for (const css of [
        'normal',
        'multiply',
        'screen',
        'overlay',
        'darken',
        'lighten',
        'color-dodge',
        'color-burn',
        'hard-light',
        'soft-light',
        'difference',
        'exclusion',
        'hue',
        'saturation',
        'color',
        'luminosity',
      ]) {
        expect(find(run, css).blendMode, css).toBe(css.toUpperCase().replace('-', '_'));
      }
      for (const figma of ['PASS_THROUGH', 'LINEAR_BURN', 'LINEAR_DODGE']) {
        expect(find(run, figma).blendMode).toBe(figma);
      }
    },
  },
  {
    marker: 'text-style-key-parsing',
    claim: 'text keys: lineHeight, letterSpacing and textAlign parse as the table says',
    code: textKeys,
    check(run) {
      const lineHeight = (name: string) => find(run, `lineHeight ${name}`).lineHeight;
      expect(lineHeight('20')).toEqual({value: 20, unit: 'PIXELS'});
      expect(lineHeight('24px')).toEqual({value: 24, unit: 'PIXELS'});
      expect(lineHeight('150%')).toEqual({value: 150, unit: 'PERCENT'});
      expect(lineHeight('auto')).toEqual({unit: 'AUTO'});
      const spacing = (name: string) => find(run, `letterSpacing ${name}`).letterSpacing;
      expect(spacing('2')).toEqual({value: 2, unit: 'PIXELS'});
      expect(spacing('1px')).toEqual({value: 1, unit: 'PIXELS'});
      expect(spacing('5%')).toEqual({value: 5, unit: 'PERCENT'});
      const align = (name: string) => find(run, name).textAlignHorizontal;
      expect(['left', 'center', 'right', 'justify', 'auto'].map(align)).toEqual([
        'LEFT',
        'CENTER',
        'RIGHT',
        'JUSTIFIED',
        'LEFT',
      ]);
      expect(find(run, 'Plain')).toMatchObject({fontSize: 12, fontName: {family: 'Inter'}});
    },
  },
  {
    marker: 'text-shadow-alpha-from-color',
    claim:
      'textShadowColor, textShadowOffset and textShadowRadius make a drop shadow with the color alpha',
    code: textKeys,
    check(run) {
      expect(effects(find(run, 'Shadow'))).toEqual([
        shadowEffect({color: {r: 0, g: 0, b: 0, a: 0.5}, offset: {x: 1, y: 2}, radius: 3}),
      ]);
    },
  },
  {
    ...missingFont,
    marker: 'missing-font-leaves-text-empty',
    claim:
      'a font that is not available logs "Font <family> <style> not found" and the text stays empty',
  },
  {
    marker: 'stretch-alone-does-not-wrap',
    claim: "alignItems: 'stretch' alone does not make a text wrap",
    code: wrapping,
    check(run) {
      const stretched = find(run, 'Stretched');
      expect(stretched.textAutoResize).toBe('WIDTH_AND_HEIGHT');
      expect(stretched.width).toBeGreaterThan(200);
    },
  },
  {
    ...decoration,
    marker: 'text-decoration-line-style-ignored',
    claim: 'textDecorationLine has no effect; the textDecoration prop works',
  },
  {
    marker: 'no-transform-key-yoga-overwrites-xy',
    claim:
      'there is no transform style key; x and y props are overwritten by Yoga inside a laid-out parent',
    code: onPage('Frame, Rectangle')`
    <Frame name="Parent" style={{width: 100, height: 100}}>
      <Rectangle name="Placed" x={40} y={50} style={{width: 10, height: 10}} />
      <Rectangle name="Transformed" style={{width: 10, height: 10, transform: [{rotate: '45deg'}]}} />
      <Rectangle name="Rotated" rotation={45} style={{width: 10, height: 10}} />
    </Frame>`,
    check(run) {
      expect(find(run, 'Placed')).toMatchObject({x: 0, y: 0});
      // The stub leaves rotation unset on a layer nobody rotated.
      expect(find(run, 'Transformed').rotation ?? 0).toBe(0);
      expect(find(run, 'Rotated').rotation).toBe(45);
    },
  },
  {
    marker: 'image-data-url-or-download',
    claim: 'images: a data: URL is used as it is, other URLs are downloaded',
    code: imageSources,
    check(run) {
      expect(run.images[fills(find(run, 'String'))[0]!.imageHash!]).toBe(pixel.split(',')[1]);
      expect(Object.values(run.placeholders)).toEqual(['https://example.com/photo.png']);
    },
  },
  {
    marker: 'image-fill-added-after-download',
    claim: 'until the image has arrived, the node has no image fill',
    code: slowImage,
    check(run) {
      expect(find(run, 'Loading').fills).toEqual([]);
    },
  },
  {
    marker: 'unsupported-layout-keys-no-effect',
    claim:
      'unsupported layout keys have no effect (display, zIndex, direction, gap, wrap-reverse…)',
    code: onPage('Frame, Rectangle', {
      setup: `
// Three children that wrap onto two lines; each case adds one key to the frame or its first child.
const Row = ({name, style = {}, first = {}}) => (
  <Frame name={name} style={{width: 100, height: 80, flexDirection: 'row', flexWrap: 'wrap', ...style}}>
    <Rectangle style={{width: 40, height: 20, ...first}} />
    <Rectangle style={{width: 40, height: 30}} />
    <Rectangle style={{width: 40, height: 10}} />
  </Frame>
);`,
    })`
    <Row name="Wrap" />
    <Row name="No wrap" style={{flexWrap: 'nowrap'}} />
    <Row name="display" first={{display: 'none'}} />
    <Row name="zIndex" first={{zIndex: 10}} />
    <Row name="direction" style={{direction: 'rtl'}} />
    <Row name="start and end" first={{start: 10, end: 10}} />
    <Row name="alignContent" style={{alignContent: 'center'}} />
    <Row name="gap" style={{gap: 10, rowGap: 10, columnGap: 10}} />
    <Row name="wrap-reverse" style={{flexWrap: 'wrap-reverse'}} />
    <Row name="space-evenly" style={{justifyContent: 'space-evenly'}} />
    <Row name="baseline" style={{alignItems: 'baseline'}} />`,
    check(run) {
      expect(shape(find(run, 'Wrap'))).not.toEqual(shape(find(run, 'No wrap')));
      drawnLike(run, 'Wrap', [
        'display',
        'zIndex',
        'direction',
        'start and end',
        'alignContent',
        'gap',
        'space-evenly',
        'baseline',
      ]);
      drawnLike(run, 'No wrap', ['wrap-reverse']);
    },
  },
  {
    marker: 'unsupported-border-color-effect-keys',
    claim: 'unsupported border, color and effect keys have no effect',
    code: onPage('Rectangle', {
      setup: `
const base = {width: 40, height: 30, backgroundColor: '#0d99ff', borderColor: '#000000', borderWidth: 2};
const extra = {
  borderTopWidth: {borderTopWidth: 8},
  borderLeftColor: {borderLeftColor: '#ff0000'},
  borderStyle: {borderStyle: 'dashed'},
  tintColor: {tintColor: '#ff0000'},
  overlayColor: {overlayColor: '#ff0000'},
  elevation: {elevation: 8},
  transform: {transform: [{rotate: '45deg'}, {scale: 2}]},
  backfaceVisibility: {backfaceVisibility: 'hidden'},
};`,
    })`
    <Rectangle name="Base" style={base} />
    {Object.entries(extra).map(([name, style]) => (
      <Rectangle key={name} name={name} style={{...base, ...style}} />
    ))}`,
    check(run) {
      drawnLike(run, 'Base', [
        'borderTopWidth',
        'borderLeftColor',
        'borderStyle',
        'tintColor',
        'overlayColor',
        'elevation',
        'transform',
        'backfaceVisibility',
      ]);
    },
  },
  {
    marker: 'unsupported-text-keys-no-effect',
    claim: 'unsupported text keys have no effect (textTransform, textAlignVertical, fontVariant…)',
    code: onPage('Text', {
      setup: `
const extra = {
  textDecorationStyle: {textDecorationStyle: 'dashed'},
  textDecorationColor: {textDecorationColor: '#ff0000'},
  textTransform: {textTransform: 'uppercase'},
  textAlignVertical: {textAlignVertical: 'center'},
  fontVariant: {fontVariant: ['small-caps']},
  includeFontPadding: {includeFontPadding: false},
  writingDirection: {writingDirection: 'rtl'},
};`,
    })`
    <Text name="Base" style={{width: 120, height: 40}}>Aa</Text>
    {Object.entries(extra).map(([name, style]) => (
      <Text key={name} name={name} style={{width: 120, height: 40, ...style}}>Aa</Text>
    ))}`,
    check(run) {
      drawnLike(run, 'Base', [
        'textDecorationStyle',
        'textDecorationColor',
        'textTransform',
        'textAlignVertical',
        'fontVariant',
        'includeFontPadding',
        'writingDirection',
      ]);
    },
  },

  // Colors -------------------------------------------------------------------------------------
  ...accepted.map(([value, channels, alpha]): Claim => ({
    marker: 'accepted-color-format-values',
    claim: `'${value}' is (${channels.join(', ')}) at alpha ${alpha}`,
    code: colorTable,
    check(run) {
      const [paint] = fills(find(run, value));
      expect(paint!.type).toBe('SOLID');
      rgb255(paint!.color!).forEach((channel, index) =>
        expect(channel).toBeCloseTo(channels[index]!, 5),
      );
      expect(paint!.opacity).toBeCloseTo(alpha, 3);
    },
  })),
  {
    marker: 'linear-gradient-string-paint',
    claim: "'linear-gradient(…)' is a GRADIENT_LINEAR paint",
    code: colorTable,
    check(run) {
      const [paint] = fills(find(run, 'linear-gradient(to right, #0d99ff 0%, #9747ff 100%)'));
      expect(paint!.type).toBe('GRADIENT_LINEAR');
      expect(paint!.gradientStops!.map((stop) => rgb255(stop.color))).toEqual([
        [13, 153, 255],
        [151, 71, 255],
      ]);
    },
  },
  {
    marker: 'hex-digits-any-case',
    claim: 'hex digits may be upper or lower case',
    code: colorTable,
    check(run) {
      expect(find(run, '#0D99FF').fills).toEqual(find(run, '#0d99ff').fills);
    },
  },
  {
    marker: 'color-alpha-becomes-paint-opacity',
    claim:
      'alpha becomes the paint opacity for backgroundColor, backgroundImage, borderColor and color',
    code: colorKeys,
    check(run) {
      const half = {type: 'SOLID', color: {r: 1, g: 0, b: 0}, opacity: 0.5};
      expect(fills(find(run, 'backgroundColor'))).toEqual([half]);
      expect(fills(find(run, 'Frame backgroundColor'))).toEqual([half]);
      expect(fills(find(run, 'backgroundImage'))[1]).toEqual(half);
      expect(strokes(find(run, 'borderColor'))).toEqual([half]);
      expect(fills(find(run, 'color'))).toEqual([half]);
    },
  },
  {
    marker: 'shadow-color-alpha-rules',
    claim:
      'shadowColor alpha is color.a unless shadowOpacity is set; textShadowColor alpha is color.a',
    code: colorKeys,
    check(run) {
      expect(effects(find(run, 'shadowColor'))[0]!.color).toEqual({r: 1, g: 0, b: 0, a: 0.5});
      expect(effects(find(run, 'shadowOpacity'))[0]!.color).toEqual({r: 1, g: 0, b: 0, a: 0.2});
      expect(effects(find(run, 'textShadowColor'))[0]!.color).toEqual({r: 1, g: 0, b: 0, a: 0.5});
    },
  },
  {
    marker: 'gradients-in-four-color-keys',
    claim:
      'gradients work in backgroundColor, backgroundImage, borderColor and color, not in shadowColor',
    code: colorKeys,
    check(run) {
      expect(fills(find(run, 'gradient backgroundColor'))[0]!.type).toBe('GRADIENT_LINEAR');
      expect(fills(find(run, 'gradient backgroundImage'))[0]!.type).toBe('GRADIENT_LINEAR');
      expect(strokes(find(run, 'gradient borderColor'))[0]!.type).toBe('GRADIENT_LINEAR');
      expect(fills(find(run, 'gradient color'))[0]!.type).toBe('GRADIENT_LINEAR');
    },
  },
  {
    marker: 'gradient-direction-keywords',
    claim:
      'gradient direction: to right, to left and to top are honored; anything else runs top to bottom',
    code: gradients,
    check(run) {
      const dir = (name: string) => direction(fills(find(run, name))[0]!);
      expect(dir('to right')).toEqual([1, 0]);
      expect(dir('to left')).toEqual([-1, 0]);
      expect(dir('to top')).toEqual([0, -1]);
      for (const name of ['to bottom', 'no direction', 'to right top']) {
        expect(dir(name), name).toEqual([0, 1]);
      }
    },
  },
  {
    marker: 'gradient-angle-degrees',
    claim: 'gradient angles: 0deg points up, 90deg to the right, 180deg down',
    code: gradients,
    check(run) {
      const dir = (name: string) => direction(fills(find(run, name))[0]!);
      expect(dir('0deg')).toEqual([0, -1]);
      expect(dir('90deg')).toEqual([1, 0]);
      expect(dir('180deg')).toEqual([0, 1]);
    },
  },
  {
    marker: 'gradient-angle-in-unit-square',
    claim: "an angle turns the gradient in the layer's unit square, whatever the layer's shape",
    code: onPage('Rectangle')`
    <Rectangle name="Wide" style={{width: 240, height: 48, backgroundColor: 'linear-gradient(135deg, #ff0000 0%, #0000ff 100%)'}} />
    <Rectangle name="Square" style={{width: 48, height: 48, backgroundColor: 'linear-gradient(135deg, #ff0000 0%, #0000ff 100%)'}} />`,
    check(run) {
      const transform = (name: string) => fills(find(run, name))[0]!.gradientTransform;
      // Figma maps the unit square onto the layer's box, so on the wide layer the gradient runs
      // from corner to corner instead of at 135° as CSS would draw it.
      expect(transform('Wide')).toEqual(transform('Square'));
      const [[a, b], [c, d]] = transform('Wide')!;
      expect([a, b, c, d].map((value) => Number(value!.toFixed(3)))).toEqual([
        0.707, 0.707, -0.707, 0.707,
      ]);
    },
  },
  {
    marker: 'gradient-stops-default-positions',
    claim:
      'gradient stops: hex, rgb() or names; without positions the first is at 0 and every other at 1',
    code: gradients,
    check(run) {
      const stops = (name: string) => fills(find(run, name))[0]!.gradientStops!;
      expect(stops('no positions').map((stop) => stop.position)).toEqual([0, 1, 1]);
      expect(stops('rgb and name stops').map((stop) => stop.color)).toEqual([
        {r: 1, g: 0, b: 0, a: 1},
        {r: 0, g: 0, b: 1, a: 1},
      ]);
    },
  },
  {
    marker: 'gradient-stop-alpha-hex-only',
    claim: 'in a gradient, #rrggbbaa gives alpha; an rgba() stop passes its alpha on as text',
    code: gradients,
    check(run) {
      const [first, second] = fills(find(run, 'rgba stop'))[0]!.gradientStops!;
      expect(first!.color.a).toBe('0.5');
      expect(second!.color.a).toBeCloseTo(128 / 255, 5);
    },
  },
  ...(
    [
      ['hsl() and hsla()', ['hsl(210, 100%, 50%)', 'hsla(210, 100%, 50%, 0.5)']],
      [
        'hwb(), lab(), lch() and cmyk()',
        ['hwb(210 0% 0%)', 'lab(50% 40 59)', 'lch(52% 72 50)', 'cmyk(0, 0, 0, 1)'],
      ],
      ["'Red' and 'RED'", ['Red', 'RED']],
      [
        'radial-gradient() and conic-gradient()',
        ['radial-gradient(circle, #ff0000 0%, #0000ff 100%)', 'conic-gradient(#ff0000, #0000ff)'],
      ],
      ["'currentColor' and 'inherit'", ['currentColor', 'inherit']],
    ] as Array<[string, string[]]>
  ).map(([label, values]): Claim => ({
    marker: 'unsupported-color-formats-throw',
    claim: `${label} in a fill make react-figma throw a TypeError`,
    code: failing,
    allowErrors: true,
    check(run) {
      for (const value of values) {
        expect(find(run, `fill ${value}`).characters, value).toBe('TypeError');
        expect(() => find(run, `drawn ${value}`), value).toThrow();
      }
    },
  })),
  {
    marker: 'bad-color-stroke-text-shadow',
    claim:
      'a bad color also throws in a stroke or text color; in shadowColor the shadow has no color',
    code: failing,
    allowErrors: true,
    check(run) {
      expectNodes(run, {
        'stroke hsl': {characters: 'TypeError'},
        'text hsl': {characters: 'TypeError'},
      });
      const [shadow] = effects(find(run, 'shadow hsl'));
      expect(shadow).toMatchObject({type: 'DROP_SHADOW', radius: 4});
      expect(shadow).not.toHaveProperty('color');
      expect(effects(find(run, 'shadow gradient'))[0]).not.toHaveProperty('color');
      // The errors are React's reports of the caught throws.
      expect(run.errors.every((error) => error.includes('The above error occurred'))).toBe(true);
    },
  },
  {
    marker: 'space-separated-rgb-misread',
    claim:
      "space-separated rgb() throws nothing: 'rgb(0 128 255)' is red 0, green 1, blue not a number",
    code: colorTable,
    check(run) {
      const [paint] = fills(find(run, 'rgb(0 128 255)'));
      // NaN travels from the child process as null.
      const [r, g, b] = rgb255(paint!.color!);
      expect(r).toBe(0);
      expect(g).toBeCloseTo(1, 5);
      expect(paint!.color!.b === null || Number.isNaN(b)).toBe(true);
      expect(paint!.opacity).toBe(1);
    },
  },
  {
    marker: 'rgb-ignores-fourth-value',
    claim: "rgb() ignores a fourth value: 'rgb(0, 0, 0, 0.5)' is opaque black",
    code: colorTable,
    check(run) {
      expect(fills(find(run, 'rgb(0, 0, 0, 0.5)'))).toEqual([solid(0, 0, 0, 1)]);
    },
  },
];

defineClaims('primitives-and-styles claims', claims);

/*
Not testable here:
- text.md, autoRename: Figma renaming the layer as its text changes is Figma's own behavior.
- text.md and the other pages, onSelectionEnter/onSelectionLeave: they need a user selecting layers.
- image.md, "Remote images need network access from the UI": CORS and the manifest's
  networkAccess are enforced by Figma's iframe; the runner has no network.
- image.md, "Figma accepts PNG, JPEG and GIF": figma.createImage's format check is Figma's; the
  stub accepts any bytes.
- colors.mdx, space-separated rgb(): that react-figma throws nothing is tested; whether Figma then
  accepts a paint whose blue is NaN is not.
- styling.md, "Which components take which groups" and the conditional-styles tip: they are about
  the TypeScript types (checked by the type checks, not at run time).
- react-native-compat.md, "The types come from react-native": TypeScript resolution.
- Platform.md, "does not make the hooks safe to run on another platform": needs another platform.
- styling.md, backgrounds on a Group: the node tree keeps backgrounds for pages only (a frame's
  are its fills), so a GROUP's are not visible to a check.
- colors.mdx, "exactly what you would get by typing 50 % next to the fill": Figma's UI.
- StyleSheet.md, "The type of create accepts the union of react-figma's style properties": types.
*/
