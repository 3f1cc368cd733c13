import {describe, expect, it} from 'vitest';
import {compileExample} from '../figma-preview/compile';
import {networkOrigins} from './network';

/** The origins found in a tsx example, read from its compiled module as Run in Figma reads it. */
const originsOf = (tsx: string) => networkOrigins(compileExample(tsx, 'tsx'));

describe('networkOrigins', () => {
  it('finds the origin of a URL the code fetches', () => {
    expect(
      originsOf(`fetch('https://api.github.com/repos/react-figma/react-figma').then(() => {});`),
    ).toEqual(['https://api.github.com']);
  });

  it('finds URLs in JSX attributes, templates and regular strings, once each, in order', () => {
    const code = `import {Image, Page, render} from 'react-figma';
const id = 7;
render(
  <Page isCurrent>
    <Image source="https://picsum.photos/200" style={{width: 10, height: 10}} />
    <Image source={{uri: \`https://cdn.example.com/\${id}.png\`}} style={{width: 10, height: 10}} />
    <Image source={'https://picsum.photos/300'} style={{width: 10, height: 10}} />
  </Page>,
);`;
    expect(originsOf(code)).toEqual(['https://picsum.photos', 'https://cdn.example.com']);
  });

  it('keeps the scheme and port, and lowercases the host', () => {
    expect(
      originsOf(`new WebSocket('ws://LocalHost:8080/socket'); fetch('http://127.0.0.1:3000');`),
    ).toEqual(['ws://localhost:8080', 'http://127.0.0.1:3000']);
  });

  it('does not take a regular expression for a comment', () => {
    expect(originsOf(`const slash = /\\/\\//; fetch('https://a.example');`)).toEqual([
      'https://a.example',
    ]);
  });

  it.each([
    [
      'ignores URLs in comments',
      `// Data from https://reqres.in, see /* https://example.org */\nconst a = 1;`,
    ],
    [
      'ignores XML namespace names, which are never requested',
      `const svg = '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"/>';`,
    ],
    ['finds nothing in code that requests nothing', `export const A = () => null;`],
  ])('%s', (_, code) => {
    expect(originsOf(code)).toEqual([]);
  });
});
