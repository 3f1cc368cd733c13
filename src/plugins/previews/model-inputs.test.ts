// Both caches of the previews follow the versions of the model's packages: a new fontkit or Inter
// measures text differently, so it must redraw every figure, not serve the last build's.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import type {Configuration} from 'webpack';
import {afterEach, describe, expect, it} from 'vitest';
import previewsPlugin from './index';
import {modelInputs} from './model-inputs';

const installed = {
  'react-figma': {version: '0.31.0', dependencies: {'yoga-layout-prebuilt': '1.9.3'}},
  'figma-api-stub': {version: '0.0.55'},
  'react-16': {version: '16.14.0'},
  'react-17': {version: '17.0.2'},
  'react-18': {version: '18.3.1'},
  react: {version: '19.2.0'},
  esbuild: {version: '0.28.2'},
  fontkit: {version: '2.0.4'},
  '@fontsource/inter': {version: '5.3.0'},
  'yoga-layout-prebuilt': {version: '1.9.3'},
};

let siteDir: string;
afterEach(() => fs.rmSync(siteDir, {recursive: true, force: true}));

/** A site folder whose node_modules holds the manifests above, with `changes` applied. */
function site(changes: Record<string, string> = {}) {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'model-inputs-'));
  for (const [name, manifest] of Object.entries(installed)) {
    const dir = path.join(siteDir, 'node_modules', name);
    fs.mkdirSync(dir, {recursive: true});
    const version = changes[name] ?? manifest.version;
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({...manifest, version}));
  }
  return siteDir;
}

/** The persistent cache version the previews plugin gives a build of that site. */
function cacheVersion(dir: string): string {
  const config = previewsPlugin({siteDir: dir} as LoadContext).configureWebpack!(
    {experiments: {cache: {type: 'persistent', version: 'v'}}} as Configuration,
    false,
    {} as never,
    undefined,
  ) as {experiments: {cache: {version: string}}};
  return config.experiments.cache.version;
}

describe("the Figma model's inputs", () => {
  it("name every package's version, react-figma's dependencies included", () => {
    const inputs = modelInputs(site());
    expect(inputs).toContain('fontkit@2.0.4');
    expect(inputs).toContain('@fontsource/inter@5.3.0');
    expect(inputs).toContain('yoga-layout-prebuilt@1.9.3');
  });

  for (const name of ['fontkit', '@fontsource/inter', 'yoga-layout-prebuilt']) {
    it(`change both cache keys when ${name} changes version`, () => {
      const before = {inputs: modelInputs(site()).join(), cache: cacheVersion(siteDir)};
      fs.rmSync(siteDir, {recursive: true, force: true});
      const after = {
        inputs: modelInputs(site({[name]: '99.0.0'})).join(),
        cache: cacheVersion(siteDir),
      };
      expect(after.inputs).not.toBe(before.inputs);
      expect(after.cache).not.toBe(before.cache);
    });
  }
});
