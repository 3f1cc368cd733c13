import {describe, expect, it} from 'vitest';
import {
  compareDrawing,
  describeDifference,
  exampleLayers,
  issueUrl,
  replacedLayers,
  type FigmaCheckReport,
} from './figma-check';
import type {CheckedLayer} from '../figma-preview/example-contract';

const layer = (
  type: string,
  name: string,
  size: [number, number],
  props: Partial<CheckedLayer> = {},
): CheckedLayer => ({
  type,
  name,
  x: 0,
  y: 0,
  width: size[0],
  height: size[1],
  children: [],
  ...props,
});

const card = (vector: CheckedLayer, title = 'Hello') =>
  layer('FRAME', 'Card', [200, 100], {
    children: [vector, layer('TEXT', title, [40, 15], {characters: title, y: 60})],
  });

describe("Run in Figma's check", () => {
  it('finds nothing where Figma drew what the site showed (a pixel of rounding aside)', () => {
    const site = [card(layer('VECTOR', 'Trend', [100, 100]))];
    const figma = [card(layer('VECTOR', 'Trend', [101, 100]))];
    expect(compareDrawing({layers: site, assumptions: []}, figma)).toEqual([]);
  });

  it('names the layer, the figure and the assumed rule that explains a difference', () => {
    const site = [card(layer('VECTOR', 'Trend', [100, 100]))];
    const figma = [card(layer('VECTOR', 'Trend', [120, 22]), 'Hi')];
    const differences = compareDrawing({layers: site, assumptions: ["vector's box"]}, figma);
    expect(differences).toEqual([
      {layer: ['Card', 'Trend'], figure: 'width', expected: 100, actual: 120, rule: "vector's box"},
      {layer: ['Card', 'Trend'], figure: 'height', expected: 100, actual: 22, rule: "vector's box"},
      {layer: ['Card', 'Hello'], figure: 'name', expected: 'Hello', actual: 'Hi'},
      {layer: ['Card', 'Hello'], figure: 'text', expected: 'Hello', actual: 'Hi'},
    ]);
    expect(describeDifference(differences[0]!)).toBe(
      "Card › Trend: width 120 in Figma, 100 on the site (explained by the site's assumption “vector's box”)",
    );
  });

  it('explains nothing by a rule the run did not use', () => {
    const site = [layer('VECTOR', 'Trend', [100, 100])];
    const [difference] = compareDrawing({layers: site, assumptions: []}, [
      layer('VECTOR', 'Trend', [120, 100]),
    ]);
    expect(difference).not.toHaveProperty('rule');
  });

  it('reports layers Figma lacks or adds', () => {
    const site = [layer('RECTANGLE', 'A', [10, 10])];
    const figma = [layer('RECTANGLE', 'A', [10, 10]), layer('ELLIPSE', 'B', [5, 5])];
    expect(compareDrawing({layers: site, assumptions: []}, figma)).toEqual([
      {layer: ['B'], figure: 'extra', expected: null, actual: 'ELLIPSE'},
    ]);
    expect(compareDrawing({layers: figma, assumptions: []}, site)).toEqual([
      {layer: ['B'], figure: 'missing', expected: 'ELLIPSE', actual: null},
    ]);
  });

  it("reads only react-figma's layers back from the document", () => {
    const node = (id: string, mark: string) => ({
      id,
      type: 'RECTANGLE',
      name: id,
      width: 10.4,
      height: 9.6,
      getPluginData: (key: string) => (key === 'isReactFigmaNode' ? mark : ''),
    });
    const pages = [
      {id: '0:1', type: 'PAGE', name: 'Page', children: [node('1:1', 'true'), node('1:2', '')]},
    ];
    expect(exampleLayers(pages)).toEqual([
      {id: '1:1', type: 'RECTANGLE', name: '1:1', x: 0, y: 0, width: 10, height: 10, children: []},
    ]);
  });

  it('tells which layers a second render replaced', () => {
    // The same component set, drawn with the layer ids `setId` and `componentId`.
    const drawn = (setId: string, componentId: string) => [
      layer('COMPONENT_SET', 'Set', [10, 10], {
        id: setId,
        children: [layer('COMPONENT', 'A', [5, 5], {id: componentId})],
      }),
    ];
    const first = drawn('1:1', '1:2');
    const kept = structuredClone(first);
    const replaced = drawn('1:3', '1:4');
    expect(replacedLayers(first, kept)).toEqual([]);
    expect(replacedLayers(first, replaced)).toEqual([['Set'], ['Set', 'A']]);
  });

  it("opens a prefilled issue on react-figma's repository with the report", () => {
    const report: FigmaCheckReport = {
      apiVersion: '1.0.0',
      example: {title: 'react-figma: Vector, example 1'},
      assumptions: [],
      differences: [],
      idsKept: true,
      replaced: [],
    };
    const url = new URL(issueUrl(report));
    expect(url.origin + url.pathname).toBe('https://github.com/react-figma/react-figma/issues/new');
    expect(url.searchParams.get('title')).toBe(
      'Docs example drawn as shown in Figma: react-figma: Vector, example 1',
    );
    expect(url.searchParams.get('body')).toContain('"apiVersion": "1.0.0"');
  });
});
