// Finds the Markdown sources of the site and the fenced code blocks inside them.
import fs from 'node:fs';
import path from 'node:path';
import {repoRoot} from './typescript-setup';

/** Folders whose .md/.mdx files are published (src/ holds pages and MDX partials). */
export const contentDirs = ['docs', 'blog', 'src'];

export function listFiles(dir: string, test: (file: string) => boolean): string[] {
  const absolute = path.join(repoRoot, dir);
  if (!fs.existsSync(absolute)) return [];
  return fs
    .readdirSync(absolute, {recursive: true, encoding: 'utf8'})
    .filter((name) => !name.split(path.sep).includes('node_modules') && test(name))
    .map((name) => path.join(dir, name))
    .sort();
}

export function listMarkdownFiles(dirs: string[] = contentDirs): string[] {
  return dirs.flatMap((dir) => listFiles(dir, (name) => /\.mdx?$/.test(name)));
}

export function readRepoFile(relativePath: string): string {
  return fs.readFileSync(path.join(repoRoot, relativePath), 'utf8');
}

export interface CodeBlock {
  /** Repo-relative Markdown file. */
  file: string;
  /** 1-based line of the opening fence. */
  line: number;
  /** 1-based line of the closing fence. */
  endLine: number;
  lang: string;
  meta: string;
  code: string;
}

const openingFence = /^(\s*)(`{3,}|~{3,})\s*([^\s`]*)\s*(.*)$/;

/** Fenced blocks of a Markdown/MDX text, including indented ones (lists, tabs). */
export function extractCodeBlocks(file: string, text: string): CodeBlock[] {
  const lines = text.split('\n');
  const blocks: CodeBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = openingFence.exec(lines[i]);
    if (!open) continue;
    const [, indent, fence, lang, meta] = open;
    const closing = new RegExp(`^\\s*${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
    const body: string[] = [];
    let j = i + 1;
    while (j < lines.length && !closing.test(lines[j])) {
      // Drop the fence's own indentation, as CommonMark does.
      body.push(lines[j].replace(new RegExp(`^ {0,${indent.length}}`), ''));
      j++;
    }
    blocks.push({
      file,
      line: i + 1,
      endLine: j + 1,
      lang: lang.toLowerCase(),
      meta: meta.trim(),
      code: body.join('\n'),
    });
    i = j;
  }
  return blocks;
}

/** Text of a Markdown file with fenced code replaced by blank lines (keeps line numbers). */
export function proseOf(text: string): string {
  const lines = text.split('\n');
  for (const block of extractCodeBlocks('', text)) {
    for (let i = block.line - 1; i < block.endLine && i < lines.length; i++) lines[i] = '';
  }
  return lines.join('\n');
}
