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

  it('finds a URL in a string after a division that follows `++`, and in a template part', () => {
    expect(
      originsOf(`let step = 0;
const half = step++ / 2; const url = "https://a.example/x";
fetch(\`https://b.example/\${half}\`);`),
    ).toEqual(['https://a.example', 'https://b.example']);
  });

  it('finds a URL in a JSX attribute string', () => {
    expect(
      originsOf(`import {Image, render} from 'react-figma';
render(<Image source="https://c.example/p.png" style={{width: 1, height: 1}} />);`),
    ).toEqual(['https://c.example']);
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
      'ignores a URL quoted in a comment after a division that follows `++`',
      `let step = 0;
const half = step++ / 2; // notes: "https://evil.example"
fetch(['https:', '', 'real.example', ''].join('/'));`,
    ],
    [
      'ignores a URL quoted in a block comment after `--`',
      `let step = 2;\nconst half = step-- / 2; /* "https://evil.example" */`,
    ],
    [
      'ignores a regular expression holding quotes, and the comment after it',
      `const ok = true;\nif (ok) /'"/.test('a'); // "https://evil.example"`,
    ],
    ['ignores a URL inside a regular expression', `const pattern = /[https://evil.example]/;`],
    [
      'ignores a URL in a comment inside JSX',
      `import {Page, render} from 'react-figma';
const n = 1;
render(<Page isCurrent>{n++ / 2 /* "https://evil.example" */}{/* 'https://evil.example' */}</Page>);`,
    ],
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
