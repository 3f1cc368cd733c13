// For tests in Node, which has no Web Worker: a stand-in for compile-worker.js that does what the
// real one does (answerCompileJob) a turn later, or never answers, as a compile that hangs. The
// real worker is run by the Run in Figma e2e tests.
import {vi} from 'vitest';
import {answerCompileJob} from './compile-job';
import type {CompileAnswer, CompileJob} from './compile-protocol';

export interface StubOptions {
  /** Whether the worker's file exists at this URL; a missing one fails to load. */
  served?: (url: string) => boolean;
  /** Answer this instead of compiling (a worker that sends nonsense). */
  answer?: (job: CompileJob) => unknown;
  /** Never answer the job: a compile that takes forever. */
  hang?: boolean;
  /** How long the worker takes to load before it says it is ready. */
  readyAfterMs?: number;
}

export interface StubWorker {
  url: string;
  terminated: boolean;
  jobs: CompileJob[];
}

/** Replaces the global Worker; returns the workers started, in order. */
export function stubCompileWorker({
  served = () => true,
  answer,
  hang,
  readyAfterMs = 0,
}: StubOptions = {}) {
  const started: StubWorker[] = [];
  class Worker implements StubWorker {
    onmessage: ((event: {data: unknown}) => void) | null = null;
    onerror: ((event: {message: string; preventDefault(): void}) => void) | null = null;
    terminated = false;
    jobs: CompileJob[] = [];
    constructor(readonly url: string) {
      started.push(this);
      setTimeout(() => {
        if (this.terminated) return;
        if (!served(url)) this.onerror?.({message: '', preventDefault() {}});
        else this.send({type: 'ready'});
      }, readyAfterMs);
    }
    private send(data: CompileAnswer | unknown) {
      if (!this.terminated) this.onmessage?.({data});
    }
    postMessage(job: CompileJob) {
      this.jobs.push(job);
      if (hang) return;
      setTimeout(() => this.send(answer ? answer(job) : answerCompileJob(job)));
    }
    terminate() {
      this.terminated = true;
    }
  }
  vi.stubGlobal('Worker', Worker);
  return started;
}
