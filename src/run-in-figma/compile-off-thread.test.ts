import {afterEach, describe, expect, it, vi} from 'vitest';
import {runTimeoutMs} from '../components/Playground/run-timeout';
import {CompileTimeout, compileOffThread} from './compile-off-thread';
import {stubCompileWorker} from './compile-worker-stub';

const runtime = {url: '/run-in-figma/0123456789abcdef/'};
const source = {lang: 'tsx', code: `fetch('https://a.example/x'); // "https://b.example"`};

afterEach(() => vi.useRealTimers());

describe('compileOffThread', () => {
  it('compiles in a fresh worker of the runtime, and ends it after the answer', async () => {
    const workers = stubCompileWorker();
    const result = await compileOffThread(runtime, source);
    expect(result).toMatchObject({type: 'compiled', origins: ['https://a.example']});
    expect(workers.map(({url}) => url)).toEqual([`${runtime.url}compile-worker.js`]);
    expect(workers[0]!.jobs).toEqual([{type: 'compile', ...source}]);
    expect(workers[0]!.terminated).toBe(true);
  });

  it('answers a syntax error with where it is', async () => {
    stubCompileWorker();
    await expect(compileOffThread(runtime, {lang: 'tsx', code: 'const a = ;'})).resolves.toEqual({
      type: 'syntax-error',
      message: expect.any(String),
      line: 1,
      column: 11,
    });
  });

  it('ends a compile that takes longer than a Playground run, and says so', async () => {
    vi.useFakeTimers();
    const workers = stubCompileWorker({hang: true});
    const result = compileOffThread(runtime, source);
    const settled = vi.fn();
    result.then(settled, settled);
    await vi.advanceTimersByTimeAsync(1); // the worker is ready and has the job
    expect(workers[0]!.jobs).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(runTimeoutMs - 2);
    expect(settled).not.toHaveBeenCalled();
    expect(workers[0]!.terminated).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).rejects.toThrow(CompileTimeout);
    await expect(result).rejects.toThrow(/^The code took too long to compile \(over 5 s\)/);
    expect(workers[0]!.terminated).toBe(true);
  });

  it('starts the clock when the worker has the code, not while it loads', async () => {
    vi.useFakeTimers();
    stubCompileWorker({readyAfterMs: runTimeoutMs * 2});
    const result = compileOffThread(runtime, source);
    await vi.advanceTimersByTimeAsync(runTimeoutMs * 2 + 1);
    await expect(result).resolves.toMatchObject({type: 'compiled'});
  });

  it('takes another timeout when asked', async () => {
    vi.useFakeTimers();
    stubCompileWorker({hang: true});
    const result = compileOffThread(runtime, source, {timeoutMs: 100});
    result.catch(() => undefined);
    await vi.advanceTimersByTimeAsync(101);
    await expect(result).rejects.toThrow('over 0.1 s');
  });

  it('says when the worker cannot be loaded', async () => {
    const workers = stubCompileWorker({served: () => false});
    await expect(compileOffThread(runtime, source)).rejects.toThrow(
      'compile-worker.js could not be loaded',
    );
    expect(workers[0]!.terminated).toBe(true);
  });

  it('refuses an answer that is not one of the protocol', async () => {
    stubCompileWorker({answer: () => ({type: 'compiled', module: 'x', origins: ['*']})});
    await expect(compileOffThread(runtime, source)).rejects.toThrow(
      /does not accept \(origins\[0\] is not an origin\)/,
    );
  });
});
