// Every visible "react-figma X" on the site reads one constant (src/utils/react-figma-version.ts),
// which is the version package.json pins and node_modules holds: an upgrade of react-figma then
// changes what the site says in one place.
import {execFileSync} from 'node:child_process';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import installed from 'react-figma/package.json';
import {reactFigmaVersion} from '../../src/utils/react-figma-version';
import {readRepoFile} from '../../tools/markdown-sources';
import {repoRoot} from '../lib/typescript-setup';

const sources = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard', 'src'],
  {cwd: repoRoot, encoding: 'utf8'},
)
  .split('\n')
  .filter((file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file));

/** Strings, template parts and JSX text that spell `version` (comments are not shown to readers). */
function spelledIn(file: string, version: string): number[] {
  const source = ts.createSourceFile(file, readRepoFile(file), ts.ScriptTarget.Latest, true);
  const lines: number[] = [];
  const visit = (node: ts.Node) => {
    const text =
      ts.isStringLiteralLike(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
        ? node.text
        : '';
    if (text.includes(version))
      lines.push(source.getLineAndCharacterOfPosition(node.getStart()).line + 1);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return lines;
}

describe("react-figma's version", () => {
  it('is the installed one', () => {
    expect(reactFigmaVersion).toBe(installed.version);
  });

  it('is spelled out in no string of the site but the constant', () => {
    const spelled = sources
      .filter((file) => file !== 'src/utils/react-figma-version.ts')
      .flatMap((file) => spelledIn(file, reactFigmaVersion).map((line) => `${file}:${line}`));
    expect(spelled).toEqual([]);
  });
});
