// What a runner child (child.ts) sends between results while a run is in progress: timers fire
// only when its event loop reaches them, so silence means a run stuck in a loop (synchronous, or
// a chain of promises), and run-examples.ts ends a child only after a long silence, never after a
// long run.

/** The heartbeat message; a result is an object, never this string. */
export const childHeartbeat = 'alive';

/** How often a busy child sends it. */
export const heartbeatEveryMs = 1000;
