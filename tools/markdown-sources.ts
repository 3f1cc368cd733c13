// The site's Markdown sources as the build reads them: the files, their fenced code blocks and
// their claim markers. TypeScript, not plain JavaScript like the rest of tools/: only Vitest and
// vite-node (scripts/update-react-versions.ts) load it.
import fs from 'node:fs';
import path from 'node:path';
import remarkComment from '@slorber/remark-comment';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {repoRoot} from './repo-root.cjs';
import {claimDirective, readClaimMarker} from '../src/plugins/claim-markers';
import type {MdNode} from '../src/plugins/markdown-node';
import {codeLanguages, fragmentReason} from '../src/plugins/previews/fence-meta';

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

/**
 * The parser the build reads Markdown and MDX with (remark with MDX, GFM, directives and HTML
 * comments, as @docusaurus/mdx-loader sets it up), so a block is found where the build finds one.
 */
const parser = unified()
  .use(remarkParse)
  .use(remarkMdx)
  .use(remarkGfm)
  .use(remarkDirective)
  .use(remarkComment);

/** The tree of a text, parsed once per process: many checks read the same pages. */
const trees = new Map<string, MdNode>();
function parse(text: string): MdNode {
  let tree = trees.get(text);
  if (!tree) trees.set(text, (tree = parser.parse(text) as MdNode));
  return tree;
}

/** Fenced blocks of a Markdown/MDX text, including nested ones (lists, tabs, admonitions). */
export function extractCodeBlocks(file: string, text: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  const walk = (node: MdNode) => {
    if (node.type === 'code' && node.position) {
      blocks.push({
        file,
        line: node.position.start.line,
        endLine: (node.position.end ?? node.position.start).line,
        lang: (node.lang ?? '').toLowerCase(),
        meta: (node.meta ?? '').trim(),
        code: node.value ?? '',
      });
    }
    node.children?.forEach(walk);
  };
  walk(parse(text));
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

export interface ClaimMarker {
  /** Repo-relative Markdown file. */
  file: string;
  /** 1-based line of the marker. */
  line: number;
  /** The marker's id, or undefined when it is malformed (the build then fails). */
  id: string | undefined;
  /** The sentence the marker ends, as plain text (for the page "How this site knows"). */
  sentence: string;
}

/** Plain text of a Markdown node: text, inline code and the text of links and emphasis. */
const plainText = (node: MdNode): string =>
  node.type === 'text' || node.type === 'inlineCode'
    ? (node.value ?? '')
    : node.type.endsWith('Directive')
      ? ''
      : (node.children ?? []).map(plainText).join('');

/** The last sentence of `text`: from after the last full stop followed by a capital letter. */
function lastSentence(text: string): string {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  const starts = [...trimmed.matchAll(/[.!?:] (?=[A-Z`*"“(])/g)].map(
    (match) => match.index + match[0].length,
  );
  // A stop before the end itself ends the sentence we want, not the one before.
  const start = starts.filter((index) => index < trimmed.length - 1).at(-1) ?? 0;
  return trimmed.slice(start);
}

/** The `:claim{#id}` markers of a Markdown/MDX text (src/plugins/claim-markers). */
export function extractClaimMarkers(file: string, text: string): ClaimMarker[] {
  const markers: ClaimMarker[] = [];
  const walk = (node: MdNode) => {
    node.children?.forEach((child, index) => {
      if (child.type.endsWith('Directive') && child.name === claimDirective) {
        const marker = readClaimMarker(child);
        markers.push({
          file,
          line: child.position?.start.line ?? 0,
          id: 'id' in marker ? marker.id : undefined,
          sentence: lastSentence(node.children!.slice(0, index).map(plainText).join('')),
        });
      }
      walk(child);
    });
  };
  walk(parse(text));
  return markers;
}

/** Every claim marker of the published Markdown. */
export function allClaimMarkers(): ClaimMarker[] {
  return listMarkdownFiles().flatMap((file) => extractClaimMarkers(file, readRepoFile(file)));
}

export interface CollectedBlocks {
  compiled: CodeBlock[];
  fragments: Array<CodeBlock & {reason: string}>;
  /** Fragment markers without a reason: always an error. */
  unexplained: CodeBlock[];
}

/** Every tsx/ts/jsx block of the site's Markdown, sorted by whether it is a fragment. */
export function collectCodeBlocks(): CollectedBlocks {
  const result: CollectedBlocks = {compiled: [], fragments: [], unexplained: []};
  for (const file of listMarkdownFiles()) {
    for (const block of extractCodeBlocks(file, readRepoFile(file))) {
      if (!(block.lang in codeLanguages)) continue;
      const reason = fragmentReason(block.meta);
      if (reason === null) result.compiled.push(block);
      else if (reason === '') result.unexplained.push(block);
      else result.fragments.push({...block, reason});
    }
  }
  return result;
}
