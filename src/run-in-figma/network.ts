// The addresses an example requests, read from its code, for the manifest's networkAccess: Figma
// blocks every request to a domain the manifest does not list. Only what the code spells out can
// be found: a URL put together at run time, or a server that redirects elsewhere, is not, and the
// README of the download says so. The code read is the compiled module, plain JavaScript, where
// JSX text and attributes are strings. Only string literals and the text of templates count, as
// sucrase's parser tells them apart (code-segments.ts): a URL in a comment or a regular
// expression is never requested, so it never gains network access.
import {codeSegments} from '../figma-preview/code-segments';

/**
 * XML namespace names look like URLs but are never requested: `xmlns="http://www.w3.org/2000/svg"`
 * in an Svg's markup, for one.
 */
const namespaceHosts = new Set(['www.w3.org']);

const urlPattern = /\b(https?|wss?):\/\/([a-z0-9](?:[a-z0-9.-]*[a-z0-9])?|\[[0-9a-f:]+\])(:\d+)?/gi;

/**
 * The origins (scheme, host and port) of the URLs the code spells out in its strings and
 * templates, in order of appearance. Throws when the code does not parse.
 */
export function networkOrigins(code: string): string[] {
  const origins = new Set<string>();
  const text = codeSegments(code)
    .filter(({kind}) => kind === 'string' || kind === 'template')
    .map((segment) => segment.text)
    .join(' ');
  for (const [, scheme, host, port = ''] of text.matchAll(urlPattern)) {
    if (namespaceHosts.has(host.toLowerCase())) continue;
    origins.add(`${scheme.toLowerCase()}://${host.toLowerCase()}${port}`);
  }
  return [...origins];
}
