import {describe, expect, it} from 'vitest';
import {extractCodeBlocks, readRepoFile} from '../../tools/markdown-sources';
import {manifestProblems, networkAccess, pluginManifest, reachableOrigins} from './manifest';

describe('pluginManifest', () => {
  const manifest = pluginManifest({
    name: 'react-figma: View, example 1',
    id: 'view-1-ab',
    origins: [],
  });

  it('holds what docs/configure.mdx says a react-figma manifest needs', () => {
    const configure = 'docs/configure.mdx';
    const documented = extractCodeBlocks(configure, readRepoFile(configure)).find(
      ({meta}) => meta === 'title="manifest.json"',
    )!;
    expect(manifest).toEqual({
      ...JSON.parse(documented.code),
      name: 'react-figma: View, example 1',
      id: 'view-1-ab',
      // The zip holds the two bundles beside the manifest, not in the project's dist/.
      main: 'code.js',
      ui: 'ui.html',
    });
  });

  it('leaves out documentAccess: react-figma 0.31.0 does not run under dynamic-page', () => {
    expect(manifest).not.toHaveProperty('documentAccess');
  });

  it('passes its own check, as JSON', () => {
    expect(manifestProblems(JSON.parse(JSON.stringify(manifest)))).toEqual([]);
  });
});

describe('networkAccess', () => {
  it('allows nothing when the code requests nothing', () => {
    expect(networkAccess([])).toEqual({allowedDomains: ['none']});
  });

  it('allows exactly the origins requested, with a reason', () => {
    expect(networkAccess(['https://api.github.com', 'https://picsum.photos'])).toEqual({
      allowedDomains: ['https://api.github.com', 'https://picsum.photos'],
      reasoning: 'The example requests these addresses.',
    });
  });

  it('puts a local server under devAllowedDomains, as docs/hmr.mdx does', () => {
    expect(networkAccess(['http://localhost:8080', 'ws://localhost:8080'])).toEqual({
      allowedDomains: ['none'],
      reasoning: 'The example requests these addresses.',
      devAllowedDomains: ['http://localhost:8080', 'ws://localhost:8080'],
    });
  });
});

describe('reachableOrigins', () => {
  const reachable = (origins: string[]) =>
    reachableOrigins(pluginManifest({name: 'A', id: 'a', origins}));

  it('is empty when the manifest allows no network', () => {
    expect(reachable([])).toEqual([]);
  });

  it('lists the allowed domains, then the development ones, which a development plugin reaches', () => {
    expect(reachable(['https://a.example', 'http://localhost:8080'])).toEqual([
      'https://a.example',
      'http://localhost:8080',
    ]);
    expect(reachable(['ws://localhost:8080'])).toEqual(['ws://localhost:8080']);
  });
});

describe('manifestProblems', () => {
  const valid = pluginManifest({name: 'A', id: 'a', origins: ['https://example.com']});

  it('accepts a manifest with dynamic-page, which Figma documents', () => {
    expect(manifestProblems({...valid, documentAccess: 'dynamic-page'})).toEqual([]);
  });

  it.each([
    [{...valid, name: ''}, '"name" must be a non-empty string'],
    [{...valid, main: undefined}, '"main" must be a non-empty string'],
    [{...valid, editorType: []}, '"editorType" must list some of'],
    [{...valid, editorType: ['sketch']}, '"editorType" must list some of'],
    [{...valid, documentAccess: 'all'}, '"documentAccess" can only be "dynamic-page"'],
    [{...valid, networkAcess: {allowedDomains: ['none']}}, 'unknown field "networkAcess"'],
    [{...valid, networkAccess: {allowedDomains: []}}, 'must be a non-empty list of strings'],
    [
      {...valid, networkAccess: {allowedDomains: ['none', 'https://a.com']}},
      'cannot mix "none" with domains',
    ],
    [
      {...valid, networkAccess: {allowedDomains: ['none'], why: 'x'}},
      'unknown field "networkAccess.why"',
    ],
  ])('reports %j', (manifest, problem) => {
    expect(manifestProblems(manifest).join('\n')).toContain(problem);
  });

  it('rejects what is not an object', () => {
    expect(manifestProblems([])).toEqual(['not an object']);
  });
});
