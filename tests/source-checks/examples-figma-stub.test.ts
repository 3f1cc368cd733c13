// The additions src/figma-preview/figma-stub.ts makes to figma-api-stub behave as the runner needs.
/* eslint-disable @typescript-eslint/no-explicit-any -- the stub is untyped */
import {createFigma} from 'figma-api-stub';
import {describe, expect, it as base} from 'vitest';
import {completeFigmaStub, svgSize} from '../../src/figma-preview/figma-stub';
import {layoutText} from '../../src/figma-preview/text-layout';

/** Each test gets a fresh completed stub as `figma`. */
const it = base.extend<{figma: any}>({
  // eslint-disable-next-line no-empty-pattern -- Vitest reads a fixture's needs from its pattern
  figma: async ({}, use) => use(completeFigmaStub(createFigma({simulateErrors: true}))),
});

describe('completed figma-api-stub', () => {
  it('creates the missing shapes on the current page, with their own type and ids', ({figma}) => {
    const nodes = [
      figma.createEllipse(),
      figma.createStar(),
      figma.createLine(),
      figma.createVector(),
      figma.createSlice(),
    ];
    expect(nodes.map((node) => node.type)).toEqual(['ELLIPSE', 'STAR', 'LINE', 'VECTOR', 'SLICE']);
    expect(new Set(nodes.map((node) => node.id)).size).toBe(5);
    expect(figma.currentPage.children).toEqual(nodes);
    const line = nodes[2];
    line.resize(120, 0);
    expect([line.width, line.height]).toEqual([120, 0]);
  });

  it('imports SVG as a frame sized like the drawing', ({figma}) => {
    const frame = figma.createNodeFromSvg('<svg viewBox="0 0 24 16"><path d="M0 0h24"/></svg>');
    expect(frame).toMatchObject({type: 'FRAME', width: 24, height: 16});
    expect(svgSize('<svg width="48px" height=\'32\' viewBox="0 0 24 16"/>')).toEqual({
      width: 48,
      height: 32,
    });
  });

  it('keeps corner radii as Figma does: cornerRadius sets all four, reads mixed when they differ', ({
    figma,
  }) => {
    // Plugin API reference, RectangleCornerMixin (topLeftRadius…) and CornerMixin (cornerRadius).
    for (const node of [figma.createRectangle(), figma.createFrame(), figma.createComponent()]) {
      expect(node.cornerRadius).toBeUndefined();
      node.cornerRadius = 8;
      expect([node.topLeftRadius, node.bottomRightRadius, node.cornerRadius]).toEqual([8, 8, 8]);
      node.topLeftRadius = 24;
      expect(node.cornerRadius).toBe(figma.mixed);
      expect(typeof figma.mixed).toBe('symbol');
      node.cornerRadius = 4;
      expect([node.topLeftRadius, node.topRightRadius, node.cornerRadius]).toEqual([4, 4, 4]);
    }
    const one = figma.createRectangle();
    one.topLeftRadius = 24;
    expect(one.cornerRadius).toBe(figma.mixed);
    expect([one.topRightRadius, one.bottomLeftRadius]).toEqual([undefined, undefined]);
  });

  it("sizes a group to its children, whose x and y stay in the group's container", ({figma}) => {
    // Plugin API reference: GroupNode ("always positioned and sized to fit their content") and
    // relativeTransform ("Container parent").
    const a = figma.createRectangle();
    const b = figma.createRectangle();
    Object.assign(a, {x: 10, y: 20});
    b.resize(30, 10);
    Object.assign(b, {x: 50, y: 5});
    const group = figma.group([a, b], figma.currentPage);
    expect(group).toMatchObject({type: 'GROUP', x: 10, y: 5, width: 100, height: 115});
    // Moving the group moves its children; resizing it leaves children with MIN constraints as
    // they are, and the group keeps fitting them.
    group.x = 0;
    expect([a.x, b.x]).toEqual([0, 40]);
    group.resize(300, 300);
    expect(group).toMatchObject({x: 0, y: 5, width: 100, height: 115});
  });

  it('combines components into a component set under the parent', ({figma}) => {
    const a = figma.createComponent();
    const b = figma.createComponent();
    const set = figma.combineAsVariants([a, b], figma.currentPage);
    expect(set.type).toBe('COMPONENT_SET');
    expect(set.children).toEqual([a, b]);
    expect(figma.currentPage.children).toEqual([set]);
    expect(() => figma.combineAsVariants([], figma.currentPage)).toThrow();
  });

  it('gives instances an id, a place on the page and Figma-style ids for their layers', ({
    figma,
  }) => {
    const component = figma.createComponent();
    const label = figma.createText();
    component.appendChild(label);
    const instance = component.createInstance();
    expect(instance.id).toBeTruthy();
    expect(instance.parent).toBe(figma.currentPage);
    expect(instance.children[0].id).toBe(`I${instance.id};${label.id}`);
    expect(instance.children[0].parent).toBe(instance);
  });

  it("sizes an instance and its layers like the component's until they are resized", async ({
    figma,
  }) => {
    await figma.loadFontAsync({family: 'Inter', style: 'Regular'});
    const component = figma.createComponent();
    const box = figma.createRectangle();
    const label = figma.createText();
    component.appendChild(box);
    component.appendChild(label);
    const instance = component.createInstance();
    // The component is laid out after the instance exists, as react-figma does it.
    component.resize(80, 32);
    box.resize(20, 10);
    expect([instance.width, instance.height]).toEqual([80, 32]);
    expect([instance.children[0].width, instance.children[0].height]).toEqual([20, 10]);
    instance.resize(50, 20);
    expect([instance.width, instance.height]).toEqual([50, 20]);
    // A text override in the instance is measured like any text.
    instance.children[1].characters = 'Cancel';
    expect(instance.children[1].width).toBe(layoutText({characters: 'Cancel'}).width);
  });

  it('gives new layers the name, size and position Figma gives them', ({figma}) => {
    expect(figma.createFrame()).toMatchObject({name: 'Frame', x: 0, y: 0, width: 100, height: 100});
    expect(figma.createRectangle()).toMatchObject({name: 'Rectangle', width: 100, height: 100});
    expect(figma.createComponent()).toMatchObject({name: 'Component', width: 100});
    const text = figma.createText();
    expect(text).toMatchObject({x: 0, y: 0});
    text.characters = 'Inbox';
    expect(text.name).toBe('Inbox'); // named after its content
    text.name = 'Title';
    text.characters = 'Outbox';
    expect(text.name).toBe('Title');
  });

  it('imports a style by key, shows the UI and delivers UI messages', async ({figma}) => {
    const style = await figma.importStyleByKeyAsync('abc');
    expect(style).toMatchObject({key: 'abc', remote: true, paints: []});
    figma.showUI('<p></p>');
    expect(figma.ui.visible).toBe(true);
    const received: unknown[] = [];
    figma.ui.on('message', (message: unknown) => received.push(message));
    figma.ui.receive({hello: 1});
    expect(received).toEqual([{hello: 1}]);
  });

  it('sizes text from its content, and wraps it at a fixed width', async ({figma}) => {
    await figma.loadFontAsync({family: 'Inter', style: 'Regular'});
    const text = figma.createText();
    text.fontSize = 20;
    text.characters = 'Hello\nworld!';
    const hug = layoutText({characters: 'Hello\nworld!', fontSize: 20});
    // Two lines of Inter at 20 px, as wide as "world!", the wider one.
    expect([text.width, text.height]).toEqual([hug.width, hug.height]);
    expect(hug.lines.map((line) => line.width)).toEqual([expect.any(Number), hug.width]);
    text.resize(40, text.height);
    text.textAutoResize = 'HEIGHT';
    // At 40 px neither word fits on one line: each breaks between letters, one line more each.
    expect(text.width).toBe(40);
    expect(text.height).toBeCloseTo((4 * hug.height) / 2, 5);
    text.fontSize = 10;
    expect(text.height).toBeCloseTo(hug.height / 2, 5);
  });

  it("treats a frame's backgrounds as its fills", ({figma}) => {
    const frame = figma.createFrame();
    const paints = [{type: 'SOLID', color: {r: 1, g: 1, b: 1}}];
    frame.backgrounds = paints;
    expect(frame.fills).toBe(paints);
  });

  it('lists Inter Italic as Figma does', async ({figma}) => {
    const fonts = (await figma.listAvailableFontsAsync()) as Array<{fontName: FontNameLike}>;
    expect(
      fonts.some(({fontName}) => fontName.family === 'Inter' && fontName.style === 'Italic'),
    ).toBe(true);
  });
});

interface FontNameLike {
  family: string;
  style: string;
}
