import {connect} from 'node:net';

export type RawResponse = {
  status: number;
  headers: Array<[name: string, value: string]>;
  body: string;
};

/**
 * GET with the request target sent byte for byte, as an attacker can: an HTTP client or a
 * browser would normalise or encode backslashes, tabs and CR/LF before they reach the server.
 */
export function rawGet(port: number, target: string, headers: string[] = []): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () => {
      const head = [`GET ${target} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close', ...headers];
      socket.end(`${head.join('\r\n')}\r\n\r\n`, 'latin1');
    });
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no answer for ${target}`)));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const split = text.indexOf('\r\n\r\n');
      const [statusLine = '', ...lines] = text.slice(0, split).split('\r\n');
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1] ?? NaN),
        headers: lines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
        }),
        body: text.slice(split + 4),
      });
    });
  });
}
