// Every preview drawing the build wrote passes the check the Playground's page applies to the
// worker's drawings (src/figma-preview/svg-check.ts, kind 'drawing'): a check that refused a real
// drawing would stop the Playground on the docs' own examples. And each stays far below the
// limits, so that a reader's larger drawing has room.
import {readdirSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {checkSvg, svgLimits} from '../../src/figma-preview/svg-check';
import {buildDir} from '../../tools/site-files.mjs';
import {readBuilt} from '../lib/built-site';

const drawings = readdirSync(join(buildDir, 'previews'))
  .filter((file) => file.endsWith('.svg'))
  .map((file) => ({file, svg: readBuilt(join('previews', file))}));

describe("the build's preview drawings", () => {
  it("each has the shape of draw-svg.ts's drawings, within a tenth of the limits", () => {
    expect(drawings.length).toBeGreaterThan(60);
    // Drawings of an <Svg> carry its markup as an SVG image, checked as a source inside.
    expect(drawings.some(({svg}) => svg.includes('data:image/svg+xml;base64,'))).toBe(true);
    for (const {file, svg} of drawings) {
      const check = checkSvg(svg, 'drawing');
      expect(check, file).toMatchObject({ok: true});
      if (!check.ok) continue;
      expect(svg.length, file).toBeLessThan(svgLimits.drawing.characters / 10);
      expect(check.expanded, file).toBeLessThan(svgLimits.drawing.expanded / 10);
    }
  });
});
