// What a run still has to do, counted rather than timed. Everything react-figma 0.31.0 does after
// render() returns goes through timers or reads: React 16's scheduler (on setTimeout once
// MessageChannel is hidden), the Yoga layout stream (rxjs `delay(0)`, a short setInterval),
// calls between the plugin's threads (held until their answer is back: thread-crossing.ts), fonts
// and images (promises, blob and response reads). A run has
// settled when none of that is pending: on a slow machine it settles later, never differently.

/** One-shot timers due sooner than this are waited for; later ones fire after the preview. */
const awaitedTimeoutMs = 10_000;
/** Repeating timers faster than this are waited for until cleared; slower ones are ignored. */
const awaitedIntervalMs = 1_000;

export interface PendingWork {
  /** True while a timer the run waits for, or a read, has not finished. */
  busy(): boolean;
  /** How many timer callbacks have run: a run that never settles keeps raising it. */
  callbacks(): number;
  /** Resolves after one turn of the event loop, on a timer that is not counted. */
  nextTurn(): Promise<void>;
  /** Counts `promise` as pending until it settles, and returns it. */
  hold<T>(promise: Promise<T>): Promise<T>;
  /** Clears every timer still scheduled (those not waited for): the run is over. */
  clearTimers(): void;
}

type Callback = (...args: unknown[]) => void;
type Globals = Record<string, unknown>;
interface Timer {
  repeats: boolean;
  delay: number;
}

/**
 * Replaces the timer functions of `globals` with counting ones and counts unfinished reads of
 * blobs, responses and files. Call it before the library loads: React's scheduler keeps the timer
 * functions it finds when it is imported.
 */
export function trackPendingWork(globals: Globals): PendingWork {
  const timers = new Map<unknown, Timer>();
  let held = 0;
  const hold = <T>(promise: Promise<T>): Promise<T> => {
    held++;
    return promise.finally(() => held--);
  };
  let callbacks = 0;
  // Bound: a browser's timer functions throw "Illegal invocation" when called on another object.
  const bound = <T>(name: string) =>
    (globals[name] as (...args: unknown[]) => unknown).bind(globals) as T;
  const real = {
    setTimeout: bound<(callback: Callback, delay?: number) => unknown>('setTimeout'),
    setInterval: bound<(callback: Callback, delay?: number) => unknown>('setInterval'),
    clearTimeout: bound<(handle: unknown) => void>('clearTimeout'),
    clearInterval: bound<(handle: unknown) => void>('clearInterval'),
  };

  const schedule = (repeats: boolean) =>
    function (callback: unknown, delay?: unknown, ...args: unknown[]) {
      if (typeof callback !== 'function') throw new TypeError('a timer needs a function');
      const start = repeats ? real.setInterval : real.setTimeout;
      const handle = start(
        () => {
          if (!repeats) timers.delete(handle);
          callbacks++;
          (callback as Callback)(...args);
        },
        Number(delay) || 0,
      );
      timers.set(handle, {repeats, delay: Number(delay) || 0});
      return handle;
    };
  const clear = (stop: (handle: unknown) => void) => (handle: unknown) => {
    timers.delete(handle);
    stop(handle);
  };
  globals.setTimeout = schedule(false);
  globals.setInterval = schedule(true);
  globals.clearTimeout = clear(real.clearTimeout);
  globals.clearInterval = clear(real.clearInterval);
  // Without MessageChannel, React 16's scheduler posts its work with setTimeout, where it counts.
  globals.MessageChannel = undefined;

  const reading = [
    [globals.Blob, ['arrayBuffer', 'text']],
    [globals.Response, ['arrayBuffer', 'blob', 'json', 'text']],
  ] as const;
  for (const [type, methods] of reading) {
    const prototype = (type as {prototype: Record<string, unknown>} | undefined)?.prototype;
    for (const method of methods) {
      const read = prototype?.[method] as ((...args: unknown[]) => Promise<unknown>) | undefined;
      if (!prototype || !read) continue;
      prototype[method] = function (this: unknown, ...args: unknown[]) {
        return hold(read.apply(this, args));
      };
    }
  }

  // A FileReader (jsdom's, in the plugin check) finishes on a queue of its own: held until loadend.
  const fileReader = (globals.FileReader as {prototype: Record<string, unknown>} | undefined)
    ?.prototype;
  for (const method of ['readAsArrayBuffer', 'readAsDataURL', 'readAsText', 'readAsBinaryString']) {
    const read = fileReader?.[method] as ((...args: unknown[]) => void) | undefined;
    if (!fileReader || !read) continue;
    fileReader[method] = function (this: EventTarget, ...args: unknown[]) {
      void hold(
        new Promise<void>((resolve) =>
          this.addEventListener('loadend', () => resolve(), {once: true}),
        ),
      );
      return read.apply(this, args);
    };
  }

  return {
    busy: () =>
      held > 0 ||
      [...timers.values()].some(({repeats, delay}) =>
        repeats ? delay < awaitedIntervalMs : delay < awaitedTimeoutMs,
      ),
    callbacks: () => callbacks,
    nextTurn: () => new Promise<void>((resolve) => real.setTimeout(() => resolve(), 0)),
    hold,
    clearTimers: () => {
      for (const [handle, {repeats}] of timers)
        (repeats ? real.clearInterval : real.clearTimeout)(handle);
      timers.clear();
    },
  };
}

/**
 * Waits until a run is quiet: nothing pending (`work`, and `busy` for what the caller tracks
 * itself) and `snapshot` the same for two turns in a row. Counted, not timed: after each turn,
 * `stop` may name a reason to give up (too many callbacks, the reader's patience), which is
 * returned; otherwise the result is undefined.
 */
export async function waitUntilQuiet(
  work: PendingWork,
  snapshot: () => string,
  {busy = () => false, stop}: {busy?: () => boolean; stop: (turn: number) => string | undefined},
): Promise<string | undefined> {
  let last = snapshot();
  let quiet = 0;
  for (let turn = 0; quiet < 2; turn++) {
    const reason = stop(turn);
    if (reason) return reason;
    await work.nextTurn();
    const next = snapshot();
    quiet = !work.busy() && !busy() && next === last ? quiet + 1 : 0;
    last = next;
  }
  return undefined;
}
