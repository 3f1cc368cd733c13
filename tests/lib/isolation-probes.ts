// The probes every engine runs against the Playground's isolation: a worker script that tries
// every way out of its context (network, other origins, storage) and reports what each attempt
// got, and a listener on another origin that counts every connection made to it. Chromium runs
// them through Playwright (tests/e2e/playground-isolation.ts, on both hosts), Firefox and WebKit
// through the engines suite (tests/engines/). Nothing here imports a test runner: the suites
// assert, this module only probes and listens.
import {once} from 'node:events';
import {createServer, type Server} from 'node:http';
import type {AddressInfo, Socket} from 'node:net';

/**
 * A server on another origin (localhost, not the site's 127.0.0.1) that records every request.
 * `/control` is a plain page of that origin, with no policy; `/frame?src=<url>` is a page of it
 * that frames `url` at its full size, as another site framing the site's pages would.
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
      if (url.pathname === '/control') {
        response.setHeader('content-type', 'text/html');
        return response.end('<!doctype html><title>control</title>');
      }
      if (url.pathname === '/frame') {
        response.setHeader('content-type', 'text/html');
        return response.end(framingPage(url.searchParams.get('src') ?? 'about:blank'));
      }
      response.setHeader('access-control-allow-origin', '*');
      if (request.url === '/sse') response.setHeader('content-type', 'text/event-stream');
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

  reset() {
    this.paths.length = 0;
    this.connections = 0;
  }

  async stop() {
    this.sockets.forEach((socket) => socket.destroy());
    this.server.close();
  }
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

function framingPage(src: string) {
  return `<!doctype html><title>framing page</title>
<style>html, body, iframe { margin: 0; border: 0; width: 100%; height: 100%; display: block; }</style>
<iframe src="${escapeAttribute(src)}" title="framed page"></iframe>`;
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

/**
 * A worker script that tries every way out, then resolves `probing` to `{probe: outcome}`:
 * 'reached' when the attempt got an answer, 'absent' when the engine lacks the API (a
 * ReferenceError), else why not. `target` is the listener's origin.
 */
export function probeScript(target: string): string {
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
const outcome = (probe) =>
  Promise.race([
    Promise.resolve().then(probe).then(
      () => 'reached',
      (error) => (error && error.name === 'ReferenceError' ? 'absent: ' : 'refused: ') + why(error),
    ),
    new Promise((resolve) => setTimeout(() => resolve('no answer'), 5000)),
  ]);
const probing = Promise.all(
  Object.entries(probes).map(async ([name, probe]) => [name, await outcome(probe)]),
).then(Object.fromEntries);
`;
}

/** A worker script that runs the probes and posts their report. */
export const reportingProbe = (target: string) =>
  `${probeScript(target)}\nprobing.then((report) => postMessage(report));`;

/**
 * The reader's side: code typed into the Playground (or opened from a link) that probes, then
 * reports through a message of its own (a well-formed result whose only layer names the
 * outcomes), holding back the runner's answer. The page may show such a message; it must never
 * act on it. Its Layers list then reads `probe → outcome` (readerReport parses it back).
 */
export function readerProbe(target: string) {
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

/** A readerProbe's report, from the lines of the Layers list it made the page show. */
export const readerReport = (lines: string[]): Record<string, string> =>
  Object.fromEntries(lines.map((line) => line.replace(/ · Text, 1 × 1$/, '').split(' → ')));

/** The probes of a report that did not fail: each should be `refused` or `absent`. */
export const unrefused = (report: Record<string, string>) =>
  Object.fromEntries(Object.entries(report).filter(([, outcome]) => !refusedOutcome.test(outcome)));

/** How many probes probeScript runs: a report with fewer lost some. */
export const probeCount = 13;

// What runs in the page. Each is a self-contained function that a driver serializes into the
// page (Playwright's and Puppeteer's evaluate, WebDriver's execute script): no closures.

/** In a page of the listener's origin, with no policy: runs `script` in a plain worker. */
export function runInPlainWorker(script: string) {
  return new Promise<Record<string, string>>((resolve) => {
    const worker = new Worker(URL.createObjectURL(new Blob([script])));
    worker.onmessage = (event) => resolve(event.data as Record<string, string>);
  });
}

export type FrameAnswers = {answers: unknown[]; firstAnswer: Promise<unknown>};

/**
 * Frames the sandbox document at `src` in the page, in an iframe sandboxed as the site frames it
 * or not sandboxed at all, and asks it to start `script` as its worker. What the worker posts
 * collects in the page's window.answers; window.firstAnswer resolves to the first of it.
 */
export async function startWorkerInFrame({
  src,
  sandboxed,
  script,
}: {
  src: string;
  sandboxed: boolean;
  script: string;
}) {
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
  Object.assign(window, {answers, firstAnswer} satisfies FrameAnswers);
  frame.contentWindow!.postMessage({type: 'start', script: new Blob([script]), fonts: {}}, '*', [
    channel.port2,
  ]);
}

/** What the worker startWorkerInFrame started posts first. */
export const firstFrameAnswer = () =>
  (window as unknown as FrameAnswers).firstAnswer as Promise<Record<string, string>>;
