// Runs a reader's code in the playground's worker (src/plugins/playground/worker.ts), which only the
// sandbox document (src/plugins/playground/frame.ts) starts: each run gets a fresh sandbox, a
// hidden frame in an opaque origin whose policy the worker inherits, so the code can reach no
// network, storage or other origin on any host. A fresh one per run also because react-figma
// keeps its state in module scope. One spare sandbox is always loading (bundle parsed,
// react-figma loaded, fonts opened), so a run only renders. A run that takes too long, or that a
// newer edit supersedes, is ended by removing its frame, which ends its worker with it.
import type {SandboxHello, SandboxStart} from '@site/src/plugins/playground/frame';
import type {PlaygroundRuntime} from '@site/src/plugins/playground';
import type {ExampleSource} from '@site/src/figma-preview/example-contract';
import {previewCrossingTurns} from '@site/src/figma-preview/thread-crossing';
import {runTimeoutMs} from './run-timeout';
import {
  readAnswer,
  type PlaygroundAnswer,
  type PlaygroundFonts,
  type PlaygroundJob,
} from '@site/src/plugins/playground/protocol';

export type RunOutcome =
  | Extract<PlaygroundAnswer, {type: 'result' | 'syntax-error' | 'crashed'}>
  | {type: 'timeout'; afterMs: number}
  | {type: 'superseded'};

/** Text in Inter Regular needs no second run; other styles are fetched when a run asks. */
const firstFont = 'inter-latin-400-normal.woff2';
/** A sandbox that has not started its worker by then never will (a host that lacks the file). */
const startTimeoutMs = 60_000;

/** A fresh secret for one sandbox's URL fragment: 128 random bits, in hex. */
const newNonce = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');

/**
 * One run's sandbox: its frame, the port it answers on, and its first answer. The page sends it
 * nothing until the handshake: the sandbox document posts a hello with the nonce the page put in
 * its URL's fragment and the port to talk on (src/plugins/playground/frame.ts). A document that
 * took the frame's place (the frame navigated elsewhere, which drops the fragment) cannot name the
 * nonce, and the page never posts into the frame itself: the worker's script, the fonts and the
 * reader's code go only over the port the real sandbox made.
 */
class Sandbox {
  readonly frame = document.createElement('iframe');
  private port?: MessagePort;
  private listener?: (answer: PlaygroundAnswer) => void;
  private readonly early: PlaygroundAnswer[] = [];
  private readonly onHello: (event: MessageEvent) => void;
  readonly ready: Promise<void>;

  constructor(
    url: string,
    script: Promise<Blob>,
    fonts: PlaygroundFonts['fonts'],
    known: Set<string>,
  ) {
    const receive = (event: MessageEvent<unknown>) => {
      let answer: PlaygroundAnswer;
      try {
        answer = readAnswer(event.data, known);
      } catch (error) {
        answer = {
          type: 'crashed',
          message: `the runner sent a message the page does not accept (${(error as Error).message})`,
        };
      }
      if (this.listener) this.listener(answer);
      else this.early.push(answer);
    };
    let fail: (error: Error) => void = () => undefined;
    this.ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`the runner did not start in ${startTimeoutMs / 1000} s`)),
        startTimeoutMs,
      );
      fail = (error: Error) => {
        clearTimeout(timer);
        reject(error);
      };
      script.catch(fail);
      this.listen((answer) => {
        if (answer.type !== 'ready')
          return fail(new Error(answer.type === 'crashed' ? answer.message : 'the runner failed'));
        clearTimeout(timer);
        resolve();
      });
    });
    this.ready.catch(() => undefined); // reported when a run uses it
    const nonce = newNonce();
    this.onHello = (event: MessageEvent) => {
      // Only the frame's first message counts, whoever sent it.
      if (!event.source || event.source !== this.frame.contentWindow) return;
      removeEventListener('message', this.onHello);
      const hello = event.data as Partial<SandboxHello> | null;
      const port = event.ports[0];
      if (hello?.type !== 'hello' || hello.nonce !== nonce || !port) {
        fail(new Error("a document other than the site's sandbox took the runner's frame"));
        return;
      }
      this.port = port;
      port.onmessage = receive;
      void script.then((blob) =>
        port.postMessage({type: 'start', script: blob, fonts} satisfies SandboxStart),
      );
    };
    addEventListener('message', this.onHello);
    // allow-scripts without allow-same-origin: the document runs in an opaque origin.
    this.frame.sandbox.add('allow-scripts');
    this.frame.hidden = true;
    this.frame.title = 'Example runner';
    this.frame.src = `${url}sandbox#${nonce}`;
    document.body.append(this.frame);
  }

  /** Hands every answer from now on (and any that came before) to `listener`. */
  listen(listener: (answer: PlaygroundAnswer) => void) {
    this.listener = listener;
    this.early.splice(0).forEach(listener);
  }

  send(message: PlaygroundJob) {
    this.port?.postMessage(message);
  }

  /** Ends the worker with its document. */
  dispose() {
    this.listener = () => undefined;
    removeEventListener('message', this.onHello);
    this.port?.close();
    this.frame.remove();
  }
}

export class ExampleRunner {
  private readonly fonts: PlaygroundFonts['fonts'] = {};
  private readonly known: Set<string>;
  private script?: Promise<Blob>;
  private spare?: Sandbox;
  private running?: Sandbox;
  private generation = 0;

  /** `runtime`: the runtime folder and its fonts; `timeoutMs`: when a run is stopped. */
  constructor(
    private readonly runtime: PlaygroundRuntime,
    private readonly timeoutMs = runTimeoutMs,
  ) {
    this.known = new Set(runtime.fonts);
  }

  /** Fetches font files by name; only names of the runtime's own list are ever fetched. */
  private async fetchFonts(files: string[]) {
    await Promise.all(
      files
        .filter((file) => this.known.has(file))
        .map(async (file) => {
          const response = await fetch(`${this.runtime.url}fonts/${file}`);
          if (!response.ok) throw new Error(`font ${file}: HTTP ${response.status}`);
          this.fonts[file] = await response.arrayBuffer();
        }),
    );
  }

  private startSpare(): Sandbox {
    this.script ??= fetch(`${this.runtime.url}worker.js`).then((response) => {
      if (!response.ok) throw new Error(`the runner: HTTP ${response.status}`);
      return response.blob();
    });
    return new Sandbox(this.runtime.url, this.script, this.fonts, this.known);
  }

  /** Starts loading a sandbox now, so the first run is quick. */
  async warmUp(): Promise<void> {
    if (!(firstFont in this.fonts)) await this.fetchFonts([firstFont]);
    this.spare ??= this.startSpare();
  }

  /**
   * Runs `source` in a fresh sandbox, with messages between the plugin's threads taking
   * `crossingTurns` turns each way. A later call supersedes it.
   */
  async run(
    source: ExampleSource,
    {crossingTurns = previewCrossingTurns, fontsFetched = false} = {},
  ): Promise<RunOutcome> {
    const generation = ++this.generation;
    this.running?.dispose();
    await this.warmUp();
    const sandbox = this.spare!;
    this.spare = undefined;
    try {
      await sandbox.ready;
    } catch (error) {
      sandbox.dispose();
      return {type: 'crashed', message: (error as Error).message};
    }
    if (generation !== this.generation) {
      sandbox.dispose();
      return {type: 'superseded'};
    }
    this.running = sandbox;
    this.spare = this.startSpare(); // the next run's sandbox loads while this one runs
    const outcome = await this.answerOf(sandbox, source, crossingTurns);
    sandbox.dispose();
    if (generation !== this.generation) return {type: 'superseded'};
    if (outcome.type === 'result' && outcome.missingFonts.length && !fontsFetched) {
      // The text needs other Inter styles: fetch them and run again, in a sandbox that has them.
      await this.fetchFonts(outcome.missingFonts);
      this.spare?.dispose();
      this.spare = undefined;
      return this.run(source, {crossingTurns, fontsFetched: true});
    }
    return outcome;
  }

  private answerOf(
    sandbox: Sandbox,
    source: ExampleSource,
    crossingTurns: number,
  ): Promise<RunOutcome> {
    return new Promise((resolve) => {
      const timer = setTimeout(
        () => resolve({type: 'timeout', afterMs: this.timeoutMs}),
        this.timeoutMs,
      );
      sandbox.listen((answer) => {
        if (answer.type === 'ready') return;
        clearTimeout(timer);
        resolve(answer);
      });
      sandbox.send({
        ...source,
        type: 'run',
        // Under the stop timeout, so a render that never settles reports what it drew.
        settleTimeoutMs: Math.round(this.timeoutMs * 0.6),
        crossingTurns,
      });
    });
  }

  /** Ends every sandbox: the page is leaving the editor. */
  dispose(): void {
    this.generation++;
    this.running?.dispose();
    this.spare?.dispose();
    this.spare = undefined;
  }
}
