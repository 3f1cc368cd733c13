// No module of src/ imports itself through others. A cycle makes the order modules load in matter
// (a module can see another half loaded), and it ties modules that should stand apart: the Figma
// model (src/figma-preview) runs in three places, and a cycle there drags a module's whole circle
// into each of them. Type-only imports count too: they are the same dependency, only erased.
// The graph is TypeScript's own: the imports it finds in each file, resolved as tsconfig.json says.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {repoRoot} from '../../tools/repo-root.cjs';

const compilerOptions = (() => {
  const file = path.join(repoRoot, 'tsconfig.json');
  const {config} = ts.readConfigFile(file, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config, ts.sys, repoRoot).options;
})();

/** The source files below `folder`, tests included. */
function sourceFiles(folder: string): string[] {
  return fs
    .readdirSync(folder, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.(ts|tsx|js|mjs|cjs)$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => path.join(folder, file));
}

/** Each file's imports (static, dynamic, require, re-exports) that resolve to a file of `files`. */
function importGraph(files: string[]): Map<string, string[]> {
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const {importedFiles} = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
      const targets = importedFiles
        .map(
          ({fileName}) =>
            ts.resolveModuleName(fileName, file, compilerOptions, ts.sys).resolvedModule
              ?.resolvedFileName,
        )
        .filter((target): target is string => target !== undefined && known.has(target));
      return [file, [...new Set(targets)]];
    }),
  );
}

/** Every cycle's shortest loop, once: a list of files that ends with the one it starts from. */
function importCycles(graph: Map<string, string[]>): string[][] {
  const cycles = new Map<string, string[]>();
  for (const start of graph.keys()) {
    // Breadth first from `start`, so the loop found back to it is a shortest one.
    const cameFrom = new Map<string, string>();
    const queue = [start];
    for (let index = 0; index < queue.length; index++) {
      const file = queue[index]!;
      for (const target of graph.get(file) ?? []) {
        if (target === start) {
          const loop = [start];
          for (let at = file; at !== start; at = cameFrom.get(at)!) loop.splice(1, 0, at);
          // The same loop is found from each of its files: keyed by its set of files.
          const key = [...loop].sort().join('\n');
          if (!cycles.has(key)) cycles.set(key, [...loop, start]);
          queue.length = index + 1;
          break;
        }
        if (!cameFrom.has(target)) {
          cameFrom.set(target, file);
          queue.push(target);
        }
      }
    }
  }
  return [...cycles.values()];
}

const relative = (loop: string[]) => loop.map((file) => path.relative(repoRoot, file)).join(' -> ');

describe('no import cycle in src/', () => {
  it('finds a cycle, through type-only imports too (the check can fail)', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
    ]);
    expect(importCycles(graph)).toEqual([['a', 'b', 'c', 'a']]);
    const folder = path.join(repoRoot, 'src/figma-preview');
    const files = sourceFiles(folder);
    const found = importGraph(files).get(path.join(folder, 'timing.ts'));
    // timing.ts imports example-contract.ts for its types alone.
    expect(found).toContain(path.join(folder, 'example-contract.ts'));
  });

  it('src/ has none', () => {
    const cycles = importCycles(importGraph(sourceFiles(path.join(repoRoot, 'src'))));
    expect(cycles.map(relative)).toEqual([]);
  });
});
