// Finds where the site's own code leans on a dependency's internals: a module path inside a
// package's dist/, lib/ or internal folder (as an import, a require, a `declare module`, or a
// bundler pattern that matches such a file), and every module replacement (a bundler alias, a
// NormalModuleReplacementPlugin). Each finding must have its row in CONTRIBUTING.md's upgrade
// checklist, so that an upgrade never breaks one that nobody knew about.
import ts from 'typescript';
import {packageOf} from './site-sources';

export interface Finding {
  /** The file, relative to the repository, with forward slashes. */
  file: string;
  line: number;
  /** The package whose module is named or replaced. */
  packageName: string;
  /** The specifier, pattern or alias key as written. */
  text: string;
  /**
   * `private-path`: a file inside the package; `replacement`: the bundler loads something else
   * where the package's module is asked for; `package-swap`: an alias of a whole package to
   * another package by its public name (react to react-16), which touches no internals.
   */
  kind: 'private-path' | 'replacement' | 'package-swap';
}

const privateSegment = /^(dist|lib|internal)$/;

/** `pkg/…/dist/…`: a specifier naming a file inside a package's private folders. */
function privatePackagePath(specifier: string): string | undefined {
  const name = packageOf(specifier);
  if (!name) return undefined;
  const rest = specifier.slice(name.length + 1).split('/');
  return rest.some((segment) => privateSegment.test(segment)) ? name : undefined;
}

/**
 * A regular expression over resolved file paths that names a package's private folder, such as
 * `/@docusaurus[\\/]theme-classic[\\/]lib[\\/]nprogress/`: the package it names.
 */
function privatePathPattern(source: string): string | undefined {
  const separator = String.raw`(?:\[\\\\\/\]|\\\/|\/)`;
  const match = new RegExp(
    String.raw`(@(?:[\w-]|\\?\.)+)?${separator}?((?:[\w-]|\\?\.)+)${separator}(?:dist|lib|internal)${separator}`,
  ).exec(source);
  if (!match) return undefined;
  const name = (part: string) => part.replace(/\\\./g, '.');
  return match[1] ? `${name(match[1])}/${name(match[2]!)}` : name(match[2]!);
}

const calleeName = (node: ts.CallExpression | ts.NewExpression) => {
  const callee = node.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return '';
};

/** The findings in one source file. */
export function findPrivatePaths(file: string, source: string): Finding[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const findings: Finding[] = [];
  const add = (node: ts.Node, packageName: string, text: string, kind: Finding['kind']) =>
    findings.push({
      file,
      line: sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1,
      packageName,
      text,
      kind,
    });
  /** Nodes already reported as a replacement, so the same text is not reported twice. */
  const replaced = new Set<ts.Node>();

  const visit = (node: ts.Node) => {
    // alias: {'prism-react-renderer$': …, react: 'react-16'} in a bundler's options.
    if (
      ts.isPropertyAssignment(node) &&
      node.name.getText(sourceFile).replace(/['"]/g, '') === 'alias' &&
      ts.isObjectLiteralExpression(node.initializer)
    ) {
      for (const entry of node.initializer.properties) {
        if (!ts.isPropertyAssignment(entry)) continue;
        const key = entry.name.getText(sourceFile).replace(/^['"]|['"]$/g, '');
        const name = packageOf(key);
        if (!name) continue;
        const target = entry.initializer;
        const swap =
          ts.isStringLiteral(target) && packageOf(target.text) === target.text && key === name;
        add(entry, name, key, swap ? 'package-swap' : 'replacement');
        replaced.add(entry.name);
        if (ts.isStringLiteral(target)) replaced.add(target);
      }
    }
    // new NormalModuleReplacementPlugin(pattern, …) and the site's replaceModule(pattern, …).
    if (
      (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
      /^(NormalModuleReplacementPlugin|replaceModule)$/.test(calleeName(node)) &&
      node.arguments?.[0]
    ) {
      const pattern = node.arguments[0];
      const text = pattern.getText(sourceFile);
      const name = ts.isRegularExpressionLiteral(pattern)
        ? privatePathPattern(pattern.text)
        : ts.isStringLiteral(pattern)
          ? packageOf(pattern.text)
          : undefined;
      // A pattern held in a variable is reported where the variable is written.
      if (name) {
        add(node, name, text, 'replacement');
        replaced.add(pattern);
      }
    }
    if (!replaced.has(node)) {
      if (ts.isStringLiteralLike(node)) {
        const name = privatePackagePath(node.text);
        if (name) add(node, name, node.text, 'private-path');
      } else if (ts.isRegularExpressionLiteral(node)) {
        const name = privatePathPattern(node.text);
        if (name) add(node, name, node.text, 'private-path');
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return findings;
}

export interface ChecklistRow {
  /** The "What the site relies on" cell, as written. */
  what: string;
  /** The files the "Where" cell names in backticks. */
  where: string[];
}

/** The rows of the table under the upgrade heading in CONTRIBUTING.md. */
export function readChecklist(markdown: string): ChecklistRow[] {
  const section = markdown.split(/^## Upgrading Docusaurus[^\n]*$/m)[1]?.split(/^## /m)[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| ') && !/^\| (What|---)/.test(line))
    .map((line) => {
      const cells = line.split(/(?<!\\)\|/).map((cell) => cell.trim());
      return {
        what: cells[1] ?? '',
        where: [...(cells[2] ?? '').matchAll(/`([^`]+)`/g)].map((match) => match[1]!),
      };
    });
}

/** Whether a row of the checklist names this finding: its file, and its package or text. */
export function listedBy(finding: Finding, rows: ChecklistRow[]): boolean {
  return rows.some(
    (row) =>
      row.where.some((where) => where === finding.file) &&
      (row.what.includes(finding.packageName) || row.what.includes(finding.text)),
  );
}
