// Attacks on the playground, run against each host: `npm run serve` (tests/e2e, the stand-in for
// GitHub Pages, which sends no headers) and nginx (tests/nginx). Code a reader types, or opens from
// a link, runs in a worker that the sandbox document (src/plugins/playground/frame.ts) starts; it
// must reach no network, storage or other origin whatever the host sends. A listener on another
// origin counts every connection made to it: it must receive none. The same probes, run in an
// unconfined worker, reach it: that shows each probe is a real attempt. The page and the sandbox
// talk only after a handshake, and the runtime answers only on a port of its own: a document in
// the sandbox's place, or a message the reader's code posts itself, gets nothing and counts for
// nothing.
import type {Page} from '@playwright/test';
import {versionedFolder} from '../../tools/site-files.mjs';
import {linkCode} from '../lib/hostile-links';
import * as probes from '../lib/isolation-probes';
import {expect, openHydrated, test} from './fixtures';

const runtimeUrl = () => `/playground/${versionedFolder('playground')}/`;

/** Runs the probes in an ordinary worker of a page on the listener's origin, with no policy. */
async function probeUnconfined(page: Page, listener: probes.Listener) {
  await page.goto(`${listener.origin}/control`);
  return page.evaluate(probes.runInPlainWorker, probes.reportingProbe(listener.origin, 'global'));
}

/** Frames the sandbox document at `src` in `page` and starts `script` (startWorkerInFrame). */
async function startInFrame(page: Page, src: string, sandboxed: boolean, script: string) {
  await page.evaluate(probes.startWorkerInFrame, {src, sandboxed, script});
}

/** What the workers startInFrame started have posted so far. */
const answers = (page: Page) => page.evaluate(probes.frameAnswers);

/** Runs the probes in the playground's own sandbox, as the worker it starts. */
async function probeInSandbox(page: Page, listener: probes.Listener) {
  await openHydrated(page, '/playground');
  await startInFrame(
    page,
    `${runtimeUrl()}sandbox`,
    true,
    probes.reportingProbe(listener.origin, 'port'),
  );
  return page.evaluate(probes.firstFrameAnswer);
}

/**
 * The worker's script with a prefix that runs before the runtime, in its scope, and replaces what
 * the runtime posts on any port whenever the run's errors hold "forge: <kind>" (logged by the
 * reader's code): the worst the reader's code could do, had it reached the runtime's channel. It
 * shows what the page does with answers it must not accept.
 */
function forgingRunner(forgeries: Record<string, object>) {
  return `const forgeries = ${JSON.stringify(forgeries)};
const post = MessagePort.prototype.postMessage;
MessagePort.prototype.postMessage = function (message, ...rest) {
  const kind = message && message.type === 'result' &&
    message.errors.map((error) => /forge: (\\w+)/.exec(error)).find(Boolean);
  return post.call(this, kind ? forgeries[kind[1]] : message, ...rest);
};
`;
}

/** Serves worker.js to `page` with `prefix` in front of it. */
async function prefixRunner(page: Page, prefix: string) {
  await page.route('**/playground/*/worker.js', async (route) => {
    const response = await route.fetch();
    await route.fulfill({response, body: prefix + (await response.text())});
  });
}

/** 155 paths outside the runtime's fonts, as a forged list of missing fonts names them. */
const forgedFonts = Array.from({length: 155}, (_, i) => `../../docs/forged-${i}`);

/** Records what `page` requests from now on; the result lists the paths that name forged fonts. */
function requestsOfForgedFonts(page: Page) {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  return () => requested.filter((path) => /forged/.test(path));
}

const figure = (page: Page) => page.locator('figure[data-state]');
const status = (page: Page) => figure(page).locator('p[role="status"]');
const editor = (page: Page) => page.locator('.cm-content');

async function runInPlayground(page: Page, code: string) {
  await openHydrated(page, '/playground');
  await expect(figure(page)).toHaveAttribute('data-state', 'current', {timeout: 20_000});
  await editor(page).fill(code);
}

/**
 * Runs code that logs "forge: <kind>" in the Playground, with the runner's answer to it replaced
 * by `forged` (forgingRunner).
 */
async function runWithForgedAnswer(page: Page, kind: string, forged: object) {
  await prefixRunner(page, forgingRunner({[kind]: forged}));
  await runInPlayground(page, `console.error('forge: ${kind}');`);
}

/** Every probe failed, none of them for want of an answer. */
function expectAllRefused(report: Record<string, string>) {
  expect(Object.keys(report).length).toBeGreaterThanOrEqual(probes.probeCount);
  for (const [probe, outcome] of Object.entries(report))
    expect(outcome, probe).toMatch(probes.refusedOutcome);
}

/**
 * Code a link opens that reads otherwise than it runs: the hidden characters it holds, how many
 * markers the editor shows for them, the titles of the first markers, and where the warning says
 * the first one is.
 */
const hiddenCharacterLinks: {
  kinds: string;
  code: string;
  markers: number;
  titles: (string | RegExp)[];
  first: string;
}[] = [
  {
    kinds: 'bidirectional and invisible characters',
    // Reads as a comment at the end of the if, runs as a condition that is always true.
    code: `import {Page, Text, render} from 'react-figma';
const role = 'reader';
if (role !== 'admin\u202e \u2066// admins only\u2069 \u2066') {
  render(<Page name="Trojan" isCurrent><Text>secret</Text></Page>);
}
const hidden\u200b = 1;
`,
    markers: 5,
    titles: [/right-to-left override/],
    first: 'U+202E (right-to-left override) at line 3, column 20',
  },
  {
    kinds: 'line separators and variation selectors',
    // The render call reads as part of the comment and runs; the two names differ from `name`.
    code: `import {Page, Text, render} from 'react-figma';
// admins only\u2028render(<Page name="Separator" isCurrent><Text>secret</Text></Page>);
const name\u{fe0f} = 1, name\u{e0100} = 2;
`,
    markers: 3,
    titles: [
      'U+2028 (line separator)',
      'U+FE0F (variation selector-16)',
      'U+E0100 (variation selector-17)',
    ],
    first: 'U+2028 (line separator) at line 2, column 15',
  },
];

export function definePlaygroundIsolationTests() {
  let listener: probes.Listener;
  test.beforeAll(async () => {
    listener = await new probes.Listener().start();
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
    for (const path of Object.values(probes.probePaths))
      expect(listener.paths, path).toContain(path);
  });

  test("in the playground's sandbox, no probe reaches the network or storage", async ({page}) => {
    listener.reset();
    expectAllRefused(await probeInSandbox(page, listener));
    expect(listener.paths).toEqual([]);
    expect(listener.connections).toBe(0);
  });

  test('framed by another site, sandboxed or not, the sandbox document starts nothing', async ({
    page,
    context,
  }) => {
    // Unsandboxed, its own origin is the site's: a worker it started would have the site's
    // storage. Sandboxed, it would start one, but says hello only to a page of the site.
    const sandbox = `${runtimeUrl()}sandbox`;
    const script = probes.reporting('', '"started in " + self.origin', 'port');

    await openHydrated(page, '/playground');
    const site = new URL(page.url()).origin;
    const attacker = await context.newPage();
    await attacker.goto(`${listener.origin}/control`);
    await startInFrame(attacker, new URL(sandbox, site).href, false, script);
    await startInFrame(attacker, new URL(sandbox, site).href, true, script);
    // The control: the same document, sandboxed by the site itself, starts its worker.
    await startInFrame(page, sandbox, true, script);
    await expect.poll(() => answers(page)).toEqual(['started in null']);
    expect(await answers(attacker)).toEqual([]);
  });

  test('code typed in the Playground reaches nothing, and draws its report', async ({page}) => {
    listener.reset();
    await runInPlayground(page, probes.readerProbe(listener.origin));
    const layers = figure(page).locator('.example-preview__layers');
    await expect(layers).toContainText('import() → refused', {timeout: 20_000});
    await expect(figure(page)).toHaveAttribute('data-state', 'current');
    const lines = await layers.locator('li').allTextContents();
    expectAllRefused(probes.readerReport(lines));
    expect(listener.paths).toEqual([]);
    expect(listener.connections).toBe(0);
  });

  test("answers the reader's code posts itself are not the runtime's", async ({page}) => {
    const forgedRequests = requestsOfForgedFonts(page);
    await runInPlayground(
      page,
      probes.forgingCode({
        type: 'result',
        errors: ['forged'],
        missingFonts: forgedFonts,
        timingKey: '',
      }),
    );
    await expect(figure(page).locator('.example-preview__layers')).toContainText(
      'drawn by the runtime · Text',
      {timeout: 20_000},
    );
    await expect(figure(page)).toHaveAttribute('data-state', 'current');
    // (A slow machine may add that the run was still working when the Playground stopped waiting.)
    await expect(status(page)).not.toHaveText(/forged|does not accept/);
    expect(forgedRequests()).toEqual([]);
  });

  test('a forged font list makes the page fetch nothing', async ({page}) => {
    const forgedRequests = requestsOfForgedFonts(page);
    await runWithForgedAnswer(page, 'fonts', {
      type: 'result',
      errors: [],
      missingFonts: forgedFonts,
    });
    await expect(status(page)).toHaveText(
      /^The runner stopped: the runner sent a message the page does not accept \(missingFonts\[0\] is not one of the site's font files\)$/,
      {timeout: 20_000},
    );
    expect(forgedRequests()).toEqual([]);
  });

  test('a malformed preview is an error in the example; the page and editor keep working', async ({
    page,
  }) => {
    await runWithForgedAnswer(page, 'preview', {
      type: 'result',
      preview: {light: null},
      errors: [],
      missingFonts: [],
    });
    await expect(status(page)).toHaveText(/does not accept \(preview\.light is not an object\)/, {
      timeout: 20_000,
    });
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Playground');
    await page.getByRole('button', {name: 'Reset'}).click();
    await expect(figure(page)).toHaveAttribute('data-state', 'current', {timeout: 20_000});
    await expect(figure(page).locator('.example-preview__layers')).toContainText('Release card');
  });

  test.describe("with the pages' policies off", () => {
    // The page's frame-src would keep the frame from loading another origin's document; the
    // handshake must hold on its own.
    test.use({bypassCSP: true});

    test("a document in the sandbox's place gets neither the port nor the code", async ({page}) => {
      // The runner's frame is sent elsewhere, as a navigation by another page would send it: to
      // a new URL, with a fragment of its own.
      await page.route('**/playground/*/sandbox', (route) =>
        route.fulfill({status: 302, headers: {location: `${listener.origin}/impostor#elsewhere`}}),
      );
      listener.reset();
      await openHydrated(page, '/playground');
      await expect.poll(() => listener.paths, {timeout: 20_000}).toContain('/hello-sent');
      // The page has given up on the runner, or the run has ended: either says so.
      await expect(status(page)).toHaveText(/\S/, {timeout: 20_000});
      expect(listener.impostorReceived(), 'what the impostor got').toEqual([]);
      await expect(status(page)).toHaveText(
        "The runner stopped: a document other than the site's sandbox took the runner's frame",
      );
    });
  });

  for (const {kinds, code, markers: count, titles, first} of hiddenCharacterLinks) {
    test(`${kinds} show as markers, with a warning before Run`, async ({page}) => {
      await openHydrated(page, `/playground#code=${linkCode(code)}`);
      await expect(editor(page)).toContainText('admins only', {timeout: 15_000});
      const markers = editor(page).locator('.cm-specialChar');
      await expect(markers).toHaveCount(count);
      for (const [index, title] of titles.entries())
        await expect(markers.nth(index)).toHaveAttribute('title', title);
      const warning = page.getByRole('alert');
      await expect(warning).toContainText(`${count} invisible characters`);
      await expect(warning).toContainText(first);
      await expect(page.getByRole('button', {name: 'Run'})).toBeVisible();
      await expect(status(page)).toHaveText(/press Run to draw it/);
      await expect(figure(page).locator('img')).toHaveCount(0);
    });
  }

  test('a paste of thousands of control characters is refused, and the editor keeps working', async ({
    page,
  }) => {
    await openHydrated(page, '/playground');
    await expect(figure(page)).toHaveAttribute('data-state', 'current', {timeout: 20_000});
    await editor(page).click();
    // As a reader's paste: CodeMirror reads the clipboard event's data.
    await editor(page).evaluate((content) => {
      const data = new DataTransfer();
      data.setData('text/plain', '\u0001'.repeat(25_000));
      content.dispatchEvent(new ClipboardEvent('paste', {clipboardData: data, bubbles: true}));
    });
    await expect(page.getByRole('status').filter({hasText: 'Not inserted'})).toHaveText(
      /^Not inserted: the code would hold 25,000 control or invisible characters, and the editor marks at most 100\.$/,
    );
    await expect(editor(page).locator('.cm-specialChar')).toHaveCount(0);
    await page.keyboard.type('// still editable');
    await expect(editor(page)).toContainText('// still editable');
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
