// Every place the site leans on a dependency's internals, or replaces one of its modules, is in
// the upgrade checklist (CONTRIBUTING.md), and every package whose internals it touches is pinned
// to one version: an upgrade then changes them only on purpose, and the checklist says what to
// look at when it does.
import {describe, expect, it} from 'vitest';
import packageJson from '../../package.json';
import {readRepoFile} from '../../tools/markdown-sources';
import {findPrivatePaths, listedBy, readChecklist, type Finding} from '../lib/private-paths';
import {sourceFiles} from '../lib/site-sources';

/** The site's own code: what the build and the runtimes load. Tests may name what they guard. */
const files = sourceFiles(['src', '*.config.ts', 'sidebars.ts']);

const findings = files.flatMap((file) => findPrivatePaths(file, readRepoFile(file)));
const checklist = readChecklist(readRepoFile('CONTRIBUTING.md'));
const where = (finding: Finding) => `${finding.file}:${finding.line} ${finding.text}`;

describe('private paths and module replacements', () => {
  it('finds the ones the site is known to have', () => {
    // A finder that finds nothing would pass every check below.
    const texts = findings.map((finding) => finding.text);
    expect(texts).toContain('prism-react-renderer$');
    expect(texts).toContain('@docusaurus/theme-common/internal');
    expect(findings.some((finding) => finding.packageName === '@docusaurus/theme-classic')).toBe(
      true,
    );
  });

  it('lists each in the upgrade checklist, by its file and its package', () => {
    expect(findings.filter((finding) => !listedBy(finding, checklist)).map(where)).toEqual([]);
  });

  it('pins each package whose internals it touches to one version', () => {
    const declared: Record<string, string> = {
      ...packageJson.dependencies,
      ...packageJson.devDependencies,
    };
    const loose = [
      ...new Set(
        findings
          .filter((finding) => finding.kind !== 'package-swap')
          .map((finding) => finding.packageName)
          // A package the site does not declare is pinned by the one that brings it.
          .filter((name) => name in declared),
      ),
    ].filter((name) => !/^\d+\.\d+\.\d+$/.test(declared[name]!));
    expect(loose).toEqual([]);
  });
});

describe('the finder', () => {
  const planted = (source: string) => findPrivatePaths('src/planted.ts', source);

  it('reports imports, requires and declarations of private folders', () => {
    const found = planted(`
      import a from 'left-pad/dist/index.js';
      const b = require('@scope/pkg/lib/util');
      declare module 'other/internal' {}
      import c from 'react';
      import d from './dist/local';
    `);
    expect(found.map((finding) => [finding.packageName, finding.kind, finding.line])).toEqual([
      ['left-pad', 'private-path', 2],
      ['@scope/pkg', 'private-path', 3],
      ['other', 'private-path', 4],
    ]);
  });

  it('reports bundler patterns and replacements', () => {
    const found = planted(String.raw`
      replaceModule(/@docusaurus[\\/]theme-classic[\\/]lib[\\/]nprogress(\.js)?$/, 'x');
      const options = {alias: {react: 'react-16', 'prism-react-renderer$': '/x.tsx', dep: '/stub.ts'}};
      new NormalModuleReplacementPlugin(/mark\.js\/dist\/mark\.js$/, 'y');
      const pattern = /some-pkg[\\/]dist[\\/]worker\.js$/;
    `);
    expect(found.map((finding) => [finding.packageName, finding.kind])).toEqual([
      ['@docusaurus/theme-classic', 'replacement'],
      ['react', 'package-swap'],
      ['prism-react-renderer', 'replacement'],
      ['dep', 'replacement'],
      ['mark.js', 'replacement'],
      ['some-pkg', 'private-path'],
    ]);
  });

  it('takes a row as listing a finding only with its file and its package', () => {
    const [finding] = planted("import a from 'left-pad/dist/index.js';");
    const rows = readChecklist(
      [
        '## Upgrading Docusaurus',
        '| What | Where | Fails |',
        '| --- | --- | --- |',
        "| `left-pad`'s dist | `src/other.ts` | x |",
        '| `right-pad` | `src/planted.ts` | x |',
      ].join('\n'),
    );
    expect(listedBy(finding!, rows)).toBe(false);
    rows.push({what: 'left-pad internals', where: ['src/planted.ts']});
    expect(listedBy(finding!, rows)).toBe(true);
  });
});
