// Attacks on the playground, run against each host: `npm run serve` (tests/e2e, the stand-in for
// GitHub Pages, which sends no headers) and nginx (tests/nginx). Code a reader types, or opens from
// a link, runs in a worker that the sandbox document (src/plugins/playground/frame.ts) starts; it
// must reach no network, storage or other origin whatever the host sends. A listener on another
// origin counts every connection made to it: it must receive none. The same probes, run in an
// unconfined worker, reach it: that shows each probe is a real attempt. The page and the sandbox
// talk only after a handshake, and the runtime answers only on a port of its own: a document in
// the sandbox's place, or a message the reader's code posts itself, gets nothing and counts for
// nothing.
import {once} from 'node:events';
import {createServer, type Server} from 'node:http';
import type {AddressInfo, Socket} from 'node:net';
import {deflateRawSync} from 'node:zlib';
import type {Page} from '@playwright/test';
import {versionedFolder} from '../../tools/site-files.mjs';
import {expect, openHydrated, test} from './fixtures';

/**
 * A document that takes the place of the playground's sandbox in the runner's frame: it reports
 * every message and port it gets to the listener (/received?…, in requests that outlive the
 * frame), says it is ready on any port, as the runtime would, to be sent the reader's code, and,
 * once the listener has seen /hello-sent, tries the handshake with its own port and the fragment
 * of its own URL.
 */
const impostorPage = `<!doctype html><title>impostor</title><script>
const report = (path) => fetch(path, {keepalive: true});
const record = (from, data, port) => report('/received?' + encodeURIComponent(JSON.stringify(
  {from, type: String(data && data.type), code: data && data.code, port: Boolean(port)})));
const answerOn = (port) => {
  port.onmessage = (event) => {
    record('port', event.data, event.ports[0]);
    port.postMessage({type: 'ready'});
  };
  port.postMessage({type: 'ready'});
};
addEventListener('message', (event) => {
  record('window', event.data, event.ports[0]);
  if (event.ports[0]) answerOn(event.ports[0]);
});
const own = new MessageChannel();
answerOn(own.port1);
report('/hello-sent').finally(() =>
  parent.postMessage({type: 'hello', nonce: location.hash.slice(1)}, '*', [own.port2]));
</script>`;

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
      if (request.url === '/impostor') {
        response.setHeader('content-type', 'text/html');
        return response.end(impostorPage);
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
// The timer goes once the probe has settled: a run in the Playground waits for pending timers.
const outcome = (probe) => {
  let timer;
  return Promise.race([
    Promise.resolve().then(probe).then(() => 'reached', (error) => 'refused: ' + String(error && (error.message || error))),
    new Promise((resolve) => (timer = setTimeout(() => resolve('no answer'), 5000))),
  ]).finally(() => clearTimeout(timer));
};
const probing = Promise.all(
  Object.entries(probes).map(async ([name, probe]) => [name, await outcome(probe)]),
).then(Object.fromEntries);
`;
}

const runtimeUrl = () => `/playground/${versionedFolder('playground')}/`;

/**
 * A worker script that runs `body` and posts what `result` (an expression) resolves to: as the
 * runtime does in the sandbox, on the port that comes with the sandbox's first message, else
 * (`global`) with the worker's own postMessage.
 */
const reporting = (body: string, result: string, via: 'port' | 'global') =>
  via === 'global'
    ? `${body}\nPromise.resolve(${result}).then((report) => postMessage(report));`
    : `${body}\naddEventListener('message', (event) =>
  Promise.resolve(${result}).then((report) => event.ports[0].postMessage(report)));`;

/** A worker script that runs the probes and posts their report. */
const reportingProbe = (target: string, via: 'port' | 'global') =>
  reporting(probeScript(target), 'probing', via);

/** Runs the probes in an ordinary worker of a page on the listener's origin, with no policy. */
async function probeUnconfined(page: Page, listener: Listener) {
  await page.goto(`${listener.origin}/control`);
  return page.evaluate(
    (script) =>
      new Promise<Record<string, string>>((resolve) => {
        const worker = new Worker(URL.createObjectURL(new Blob([script])));
        worker.onmessage = (event) => resolve(event.data as Record<string, string>);
      }),
    reportingProbe(listener.origin, 'global'),
  );
}

type Answers = {answers: unknown[]; firstAnswer: Promise<unknown>};

/**
 * Frames the sandbox document at `src` in `page`, in an iframe sandboxed as the site frames it
 * or not sandboxed at all, and, as the site's runner does, asks it to start `script` as its
 * worker once it says hello with the nonce of its URL. What the worker answers collects in the
 * page's window.answers; window.firstAnswer resolves to the first of it.
 */
async function startInFrame(page: Page, src: string, sandboxed: boolean, script: string) {
  await page.evaluate(
    ({src, sandboxed, script}) => {
      const scope = window as unknown as Partial<Answers>;
      const answers = (scope.answers ??= []);
      let first: (answer: unknown) => void = () => undefined;
      scope.firstAnswer ??= new Promise((resolve) => (first = resolve));
      const frame = document.createElement('iframe');
      if (sandboxed) frame.sandbox.add('allow-scripts');
      frame.hidden = true;
      const nonce = crypto.getRandomValues(new Uint32Array(4)).join('-');
      addEventListener('message', (event) => {
        const port = event.ports[0];
        if (event.source !== frame.contentWindow || event.data?.nonce !== nonce || !port) return;
        port.onmessage = (answer) => {
          answers.push(answer.data);
          first(answers[0]);
        };
        port.postMessage({type: 'start', script: new Blob([script]), fonts: {}});
      });
      frame.src = `${src}#${nonce}`;
      document.body.append(frame);
    },
    {src, sandboxed, script},
  );
}

/** What the worker startInFrame started has posted so far. */
const answers = (page: Page) => page.evaluate(() => (window as unknown as Answers).answers);

/** Runs the probes in the playground's own sandbox, as the worker it starts. */
async function probeInSandbox(page: Page, listener: Listener) {
  await openHydrated(page, '/playground');
  await startInFrame(page, `${runtimeUrl()}sandbox`, true, reportingProbe(listener.origin, 'port'));
  return page.evaluate(
    () => (window as unknown as Answers).firstAnswer as Promise<Record<string, string>>,
  );
}

/**
 * The reader's side: code typed into the Playground that probes, then draws the outcomes, the one
 * way its code has to show anything: a text layer for each, named "probe → outcome" (its text
 * is a dot, quick to measure).
 */
function readerProbe(target: string) {
  return `import {Page, Text, render} from 'react-figma';
${probeScript(target)}
// A fast repeating timer keeps the run going until the report is drawn.
const working = setInterval(() => undefined, 50);
probing.then((report) => {
  render(
    <Page name="Probe" isCurrent>
      {Object.entries(report).map(([probe, outcome]) => (
        <Text key={probe} name={probe + ' → ' + outcome}>.</Text>
      ))}
    </Page>,
  );
  clearInterval(working);
});
`;
}

/**
 * Code that passes off answers of its own as the runtime's, every way its scope offers: posting
 * them on the worker's global channel, and putting them into whatever a port's postMessage sends
 * from now on. It draws one text layer itself, which the runtime's own answer carries.
 */
const forgingCode = (forged: object) => `import {Page, Text, render} from 'react-figma';
const forged = ${JSON.stringify(forged)};
self.postMessage(forged);
const post = MessagePort.prototype.postMessage;
MessagePort.prototype.postMessage = function (message, ...rest) {
  return post.call(this, forged, ...rest);
};
render(<Page name="Real" isCurrent><Text>drawn by the runtime</Text></Page>);
`;

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

  test('framed by another site, sandboxed or not, the sandbox document starts nothing', async ({
    page,
    context,
  }) => {
    // Unsandboxed, its own origin is the site's: a worker it started would have the site's
    // storage. Sandboxed, it would start one, but says hello only to a page of the site.
    const sandbox = `${runtimeUrl()}sandbox`;
    const script = reporting('', '"started in " + self.origin', 'port');

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
    await runInPlayground(page, readerProbe(listener.origin));
    const layers = figure(page).locator('.example-preview__layers');
    await expect(layers).toContainText('import() → refused', {timeout: 20_000});
    await expect(figure(page)).toHaveAttribute('data-state', 'current');
    const lines = await layers.locator('li').allTextContents();
    expectAllRefused(
      Object.fromEntries(lines.map((line) => line.replace(/ · Text, .*$/, '').split(' → '))),
    );
    expect(listener.paths).toEqual([]);
    expect(listener.connections).toBe(0);
  });

  test("answers the reader's code posts itself are not the runtime's", async ({page}) => {
    const forgedRequests = requestsOfForgedFonts(page);
    await runInPlayground(
      page,
      forgingCode({
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
    await prefixRunner(
      page,
      forgingRunner({
        fonts: {type: 'result', errors: [], missingFonts: forgedFonts},
      }),
    );
    await runInPlayground(page, `console.error('forge: fonts');`);
    await expect(status(page)).toHaveText(
      /^The runner stopped: the runner sent a message the page does not accept \(missingFonts\[0\] is not one of the site's font files\)$/,
      {timeout: 20_000},
    );
    expect(forgedRequests()).toEqual([]);
  });

  test('a malformed preview is an error in the example; the page and editor keep working', async ({
    page,
  }) => {
    await prefixRunner(
      page,
      forgingRunner({
        preview: {
          type: 'result',
          preview: {light: null},
          errors: [],
          missingFonts: [],
        },
      }),
    );
    await runInPlayground(page, `console.error('forge: preview');`);
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
      const received = listener.paths
        .filter((path) => path.startsWith('/received?'))
        .map((path) => JSON.parse(decodeURIComponent(path.slice('/received?'.length))) as unknown);
      expect(received, 'what the impostor got').toEqual([]);
      await expect(status(page)).toHaveText(
        "The runner stopped: a document other than the site's sandbox took the runner's frame",
      );
    });
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
