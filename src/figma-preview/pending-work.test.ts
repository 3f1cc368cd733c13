import {describe, expect, it} from 'vitest';
import {trackPendingWork} from './pending-work';

type Timer = (callback: () => void, delay?: number) => unknown;

/** The real timer functions, which each test's scope wraps. */
const timers = {setTimeout, setInterval, clearTimeout, clearInterval};

/** A fresh global scope over the real timers, with its own Blob and Response classes. */
function scope() {
  const globals: Record<string, unknown> = {
    ...timers,
    MessageChannel,
    Blob: class extends Blob {},
    Response: class extends Response {},
  };
  const work = trackPendingWork(globals);
  return {globals, work, setTimeout: globals.setTimeout as Timer};
}

describe('trackPendingWork', () => {
  it('is busy until a short timeout has fired, and counts the callback', async () => {
    const {work, setTimeout} = scope();
    let fired = false;
    setTimeout(() => (fired = true), 20);
    expect(work.busy()).toBe(true);
    while (!fired) await work.nextTurn();
    expect(work.busy()).toBe(false);
    expect(work.callbacks()).toBe(1);
  });

  it('is not busy once a timeout is cleared', () => {
    const {globals, work, setTimeout} = scope();
    const handle = setTimeout(() => undefined, 50);
    (globals.clearTimeout as (handle: unknown) => void)(handle);
    expect(work.busy()).toBe(false);
  });

  it('waits for fast intervals until cleared, not for slow ones or far timeouts', () => {
    const {globals, work, setTimeout} = scope();
    const setInterval = globals.setInterval as Timer;
    const clearInterval = globals.clearInterval as (handle: unknown) => void;
    const slow = setInterval(() => undefined, 1000);
    const far = setTimeout(() => undefined, 10_000);
    expect(work.busy()).toBe(false);
    const fast = setInterval(() => undefined, 5);
    expect(work.busy()).toBe(true);
    clearInterval(fast);
    expect(work.busy()).toBe(false);
    clearInterval(slow);
    (globals.clearTimeout as (handle: unknown) => void)(far);
  });

  it('is busy while a blob or response is being read', async () => {
    const {globals, work} = scope();
    const TestBlob = globals.Blob as typeof Blob;
    const TestResponse = globals.Response as typeof Response;
    const reading = new TestBlob(['abc']).text();
    expect(work.busy()).toBe(true);
    expect(await reading).toBe('abc');
    expect(work.busy()).toBe(false);
    const response = new TestResponse('{"a":1}').json();
    expect(work.busy()).toBe(true);
    expect(await response).toEqual({a: 1});
    expect(work.busy()).toBe(false);
  });

  it('is busy while a FileReader reads, until its loadend', async () => {
    // jsdom's FileReader, in the plugin check, ends on a queue the timers do not see.
    class TestFileReader extends EventTarget {
      readAsText() {
        setImmediate(() => this.dispatchEvent(new Event('loadend')));
      }
    }
    const globals: Record<string, unknown> = {...timers, FileReader: TestFileReader};
    const work = trackPendingWork(globals);
    const reader = new (globals.FileReader as typeof TestFileReader)();
    const ended = new Promise((resolve) => reader.addEventListener('loadend', resolve));
    reader.readAsText();
    expect(work.busy()).toBe(true);
    await ended;
    await Promise.resolve();
    expect(work.busy()).toBe(false);
  });

  it("hides MessageChannel, so React 16's scheduler posts its work with setTimeout", () => {
    expect(scope().globals.MessageChannel).toBeUndefined();
  });

  it('calls the timer functions on their own scope, as a browser requires', async () => {
    // A browser's (or worker's) timers throw "Illegal invocation" when called on another object.
    const globals: Record<string, unknown> = {};
    for (const [name, timer] of Object.entries(timers)) {
      globals[name] = function (this: unknown, ...args: unknown[]) {
        if (this !== globals) throw new TypeError('Illegal invocation');
        return (timer as (...args: unknown[]) => unknown)(...args);
      };
    }
    const work = trackPendingWork(globals);
    let fired = false;
    (globals.setTimeout as Timer)(() => (fired = true), 1);
    while (!fired) await work.nextTurn();
    expect(work.busy()).toBe(false);
  });
});
