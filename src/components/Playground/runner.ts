// Runs a reader's code in the playground's worker (src/plugins/playground/worker.ts): a fresh
// worker per run, since react-figma keeps its state in module scope. One spare worker is always
// loading (bundle parsed, react-figma loaded, fonts opened), so a run only renders. A run that
// takes too long, or that a newer edit supersedes, is ended by terminating its worker.
import type {
  ExampleSource,
  PlaygroundAnswer,
  PlaygroundFonts,
  PlaygroundJob,
} from '@site/src/plugins/playground/protocol';

export type RunOutcome =
  | Extract<PlaygroundAnswer, {type: 'result' | 'syntax-error'}>
  | {type: 'timeout'; afterMs: number}
  | {type: 'crashed'; message: string}
  | {type: 'superseded'};

/** Text in Inter Regular needs no second run; other styles are fetched when a run asks. */
const firstFont = 'inter-latin-400-normal.woff2';

interface Spare {
  worker: Worker;
  ready: Promise<void>;
}

export class ExampleRunner {
  private fonts: PlaygroundFonts['fonts'] = {};
  private spare?: Spare;
  private running?: Worker;
  private generation = 0;

  /** `url`: the runtime folder (worker.js, fonts/); `timeoutMs`: when a run is stopped. */
  constructor(
    private readonly url: string,
    private readonly timeoutMs = 5000,
  ) {}

  private async fetchFonts(files: string[]) {
    await Promise.all(
      files.map(async (file) => {
        const response = await fetch(`${this.url}fonts/${file}`);
        if (!response.ok) throw new Error(`font ${file}: HTTP ${response.status}`);
        this.fonts[file] = await response.arrayBuffer();
      }),
    );
  }

  private startSpare(): Spare {
    const worker = new Worker(`${this.url}worker.js`);
    const ready = new Promise<void>((resolve, reject) => {
      worker.addEventListener('message', (event: MessageEvent<PlaygroundAnswer>) => {
        if (event.data.type === 'ready') resolve();
      });
      worker.addEventListener('error', (event) => reject(new Error(event.message)));
    });
    ready.catch(() => undefined); // reported when a run uses it
    worker.postMessage({type: 'fonts', fonts: this.fonts} satisfies PlaygroundFonts);
    return {worker, ready};
  }

  /** Starts loading a worker now, so the first run is quick. */
  async warmUp(): Promise<void> {
    if (!(firstFont in this.fonts)) await this.fetchFonts([firstFont]);
    this.spare ??= this.startSpare();
  }

  async run(source: ExampleSource, fontsFetched = false): Promise<RunOutcome> {
    const generation = ++this.generation;
    this.running?.terminate();
    await this.warmUp();
    const spare = this.spare!;
    this.spare = undefined;
    try {
      await spare.ready;
    } catch (error) {
      spare.worker.terminate();
      return {type: 'crashed', message: (error as Error).message};
    }
    if (generation !== this.generation) {
      spare.worker.terminate();
      return {type: 'superseded'};
    }
    this.running = spare.worker;
    this.spare = this.startSpare(); // the next run's worker loads while this one runs
    const outcome = await this.answerOf(spare.worker, source);
    spare.worker.terminate();
    if (generation !== this.generation) return {type: 'superseded'};
    if (outcome.type === 'result' && outcome.missingFonts.length && !fontsFetched) {
      // The text needs other Inter styles: fetch them and run again, in a worker that has them.
      await this.fetchFonts(outcome.missingFonts);
      this.spare?.worker.terminate();
      this.spare = undefined;
      return this.run(source, true);
    }
    return outcome;
  }

  private answerOf(worker: Worker, source: ExampleSource): Promise<RunOutcome> {
    return new Promise((resolve) => {
      const timer = setTimeout(
        () => resolve({type: 'timeout', afterMs: this.timeoutMs}),
        this.timeoutMs,
      );
      worker.addEventListener('message', (event: MessageEvent<PlaygroundAnswer>) => {
        if (event.data.type === 'ready') return;
        clearTimeout(timer);
        resolve(event.data);
      });
      worker.addEventListener('error', (event) => {
        clearTimeout(timer);
        resolve({type: 'crashed', message: event.message});
      });
      const job: PlaygroundJob = {
        ...source,
        type: 'run',
        // Under the stop timeout, so a render that never settles reports what it drew.
        settleTimeoutMs: Math.round(this.timeoutMs * 0.6),
      };
      worker.postMessage(job);
    });
  }

  /** Ends every worker: the page is leaving the editor. */
  dispose(): void {
    this.generation++;
    this.running?.terminate();
    this.spare?.worker.terminate();
    this.spare = undefined;
  }
}
