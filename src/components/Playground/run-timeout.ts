/**
 * How long code a reader runs may keep its context silent before that context is ended: a
 * Playground run's sandbox (runner.ts), and Run in Figma's compile worker
 * (src/run-in-figma/compile-off-thread.ts). Both count from when the job goes to a worker that has
 * said it is ready (bundle parsed, react-figma and the fonts loaded), never from the click: a slow
 * device's loading is not charged to the code.
 *
 * A Playground run's worker says it is alive on a timer while it runs (src/plugins/playground/
 * worker.ts), and a timer fires only when the worker's thread is free, so each sign of life starts
 * the count again: a run is stopped for taking this long only when its code has held the thread
 * all that time (an endless loop), never for being slow on a busy machine. The compile worker
 * compiles in one synchronous call, which no timer could interrupt to say so: its whole compile
 * gets this long, far above what real code needs (see compile-off-thread.ts).
 */
export const runTimeoutMs = 5000;

/**
 * How long a Playground run may last in all, however often its worker says it is alive: code that
 * keeps yielding yet never finishes (an await that never resolves, timers that never stop) would
 * otherwise keep its sandbox forever. Runs normally end well before this: the worker stops waiting
 * for a render to settle at a fraction of `runTimeoutMs` and reports what it drew (runner.ts), so
 * only a run that never gets that far meets this cap. It is twelve silence limits, so a run that a
 * busy machine makes many times slower still finishes under it.
 */
export const runCapMs = 60_000;
