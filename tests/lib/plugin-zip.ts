// A Run in Figma download as the checks read it: the files every plugin zip holds
// (src/run-in-figma/make-plugin.ts writes them), and a zip's files as text. The unit test of
// make-plugin.ts and the engines suite share it.
import {strFromU8, unzipSync} from 'fflate';

/** The files of every plugin zip, sorted. */
export const pluginZipFiles = ['README.txt', 'code.js', 'manifest.json', 'ui.html'];

/** A zip's files, by name, as text. */
export function unzipText(bytes: Uint8Array): Record<string, string> {
  return Object.fromEntries(
    Object.entries(unzipSync(bytes)).map(([name, data]) => [name, strFromU8(data)]),
  );
}
