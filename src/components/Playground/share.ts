// Edited code in a URL fragment: deflated and base64url-encoded, so a link carries the code itself
// and no server stores anything. Fragments never reach the server either. A link's code is capped:
// a page must never freeze on a crafted link, and no real example comes near the cap. So are the
// characters the editor marks, each of which it draws as an element of its own.
import {base64} from '../../figma-preview/base64';
import {countMarkedCharacters, maxMarkedCharacters} from './hidden-characters';

/** The most code (UTF-8 bytes) a link may carry: over twenty times the longest docs example. */
const maxLinkCodeBytes = 50_000;
/** The longest fragment value decoded: deflate barely grows incompressible code, base64 by 4/3. */
const maxEncodedLength = Math.ceil((maxLinkCodeBytes * 1.01 + 64) * (4 / 3));

export const tooLargeForLink = `over ${maxLinkCodeBytes / 1000} kB, the most code a link may carry`;

const toBase64Url = (bytes: Uint8Array) =>
  base64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

const fromBase64Url = (text: string) =>
  Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));

/** The stream's bytes, or null as soon as they pass `max`: a small link may inflate to gigabytes. */
async function collect(stream: ReadableStream<Uint8Array>, max: number) {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const {done, value} = await reader.read();
    if (done) break;
    size += value.length;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}

/** The fragment value for the code, or null when the code is too large for a link. */
export async function encodeCode(code: string): Promise<string | null> {
  const bytes = new TextEncoder().encode(code);
  if (bytes.length > maxLinkCodeBytes) return null;
  const deflated = new Blob([bytes]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return toBase64Url((await collect(deflated, Infinity))!);
}

/** What a link's fragment opens: its code, or why it was refused. */
export type SharedCode = {code: string} | {refused: string};

/** The code a fragment value carries, or null when it is not one this site wrote. */
export async function decodeCode(value: string): Promise<SharedCode | null> {
  if (value.length > maxEncodedLength) return {refused: `This link's code is ${tooLargeForLink}.`};
  try {
    const inflated = await collect(
      new Blob([fromBase64Url(value)]).stream().pipeThrough(new DecompressionStream('deflate-raw')),
      maxLinkCodeBytes,
    );
    if (!inflated) return {refused: `This link's code is ${tooLargeForLink}.`};
    const code = new TextDecoder('utf-8', {fatal: true}).decode(inflated);
    // The editor could not show more without freezing the page (hidden-characters.ts).
    const marked = countMarkedCharacters(code);
    if (marked > maxMarkedCharacters)
      return {
        refused: `This link's code has ${marked.toLocaleString('en-US')} control or invisible characters, over ${maxMarkedCharacters}, the most a link may carry.`,
      };
    return {code};
  } catch {
    return null;
  }
}

/** The fragment key of an example's edited code: `#edit-<example id>=<code>`. */
export const fragmentKey = (exampleId: string) => `edit-${exampleId}`;

/** The encoded code in the current URL's fragment for this key, if any. */
export function fragmentValue(key: string): string | null {
  const prefix = `#${key}=`;
  return window.location.hash.startsWith(prefix) ? window.location.hash.slice(prefix.length) : null;
}
