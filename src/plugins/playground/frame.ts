// The playground's sandbox: the only document that starts the runner. The page frames it with
// sandbox="allow-scripts", so it has an opaque origin (no storage, no cookies, no access to the
// site's pages), and its own <meta> policy (written by index.ts) allows no request of any kind. It
// starts worker.js from a blob: URL: a worker started that way inherits this document's policy, so
// the reader's code can reach no network on any host, including hosts that send no headers at all.
// It relays and decides nothing: jobs from the page's port to the worker, the worker's messages
// back, which the page checks (protocol.ts).
import type {PlaygroundAnswer} from './protocol';

/** What the page sends once, with the port it listens on. */
export interface SandboxStart {
  type: 'start';
  /** worker.js, fetched by the page: this document may fetch nothing. */
  script: Blob;
  fonts: Record<string, ArrayBuffer>;
}

let started = false;
addEventListener('message', (event: MessageEvent<SandboxStart>) => {
  const port = event.ports[0];
  // Only ever as a sandbox: framed without one (hosts without headers cannot forbid other sites to
  // frame it) or opened on its own, this document has the site's origin, and a worker started
  // here would have that origin's storage.
  if (self.origin !== 'null') return;
  if (started || event.source !== parent || !port || !(event.data?.script instanceof Blob)) return;
  started = true;
  const worker = new Worker(URL.createObjectURL(event.data.script));
  worker.addEventListener('message', (answer) => port.postMessage(answer.data));
  worker.addEventListener('error', (error) =>
    port.postMessage({
      type: 'crashed',
      message: error.message || 'the runner failed',
    } satisfies PlaygroundAnswer),
  );
  port.addEventListener('message', (job) => worker.postMessage(job.data));
  port.start();
  worker.postMessage({type: 'fonts', fonts: event.data.fonts});
});
