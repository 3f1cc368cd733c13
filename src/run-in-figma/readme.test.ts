import {describe, expect, it} from 'vitest';
import {pluginManifest} from './manifest';
import {pluginReadme} from './readme';

const readme = (origins: string[]) =>
  pluginReadme({
    manifest: pluginManifest({name: 'react-figma: Image, example 1', id: 'x', origins}),
    origin: 'example 1 of "Image", https://react-figma.dev/docs/api/image',
    docsUrl: 'https://react-figma.dev/docs/',
  });

/** The text holds every one of `phrases`, each to the letter. */
const expectSaysAll = (text: string, phrases: string[]) => {
  for (const phrase of phrases) expect(text).toContain(phrase);
};

describe('pluginReadme', () => {
  it('gives the three steps, in the desktop app, with the menu the plugin appears in', () => {
    expectSaysAll(readme([]), [
      'Figma desktop app',
      'Plugins > Development > Import new plugin\n   from manifest...',
      'Plugins > Development > react-figma: Image, example 1.',
      'Plugins > Development > Open Console...',
      'https://react-figma.dev/docs/try-in-figma',
    ]);
  });

  it('says why there is no documentAccess, as docs/configure.mdx does', () => {
    expect(readme([])).toMatch(/no "documentAccess": "dynamic-page"[\s\S]*react-figma 0\.31\.0/);
    expect(readme([])).toContain('https://react-figma.dev/docs/configure#manifestjson');
  });

  it('lists the domains the manifest allows, why, and what it cannot know', () => {
    expect(readme([])).toContain('allows no network access');
    const text = readme(['https://picsum.photos', 'http://localhost:3000']);
    expect(text).toContain(
      'reach these addresses, and Figma blocks\nevery other:\n  https://picsum.photos\n' +
        '  http://localhost:3000  (devAllowedDomains: in development)\n',
    );
    expectSaysAll(text, [
      "because the example's code names them in its strings",
      'only once you allowed them',
      'keep this access only if you trust the code',
      'redirects elsewhere',
    ]);
  });

  it('keeps to 80 columns', () => {
    const long = readme(['https://picsum.photos', 'http://localhost:3000'])
      .split('\n')
      .filter((line) => line.length > 80);
    expect(long).toEqual([]);
  });
});
