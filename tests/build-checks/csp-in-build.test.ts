// The production build carries its Content-Security-Policy: every page has it as a <meta>
// (static hosts send no headers), and build/csp.conf has the same policy for nginx.
import {describe, expect, it} from 'vitest';
import {inlineScripts, scriptHash} from '../../src/plugins/csp/policy';
import {builtHtmlFiles, readBuilt} from '../lib/built-site';

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
