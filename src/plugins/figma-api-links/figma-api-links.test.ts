// The remark plugin behind `[text](figma:Paint)` links (src/plugins/figma-api-links).
import {describe, expect, it} from 'vitest';
import {remarkFigmaApiLinks, resolveFigmaApiUrl} from '.';

const link = (url: string) => ({type: 'link', url, position: {start: {line: 7}}, children: []});
const page = (...links: ReturnType<typeof link>[]) => ({
  type: 'root',
  children: [{type: 'paragraph', children: links}],
});

describe('figma-api-links', () => {
  it('resolves a known name to its Figma reference page', () => {
    expect(resolveFigmaApiUrl('figma:Paint')).toBe(
      'https://developers.figma.com/docs/plugins/api/Paint',
    );
    expect(resolveFigmaApiUrl('figma:VectorPaths')).toBe(
      'https://developers.figma.com/docs/plugins/api/VectorPath',
    );
  });

  it('knows nothing else: unknown names, inherited keys and other URLs', () => {
    expect(resolveFigmaApiUrl('figma:Paints')).toBeNull();
    expect(resolveFigmaApiUrl('figma:toString')).toBeNull();
    expect(resolveFigmaApiUrl('https://example.com/')).toBeNull();
  });

  it('rewrites figma: links and leaves the others alone', () => {
    const tree = page(link('figma:FrameNode'), link('./frame.md'));
    remarkFigmaApiLinks()(tree, {path: 'docs/api/frame.md'});
    expect(tree.children[0].children.map((node) => node.url)).toEqual([
      'https://developers.figma.com/docs/plugins/api/FrameNode',
      './frame.md',
    ]);
  });

  it('fails the build on an unknown name, naming the page and line', () => {
    expect(() =>
      remarkFigmaApiLinks()(page(link('figma:Frame')), {path: 'docs/api/frame.md'}),
    ).toThrow('docs/api/frame.md:7: unknown Figma API link "figma:Frame"');
  });
});
