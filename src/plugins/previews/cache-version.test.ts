// The previews plugin puts the Figma model's version into the bundler's persistent cache version,
// so that a changed model redraws pages a warm build would otherwise take from the cache. It
// relies on Docusaurus configuring Rspack's cache as `experiments.cache` (see CONTRIBUTING.md,
// "Upgrading"): anywhere else, the plugin must fail rather than serve stale figures.
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import type {Configuration} from 'webpack';
import {describe, expect, it} from 'vitest';
import previewsPlugin from '.';

const configure = (config: Record<string, unknown>) =>
  previewsPlugin({siteDir: path.resolve(__dirname, '../../..')} as LoadContext).configureWebpack!(
    config as Configuration,
    false,
    {} as never,
    undefined,
  );

describe('the previews plugin and the persistent cache', () => {
  it("extends the cache version Docusaurus sets, keeping Docusaurus's part", () => {
    const result = configure({
      cache: true,
      experiments: {cache: {type: 'persistent', version: 'client-production-en-3.10'}},
    }) as {experiments: {cache: {type: string; version: string}}};
    expect(result.experiments.cache.type).toBe('persistent');
    expect(result.experiments.cache.version).toMatch(
      /^client-production-en-3\.10-previews-[0-9a-f]+$/,
    );
  });

  it('changes nothing without a persistent cache (development, or the cache turned off)', () => {
    expect(configure({cache: true})).toEqual({});
    expect(configure({})).toEqual({});
  });

  it('fails when a persistent cache is configured where it does not look', () => {
    expect(() => configure({cache: {type: 'persistent'}})).toThrow(/persistent cache/);
  });
});
