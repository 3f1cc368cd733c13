// From a run's node tree to what the page shows: Figma's corrections, the Layers list, the notes.
import {describe, expect, it} from 'vitest';
import type {ExampleNode, ExampleRun} from '../../src/plugins/previews/node-tree';
import {figmaView, makePreview} from '../../src/plugins/previews/preview';
import {layoutText} from '../../src/plugins/previews/text-layout';

const run = (children: ExampleNode[]): ExampleRun => ({
  pages: [{id: '0:1', type: 'PAGE', name: 'Page 1', children}],
  images: {},
  placeholders: {},
  offline: [],
  nodeCount: children.length,
  errors: [],
  notes: [],
  rendered: 'render',
  durationMs: 0,
});
const text = (id: string, characters: string, props: Partial<ExampleNode> = {}): ExampleNode => ({
  id,
  type: 'TEXT',
  name: characters,
  characters,
  fontSize: 16,
  textAutoResize: 'WIDTH_AND_HEIGHT',
  x: 0,
  y: 0,
  width: 0,
  height: 0,
  ...props,
});

describe('preview model', () => {
  it('sizes hugging text from the font even where the stub left it unmeasured', () => {
    const [page] = figmaView(run([text('1:1', 'Save')])).pages;
    const expected = layoutText({characters: 'Save', fontSize: 16});
    expect([page.children?.[0].width, page.children?.[0].height]).toEqual([
      expected.width,
      expected.height,
    ]);
  });

  it("gives an instance its component's size and layout, keeping its text override", () => {
    const component: ExampleNode = {
      id: '1:1',
      type: 'COMPONENT',
      name: 'Button',
      x: 0,
      y: 0,
      width: 80,
      height: 32,
      layoutMode: 'HORIZONTAL',
      paddingLeft: 16,
      paddingRight: 16,
      paddingTop: 8,
      paddingBottom: 8,
      children: [text('1:2', 'Label', {x: 16, y: 8})],
    };
    const instance: ExampleNode = {
      id: '9:1',
      type: 'INSTANCE',
      name: 'Button',
      x: 0,
      y: 60,
      children: [text('I9:1;1:2', 'Cancel', {name: 'Label'})],
    };
    const [page] = figmaView(run([component, instance])).pages;
    const synced = page.children?.[1] as ExampleNode;
    const label = layoutText({characters: 'Cancel', fontSize: 16});
    // Auto layout hugs the override: paddings plus the new label's width.
    expect(synced.width).toBeCloseTo(16 + label.width + 16, 1);
    expect(synced.children?.[0]).toMatchObject({characters: 'Cancel', x: 16, y: 8});
  });

  it("lists layers as Figma's panel does: frontmost first, with kind and size", () => {
    const frame: ExampleNode = {
      id: '1:1',
      type: 'FRAME',
      name: 'Card',
      x: 0,
      y: 0,
      width: 200,
      height: 100,
      children: [
        {id: '1:2', type: 'RECTANGLE', name: 'Back', x: 0, y: 0, width: 10, height: 10},
        {id: '1:3', type: 'RECTANGLE', name: 'Front', x: 0, y: 0, width: 10, height: 10},
      ],
    };
    const preview = makePreview(run([frame]), 'Card');
    expect(preview.pages).toEqual([
      {
        name: 'Page 1',
        layers: [
          {
            kind: 'Frame',
            name: 'Card',
            width: 200,
            height: 100,
            children: [
              {kind: 'Rectangle', name: 'Front', width: 10, height: 10, children: []},
              {kind: 'Rectangle', name: 'Back', width: 10, height: 10, children: []},
            ],
          },
        ],
      },
    ]);
    expect(preview.light.svg).not.toBe(preview.dark.svg);
  });

  it('notes where Figma lays an auto layout frame out differently from react-figma', () => {
    const row: ExampleNode = {
      id: '1:1',
      type: 'FRAME',
      name: 'Row',
      x: 0,
      y: 0,
      width: 100,
      height: 20,
      layoutMode: 'HORIZONTAL',
      primaryAxisSizingMode: 'FIXED',
      counterAxisSizingMode: 'FIXED',
      itemSpacing: 10,
      children: [
        {id: '1:2', type: 'RECTANGLE', name: 'A', x: 0, y: 0, width: 20, height: 20},
        {id: '1:3', type: 'RECTANGLE', name: 'B', x: 20, y: 0, width: 20, height: 20},
      ],
    };
    const {pages, notes} = figmaView(run([row]));
    expect(pages[0].children?.[0].children?.[1].x).toBe(30);
    expect(notes.join(' ')).toMatch(/“Row”.*10 px apart \(itemSpacing\)/);
  });

  it('says when the picture shows a failed request', () => {
    const offline = {
      ...run([text('1:1', 'Failed')]),
      offline: ['https://api.github.com/repos/a/b'],
    };
    expect(makePreview(offline, 'x').notes).toEqual([
      'The previews are made without network access, so this shows what the example draws when its request to api.github.com fails.',
    ]);
  });

  it('says when a font is drawn in Inter instead', () => {
    const {notes} = figmaView(
      run([text('1:1', 'Hi', {fontName: {family: 'Roboto', style: 'Bold'}})]),
    );
    expect(notes).toEqual(['Text set in Roboto Bold is drawn in Inter Regular here.']);
  });
});
