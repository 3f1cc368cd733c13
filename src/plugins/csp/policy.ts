import {createHash} from 'node:crypto';

/** CSP directives by name, each with its sources; `script-src` gains the build's hashes. */
export type CspOptions = {
  directives: Record<string, string[]>;
  /**
   * Regular expressions (sources) for files of build/, by path relative to it, that carry a policy
   * of their own and are no pages of the site: the playground's sandbox. They are left as they are.
   */
  ownPolicy?: string[];
};

/** The nginx include the build writes beside its pages (deploy/security-headers.conf reads it). */
export const nginxIncludeName = 'csp.conf';

/** Directives a `<meta>` policy cannot carry: browsers ignore them there, with a console error. */
const headerOnly = new Set(['frame-ancestors', 'report-uri', 'report-to', 'sandbox']);

/** Script types a browser executes; JSON-LD and other data blocks are not subject to CSP. */
const executableTypes = new Set(['', 'text/javascript', 'application/javascript', 'module']);

const attribute = (attrs: string, name: string) =>
  new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
    .exec(attrs)
    ?.slice(1)
    .find((value) => value !== undefined);

/** Contents of the inline, executable `<script>` elements of one HTML document. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attrs = '', body = ''] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi,
  )) {
    if (/(?:^|\s)src\s*=/i.test(attrs)) continue;
    const type = (attribute(attrs, 'type') ?? '').trim().toLowerCase();
    if (executableTypes.has(type) && body.length > 0) scripts.push(body);
  }
  return scripts;
}

/** Inline event-handler attributes (onload=…) would need 'unsafe-hashes': the build refuses them. */
export function inlineHandlers(html: string): string[] {
  return [...html.matchAll(/<[a-z][^<>]*?\s(on[a-z]+)\s*=/gi)].map((match) => match[1]!);
}

export const scriptHash = (script: string) =>
  `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/** The policy as a header value: every directive, `script-src` with the hashes added. */
export function headerPolicy({directives}: CspOptions, hashes: string[]): string {
  return Object.entries(directives)
    .map(([name, sources]) =>
      [name, ...(name === 'script-src' ? [...sources, ...hashes] : sources)].join(' '),
    )
    .join('; ');
}

/** An nginx include that sends `header` as the policy; `writer` names the plugin that wrote it. */
export const nginxPolicyInclude = (header: string, writer: string) =>
  [
    `# Written by the build (${writer}).`,
    `add_header Content-Security-Policy "${header}" always;`,
    '',
  ].join('\n');

/** The same policy without the directives a `<meta>` element cannot carry. */
export function metaPolicy(options: CspOptions, hashes: string[]): string {
  const directives = Object.fromEntries(
    Object.entries(options.directives).filter(([name]) => !headerOnly.has(name)),
  );
  return headerPolicy({directives}, hashes);
}

/**
 * Puts the policy first in `<head>` (right after the charset, which must stay in the first
 * 1024 bytes): a `<meta>` policy governs only what follows it.
 */
export function withMetaPolicy(html: string, policy: string): string {
  if (/<meta\s+http-equiv=["']?content-security-policy/i.test(html)) {
    throw new Error('the page already has a Content-Security-Policy <meta>');
  }
  const tag = `<meta http-equiv="Content-Security-Policy" content="${policy.replaceAll('"', '&quot;')}">`;
  const anchor = /<meta\s+charset=[^>]*>/i.exec(html) ?? /<head(?:\s[^>]*)?>/i.exec(html);
  if (!anchor) throw new Error('the page has no <head>');
  const at = anchor.index + anchor[0].length;
  return html.slice(0, at) + tag + html.slice(at);
}
