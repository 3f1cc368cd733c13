// Compiles an example for Run in Figma in a worker of its own (compile-worker.js, bundled by
// src/plugins/run-in-figma), never on the page's main thread: sucrase can take exponential time
// on a few hundred characters (deeply nested arrow functions), and a shared link's code must not
// be able to freeze the page. The kill rule is the Playground's (ExampleRunner): the job gets as
// long as a run does, then its worker is ended, which stops the compiler wherever it is.
import {runTimeoutMs} from '../components/Playground/run-timeout';
import type {ExampleSource} from '../figma-preview/example-contract';
import type {RunInFigmaRuntime} from '../plugins/run-in-figma';
import {
  compileWorkerFile,
  readCompileAnswer,
  type CompileAnswer,
  type CompileJob,
} from './compile-protocol';

/** A worker that has not said it is ready by then never will (a host that lacks the file). */
const startTimeoutMs = 60_000;

/** The compile took longer than a Playground run may, and was stopped. */
export class CompileTimeout extends Error {
  constructor(readonly afterMs: number) {
    super(
      `The code took too long to compile (over ${afterMs / 1000} s), so it was stopped. ` +
        'Deeply nested code, such as many arrow functions inside one another, can make the ' +
        'compiler that slow: simplify it and try again.',
    );
  }
}

export type CompileResult = Exclude<CompileAnswer, {type: 'ready'}>;

export interface CompileOptions {
  /** How long the compile may take once the worker has the code; a Playground run's by default. */
  timeoutMs?: number;
}

/**
 * The example compiled in a fresh worker, with the origins its code names; rejects with
 * CompileTimeout when that takes longer than `timeoutMs`, or with an Error when the worker fails.
 */
export function compileOffThread(
  runtime: RunInFigmaRuntime,
  {code, lang}: Pick<ExampleSource, 'code' | 'lang'>,
  {timeoutMs = runTimeoutMs}: CompileOptions = {},
): Promise<CompileResult> {
  const worker = new Worker(runtime.url + compileWorkerFile, {name: 'Run in Figma: compile'});
  return new Promise<CompileResult>((resolve, reject) => {
    const fail = (error: Error) => finish(() => reject(error));
    let timer = setTimeout(
      () => fail(new Error(`the compiler did not start in ${startTimeoutMs / 1000} s`)),
      startTimeoutMs,
    );
    /** Ends the worker, wherever it is, and settles once. */
    function finish(settle: () => void) {
      clearTimeout(timer);
      worker.terminate();
      worker.onmessage = worker.onerror = null;
      settle();
    }
    worker.onerror = (event) => {
      event.preventDefault();
      fail(
        new Error(
          event.message
            ? `the compiler stopped: ${event.message}`
            : `${compileWorkerFile} could not be loaded`,
        ),
      );
    };
    worker.onmessage = (event: MessageEvent<unknown>) => {
      let answer: CompileAnswer;
      try {
        answer = readCompileAnswer(event.data);
      } catch (error) {
        return fail(
          new Error(
            `the compiler sent a message the page does not accept (${(error as Error).message})`,
          ),
        );
      }
      if (answer.type !== 'ready') return finish(() => resolve(answer));
      // The clock starts with the job, as a run's does: loading the worker is not compiling.
      clearTimeout(timer);
      timer = setTimeout(() => fail(new CompileTimeout(timeoutMs)), timeoutMs);
      worker.postMessage({type: 'compile', code, lang} satisfies CompileJob);
    };
  });
}
