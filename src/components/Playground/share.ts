// Edited code in a URL fragment: deflated and base64url-encoded, so a link carries the code itself
// and no server stores anything. Fragments never reach the server either.

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

const fromBase64Url = (text: string) =>
  Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));

async function pipe(
  bytes: Uint8Array<ArrayBuffer>,
  stream: CompressionStream | DecompressionStream,
) {
  const piped = new Blob([bytes]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(piped).arrayBuffer());
}

export async function encodeCode(code: string): Promise<string> {
  const deflated = await pipe(new TextEncoder().encode(code), new CompressionStream('deflate-raw'));
  return toBase64Url(deflated);
}

/** The code a fragment value carries, or null when it is not one this site wrote. */
export async function decodeCode(value: string): Promise<string | null> {
  try {
    const inflated = await pipe(fromBase64Url(value), new DecompressionStream('deflate-raw'));
    return new TextDecoder('utf-8', {fatal: true}).decode(inflated);
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
