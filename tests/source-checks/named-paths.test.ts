// A comment or a README that names a script, a tool, a test or a deploy file names one that exists:
// a rename must carry its mentions along, or the next maintainer goes looking for a ghost.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {repoRoot} from '../lib/typescript-setup';

/** Repository paths under the folders only this repository has (not a reader's project's src/). */
const namedPath =
  /(?<![\w./-])(?:scripts|tools|tests|deploy|\.ci)\/[\w./-]*[\w-]\.(?:mjs|cjs|ts|tsx|js|json|md|conf|svg)\b/g;

/** Tracked text files, but the docs and posts, whose paths are a reader's project's. */
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: repoRoot,
  encoding: 'utf8',
})
  .split('\n')
  .filter(
    (file) => file && !/^(docs|blog)\/|package-lock\.json$|\.(png|woff2|ico|jpg)$/.test(file),
  );

describe('paths named in the repository', () => {
  const mentions = files.flatMap((file) => {
    const text = fs.readFileSync(path.join(repoRoot, file), 'utf8');
    return [...text.matchAll(namedPath)].map((match) => ({file, named: match[0]}));
  });

  it('finds the mentions', () => {
    expect(mentions.length).toBeGreaterThan(50);
  });

  it('names only files that exist', () => {
    const missing = mentions
      .filter(({named}) => !fs.existsSync(path.join(repoRoot, named)))
      .map(({file, named}) => `${file}: ${named}`);
    expect(missing).toEqual([]);
  });
});
