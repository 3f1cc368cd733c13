// Attacks on the playground, run against each host: `npm run serve` (tests/e2e, the stand-in for
// GitHub Pages, which sends no headers) and nginx (tests/nginx). Code a reader types, or opens from
// a link, runs in a worker that the sandbox document (src/plugins/playground/frame.ts) starts; it
// must reach no network, storage or other origin whatever the host sends. A listener on another
// origin counts every connection made to it: it must receive none. The same probes, run in an
// unconfined worker, reach it: that shows each probe is a real attempt.
import {once} from 'node:events';
import {createServer, type Server} from 'node:http';
import type {AddressInfo, Socket} from 'node:net';
import {deflateRawSync} from 'node:zlib';
import type {Page} from '@playwright/test';
import {versionedFolder} from '../../tools/site-files.mjs';
import {expect, openHydrated, test} from './fixtures';

/** A server on another origin (localhost, not the site's 127.0.0.1) that records every request. */
class Listener {
  readonly paths: string[] = [];
  connections = 0;
  private readonly server: Server;
  private readonly sockets = new Set<Socket>();

  constructor() {
    this.server = createServer((request, response) => {
      this.paths.push(request.url ?? '');
      if (request.url === '/control') {
        response.setHeader('content-type', 'text/html');
        return response.end('<!doctype html><title>control</title>');
      }
      response.setHeader('access-control-allow-origin', '*');
      if (request.url === '/sse') response.setHeader('content-type', 'text/event-stream');
      else response.setHeader('content-type', 'text/javascript');
      response.end(request.url === '/sse' ? ': probe\n\n' : '');
    });
    this.server.on('connection', (socket) => {
      this.connections++;
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    this.server.on('upgrade', (request, socket) => {
      this.paths.push(request.url ?? '');
      socket.destroy();
    });
  }

  async start() {
    this.server.listen(0, '127.0.0.1');
    await once(this.server, 'listening');
    return this;
  }

  get origin() {
    return `http://localhost:${(this.server.address() as AddressInfo).port}`;
  }

  reset() {
    this.paths.length = 0;
    this.connections = 0;
  }

  async stop() {
    this.sockets.forEach((socket) => socket.destroy());
    this.server.close();
  }
}

/** What each probe of networkProbes asks the listener for. */
const probePaths = [
  '/fetch',
  '/xhr',
  '/ws',
  '/wss',
  '/sse',
  '/module.js',
  '/classic.js',
  '/font.woff2',
  '/nested',
  '/worker.js',
];

/**
 * A worker script that tries every way out, then posts `{probe: outcome}`: 'reached' when the
 * attempt got an answer, else why not. `target` is the listener's origin.
 */
function probeScript(target: string): string {
  return `
const target = ${JSON.stringify(target)};
const ws = target.replace('http', 'ws');
const settle = (subscribe) => new Promise((reached, failed) => subscribe(reached, failed));
const probes = {
  fetch: () => fetch(target + '/fetch'),
  XMLHttpRequest: () => settle((reached, failed) => {
    const request = new XMLHttpRequest();
    request.open('GET', target + '/xhr');
    request.onload = reached;
    request.onerror = () => failed(new Error('network error'));
    request.send();
  }),
  WebSocket: () => settle((reached, failed) => {
    const socket = new WebSocket(ws + '/ws');
    socket.onopen = reached;
    socket.onerror = () => failed(new Error('error event'));
  }),
  WebSocketStream: () => new WebSocketStream(ws + '/wss').opened,
  EventSource: () => settle((reached, failed) => {
    const source = new EventSource(target + '/sse');
    source.onopen = () => { source.close(); reached(); };
    source.onerror = () => { source.close(); failed(new Error('error event')); };
  }),
  'import()': () => new Function('url', 'return import(url)')(target + '/module.js'),
  importScripts: () => importScripts(target + '/classic.js'),
  FontFace: () => new FontFace('Probe', 'url(' + target + '/font.woff2)').load(),
  'nested Worker': () => settle((reached, failed) => {
    const code = 'fetch(' + JSON.stringify(target + '/nested') + ').then(() => postMessage("reached"), (error) => postMessage(String(error)))';
    const worker = new Worker(URL.createObjectURL(new Blob([code])));
    worker.onmessage = (event) => (event.data === 'reached' ? reached() : failed(new Error(event.data)));
    worker.onerror = () => failed(new Error('error event'));
  }),
  'Worker of another origin': () => settle((reached, failed) => {
    const worker = new Worker(target + '/worker.js');
    worker.onerror = () => failed(new Error('error event'));
    setTimeout(reached, 1000);
  }),
  'origin private file system': () => navigator.storage.getDirectory(),
  IndexedDB: () => settle((reached, failed) => {
    const request = indexedDB.open('probe');
    request.onsuccess = reached;
    request.onerror = () => failed(request.error);
  }),
  'Cache Storage': () => caches.open('probe'),
};
const outcome = (probe) =>
  Promise.race([
    Promise.resolve().then(probe).then(() => 'reached', (error) => 'refused: ' + String(error && (error.message || error))),
    new Promise((resolve) => setTimeout(() => resolve('no answer'), 5000)),
  ]);
const probing = Promise.all(
  Object.entries(probes).map(async ([name, probe]) => [name, await outcome(probe)]),
).then(Object.fromEntries);
`;
}

const runtimeUrl = () => `/playground/${versionedFolder('playground')}/`;

/** A worker script that runs the probes and posts their report. */
const reportingProbe = (target: string) =>
  `${probeScript(target)}\nprobing.then((report) => postMessage(report));`;

/** Runs the probes in an ordinary worker of a page on the listener's origin, with no policy. */
async function probeUnconfined(page: Page, listener: Listener) {
  await page.goto(`${listener.origin}/control`);
  return page.evaluate(
    (script) =>
      new Promise<Record<string, string>>((resolve) => {
        const worker = new Worker(URL.createObjectURL(new Blob([script])));
        worker.onmessage = (event) => resolve(event.data as Record<string, string>);
      }),
    reportingProbe(listener.origin),
  );
}

type Answers = {answers: unknown[]; firstAnswer: Promise<unknown>};

/**
 * Frames the sandbox document at `src` in `page`, in an iframe sandboxed as the site frames it
 * or not sandboxed at all, and asks it to start `script` as its worker. What the worker posts
 * collects in the page's window.answers; window.firstAnswer resolves to the first of it.
 */
async function startInFrame(page: Page, src: string, sandboxed: boolean, script: string) {
  await page.evaluate(
    async ({src, sandboxed, script}) => {
      const frame = document.createElement('iframe');
      if (sandboxed) frame.sandbox.add('allow-scripts');
      frame.hidden = true;
      frame.src = src;
      const loaded = new Promise((resolve) => frame.addEventListener('load', resolve));
      document.body.append(frame);
      await loaded;
      const channel = new MessageChannel();
      const answers: unknown[] = [];
      const firstAnswer = new Promise((resolve) => {
        channel.port1.onmessage = (event) => {
          answers.push(event.data);
          resolve(answers[0]);
        };
      });
      Object.assign(window, {answers, firstAnswer} satisfies Answers);
      frame.contentWindow!.postMessage(
        {type: 'start', script: new Blob([script]), fonts: {}},
        '*',
        [channel.port2],
      );
    },
    {src, sandboxed, script},
  );
}

/** What the worker startInFrame started has posted so far. */
const answers = (page: Page) => page.evaluate(() => (window as unknown as Answers).answers);

/** Runs the probes in the playground's own sandbox, as the worker it starts. */
async function probeInSandbox(page: Page, listener: Listener) {
  await openHydrated(page, '/playground');
  await startInFrame(page, `${runtimeUrl()}sandbox`, true, reportingProbe(listener.origin));
  return page.evaluate(
    () => (window as unknown as Answers).firstAnswer as Promise<Record<string, string>>,
  );
}

/**
 * The reader's side: code typed into the Playground that probes, then reports through a message
 * of its own (a well-formed result whose only layer names the outcomes), holding back the
 * runner's answer. The page may show such a message; it must never act on it.
 */
function readerProbe(target: string) {
  return `import {Page, Text, render} from 'react-figma';
${probeScript(target)}
const send = self.postMessage.bind(self);
self.postMessage = () => undefined;
const drawing = {svg: '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>', width: 1, height: 1};
probing.then((report) =>
  send({
    type: 'result',
    errors: [],
    missingFonts: [],
    durationMs: 1,
    timingKey: 'forged',
    preview: {
      light: drawing,
      dark: drawing,
      notes: [],
      pages: [{name: 'Probe', layers: Object.entries(report).map(([name, outcome]) =>
        ({kind: 'Text', name: name + ' → ' + outcome, width: 1, height: 1, children: []}))}],
    },
  }),
);
render(<Page name="Probe" isCurrent><Text>probing</Text></Page>);
`;
}

/** The fragment value a Copy link would write for this code. */
const linkCode = (code: string) => deflateRawSync(Buffer.from(code)).toString('base64url');

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
  expect(Object.keys(report).length).toBeGreaterThanOrEqual(13);
  for (const [probe, outcome] of Object.entries(report)) expect(outcome, probe).toMatch(/^refused/);
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
    for (const path of probePaths) expect(listener.paths, path).toContain(path);
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
    expectAllRefused(
      Object.fromEntries(lines.map((line) => line.replace(/ · Text, 1 × 1$/, '').split(' → '))),
    );
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

  test('line separators and variation selectors show as markers, with a warning before Run', async ({
    page,
  }) => {
    // The render call reads as part of the comment and runs; the two names differ from `name`.
    const code = `import {Page, Text, render} from 'react-figma';
// admins only\u2028render(<Page name="Separator" isCurrent><Text>secret</Text></Page>);
const name\u{fe0f} = 1, name\u{e0100} = 2;
`;
    await openHydrated(page, `/playground#code=${linkCode(code)}`);
    await expect(editor(page)).toContainText('admins only', {timeout: 15_000});
    const markers = editor(page).locator('.cm-specialChar');
    await expect(markers).toHaveCount(3);
    await expect(markers.nth(0)).toHaveAttribute('title', 'U+2028 (line separator)');
    await expect(markers.nth(1)).toHaveAttribute('title', 'U+FE0F (variation selector-16)');
    await expect(markers.nth(2)).toHaveAttribute('title', 'U+E0100 (variation selector-17)');
    const warning = page.getByRole('alert');
    await expect(warning).toContainText('3 invisible characters');
    await expect(warning).toContainText('U+2028 (line separator) at line 2, column 15');
    await expect(page.getByRole('button', {name: 'Run'})).toBeVisible();
    await expect(figure(page).locator('img')).toHaveCount(0);
  });

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
