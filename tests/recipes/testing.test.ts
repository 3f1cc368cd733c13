// The testing recipe: the project from docs/configure.mdx with the files docs/testing.mdx adds,
// installed from the npm registry. The reader's tests must pass, and fail when an expectation is
// wrong or when they do not wait for the document; the gaps the page lists must hold
// (fixtures/stub-limits.test.tsx, run inside the project).
import fs from 'node:fs';
import path from 'node:path';
import {stripVTControlCharacters} from 'node:util';
import {afterAll, expect, test} from 'vitest';
import {createProject, guideFiles} from './plugin-project';
import {expectShowsFiles, testInstallsAndBuilds} from './project-steps';

const added = guideFiles('testing.mdx');
const project = createProject('testing', {...guideFiles('configure.mdx'), ...added});
afterAll(() => project.remove());

/** Runs the given test files with the project's Vitest and resolves to what it printed. */
const vitest = async (...files: string[]) =>
  stripVTControlCharacters(await project.run('npx', ['vitest', 'run', ...files]));

/** The same, for a run that must fail: resolves to the error, which holds the output. */
async function failingVitest(...files: string[]): Promise<string> {
  const output = await vitest(...files).catch((error: unknown) => error);
  if (!(output instanceof Error)) throw new Error(`vitest run ${files} passed, but should fail`);
  return stripVTControlCharacters(output.message);
}

/** Runs a changed copy of the page's test file, which must fail, and resolves to the failure. */
async function failingVariant(name: string, change: (test: string) => string) {
  const file = `src/${name}.test.tsx`;
  project.write(file, change(project.read('src/Card.test.tsx')));
  try {
    return await failingVitest(file);
  } finally {
    project.write(file, null);
  }
}

test('Testing shows every file it adds', () => {
  expectShowsFiles(added, [
    'package.json',
    'vitest.config.ts',
    'src/test/setup.ts',
    'src/test/document.ts',
    'src/Card.tsx',
    'src/Card.test.tsx',
  ]);
});

testInstallsAndBuilds(
  project,
  'the project installs, type-checks with its tests, and still builds',
);

test("the reader's tests pass with `npm test`, without react-figma's layout log", async () => {
  const output = stripVTControlCharacters(await project.run('npm', ['test']));
  expect(output).toMatch(/Tests\s+3 passed \(3\)/);
  expect(output).not.toContain('$updateYogaReactId');
});

test('a wrong expectation fails them', async () => {
  const wrongColor = await failingVariant('WrongColor', (test) =>
    test.replace("solid('#f24822')", "solid('#0d99ff')"),
  );
  expect(wrongColor).toMatch(/Tests\s+1 failed \| 2 passed \(3\)/);
});

test('without settle() all three fail: render() and updates return before the layers are done', async () => {
  const unsettled = await failingVariant('Unsettled', (test) =>
    test.replaceAll('  await settle();\n', ''),
  );
  expect(unsettled).toMatch(/Tests\s+3 failed \(3\)/);
});

test('the gaps the page lists hold', async () => {
  const fixture = path.join(import.meta.dirname, 'fixtures/stub-limits.test.tsx');
  project.write('src/stub-limits.test.tsx', fs.readFileSync(fixture, 'utf8'));
  await project.run('npx', ['tsc', '-p', '.', '--noEmit']);
  expect(await vitest('src/stub-limits.test.tsx')).toMatch(/Tests\s+11 passed \(11\)/);

  // A missing factory rejects a promise no test holds: Vitest fails the run although tests pass.
  project.write(
    'src/Ellipse.test.tsx',
    [
      "import {Ellipse, Page, render} from 'react-figma';",
      "import {test} from 'vitest';",
      "import {settle} from './test/document';",
      '',
      "test('renders an ellipse', async () => {",
      '  await render(<Page name="Shapes"><Ellipse style={{width: 10, height: 10}} /></Page>);',
      '  await settle();',
      '});',
    ].join('\n'),
  );
  const ellipse = await failingVitest('src/Ellipse.test.tsx');
  expect(ellipse).toContain('TypeError: figma.createEllipse is not a function');
  expect(ellipse).toMatch(/Tests\s+1 passed \(1\)/);
});
