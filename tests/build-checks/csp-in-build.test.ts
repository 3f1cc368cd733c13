// The production build carries its Content-Security-Policy: every page has it as a <meta>
// (static hosts send no headers), and build/csp.conf has the same policy for nginx. The
// playground's sandbox, no page, carries a stricter one of its own.
import {readdirSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {inlineScripts, scriptHash} from '../../src/plugins/csp/policy';
import {sandboxDocument} from '../../src/plugins/playground';
import {buildDir} from '../../tools/site-files.mjs';
import {builtHtmlFiles, readBuilt} from '../lib/built-site';

const builtFiles = () => readdirSync(buildDir, {recursive: true, encoding: 'utf8'});

const pages = builtHtmlFiles().map((file) => ({file, html: readBuilt(file)}));
const metaTag = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/g;
const header = /add_header Content-Security-Policy "([^"]+)" always;/.exec(
  readBuilt('csp.conf'),
)?.[1];

describe('the CSP in the build', () => {
  it('covers every page of the build', () => {
    expect(pages.length).toBeGreaterThan(40);
    expect(pages.map(({file}) => file)).toContain('404.html');
  });

  it.each(pages)(
    '$file: one policy, before any script, allowing exactly its inline scripts',
    ({html}) => {
      const policies = [...html.matchAll(metaTag)];
      expect(policies).toHaveLength(1);
      const [{0: tag, 1: policy, index}] = policies as [RegExpExecArray];
      expect(html.indexOf('<script')).toBeGreaterThan(index + tag.length);
      const scriptSrc = /(?:^|; )script-src ([^;]+)/.exec(policy!)![1]!.split(' ');
      for (const script of inlineScripts(html)) expect(scriptSrc).toContain(scriptHash(script));
      expect(scriptSrc.filter((source) => source.startsWith("'unsafe-"))).toEqual([]);
      // A <meta> policy cannot carry these; browsers log an error for them.
      expect(policy).not.toMatch(/frame-ancestors|report-uri|sandbox/);
      expect(`${policy}; frame-ancestors 'none'`).toBe(header);
    },
  );
});

describe("the playground's sandbox", () => {
  const [sandbox, ...others] = builtFiles().filter((file) =>
    new RegExp(sandboxDocument).test(file),
  );
  const html = readBuilt(sandbox!);
  const policies = [...html.matchAll(metaTag)].map((match) => match[1]!.replaceAll('&quot;', '"'));

  it('is one document, with its own policy only: its script, evaluation, and no request', () => {
    expect(others).toEqual([]);
    expect(policies).toHaveLength(1);
    const [script, ...more] = inlineScripts(html);
    expect(more).toEqual([]);
    expect(policies[0]).toBe(
      `default-src 'none'; script-src ${scriptHash(script!)} 'unsafe-eval'; worker-src blob:; base-uri 'none'; form-action 'none'`,
    );
  });

  it('gives nginx the same policy, with the framing rules a <meta> cannot carry', () => {
    expect(readBuilt('playground-sandbox.conf')).toContain(
      `add_header Content-Security-Policy "${policies[0]}; frame-ancestors 'self'; sandbox allow-scripts" always;`,
    );
  });
});
