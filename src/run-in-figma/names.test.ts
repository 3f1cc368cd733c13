// @vitest-environment jsdom
import {afterEach, describe, expect, it} from 'vitest';
import {describePageExample, describePlayground, examplePluginName} from './names';

describe('examplePluginName', () => {
  it('names the plugin after the page and the example, and the file as a slug', () => {
    expect(examplePluginName('View', 2)).toEqual({
      name: 'react-figma: View, example 2',
      fileBase: 'react-figma-view-example-2',
    });
    expect(examplePluginName(' Styles & colors: “Paint” ', 1).fileBase).toBe(
      'react-figma-styles-colors-paint-example-1',
    );
  });

  it('falls back to "example" for a title without letters or digits', () => {
    expect(examplePluginName('¿?', 1).fileBase).toBe('react-figma-example-example-1');
  });
});

describe('describePageExample', () => {
  afterEach(() => (document.body.innerHTML = ''));

  it("counts the example's place among the page's examples", () => {
    document.body.innerHTML = `<main><h1>Frame</h1><div data-source="a"></div><div id="b" data-source="b"></div></main>`;
    expect(describePageExample(document.getElementById('b'), 'https://react-figma.dev')).toEqual({
      name: 'react-figma: Frame, example 2',
      fileBase: 'react-figma-frame-example-2',
      origin: 'example 2 of "Frame", https://react-figma.dev/',
    });
  });

  it('names the Playground', () => {
    expect(describePlayground('https://react-figma.dev').fileBase).toBe('react-figma-playground');
  });
});
