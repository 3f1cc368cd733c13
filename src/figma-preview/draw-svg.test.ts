// The preview drawing: geometry, paints, effects, text and the canvas around the layers.
import {describe, expect, it} from 'vitest';
import {drawExample, type DrawInput} from './draw-svg';
import type {ExampleNode} from './example-contract';
import {layoutText} from './text-layout';
import {node as nodeWithId, shadowEffect} from './test-nodes';

const solid = (r: number, g: number, b: number, opacity = 1) => ({
  type: 'SOLID',
  color: {r, g, b},
  opacity,
});
let ids = 0;
/** A 100 × 50 node at 0, 0, named after its type. */
const node = (type: string, props: Partial<ExampleNode> = {}): ExampleNode =>
  nodeWithId(type, `1:${++ids}`, {name: type.toLowerCase(), width: 100, height: 50, ...props});
const page = (children: ExampleNode[], props: Partial<ExampleNode> = {}): ExampleNode =>
  node('PAGE', {name: 'Page 1', children, ...props});
const draw = (
  pages: ExampleNode[],
  extra: Partial<DrawInput> = {},
  mode: 'light' | 'dark' = 'light',
) => drawExample({pages, images: {}, ...extra}, mode, 'Test drawing');

describe('preview drawing', () => {
  it('sizes the picture to the layers plus a margin, with room for frame labels', () => {
    const only = draw([page([node('RECTANGLE', {x: 10, y: 20, width: 100, height: 50})])]);
    expect([only.width, only.height]).toEqual([100 + 48, 50 + 48]);
    const framed = draw([page([node('FRAME', {width: 100, height: 50})])]);
    expect(framed.height).toBeGreaterThan(only.height + 10); // the label sits above the frame
    expect(framed.svg).toContain('<title>Test drawing</title>');
  });

  it("draws a group's children in the group's container: the group moves nothing", () => {
    const child = node('RECTANGLE', {x: 20, y: 30, width: 10, height: 10, fills: [solid(1, 0, 0)]});
    const {svg} = draw([
      page([node('GROUP', {x: 20, y: 30, width: 10, height: 10, children: [child]})]),
    ]);
    expect(svg.match(/translate\(20 30\)/g)).toHaveLength(1);
  });

  it("draws an SVG frame's drawing at the markup's size, whatever the frame's", () => {
    // Figma's layers of an imported SVG keep MIN constraints: resizing the frame leaves them.
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"/>';
    const {svg: picture} = draw([page([node('FRAME', {width: 48, height: 48, svg})])]);
    expect(picture).toMatch(/<image width="24" height="24" href="data:image\/svg\+xml;base64,/);
  });

  it('draws a placeholder, not the markup, for an SVG the site refuses (svg-check.ts)', () => {
    const script = '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><script/></svg>';
    const {svg: picture} = draw([page([node('FRAME', {width: 48, height: 40, svg: script})])]);
    expect(picture).not.toContain('data:image/svg+xml');
    expect(picture).toMatch(/<rect width="48" height="40" fill="#d9d9d9"\/>/);
    // The frame's other SVGs are drawn while they fit half of a drawing's elements together.
    const square = (id: number) =>
      `<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8">${'<rect/>'.repeat(id)}</svg>`;
    const frames = [1, 9_000, 9_000, 3_000].map((count) => node('FRAME', {svg: square(count)}));
    const {svg: several} = draw([page(frames)]);
    expect(several.match(/data:image\/svg\+xml/g)).toHaveLength(3);
  });

  it('fills a rounded rectangle with its solid paint and opacity', () => {
    const {svg} = draw([
      page([node('RECTANGLE', {cornerRadius: 8, fills: [solid(1, 0, 0, 0.5)]})]),
    ]);
    expect(svg).toMatch(
      /<path d="M8 0H92A8 8 0 0 1 100 8V42[^"]*z" fill="#ff0000" fill-opacity="0.5"\/>/,
    );
  });

  it('draws strokes inside the outline by default, centered or outside on request', () => {
    const stroke = {strokes: [solid(0, 0, 1)], strokeWeight: 4};
    const inside = draw([page([node('RECTANGLE', stroke)])]).svg;
    expect(inside).toContain(
      '<path d="M2 2h96v46h-96z" fill="none" stroke="#0000ff" stroke-width="4"/>',
    );
    const outside = draw([page([node('RECTANGLE', {...stroke, strokeAlign: 'OUTSIDE'})])]).svg;
    expect(outside).toContain('M-2 -2h104v54h-104z');
  });

  it('clips a frame that clips its content, and places children in its coordinates', () => {
    const child = node('RECTANGLE', {x: 80, y: 30, fills: [solid(0, 1, 0)]});
    const {svg} = draw([
      page([node('FRAME', {x: 5, y: 5, clipsContent: true, children: [child]})]),
    ]);
    expect(svg).toMatch(/<clipPath id="c\d+"><path d="M0 0h100v50h-100z"\/><\/clipPath>/);
    expect(svg).toMatch(
      /<g clip-path="url\(#c\d+\)"><g transform="translate\(80 30\)"><path d="M0 0h100v50h-100z" fill="#00ff00"\/>/,
    );
  });

  it('draws ellipse arcs and rings from arcData', () => {
    const ring = node('ELLIPSE', {
      width: 100,
      height: 100,
      fills: [solid(0, 0, 0)],
      arcData: {startingAngle: 0, endingAngle: Math.PI, innerRadius: 0.5},
    });
    const {svg} = draw([page([ring])]);
    // Outer half from 3 o'clock to 9 o'clock, then back along the inner radius.
    expect(svg).toContain('M100 50A50 50 0 0 1 0 50L25 50A25 25 0 0 0 75 50z');
  });

  it('draws a star with twice its point count of vertices', () => {
    const {svg} = draw([
      page([node('STAR', {pointCount: 5, innerRadius: 0.4, fills: [solid(1, 1, 0)]})]),
    ]);
    const path = /<path d="(M[^"]*z)" fill="#ffff00"/.exec(svg)?.[1] ?? '';
    expect(path.split('L')).toHaveLength(10);
    expect(path.startsWith('M50 0L')).toBe(true); // first point straight up
  });

  it('draws a line along its width, with arrows at both ends for ARROW_LINES', () => {
    const line = node('LINE', {width: 120, height: 0, strokes: [solid(0, 0, 1)], strokeWeight: 2});
    const plain = draw([page([line])]).svg;
    expect(plain).toContain('<path d="M0 0H120" fill="none" stroke="#0000ff" stroke-width="2"/>');
    expect(plain).not.toContain('stroke-linejoin');
    const arrows = draw([page([{...line, strokeCap: 'ARROW_LINES'}])]).svg;
    expect(arrows).toContain('<g transform="translate(120 0)"><path d="M-6 -6L0 0L-6 6"');
    expect(arrows).toContain('<g transform="scale(-1 1)"><path d="M-6 -6L0 0L-6 6"');
  });

  it('turns a linear gradient transform into gradient end points', () => {
    const gradient = {
      type: 'GRADIENT_LINEAR',
      gradientTransform: [
        [0, 1, 0],
        [-1, 0, 1],
      ],
      gradientStops: [
        {position: 0, color: {r: 1, g: 0, b: 0, a: 1}},
        {position: 1, color: {r: 0, g: 0, b: 1, a: 0.5}},
      ],
    };
    const {svg} = draw([page([node('RECTANGLE', {fills: [gradient]})])]);
    // This transform is a quarter turn: the gradient runs from the top edge to the bottom edge.
    expect(svg).toMatch(
      /<linearGradient id="gr\d+" x1="0.5" y1="0" x2="0.5" y2="1"><stop offset="0" stop-color="#ff0000"\/><stop offset="1" stop-color="#0000ff" stop-opacity="0.5"\/>/,
    );
  });

  it('casts each drop shadow from the layer alone: spread, offset, blur, color, then the layer', () => {
    const shadow = (values: Record<string, unknown>) =>
      shadowEffect({
        color: {r: 0, g: 0, b: 0, a: 0.25},
        offset: {x: 0, y: 4},
        radius: 12,
        ...values,
      });
    const effects = [shadow({}), shadow({color: {r: 0, g: 0, b: 1, a: 1}, spread: 2})];
    const {svg} = draw([page([node('RECTANGLE', {effects, fills: [solid(1, 1, 1)]})])]);
    // Figma's blur radius is twice the Gaussian's deviation; both shadows start from the layer.
    expect(svg).toContain(
      '<feOffset in="SourceAlpha" dx="0" dy="4" result="moved0"/><feGaussianBlur in="moved0" stdDeviation="6" result="blurred0"/><feFlood flood-color="#000000" flood-opacity="0.25"/>',
    );
    expect(svg).toContain(
      '<feMorphology in="SourceAlpha" operator="dilate" radius="2" result="spread1"/><feOffset in="spread1"',
    );
    expect(svg).toContain(
      '<feMerge><feMergeNode in="shadow0"/><feMergeNode in="shadow1"/><feMergeNode in="SourceGraphic"/></feMerge>',
    );
    expect(svg).toMatch(/<g filter="url\(#f\d+\)">/);
  });

  it('widens the picture to what overflows a frame that does not clip', () => {
    const wide = node('TEXT', {x: 10, y: 10, width: 600, height: 20});
    const card = (clipsContent: boolean) =>
      page([node('FRAME', {width: 400, height: 80, clipsContent, children: [wide]})]);
    const width = (svg: string) => Number(svg.match(/viewBox="[-\d.]+ [-\d.]+ ([\d.]+)/)![1]);
    expect(width(draw([card(false)]).svg) - width(draw([card(true)]).svg)).toBe(210);
  });

  it('rotates counterclockwise about the layer origin and applies layer opacity', () => {
    const {svg} = draw([
      page([
        node('RECTANGLE', {x: 10, y: 10, rotation: 30, opacity: 0.4, fills: [solid(0, 0, 0)]}),
      ]),
    ]);
    expect(svg).toContain('<g transform="translate(10 10) rotate(-30)" opacity="0.4">');
  });

  it('skips hidden layers and invisible paints; slices are a dashed outline', () => {
    const {svg} = draw([
      page([
        node('RECTANGLE', {fills: [solid(1, 0, 0)]}),
        node('RECTANGLE', {visible: false, fills: [solid(0, 1, 0)]}),
        node('RECTANGLE', {fills: [{...solid(0, 0, 1), visible: false}]}),
        node('SLICE', {fills: [solid(1, 1, 0)]}),
      ]),
    ]);
    expect(svg).toContain('#ff0000');
    expect(svg).not.toMatch(/#00ff00|#0000ff|#ffff00/);
    expect(svg).toContain('fill="none" stroke="#8c8c8c" stroke-dasharray="4 3"');
  });

  it('writes text as glyph outlines from the font, one reference per glyph', () => {
    const text = node('TEXT', {
      characters: 'Hi there',
      fontSize: 20,
      fills: [solid(0.2, 0.4, 0.6)],
      textAutoResize: 'WIDTH_AND_HEIGHT',
    });
    const {svg} = draw([page([text])]);
    const glyphs = layoutText({characters: 'Hi there', fontSize: 20}).lines[0].glyphs;
    expect(svg.match(/<use href="#g\d+"/g)).toHaveLength(glyphs.length);
    // Each distinct glyph is defined once ("e" and "h" repeat).
    expect(svg.match(/<path id="g\d+"/g)).toHaveLength(
      new Set(glyphs.map((glyph) => glyph.id)).size,
    );
    expect(svg).toContain('<g fill="#336699">');
    expect(svg).not.toMatch(/<text\b/); // no font is needed to show it
  });

  it('labels top-level frames and components, not other layers', () => {
    const labels = (children: ExampleNode[]) =>
      draw([page(children)]).svg.match(/fill="#(6e6e6e|8638e5)"/g) ?? [];
    expect(labels([node('RECTANGLE')])).toHaveLength(0);
    expect(labels([node('FRAME', {name: 'Card'})])).toEqual(['fill="#6e6e6e"']);
    expect(labels([node('COMPONENT', {name: 'Button'})])).toEqual(['fill="#8638e5"']);
    expect(labels([node('FRAME', {children: [node('FRAME')]})])).toHaveLength(1);
  });

  it("follows the color mode unless the example set the page's background", () => {
    const layers = [node('RECTANGLE', {fills: [solid(1, 1, 1)]})];
    const stubDefault = {backgrounds: [solid(0.9607843, 0.9607843, 0.9607843)]};
    expect(draw([page(layers, stubDefault)], {}, 'light').svg).toContain('fill="#f5f5f5"');
    expect(draw([page(layers, stubDefault)], {}, 'dark').svg).toContain('fill="#1e1e1e"');
    const own = {backgrounds: [solid(0, 0.5, 0)]};
    expect(draw([page(layers, own)], {}, 'dark').svg).toContain('rx="8" fill="#008000"');
  });

  it('shows the bytes of an image fill, and a placeholder for a downloaded one', () => {
    const png =
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
    const image = (hash: string) =>
      node('RECTANGLE', {fills: [{type: 'IMAGE', imageHash: hash, scaleMode: 'FILL'}]});
    const {svg} = draw([page([image('a'), image('b')])], {
      images: {a: png},
      placeholders: {b: 'https://picsum.photos/200'},
    });
    expect(svg).toContain(
      `preserveAspectRatio="xMidYMid slice" style="image-rendering:pixelated" href="data:image/png;base64,${png}"`,
    );
    expect(svg).toContain('fill="#d9d9d9"'); // the placeholder's gray
  });

  it('draws each page with layers on its own canvas, headed by its name', () => {
    const two = draw([
      page([node('RECTANGLE')]),
      page([node('RECTANGLE')], {name: 'Two'}),
      page([]),
    ]);
    expect(two.svg.match(/<rect width="[\d.]+" height="[\d.]+" rx="8"/g)).toHaveLength(2);
    const one = draw([page([node('RECTANGLE')])]);
    expect(two.height).toBeGreaterThan(2 * one.height);
  });
});
