// Code is highlighted during the build (src/plugins/build-time-highlight): every code block of
// the built pages carries its colored tokens, and no page ships Prism to highlight it again.
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {buildDir, builtPages} from '../../tools/site-files.mjs';

/** Languages whose every block has a keyword, string or punctuation token. */
const tokenRich = ['tsx', 'ts', 'typescript', 'jsx', 'js', 'javascript', 'json'];

const blocks = builtPages().flatMap((page) => {
  const html = readFileSync(join(buildDir, page, 'index.html'), 'utf8');
  return [
    ...html.matchAll(/<pre[^>]*class="prism-code language-([\w-]+)[^"]*"[^>]*>([\s\S]*?)<\/pre>/g),
  ].map(([, language, body]) => ({page, language: language!, body: body!}));
});

describe('build-time highlighting', () => {
  it('colors the code blocks of every built page', () => {
    const rich = blocks.filter((block) => tokenRich.includes(block.language));
    expect(rich.length, 'the site has code blocks to check').toBeGreaterThan(50);
    const plain = rich
      .filter(({body}) => !/class="token (?!plain")[\w -]+"/.test(body))
      .map(
        ({page, language, body}) =>
          `${page} ${language}: ${body.replace(/<[^>]+>/g, '').slice(0, 60)}`,
      );
    expect(plain, 'blocks rendered without highlighting').toEqual([]);
  });

  it('ships no Prism in any script', () => {
    const scripts = readdirSync(join(buildDir, 'assets/js')).filter((f) => f.endsWith('.js'));
    // A hook name of Prism's tokenizer (and of prism-react-renderer's useTokenize).
    const withPrism = scripts.filter((f) =>
      readFileSync(join(buildDir, 'assets/js', f), 'utf8').includes('before-tokenize'),
    );
    expect(scripts.length).toBeGreaterThan(10);
    expect(withPrism).toEqual([]);
  });
});
