// What the build checks read of build/ besides the page list of tools/site-files.mjs: every HTML
// file (the pages and 404.html), any file's text, and the search index.
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {buildDir, builtPages, searchIndexFiles} from '../../tools/site-files.mjs';

/** A file of build/ (a path relative to it), as text. */
export const readBuilt = (file: string) => readFileSync(join(buildDir, file), 'utf8');

/** Every HTML file of the build, relative to build/: each page's index.html, and 404.html. */
export const builtHtmlFiles = () => [
  ...builtPages().map((page) => join(page.slice(1), 'index.html')),
  '404.html',
];

/** The search index's file name in build/ (the name carries a hash of its content). */
export function searchIndexFile(): string {
  const [file] = searchIndexFiles();
  if (!file) throw new Error('build/ has no search index');
  return file;
}
