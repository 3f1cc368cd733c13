// The SVG checker: what the site draws, what it refuses and why, for `<Svg>` sources and for the
// drawings the Playground's worker sends the page.
import {describe, expect, it} from 'vitest';
import {base64} from './base64';
import {drawExample} from './draw-svg';
import type {ExampleNode} from './example-contract';
import {checkSvg, svgLimits} from './svg-check';
import {node, shadowEffect, text} from './test-nodes';

const ns = 'xmlns="http://www.w3.org/2000/svg"';
const svg = (body: string, attributes = '') =>
  `<svg ${ns} width="24" height="24"${attributes}>${body}</svg>`;
const reason = (markup: string, kind: 'source' | 'drawing' = 'source') => {
  const check = checkSvg(markup, kind);
  return check.ok ? 'accepted' : check.reason;
};
const svgImage = (markup: string) =>
  `data:image/svg+xml;base64,${base64(new TextEncoder().encode(markup))}`;
const png =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** `<use>`s copying `<use>`s: each level copies the one below ten times. */
const copyBomb = (levels: number) => {
  let defs = '<path id="l0" d="M0 0h1v1z"/>';
  for (let level = 1; level <= levels; level++)
    defs += `<g id="l${level}">${`<use href="#l${level - 1}"/>`.repeat(10)}</g>`;
  return svg(`<defs>${defs}</defs><use href="#l${levels}"/>`);
};

/** What an illustration editor writes: a prolog, a style sheet, symbols, filters, entities. */
const editorExport = `\ufeff<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<!-- Generator: an editor -->
<svg version="1.1" id="Layer_1" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" x="0px" y="0px" viewBox="0 0 64 64" xml:space="preserve">
<style type="text/css"><![CDATA[ .st0{fill:url(#grad);} .st1{fill:#FFF; stroke:rgb(0 0 0 / 50%)} ]]></style>
<defs>
  <linearGradient id="grad" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f00"/><stop offset="1" stop-color="#00f"/></linearGradient>
  <linearGradient id="grad2" xlink:href="#grad" gradientTransform="rotate(45)"/>
  <symbol id="dot" viewBox="0 0 2 2"><circle cx="1" cy="1" r="1" fill="url('#grad2')"/></symbol>
  <clipPath id="clip"><rect width="32" height="32"/></clipPath>
  <filter id="soft"><feGaussianBlur stdDeviation="2"/></filter>
</defs>
<title>Tom &amp; Jerry &#x263A;</title>
<g clip-path="url(#clip)" style="filter:url(#soft); opacity: .5" data-name="Group 1">
  <path class="st0" d="M0 0h64v64H0z"/>
  <use xlink:href="#dot" x="4" y="4" width="8" height="8"/>
  <use href="#dot" transform="translate(20 4) scale(2)"/>
  <text x="4" y="60" font-family="'Inter', sans-serif">Hi: there // not a link</text>
</g>
</svg>`;

/** What Figma's Export writes for a frame with an image fill and a shadow. */
const figmaExport = `<svg width="24" height="24" viewBox="0 0 24 24" fill="none" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">
<g filter="url(#filter0_d_1_2)"><rect width="24" height="24" fill="url(#pattern0)"/></g>
<defs>
<filter id="filter0_d_1_2" x="-4" y="0" width="32" height="32" filterUnits="userSpaceOnUse" color-interpolation-filters="sRGB">
<feFlood flood-opacity="0" result="BackgroundImageFix"/>
<feColorMatrix in="SourceAlpha" type="matrix" values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 127 0" result="hardAlpha"/>
<feOffset dy="4"/><feGaussianBlur stdDeviation="2"/><feComposite in2="hardAlpha" operator="out"/>
<feBlend mode="normal" in2="BackgroundImageFix" result="effect1_dropShadow_1_2"/>
</filter>
<pattern id="pattern0" patternContentUnits="objectBoundingBox" width="1" height="1">
<use xlink:href="#image0_1_2" transform="scale(0.01)"/>
</pattern>
<mask id="mask0" style="mask-type:alpha" maskUnits="userSpaceOnUse" x="0" y="0" width="24" height="24"><rect width="24" height="24" fill="#C4C4C4"/></mask>
<image id="image0_1_2" width="100" height="100" xlink:href="data:image/png;base64,${png}"/>
</defs>
</svg>`;

describe('checkSvg: an <Svg> source', () => {
  it('accepts the SVG of icons and illustrations as editors write them', () => {
    const icon = `<svg xmlns="http://www.w3.org/2000/svg"
  width="48" height="48" viewBox="0 0 24 24">
  <circle cx="12" cy="12" r="11" fill="#1e8e3e"/>
  <path d="M7 12.5l3 3 7-7" fill="none"
    stroke="#ffffff" stroke-width="2" stroke-linecap="round"/>
</svg>`;
    expect(checkSvg(icon)).toEqual({ok: true, elements: 3, expanded: 3});
  });

  it.each([
    ["an editor's export, with its prolog, style sheet, symbols and filters", editorExport],
    ["Figma's own export: an image fill is a pattern that copies an image", figmaExport],
  ])('accepts %s', (_, exported) => {
    expect(reason(exported)).toBe('accepted');
  });

  it('counts every copy a reference draws', () => {
    // A group of 3 drawn where it is and copied twice: 1 + 1 + 4 + 2 × 5.
    const group = '<g id="a"><rect/><rect/><rect/></g>';
    const copies = svg(`${group}<use href="#a"/><use href="#a"/>`, ' viewBox="0 0 1 1"');
    expect(checkSvg(copies)).toMatchObject({ok: true, elements: 7, expanded: 1 + 4 + 2 * 5});
    // A style sheet's reference may apply to every element: counted once for each.
    const sheet = svg('<style>rect{fill:url(#g)}</style><linearGradient id="g"/><rect/><rect/>');
    expect(checkSvg(sheet)).toMatchObject({ok: true, elements: 5, expanded: 5 + 5});
  });

  it('refuses a reference bomb: copies of copies, and copies beyond the limit', () => {
    // Tenfold per level, six levels: a million copies.
    expect(reason(copyBomb(6))).toBe('it copies #l1, which holds references of its own');
    // Without chains: a group of 1,000 copied 30 times.
    const wide = svg(
      `<defs><g id="many">${'<rect/>'.repeat(1000)}</g></defs>${'<use href="#many"/>'.repeat(30)}`,
    );
    expect(reason(wide)).toBe(
      'it draws more than 20,000 elements once its references are followed',
    );
    // Paints that paint with paints: each pattern fills ten shapes with the one below.
    let patterns = '<pattern id="p0"><rect/></pattern>';
    for (let level = 1; level <= 6; level++)
      patterns += `<pattern id="p${level}">${`<rect fill="url(#p${level - 1})"/>`.repeat(10)}</pattern>`;
    expect(reason(svg(`${patterns}<rect fill="url(#p6)"/>`))).toMatch(/draws more than 20,000/);
    // A style sheet's reference applies to every element.
    const sheet = svg(
      `<style>*{clip-path:url(#c)}</style><clipPath id="c">${'<rect/>'.repeat(200)}</clipPath>${'<g/>'.repeat(200)}`,
    );
    expect(reason(sheet)).toMatch(/draws more than 20,000/);
  });

  it('refuses reference loops and references to nothing', () => {
    expect(reason(svg('<g id="a"><use href="#a"/></g>'))).toBe(
      'it copies #a, which holds references of its own',
    );
    expect(reason(svg('<clipPath id="c"><rect clip-path="url(#c)"/></clipPath>'))).toBe(
      'its references form a loop',
    );
    expect(reason(svg('<use href="#nothing"/>'))).toBe(
      'it refers to #nothing, which it does not have',
    );
  });

  it.each([
    ['a script', svg('<script>alert(1)</script>'), /the element <script>/],
    ['foreign content', svg('<foreignObject/>'), /the element <foreignObject>/],
    ['animation', svg('<rect><set attributeName="fill" to="red"/></rect>'), /the element <set>/],
    ['a marker', svg('<marker id="m"/><path d="M0 0" marker-mid="url(#m)"/>'), /<marker>/],
    ['an event handler', svg('<rect onload="alert(1)"/>'), /the attribute onload/],
    ['a link', svg('<use href="https://example.com/a.svg#x"/>'), /outside the SVG/],
    ['a protocol-relative link', svg('<use xlink:href="//example.com/a.svg#x"/>'), /outside/],
    ['a file', svg('<use href="file:///etc/passwd#x"/>'), /outside the SVG/],
    ['a link spelled with references', svg('<use href="http&#58;&#47;/x.test/#a"/>'), /outside/],
    ['a paint from elsewhere', svg('<rect fill="url(http://x.test/p.svg#p)"/>'), /outside/],
    ['an image from elsewhere', svg('<image href="http://x.test/a.png"/>'), /not a PNG/],
    ['an HTML image', svg('<image href="data:text/html,&lt;b&gt;"/>'), /not a PNG/],
    ['a style from elsewhere', svg('<rect style="fill:url(https://x.test/#p)"/>'), /outside/],
    ['an imported style sheet', svg('<style>@import "x.css";</style>'), /the rule @import/],
    ['a web font', svg('<style>@font-face{font-family:a}</style>'), /the rule @font-face/],
    ['a CSS escape', svg('<style>rect{fill:u\\72l(x)}</style>'), /CSS escape/],
    ['an image set', svg('<rect style="fill:image-set(&quot;a.png&quot; 1x)"/>'), /image-set/],
    ['another namespace', svg('<rect/>', ' xmlns:x="http://x.test/"'), /xmlns:x/],
    ['an SVG namespace elsewhere', `<svg xmlns="http://x.test/"/>`, /another namespace/],
    [
      'entities of its own',
      `<!DOCTYPE svg [<!ENTITY a "aaaa">]><svg ${ns}>&a;</svg>`,
      /declares entities/,
    ],
    ['an unknown entity', svg('<title>&nbsp;</title>'), /an entity/],
    ['a style sheet instruction', `<?xml-stylesheet href="x.css"?>${svg('')}`, /instruction/],
    ['an HTML root', '<html><body/></html>', /the element <html>/],
    ['a root that is no svg', `<g ${ns}/>`, /root element is <g>/],
    ['unclosed markup', `<svg ${ns}><g>`, /ends before/],
    ['misnested markup', `<svg ${ns}><g></svg></g>`, /not well-formed/],
    ['two roots', `${svg('')}${svg('')}`, /more than one root/],
  ])('refuses %s', (_label, markup, why) => {
    expect(reason(markup)).toMatch(why);
  });

  it('refuses markup beyond its size, counting as it reads', () => {
    expect(reason(svg(' '.repeat(svgLimits.source.characters)))).toBe(
      'it is longer than 1,000,000 characters',
    );
    expect(reason(svg('<g/>'.repeat(svgLimits.source.elements)))).toBe(
      'it has more than 10,000 elements',
    );
    expect(reason(svg('<g>'.repeat(200) + '</g>'.repeat(200)))).toMatch(/more than 100 levels/);
  });

  it('reads SVG images inside it, as deep as the drawing allows', () => {
    const inner = svg('<circle r="4"/>');
    const withImage = (href: string) => svg(`<image width="8" height="8" href="${href}"/>`);
    expect(checkSvg(withImage(svgImage(inner)))).toMatchObject({ok: true, expanded: 2 + 2});
    const percent = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(inner)}`;
    expect(reason(withImage(percent))).toBe('accepted');
    expect(reason(withImage(`data:image/png;base64,${png}`))).toBe('accepted');
    expect(reason(withImage(svgImage(copyBomb(6))))).toBe(
      'it has an SVG image that is not drawn: it copies #l1, which holds references of its own',
    );
    // A source is an image in the drawing: an image in it may not hold another.
    expect(reason(withImage(svgImage(withImage(svgImage(inner)))))).toMatch(
      /an SVG image inside an SVG image inside the drawing/,
    );
    expect(reason(withImage('data:image/svg+xml;base64,!!!'))).toMatch(/cannot be read/);
  });
});

const solid = (r: number, g: number, b: number) => ({type: 'SOLID', color: {r, g, b}});

/** A page holding one of every kind of layer and paint draw-svg.ts draws. */
function everything(): ExampleNode[] {
  const gradient = {
    type: 'GRADIENT_LINEAR',
    gradientStops: [
      {position: 0, color: {r: 1, g: 0, b: 0, a: 0.5}},
      {position: 1, color: {r: 0, g: 0, b: 1, a: 1}},
    ],
  };
  const image = (hash: string) => ({type: 'IMAGE', imageHash: hash, scaleMode: 'FIT'});
  const layers: ExampleNode[] = [
    node('FRAME', '1:1', {
      name: 'Card & "friends"',
      width: 300,
      height: 200,
      clipsContent: true,
      cornerRadius: 8,
      fills: [solid(1, 1, 1), image('png'), image('remote')],
      strokes: [gradient],
      effects: [
        shadowEffect({color: {r: 0, g: 0, b: 0, a: 0.2}, spread: 2}),
        {type: 'LAYER_BLUR', radius: 2},
      ],
      children: [
        text('1:2', 'Hello, world', {fills: [solid(0, 0, 0)], textDecoration: 'UNDERLINE'}),
        node('ELLIPSE', '1:3', {
          width: 20,
          height: 20,
          fills: [{...gradient, type: 'GRADIENT_RADIAL'}],
          arcData: {startingAngle: 0, endingAngle: 3, innerRadius: 0.5},
        }),
        node('STAR', '1:4', {
          width: 20,
          height: 20,
          fills: [solid(1, 1, 0)],
          opacity: 0.5,
          rotation: 10,
        }),
        node('LINE', '1:5', {
          width: 40,
          height: 0,
          strokes: [solid(0, 0, 0)],
          strokeCap: 'CIRCLE_FILLED',
          dashPattern: [2, 2],
        }),
        node('LINE', '1:6', {
          width: 40,
          height: 0,
          strokes: [solid(0, 0, 0)],
          strokeCap: 'ARROW_LINES',
        }),
        node('VECTOR', '1:7', {
          width: 10,
          height: 10,
          fills: [solid(0, 1, 0)],
          vectorPaths: [{windingRule: 'EVENODD', data: 'M 0 0 L 10 10 L 0 10 Z'}],
        }),
        node('SLICE', '1:8', {width: 10, height: 10}),
        node('FRAME', '1:9', {width: 24, height: 24, svg: svg('<circle r="4"/>')}),
        node('FRAME', '1:10', {width: 24, height: 24, svg: copyBomb(6)}),
      ],
    }),
    node('COMPONENT_SET', '1:11', {
      x: 400,
      width: 100,
      height: 100,
      children: [node('COMPONENT', '1:12', {width: 50, height: 50})],
    }),
  ];
  return [node('PAGE', '0:1', {name: 'Page 1', children: layers})];
}

describe('checkSvg: a whole drawing', () => {
  it('accepts what draw-svg.ts writes, in both color modes', () => {
    const input = {
      pages: everything(),
      images: {png},
      placeholders: {remote: 'https://x.test/a.png'},
    };
    for (const mode of ['light', 'dark'] as const) {
      const {svg: drawing} = drawExample(input, mode, 'Figma canvas: <everything> & more');
      expect(drawing).toMatch(/<image [^>]*href="data:image\/svg\+xml;base64,/);
      expect(drawing).toContain('<feMorphology');
      expect(drawing).toContain('<circle');
      expect(checkSvg(drawing, 'drawing')).toMatchObject({ok: true});
    }
  });

  it.each([
    ['a root without the SVG namespace', '<svg width="1" height="1"/>', /namespace/],
    ['a comment', svg('<!-- x -->'), /a comment/],
    ['text outside the title', svg('<g>text</g>'), /text in <g>/],
    ['an element the site never writes', svg('<text>x</text>'), /the element <text>/],
    ['an attribute the site never writes', svg('<rect class="x"/>'), /the attribute class/],
    ['another style', svg('<image style="filter:blur(1px)"/>'), /not a style the site writes/],
    ['a copy of a group', svg('<defs><g id="g0"/></defs><use href="#g0"/>'), /glyph outline/],
    [
      'a copy of a path outside the defs',
      svg('<path id="g0" d="M0 0"/><use href="#g0"/>'),
      /glyph outline/,
    ],
    [
      'a paint outside the defs',
      svg('<linearGradient id="a"/><rect fill="url(#a)"/>'),
      /outside its definitions/,
    ],
    ['a nested <svg>', svg('<svg/>'), /<svg> inside the drawing/],
    [
      'an SVG image that is a bomb',
      svg(`<image href="${svgImage(copyBomb(6))}"/>`),
      /SVG image that is not drawn/,
    ],
    ['an image of another type', svg('<image href="data:image/bmp;base64,Qk0="/>'), /not a PNG/],
  ])('refuses %s', (_label, markup, why) => {
    expect(reason(markup, 'drawing')).toMatch(why);
  });

  it('refuses a drawing of more elements than any reader would draw', () => {
    const glyphs = '<use href="#g0"/>'.repeat(svgLimits.drawing.expanded / 2);
    expect(reason(svg(`<defs><path id="g0" d="M0 0"/></defs>${glyphs}`), 'drawing')).toMatch(
      /draws more than 40,000 elements/,
    );
    expect(reason(svg('<g/>'.repeat(svgLimits.drawing.elements)), 'drawing')).toMatch(
      /more than 40,000 elements/,
    );
  });
});
