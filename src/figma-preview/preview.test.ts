// From a run's node tree to what the page shows: Figma's corrections, the Layers list, the notes.
import {describe, expect, it} from 'vitest';
import type {ExampleNode} from './example-contract';
import {assumedRule} from './model-rules';
import {figmaView, makePreview} from './preview';
import {layoutText} from './text-layout';
import {node, padding, rect, run, frame, text} from './test-nodes';

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
    const component = node('COMPONENT', 'Button', {
      width: 80,
      height: 32,
      layoutMode: 'HORIZONTAL',
      ...padding(16, 8),
      children: [text('1:2', 'Label', {x: 16, y: 8})],
    });
    const instance = node('INSTANCE', '9:1', {
      name: 'Button',
      y: 60,
      children: [text('I9:1;1:2', 'Cancel', {name: 'Label'})],
    });
    const [page] = figmaView(run([component, instance])).pages;
    const synced = page.children?.[1] as ExampleNode;
    const label = layoutText({characters: 'Cancel', fontSize: 16});
    // Auto layout hugs the override: paddings plus the new label's width.
    expect(synced.width).toBeCloseTo(16 + label.width + 16, 1);
    expect(synced.children?.[0]).toMatchObject({characters: 'Cancel', x: 16, y: 8});
  });

  it("names under the picture each assumed rule the run used, in the registry's words", () => {
    const vector = node('VECTOR', '1:1', {
      vectorPaths: [{windingRule: 'NONE', data: 'M 0 10 L 120 32'}],
    });
    expect(makePreview({...run([vector]), assumptions: ["vector's box"]}, 'x').notes).toEqual([
      assumedRule("vector's box").note,
    ]);
    expect(makePreview(run([node('VECTOR', '1:2')]), 'x').notes).toEqual([]);
    expect(() => makePreview({...run([]), assumptions: ['a rule nobody wrote']}, 'x')).toThrow(
      /no assumed rule/,
    );
  });

  it("lists layers as Figma's panel does: frontmost first, with kind and size", () => {
    const card = frame('Card', 200, 100, {
      children: [rect('Back', 10, 10), rect('Front', 10, 10)],
    });
    const preview = makePreview(run([card]), 'Card');
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
    const row = frame('Row', 100, 20, {
      layoutMode: 'HORIZONTAL',
      primaryAxisSizingMode: 'FIXED',
      counterAxisSizingMode: 'FIXED',
      itemSpacing: 10,
      children: [rect('A', 20, 20), rect('B', 20, 20, {x: 20})],
    });
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

  it("says which SVGs the preview leaves out and why, as the site's limit", () => {
    const script = '<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>';
    const svg = (id: string) =>
      frame(id, 10, 10, {name: id === '1:1' ? 'Logo' : 'Svg', svg: script});
    expect(makePreview(run([svg('1:1')]), 'x').notes).toEqual([
      "The preview does not draw the SVG “Logo”: it has the element <script>, which the preview does not draw. This is a limit of this site's previews; Figma's own import may still draw it.",
    ]);
    const many = makePreview(run(['1:1', '1:2', '1:3', '1:4', '1:5'].map(svg)), 'x').notes;
    expect(many).toHaveLength(4);
    expect(many[3]).toBe('The preview leaves out 2 more SVGs as well.');
  });

  it('says when a font is drawn in Inter instead', () => {
    const {notes} = figmaView(
      run([text('1:1', 'Hi', {fontName: {family: 'Roboto', style: 'Bold'}})]),
    );
    expect(notes).toEqual(['Text set in Roboto Bold is drawn in Inter Regular here.']);
  });
});
