/**
 * How long code a reader runs may take before its context is ended: a Playground run's sandbox
 * (runner.ts), and Run in Figma's compile worker (src/run-in-figma/compile-off-thread.ts). Both
 * count from when the job goes to a worker that has said it is ready (bundle parsed, react-figma
 * and the fonts loaded), never from the click: a slow device's loading is not charged to the code.
 */
export const runTimeoutMs = 5000;
