// The playground's sandbox: the only document that starts the runner. The page frames it with
// sandbox="allow-scripts", so it has an opaque origin (no storage, no cookies, no access to the
// site's pages), and its own <meta> policy (written by index.ts) allows no request of any kind. It
// starts worker.js from a blob: URL: a worker started that way inherits this document's policy, so
// the reader's code can reach no network on any host, including hosts that send no headers at all.
//
// The handshake: this document makes the channel and hands one end to the page, with the nonce
// the page put in its URL's fragment. The page sends nothing into the frame until such a hello
// comes from its frame with its nonce, so a document that replaced this one (the frame navigated
// elsewhere, which drops the fragment) gets neither the code nor anything else.
//
// It relays and decides nothing: jobs from the page's port to the worker, the worker's answers
// back, which the page checks (protocol.ts). Between this document and the worker runs a private
// port too, handed to the runtime with the fonts: only what comes through it is relayed, so a
// plain postMessage from the reader's code (which runs in the worker's global scope) goes nowhere.
import type {PlaygroundAnswer} from './protocol';

/** What this document posts to the page once loaded, with the port it listens on. */
export interface SandboxHello {
  type: 'hello';
  /** The fragment of this document's URL, as the page wrote it. */
  nonce: string;
}

/** What the page sends first over the port it got with the hello. */
export interface SandboxStart {
  type: 'start';
  /** worker.js, fetched by the page: this document may fetch nothing. */
  script: Blob;
  fonts: Record<string, ArrayBuffer>;
}

// Only ever as a sandbox: framed without one (hosts without headers cannot forbid other sites to
// frame it) or opened on its own, this document has the site's origin, and a worker started here
// would have that origin's storage.
if (self.origin === 'null' && parent !== self) {
  const page = new MessageChannel();
  /** The runtime's end of the private port, once the worker has started. */
  let runtime: MessagePort | undefined;
  page.port1.onmessage = (event: MessageEvent<SandboxStart>) => {
    if (runtime) return runtime.postMessage(event.data);
    if (!(event.data?.script instanceof Blob)) return;
    const worker = new Worker(URL.createObjectURL(event.data.script));
    const channel = new MessageChannel();
    runtime = channel.port1;
    runtime.onmessage = (answer) => page.port1.postMessage(answer.data);
    worker.addEventListener('error', (error) =>
      page.port1.postMessage({
        type: 'crashed',
        message: error.message || 'the runner failed',
      } satisfies PlaygroundAnswer),
    );
    // The worker's global channel carries only this message; nothing listens to what the
    // reader's code posts on it.
    worker.postMessage({type: 'fonts', fonts: event.data.fonts}, [channel.port2]);
  };
  // Addressed to the site's origin (this URL's, not this document's opaque one): a page of
  // another site that frames this document hears nothing from it.
  parent.postMessage(
    {type: 'hello', nonce: location.hash.slice(1)} satisfies SandboxHello,
    new URL(location.href).origin,
    [page.port2],
  );
}
