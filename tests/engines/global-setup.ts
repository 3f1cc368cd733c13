import {spawn} from 'node:child_process';
import type {TestProject} from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The origin serving the built site, e.g. http://127.0.0.1:3110. */
    siteOrigin: string;
  }
}

/** Whether something answers at `origin` now. */
const answers = (origin: string) =>
  fetch(origin).then(
    () => true,
    () => false,
  );

/**
 * Serves build/ with the README's own `npm run serve` on port 3110 for the whole run, as the
 * Chromium suite's config does on its port; with SITE_PORT set, tests the server already there.
 */
export default async function setup(project: TestProject) {
  const port = Number(process.env.SITE_PORT ?? 3110);
  const origin = `http://127.0.0.1:${port}`;
  project.provide('siteOrigin', origin);
  if (process.env.SITE_PORT) {
    if (!(await answers(origin))) throw new Error(`SITE_PORT is ${port}, but nothing serves it`);
    return undefined;
  }
  // Never test a stale server by accident: reuse one only when SITE_PORT points at it.
  if (await answers(origin)) {
    throw new Error(`${origin} is already in use: stop that server, or set SITE_PORT to test it`);
  }
  // A process group of its own (npm, then docusaurus), ended as a whole after the run.
  const server = spawn('npm', ['run', 'serve', '--', '--port', String(port)], {
    stdio: 'ignore',
    detached: true,
  });
  const stop = () => {
    if (server.exitCode === null && server.pid) process.kill(-server.pid);
  };
  for (let waited = 0; !(await answers(origin)); waited += 200) {
    if (server.exitCode !== null || waited > 60_000) {
      stop();
      throw new Error(`npm run serve did not answer at ${origin}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return stop;
}
