// A production install (`npm install --omit=dev`) builds the site: every package the build and
// the site's bundles load at run time is a dependency, never a devDependency. Type-only imports
// need nothing installed at run time and are left out.
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import packageJson from '../../package.json';
import {readRepoFile} from '../../tools/markdown-sources';
import {packageOf, sourceFiles} from '../lib/site-sources';

/** Where a file loads a package at run time: value imports, requires, resolves, bundler aliases. */
function runtimePackages(file: string, source: string): {name: string; line: number}[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: {name: string; line: number}[] = [];
  const add = (node: ts.Node, specifier: string) => {
    const name = packageOf(specifier);
    const line = sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    if (name) found.push({name, line});
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) {
      if (!node.importClause?.isTypeOnly && ts.isStringLiteral(node.moduleSpecifier))
        add(node, node.moduleSpecifier.text);
      return;
    }
    if (ts.isExportDeclaration(node)) {
      if (!node.isTypeOnly && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier))
        add(node, node.moduleSpecifier.text);
      return;
    }
    if (ts.isCallExpression(node) && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      const callee = node.expression.getText(sourceFile);
      if (/^(require|require\.resolve|import)$|\.resolve$/.test(callee))
        add(node, node.arguments[0].text);
    }
    // alias: {react: 'react-16'}: the bundle loads the alias's target.
    if (
      ts.isPropertyAssignment(node) &&
      node.name.getText(sourceFile) === 'alias' &&
      ts.isObjectLiteralExpression(node.initializer)
    ) {
      for (const entry of node.initializer.properties) {
        if (ts.isPropertyAssignment(entry) && ts.isStringLiteral(entry.initializer))
          add(entry, entry.initializer.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/** What the build loads: the configuration and every module under src/ but tests. */
const buildSources = sourceFiles(['src', 'docusaurus.config.ts', 'sidebars.ts'])
  // Declarations load nothing; nor do the helpers only tests import: the Figma nodes they build,
  // the compile worker's stand-in (Node has no Web Worker).
  .filter(
    (file) =>
      !/\.d\.ts$|^src\/figma-preview\/test-nodes\.ts$|^src\/run-in-figma\/compile-worker-stub\.ts$/.test(
        file,
      ),
  );

describe('the build installs with --omit=dev', () => {
  it('finds runtime imports and aliases, not type-only ones', () => {
    const found = runtimePackages(
      'planted.ts',
      `import type {A} from 'types-only';
      import {b} from 'value';
      export {c} from 're-exported';
      const d = require.resolve('resolved/package.json');
      const options = {alias: {react: 'react-16'}};
      import e from './local';`,
    );
    expect(found.map(({name}) => name)).toEqual(['value', 're-exported', 'resolved', 'react-16']);
  });

  it('has every package the build loads among the dependencies', () => {
    const devOnly = new Set(Object.keys(packageJson.devDependencies));
    const misplaced = buildSources.flatMap((file) =>
      runtimePackages(file, readRepoFile(file))
        .filter(({name}) => devOnly.has(name))
        .map(({name, line}) => `${file}:${line} ${name}`),
    );
    expect(misplaced).toEqual([]);
  });
});
