// The build guards the site's links: a broken link or anchor fails it and names the culprit,
// while a duplicate route only warns. It guards the docs' claims too: a claim whose evidence class
// it cannot derive (src/evidence) fails it, naming the page and line. The cases build a temporary
// copy of the site, three times: the problems found while compiling pages share one build, and
// so do a duplicate route and a broken link.
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {copySite} from '../../tools/site-files.mjs';
import {proseOf} from '../../tools/markdown-sources';

let site: string;

/**
 * Empties the docs of a copy of the site: they keep their front matter (ids, slugs, titles: every
 * route and sidebar entry) and their headings, but lose their bodies, which keeps each build to a
 * few seconds.
 */
function stripDocBodies(dir: string): void {
  for (const file of fs.readdirSync(path.join(dir, 'docs'), {recursive: true, encoding: 'utf8'})) {
    if (!/\.mdx?$/.test(file)) continue;
    const text = fs.readFileSync(path.join(dir, 'docs', file), 'utf8');
    const frontMatter = /^---\n[\s\S]*?\n---\n/.exec(text)?.[0] ?? '';
    // Headings stay, so links from elsewhere to a section still find their anchor.
    const headings = proseOf(text.slice(frontMatter.length))
      .split('\n')
      .filter((line) => /^#{2,6}\s/.test(line));
    fs.writeFileSync(
      path.join(dir, 'docs', file),
      [frontMatter, 'A page of the site.', ...headings].join('\n\n') + '\n',
    );
  }
}

/** Runs `docusaurus build` in the copy; resolves with its exit status and all its output. */
function build(): Promise<{status: number | null; output: string}> {
  return new Promise((resolve, reject) => {
    // Unminified: these cases are about links and routes, and minifying is slow.
    const child = spawn(
      process.execPath,
      [require.resolve('@docusaurus/core/bin/docusaurus.mjs'), 'build', '--no-minify'],
      {cwd: site, env: {...process.env, FORCE_COLOR: '0'}},
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (status) => resolve({status, output}));
  });
}

/** Adds files to the copy for one build, and removes them afterwards. */
async function buildWith(files: Record<string, string>) {
  const paths = Object.keys(files).map((file) => path.join(site, file));
  Object.entries(files).forEach(([file, text]) => {
    fs.mkdirSync(path.dirname(path.join(site, file)), {recursive: true});
    fs.writeFileSync(path.join(site, file), text);
  });
  try {
    return await build();
  } finally {
    paths.forEach((file) => fs.rmSync(file, {force: true}));
  }
}

const doc = (body: string) => `---\ntitle: Build check\n---\n\n${body}\n`;

describe('build-time link and route checks', {timeout: 180_000}, () => {
  beforeAll(() => {
    // A copy whose node_modules links each package, so its build cache stays its own. These
    // cases are about links, routes and claims: the examples' results may come from the cache.
    site = copySite('build-check', {examples: 'cached'});
    stripDocBodies(site);
  });
  afterAll(() => fs.rmSync(site, {recursive: true, force: true}));

  // A broken link ends the check before broken anchors are reported, so each needs a build of
  // its own; the failure must name the link and where it is.
  const brokenAnchor = '[a missing section](/docs/installation#no-such-section)';
  it('fails on a broken anchor and names it with its page', async () => {
    const {status, output} = await buildWith({'docs/build-check.md': doc(`See ${brokenAnchor}.`)});
    expect(status).not.toBe(0);
    expect(output).toMatch(/Broken anchor on source page path = \/docs\/build-check/);
    expect(output).toMatch(/-> linking to \/docs\/installation#no-such-section/);
  });

  // A duplicate route must only warn. Docusaurus checks routes long before links, and a route
  // check that threw would end the build there: a build that goes on to report its broken link
  // has only warned about the duplicate. So the two cases share one build.
  describe('a duplicate route and a broken link, in one build', () => {
    let built: Awaited<ReturnType<typeof build>>;
    beforeAll(async () => {
      built = await buildWith({
        'docs/build-check.md': doc('A doc at /docs/build-check.'),
        'src/pages/docs/build-check.md': '# Build check\n\nA page at the same path.\n',
        'docs/build-check-link.md': doc('See [a page that does not exist](/docs/no-such-page).'),
      });
    });

    it('warns about the duplicate route, naming it, and goes on', () => {
      expect(built.output).toMatch(/\[WARNING\] Duplicate routes found/);
      expect(built.output).toMatch(/create page at \/docs\/build-check, but a page already exists/);
      expect(built.output).not.toMatch(/\[ERROR\][^\n]*Duplicate routes/);
      expect(built.output).toMatch(/Broken link on source page path/);
    });

    it('fails on the broken link and names it with its page', () => {
      expect(built.status).not.toBe(0);
      expect(built.output).toMatch(/Broken link on source page path = \/docs\/build-check-link/);
      expect(built.output).toMatch(/-> linking to \/docs\/no-such-page/);
    });
  });

  // Problems found while compiling a page: the bundler reports every failed page, so one build
  // (each costs seconds) checks them all, each page naming its own problem. A claim's mark says
  // how the site knows it (src/plugins/claim-markers): without a record of its test's runs, or
  // with a record naming a rule the model lacks, there is nothing true to say.
  describe('fails on problems found while compiling pages, naming each page', () => {
    const compileFailures: {what: string; file: string; body: string; named: RegExp}[] = [
      {
        what: 'a broken Markdown file link, naming the file',
        file: 'docs/build-check-link.md',
        body: 'See [a missing file](./no-such-file.md).',
        named: /`\.\/no-such-file\.md` in source file "docs\/build-check-link\.md"/,
      },
      {
        what: 'a claim no claim test recorded, naming its page and line',
        file: 'docs/build-check-unrecorded.md',
        body: 'Figma draws this on its own. :claim{#build-check-unrecorded}',
        named:
          /docs\/build-check-unrecorded\.md:5: no claim test recorded evidence for #build-check-unrecorded/,
      },
      {
        what: 'a claim whose record names a rule the model lacks, naming its page and line',
        file: 'docs/build-check-rule.md',
        body: 'Figma draws this too. :claim{#build-check-rule}',
        named: /docs\/build-check-rule\.md:5: the Figma model has no assumed rule/,
      },
    ];
    let built: Awaited<ReturnType<typeof build>>;
    beforeAll(async () => {
      built = await buildWith({
        ...Object.fromEntries(compileFailures.map(({file, body}) => [file, doc(body)])),
        'src/evidence/claims/build-check.json': JSON.stringify({
          'build-check-rule': {assumptions: ['a rule nobody wrote'], tests: ['a case'], stands: []},
        }),
      });
    });

    it('the build fails', () => expect(built.status).not.toBe(0));
    for (const {what, named} of compileFailures) {
      it(`on ${what}`, () => expect(built.output).toMatch(named));
    }
  });
});
