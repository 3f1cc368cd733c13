// @vitest-environment jsdom
// When ExampleRunner stops a run. The sandbox is played by this test: it answers the hello from
// the frame the runner made, with a port whose worker does what each test says, on fake timers.
// Nothing waits on the wall clock, so a slow machine only takes longer.
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {selfRendering} from '@site/src/figma-preview/example-contract';
import type {PlaygroundAnswer, PlaygroundJob} from '@site/src/plugins/playground/protocol';
import {ExampleRunner, type RunOutcome} from './runner';
import {problemOf} from './use-live-run';

const runtime = {url: '/playground/0123456789abcdef/', fonts: []};
const source = {...selfRendering, lang: 'tsx', code: 'render(null);'};
const result: PlaygroundAnswer = {type: 'result', errors: [], missingFonts: [], timingKey: ''};
/** How often the fake worker says it is alive, as the real one does (worker.ts). */
const beatMs = 250;

/** What a worker does with its job: `reply` posts on its private port. */
type FakeWorker = (reply: (answer: PlaygroundAnswer) => void) => void;

/** A worker that says it is alive on a timer until it answers after `answerAfterMs`, if ever. */
const aliveFor =
  (answerAfterMs = Infinity): FakeWorker =>
  (reply) => {
    const beat = setInterval(() => reply({type: 'alive'}), beatMs);
    if (answerAfterMs === Infinity) return;
    setTimeout(() => {
      clearInterval(beat);
      reply(result);
    }, answerAfterMs);
  };

/** A worker whose code holds its thread from the start: it never says anything. */
const silent: FakeWorker = () => undefined;

/** Frames already answered: each sandbox says hello once. */
let greeted: Set<HTMLIFrameElement>;

/**
 * Says hello, as frame.ts does, from every runner frame that has not yet: with the nonce from its
 * URL's fragment and a port on which the worker is ready once started and runs `worker` on a job.
 */
function helloFromFrames(worker: FakeWorker) {
  for (const frame of Array.from(document.querySelectorAll('iframe'))) {
    if (greeted.has(frame)) continue;
    greeted.add(frame);
    const port = {
      onmessage: null as ((event: {data: unknown}) => void) | null,
      postMessage(message: {type: string} | PlaygroundJob) {
        const reply = (answer: PlaygroundAnswer) => port.onmessage?.({data: answer});
        if (message.type === 'start') reply({type: 'ready'});
        if (message.type === 'run') worker(reply);
      },
      close: () => undefined,
    };
    const hello = new MessageEvent('message', {
      data: {type: 'hello', nonce: new URL(frame.src).hash.slice(1)},
      source: frame.contentWindow,
    });
    Object.defineProperty(hello, 'ports', {value: [port]});
    window.dispatchEvent(hello);
  }
}

/** Starts a run on `worker`'s sandbox, with the outcome once it comes. */
async function startRun(worker: FakeWorker) {
  let outcome: RunOutcome | undefined;
  void new ExampleRunner(runtime).run(source).then((settled) => (outcome = settled));
  // The runner fetches its script, then makes the frame; then the handshake, then the job.
  for (let turn = 0; turn < 10; turn++) {
    await vi.advanceTimersByTimeAsync(0);
    helloFromFrames(worker);
  }
  return {
    /** Lets `ms` of fake time pass, and says what the run ended with by then. */
    after: async (ms: number) => {
      await vi.advanceTimersByTimeAsync(ms);
      return outcome;
    },
  };
}

// jsdom has no `sandbox` token list on frames: the runner only adds to it.
if (!('sandbox' in HTMLIFrameElement.prototype))
  Object.defineProperty(HTMLIFrameElement.prototype, 'sandbox', {
    get(this: HTMLIFrameElement) {
      return {add: (token: string) => this.setAttribute('sandbox', token)};
    },
  });

beforeEach(() => {
  greeted = new Set();
  vi.useFakeTimers();
  vi.stubGlobal('fetch', async () => ({
    ok: true,
    blob: async () => new Blob(['']),
    arrayBuffer: async () => new ArrayBuffer(0),
  }));
});
afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('ExampleRunner stops a run', () => {
  it('not while its worker keeps saying it is alive, however long it takes under the cap', async () => {
    const run = await startRun(aliveFor(12_000));
    expect(await run.after(11_999)).toBeUndefined();
    expect(await run.after(1)).toEqual(result);
  });

  it('when its worker says nothing for 5 s, and says the code held the runner', async () => {
    const run = await startRun(silent);
    expect(await run.after(4_999)).toBeUndefined();
    const outcome = await run.after(1);
    expect(outcome).toEqual({type: 'timeout', cause: 'silence', afterMs: 5_000});
    expect(problemOf(outcome!)?.text).toMatch(
      /^Stopped after 5 s: the code did not finish, and kept the runner busy all that time/,
    );
  });

  it('5 s after its worker fell silent, whenever that was', async () => {
    let worker!: Parameters<FakeWorker>[0];
    const run = await startRun((reply) => (worker = reply));
    // Alive now and then: every answer counts the silence again.
    for (let beat = 0; beat < 8; beat++) {
      expect(await run.after(4_000)).toBeUndefined();
      worker({type: 'alive'});
    }
    expect(await run.after(4_999)).toBeUndefined();
    expect(await run.after(1)).toMatchObject({type: 'timeout', cause: 'silence'});
  });

  it('at the 60 s cap when its worker stays alive but never answers', async () => {
    const run = await startRun(aliveFor());
    expect(await run.after(59_999)).toBeUndefined();
    const outcome = await run.after(1);
    expect(outcome).toEqual({type: 'timeout', cause: 'cap', afterMs: 60_000});
    const text = problemOf(outcome!)?.text;
    expect(text).toMatch(/^Stopped at the 60 s limit on any run: the runner stayed responsive/);
    // Not the words of a silent run, which tests/lib/hostile-links.ts looks for.
    expect(text).not.toMatch(/Stopped after \d+ s: the code did not finish/);
  });
});
