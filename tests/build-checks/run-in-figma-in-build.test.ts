// Run in Figma compiles a reader's code only in its worker (src/run-in-figma/compile-off-thread.ts):
// sucrase can take minutes on a few hundred characters, so no script of a page may hold it, and
// the worker must be published beside the plugin's other files.
import {readdirSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {compileWorkerFile} from '../../src/run-in-figma/compile-protocol';
import {buildDir, versionedFolder} from '../../tools/site-files.mjs';
import {readBuilt} from '../lib/built-site';

/** An error message of sucrase's parser, in any bundle that carries it. */
const sucraseMarker = 'Cannot combine flow and typescript plugins.';

describe('Run in Figma in the build', () => {
  it('publishes the compile worker, with sucrase in it', () => {
    const folder = versionedFolder('run-in-figma');
    expect(readBuilt(join('run-in-figma', folder!, compileWorkerFile))).toContain(sucraseMarker);
  });

  it('puts sucrase in no script of the pages', () => {
    const scripts = readdirSync(join(buildDir, 'assets/js')).map((name) => `assets/js/${name}`);
    expect(scripts.length).toBeGreaterThan(10);
    expect(scripts.filter((file) => readBuilt(file).includes(sucraseMarker))).toEqual([]);
  });
});
