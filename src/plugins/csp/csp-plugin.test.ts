// The CSP plugin (src/plugins/csp): what it writes into a build, and that the policy follows
// the build's inline scripts, so it can never go stale.
import {mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {applyPolicy} from '.';
import {inlineScripts, scriptHash, withMetaPolicy} from './policy';

const options = {
  directives: {
    'default-src': ["'self'"],
    'script-src': ["'self'", 'https://buttons.github.io'],
    'frame-ancestors': ["'none'"],
  },
};
const page = (script: string) =>
  `<!doctype html><html><head><meta charset=UTF-8><title>x</title><script src=/a.js defer></script></head>` +
  `<body><script>${script}</script><script type=application/ld+json>{"a":1}</script></body></html>`;

let dirs: string[] = [];
function site(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'csp-plugin-'));
  dirs.push(dir);
  for (const [file, html] of Object.entries(files)) {
    mkdirSync(join(dir, file, '..'), {recursive: true});
    writeFileSync(join(dir, file), html);
  }
  return dir;
}
afterEach(() => {
  for (const dir of dirs) rmSync(dir, {recursive: true, force: true});
  dirs = [];
});

describe('inlineScripts', () => {
  it('finds executable inline scripts, not external ones or data blocks', () => {
    expect(inlineScripts(page('theme()'))).toEqual(['theme()']);
    expect(
      inlineScripts('<script type="module">m()</script><script type=text/x-data>d</script>'),
    ).toEqual(['m()']);
  });
});

describe('applyPolicy', () => {
  it('puts one policy with every page’s script hashes first in each page, header-only directives left out', async () => {
    const dir = site({'index.html': page('one()'), 'docs/x/index.html': page('two()')});
    const {meta, header} = await applyPolicy(dir, options);
    const hashes = [scriptHash('one()'), scriptHash('two()')].sort();
    expect(meta).toBe(
      `default-src 'self'; script-src 'self' https://buttons.github.io ${hashes.join(' ')}`,
    );
    expect(header).toBe(`${meta}; frame-ancestors 'none'`);
    for (const file of ['index.html', 'docs/x/index.html']) {
      const html = readFileSync(join(dir, file), 'utf8');
      // Right after the charset, so it governs every script that follows.
      expect(html).toContain(
        `<meta charset=UTF-8><meta http-equiv="Content-Security-Policy" content="${meta}"><title>`,
      );
    }
    expect(readFileSync(join(dir, 'csp.conf'), 'utf8')).toContain(
      `add_header Content-Security-Policy "${header}" always;`,
    );
  });

  it('changes the policy when a build changes an inline script', async () => {
    const before = await applyPolicy(site({'index.html': page('theme("light")')}), options);
    const after = await applyPolicy(site({'index.html': page('theme("dark")')}), options);
    expect(before.meta).toContain(scriptHash('theme("light")'));
    expect(after.meta).toContain(scriptHash('theme("dark")'));
    expect(after.meta).not.toContain(scriptHash('theme("light")'));
  });

  it('refuses inline event handlers, which no hash can allow', async () => {
    const dir = site({
      'index.html': '<html><head></head><body><img src=x onerror="alert(1)"></body></html>',
    });
    await expect(applyPolicy(dir, options)).rejects.toThrow(/inline event handlers \(onerror\)/);
  });

  it('refuses a page that already has a policy, and one without <head>', () => {
    const tagged = withMetaPolicy(page('a()'), "default-src 'self'");
    expect(() => withMetaPolicy(tagged, "default-src 'self'")).toThrow(/already/);
    expect(() => withMetaPolicy('<p>no head</p>', "default-src 'self'")).toThrow(/no <head>/);
  });
});
