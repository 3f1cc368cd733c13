/**
 * How long code a reader runs may take before its context is ended: a Playground run's sandbox
 * (runner.ts), and Run in Figma's compile worker (src/run-in-figma/compile-off-thread.ts).
 */
export const runTimeoutMs = 5000;
