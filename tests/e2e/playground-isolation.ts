// Attacks on the playground, run against each host: `npm run serve` (tests/e2e, the stand-in for
// GitHub Pages, which sends no headers) and nginx (tests/nginx). Code a reader types, or opens from
// a link, runs in a worker that the sandbox document (src/plugins/playground/frame.ts) starts; it
// must reach no network, storage or other origin whatever the host sends. A listener on another
// origin counts every connection made to it: it must receive none. The same probes, run in an
// unconfined worker, reach it: that shows each probe is a real attempt.
import type {Page} from '@playwright/test';
import {
  Listener,
  firstFrameAnswer,
  probeCount,
  probePaths,
  readerProbe,
  readerReport,
  refusedOutcome,
  reportingProbe,
  runInPlainWorker,
  startWorkerInFrame,
  type FrameAnswers,
} from '../lib/isolation-probes';
import {linkCode} from '../lib/hostile-links';
import {versionedFolder} from '../../tools/site-files.mjs';
import {expect, openHydrated, test} from './fixtures';

const runtimeUrl = () => `/playground/${versionedFolder('playground')}/`;

/** Runs the probes in an ordinary worker of a page on the listener's origin, with no policy. */
async function probeUnconfined(page: Page, listener: Listener) {
  await page.goto(`${listener.origin}/control`);
  return page.evaluate(runInPlainWorker, reportingProbe(listener.origin));
}

/** Frames the sandbox document at `src` in `page` and starts `script` (startWorkerInFrame). */
async function startInFrame(page: Page, src: string, sandboxed: boolean, script: string) {
  await page.evaluate(startWorkerInFrame, {src, sandboxed, script});
}

/** What the worker startInFrame started has posted so far. */
const answers = (page: Page) => page.evaluate(() => (window as unknown as FrameAnswers).answers);

/** Runs the probes in the playground's own sandbox, as the worker it starts. */
async function probeInSandbox(page: Page, listener: Listener) {
  await openHydrated(page, '/playground');
  await startInFrame(page, `${runtimeUrl()}sandbox`, true, reportingProbe(listener.origin));
  return page.evaluate(firstFrameAnswer);
}

const figure = (page: Page) => page.locator('figure[data-state]');
const status = (page: Page) => figure(page).locator('p[role="status"]');
const editor = (page: Page) => page.locator('.cm-content');

async function runInPlayground(page: Page, code: string) {
  await openHydrated(page, '/playground');
  await expect(figure(page)).toHaveAttribute('data-state', 'current', {timeout: 20_000});
  await editor(page).fill(code);
}

/** Every probe failed, none of them for want of an answer. */
function expectAllRefused(report: Record<string, string>) {
  expect(Object.keys(report).length).toBeGreaterThanOrEqual(probeCount);
  for (const [probe, outcome] of Object.entries(report))
    expect(outcome, probe).toMatch(refusedOutcome);
}

export function definePlaygroundIsolationTests() {
  let listener: Listener;
  test.beforeAll(async () => {
    listener = await new Listener().start();
  });
  test.afterAll(async () => listener.stop());
  // The probes' refusals are logged by the browser as they happen: they are what is tested.
  test.use({
    expectedConsoleErrors: [
      /Content Security Policy|Refused to|Failed to (load|fetch)|ERR_|WebSocket|EventSource|SecurityError|NetworkError|dynamically imported/,
    ],
  });

  test('the probes reach the listener from an unconfined worker', async ({page}) => {
    listener.reset();
    const report = await probeUnconfined(page, listener);
    expect(report.fetch).toBe('reached');
    expect(report['import()']).toBe('reached');
    for (const path of Object.values(probePaths)) expect(listener.paths, path).toContain(path);
  });

  test("in the playground's sandbox, no probe reaches the network or storage", async ({page}) => {
    listener.reset();
    expectAllRefused(await probeInSandbox(page, listener));
    expect(listener.paths).toEqual([]);
    expect(listener.connections).toBe(0);
  });

  test('framed by another site without a sandbox, the sandbox document starts nothing', async ({
    page,
    context,
  }) => {
    // Its own origin is the site's then: a worker it started would have the site's storage.
    const sandbox = `${runtimeUrl()}sandbox`;
    const script = 'postMessage("started in " + self.origin)';

    await openHydrated(page, '/playground');
    const site = new URL(page.url()).origin;
    const attacker = await context.newPage();
    await attacker.goto(`${listener.origin}/control`);
    await startInFrame(attacker, new URL(sandbox, site).href, false, script);
    // The control: the same document, sandboxed by the site itself, starts its worker.
    await startInFrame(page, sandbox, true, script);
    await expect.poll(() => answers(page)).toEqual(['started in null']);
    expect(await answers(attacker)).toEqual([]);
  });

  test('code typed in the Playground reaches nothing, and its forged report stays a picture', async ({
    page,
  }) => {
    listener.reset();
    await runInPlayground(page, readerProbe(listener.origin));
    const layers = figure(page).locator('.example-preview__layers');
    await expect(layers).toContainText('import() → refused', {timeout: 20_000});
    const lines = await layers.locator('li').allTextContents();
    expectAllRefused(readerReport(lines));
    expect(listener.paths).toEqual([]);
    expect(listener.connections).toBe(0);
  });

  test('a forged font list makes the page fetch nothing', async ({page}) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await runInPlayground(
      page,
      `const paths = Array.from({length: 155}, (_, i) => '../../docs/forged-' + i);
self.postMessage({type: 'result', errors: [], missingFonts: paths, durationMs: 1});
self.postMessage = () => undefined;
`,
    );
    await expect(status(page)).toHaveText(
      /^The runner stopped: the runner sent a message the page does not accept \(missingFonts\[0\] is not one of the site's font files\)$/,
      {timeout: 20_000},
    );
    expect(requested.filter((path) => /forged/.test(path))).toEqual([]);
  });

  test('a malformed preview is an error in the example; the page and editor keep working', async ({
    page,
  }) => {
    await runInPlayground(
      page,
      `self.postMessage({type: 'result', preview: {light: null}, errors: [], missingFonts: [], durationMs: 1});
self.postMessage = () => undefined;
`,
    );
    await expect(status(page)).toHaveText(/does not accept \(preview\.light is not an object\)/, {
      timeout: 20_000,
    });
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Playground');
    await page.getByRole('button', {name: 'Reset'}).click();
    await expect(figure(page)).toHaveAttribute('data-state', 'current', {timeout: 20_000});
    await expect(figure(page).locator('.example-preview__layers')).toContainText('Release card');
  });

  test('bidirectional and invisible characters show as markers, with a warning before Run', async ({
    page,
  }) => {
    // Reads as a comment at the end of the if, runs as a condition that is always true.
    const code = `import {Page, Text, render} from 'react-figma';
const role = 'reader';
if (role !== 'admin\u202e \u2066// admins only\u2069 \u2066') {
  render(<Page name="Trojan" isCurrent><Text>secret</Text></Page>);
}
const hidden\u200b = 1;
`;
    await openHydrated(page, `/playground#code=${linkCode(code)}`);
    await expect(editor(page)).toContainText('admins only', {timeout: 15_000});
    const markers = editor(page).locator('.cm-specialChar');
    await expect(markers).toHaveCount(5);
    await expect(markers.first()).toHaveAttribute('title', /right-to-left override/);
    const warning = page.getByRole('alert');
    await expect(warning).toContainText('5 invisible characters');
    await expect(warning).toContainText('U+202E (right-to-left override) at line 3, column 20');
    await expect(page.getByRole('button', {name: 'Run'})).toBeVisible();
    await expect(status(page)).toHaveText(/press Run to draw it/);
    await expect(figure(page).locator('img')).toHaveCount(0);
  });

  test('a link with more code than a link may carry is refused, and the page stays usable', async ({
    page,
  }) => {
    // 5 MiB on one line, deflated into a short fragment: the inflating stops at the cap.
    const huge = `const line = '${'react-figma '.repeat((5 * 1024 * 1024) / 12)}';`;
    await openHydrated(page, `/playground#code=${linkCode(huge)}`);
    await expect(page.getByRole('alert')).toHaveText(
      "This link's code is over 50 kB, the most code a link may carry. The editor opened with the starter example instead.",
      {timeout: 15_000},
    );
    await expect(figure(page)).toHaveAttribute('data-state', 'current', {timeout: 20_000});
    await expect(editor(page)).toContainText("from 'react-figma'");

    // The same on a docs page: the example keeps its static preview and says why.
    await openHydrated(page, '/docs/api/view');
    const id = await page.locator('[data-source]').first().getAttribute('id');
    await page.goto('about:blank');
    await openHydrated(page, `/docs/api/view#${id}=${linkCode(huge)}`);
    await expect(page.getByRole('alert').first()).toHaveText(
      "This link's code is over 50 kB, the most code a link may carry. It was not opened.",
    );
    await expect(page.getByRole('button', {name: 'Edit this example'}).first()).toBeEnabled();
  });
}
