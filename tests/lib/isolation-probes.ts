// The probes every engine runs against the Playground's isolation: a worker script that tries
// every way out of its context (network, other origins, storage) and reports what each attempt
// got, the reader's code that runs those probes and draws their outcomes, the site's handshake
// with its sandbox as a test page makes it, and a listener on another origin that counts every
// connection made to it. Chromium runs them through Playwright (tests/e2e/playground-isolation.ts,
// on both hosts), Firefox and WebKit through the engines suite (tests/engines/). Nothing here
// imports a test runner: the suites assert, this module only probes and listens.
import {once} from 'node:events';
import {createServer, type Server} from 'node:http';
import type {AddressInfo, Socket} from 'node:net';

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

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** A page of another site that frames `src` at its full size, as a clickjacking page would. */
const framingPage = (src: string) => `<!doctype html><title>Another site</title>
<style>html, body, iframe { margin: 0; border: 0; width: 100%; height: 100%; display: block; }</style>
<iframe src="${escapeAttribute(src)}" title="framed page"></iframe>`;

/** The pages the listener serves as HTML; every other path answers an empty script. */
const pages: Record<string, (url: URL) => string> = {
  '/control': () => '<!doctype html><title>control</title>',
  '/impostor': () => impostorPage,
  '/frame': (url) => framingPage(url.searchParams.get('src') ?? 'about:blank'),
};

/**
 * A server on another origin (localhost, not the site's 127.0.0.1) that records every request.
 * `/control` is a plain page of that origin, with no policy; `/frame?src=<url>` a page of it that
 * frames `url` at its full size (framing); `/impostor` a document that poses as the sandbox.
 * It is a real server, not a route a browser driver answers: Chromium lets no page it takes for
 * a public one frame the site on loopback.
 */
export class Listener {
  readonly paths: string[] = [];
  connections = 0;
  private readonly server: Server;
  private readonly sockets = new Set<Socket>();

  constructor() {
    this.server = createServer((request, response) => {
      this.paths.push(request.url ?? '');
      const url = new URL(request.url ?? '/', 'http://listener');
      const page = pages[url.pathname];
      if (page) {
        response.setHeader('content-type', 'text/html');
        return response.end(page(url));
      }
      response.setHeader('access-control-allow-origin', '*');
      if (url.pathname === '/sse') response.setHeader('content-type', 'text/event-stream');
      else response.setHeader('content-type', 'text/javascript');
      // A worker started from /worker.js says so, so that its probe never has to wait for an
      // error that does not come.
      const body = {'/sse': ': probe\n\n', '/worker.js': 'postMessage("started")'}[url.pathname];
      response.end(body ?? '');
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

  /** A page of this origin framing `url` (absolute) in a frame as large as its window. */
  framing(url: string) {
    return `${this.origin}/frame?src=${encodeURIComponent(url)}`;
  }

  /** What the impostor document was handed, from the reports it made. */
  impostorReceived() {
    return this.paths
      .filter((path) => path.startsWith('/received?'))
      .map((path) => JSON.parse(decodeURIComponent(path.slice('/received?'.length))) as unknown);
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

/** What each network probe of probeScript asks the listener for; storage probes have none. */
export const probePaths: Record<string, string> = {
  fetch: '/fetch',
  XMLHttpRequest: '/xhr',
  WebSocket: '/ws',
  WebSocketStream: '/wss',
  EventSource: '/sse',
  'import()': '/module.js',
  importScripts: '/classic.js',
  FontFace: '/font.woff2',
  'nested Worker': '/nested',
  'Worker of another origin': '/worker.js',
};

/**
 * The outcome of a probe that got nowhere: refused by the context, or `absent` when the engine
 * has no such API at all (Firefox and WebKit have no WebSocketStream), which reaches nothing.
 */
export const refusedOutcome = /^(refused|absent)/;

/** How many probes probeScript runs: a report with fewer lost some. */
export const probeCount = 13;

/**
 * A worker script that tries every way out, then resolves `probing` to `{probe: outcome}`:
 * 'reached' when the attempt got an answer, 'absent' when the engine lacks the API (a
 * ReferenceError), else why not. `target` is the listener's origin. With `announce`, the worker
 * also posts `{settled: probe}` as each probe settles, so that a report that never comes can say
 * which probe held it up.
 */
export function probeScript(target: string, {announce = false} = {}): string {
  return `
const target = ${JSON.stringify(target)};
const announce = ${announce ? '(probe) => postMessage({settled: probe})' : '() => undefined'};
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
    worker.onmessage = reached;
    worker.onerror = () => failed(new Error('error event'));
  }),
  'origin private file system': () => navigator.storage.getDirectory(),
  IndexedDB: () => settle((reached, failed) => {
    const request = indexedDB.open('probe');
    request.onsuccess = reached;
    request.onerror = () => failed(request.error);
  }),
  'Cache Storage': () => caches.open('probe'),
};
const why = (error) => String(error && (error.message || error));
// The timer goes once the probe has settled: a run in the Playground waits for pending timers.
const outcome = (probe) => {
  let timer;
  return Promise.race([
    Promise.resolve().then(probe).then(
      () => 'reached',
      (error) => (error && error.name === 'ReferenceError' ? 'absent: ' : 'refused: ') + why(error),
    ),
    new Promise((resolve) => (timer = setTimeout(() => resolve('no answer'), 5000))),
  ]).finally(() => clearTimeout(timer));
};
const probing = Promise.all(
  Object.entries(probes).map(async ([name, probe]) => {
    const result = await outcome(probe);
    announce(name);
    return [name, result];
  }),
).then(Object.fromEntries);
`;
}

/**
 * A worker script that runs `body` and posts what `result` (an expression) resolves to: as the
 * runtime does in the sandbox, on the port that comes with the sandbox's first message, else
 * (`global`) with the worker's own postMessage.
 */
export const reporting = (body: string, result: string, via: 'port' | 'global') =>
  via === 'global'
    ? `${body}\nPromise.resolve(${result}).then((report) => postMessage(report));`
    : `${body}\naddEventListener('message', (event) =>
  Promise.resolve(${result}).then((report) => event.ports[0].postMessage(report)));`;

/**
 * A worker script that runs the probes and posts their report; on the global channel, it first
 * announces each probe as it settles (runInPlainWorker reads both).
 */
export const reportingProbe = (target: string, via: 'port' | 'global') =>
  reporting(probeScript(target, {announce: via === 'global'}), 'probing', via);

/**
 * The reader's side: code typed into the Playground (or opened from a link) that probes, then
 * draws the outcomes, the one way its code has to show anything: a text layer for each, named
 * "probe → outcome" (its text is a dot, quick to measure). readerReport reads them back.
 */
export function readerProbe(target: string) {
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

/** A readerProbe's report, from the lines of the Layers list the page shows for it. */
export const readerReport = (lines: string[]): Record<string, string> =>
  Object.fromEntries(lines.map((line) => line.replace(/ · Text, .*$/, '').split(' → ')));

/** The probes of a report that did not fail: each should be `refused` or `absent`. */
export const unrefused = (report: Record<string, string>) =>
  Object.fromEntries(Object.entries(report).filter(([, outcome]) => !refusedOutcome.test(outcome)));

/**
 * Code that passes off answers of its own as the runtime's, every way its scope offers: posting
 * them on the worker's global channel, and putting them into whatever a port's postMessage sends
 * from now on. It draws one text layer itself, which the runtime's own answer carries.
 */
export const forgingCode = (forged: object) => `import {Page, Text, render} from 'react-figma';
const forged = ${JSON.stringify(forged)};
self.postMessage(forged);
const post = MessagePort.prototype.postMessage;
MessagePort.prototype.postMessage = function (message, ...rest) {
  return post.call(this, forged, ...rest);
};
render(<Page name="Real" isCurrent><Text>drawn by the runtime</Text></Page>);
`;

// What runs in the page. Each is a self-contained function that a driver serializes into the
// page (Playwright's and Puppeteer's evaluate, WebDriver's execute script): no closures.

/**
 * In a page of the listener's origin, with no policy: runs `script` in a plain worker and
 * resolves to its report. Messages that announce a settled probe are not the report; if none
 * comes within a minute, it fails naming the probes that did settle.
 *
 * A worker that posts nothing at all for 10 s (a probe settles in milliseconds) is replaced,
 * once: in full `npm test` runs, Firefox ESR has started a worker that posted nothing and raised
 * no error, with no probe that could block it. The listener's log still shows what each tried.
 */
export function runInPlainWorker(script: string) {
  return new Promise<Record<string, string>>((resolve, reject) => {
    const settled: string[] = [];
    let workers = 0;
    const deadline = setTimeout(
      () =>
        reject(
          new Error(
            `no report in 60 s from ${workers} workers; the probes that settled: ${settled.join(', ') || 'none'}`,
          ),
        ),
      60_000,
    );
    const start = () => {
      workers += 1;
      (window as unknown as {plainWorkers?: number}).plainWorkers = workers;
      const worker = new Worker(URL.createObjectURL(new Blob([script])));
      const silence = setTimeout(() => {
        if (workers > 1) return;
        worker.terminate();
        start();
      }, 10_000);
      // A worker that cannot start or throws says so here, instead of leaving the wait to its end.
      worker.onerror = (event) => {
        clearTimeout(silence);
        clearTimeout(deadline);
        reject(new Error(`the worker failed: ${event.message || 'an error event'}`));
      };
      worker.onmessage = ({data}) => {
        clearTimeout(silence);
        if (typeof data?.settled === 'string') return settled.push(data.settled);
        clearTimeout(deadline);
        resolve(data as Record<string, string>);
      };
    };
    start();
  });
}

/** How many workers the last runInPlainWorker started: 2 when it replaced a silent one. */
export const plainWorkersStarted = () =>
  (window as unknown as {plainWorkers?: number}).plainWorkers ?? 0;

export type FrameAnswers = {
  answers: unknown[];
  /** How many frames said hello with their nonce and were sent their worker's script. */
  started: number;
  firstAnswer: Promise<unknown>;
  resolveFirst: (answer: unknown) => void;
};

/**
 * Frames the sandbox document at `src` in the page, in an iframe sandboxed as the site frames it
 * or not sandboxed at all, and, as the site's runner does (src/components/Playground/runner.ts),
 * asks it to start `script` as its worker once it says hello with the nonce of its URL. What the
 * worker answers, from every frame this started, collects in the page's window.answers;
 * window.firstAnswer resolves to the first of it.
 */
export function startWorkerInFrame({
  src,
  sandboxed,
  script,
}: {
  src: string;
  sandboxed: boolean;
  script: string;
}) {
  const scope = window as unknown as Partial<FrameAnswers>;
  const answers = (scope.answers ??= []);
  scope.firstAnswer ??= new Promise((resolve) => (scope.resolveFirst = resolve));
  const frame = document.createElement('iframe');
  if (sandboxed) frame.sandbox.add('allow-scripts');
  frame.hidden = true;
  const nonce = crypto.getRandomValues(new Uint32Array(4)).join('-');
  addEventListener('message', (event) => {
    const port = event.ports[0];
    if (event.source !== frame.contentWindow || event.data?.nonce !== nonce || !port) return;
    port.onmessage = (answer) => {
      answers.push(answer.data);
      scope.resolveFirst?.(answers[0]);
    };
    port.postMessage({type: 'start', script: new Blob([script]), fonts: {}});
    scope.started = (scope.started ?? 0) + 1;
  });
  frame.src = `${src}#${nonce}`;
  document.body.append(frame);
}

/** What the workers startWorkerInFrame started have posted so far. */
export const frameAnswers = () => (window as unknown as Partial<FrameAnswers>).answers ?? [];

/** How many frames startWorkerInFrame framed were sent their worker: none means no handshake. */
export const framesStarted = () => (window as unknown as Partial<FrameAnswers>).started ?? 0;

/** What the first worker startWorkerInFrame started posts first. */
export const firstFrameAnswer = () =>
  (window as unknown as FrameAnswers).firstAnswer as Promise<Record<string, string>>;

/** That first answer if it has come, else null: for a driver that polls with a deadline. */
export const firstFrameAnswerSoFar = () =>
  ((window as unknown as Partial<FrameAnswers>).answers?.[0] ?? null) as Record<
    string,
    string
  > | null;
