import {nginxMissingReason, startNginx} from '../../tools/nginx-server.mjs';
import {buildDir} from '../../tools/site-files.mjs';
import {nginxPort, nginxTlsPort} from './playwright.config';

/**
 * Starts nginx with the repository's deploy/ config over build/ for the whole run.
 * Without nginx, every nginx test skips itself with this reason, and says so loudly.
 */
export default async function globalSetup() {
  const missing = nginxMissingReason();
  // .ci/run installs nginx and sets NGINX_REQUIRED: there, a missing nginx is a failure.
  if (missing && process.env.NGINX_REQUIRED)
    throw new Error(`NGINX_REQUIRED is set but ${missing}`);
  if (missing) {
    process.env.NGINX_SKIP_REASON = missing;
    const bar = '!'.repeat(78);
    console.warn(`\n${bar}\n!! SKIPPING ALL NGINX TESTS: ${missing}\n${bar}\n`);
    return undefined;
  }
  const server = await startNginx({buildDir, port: nginxPort, tlsPort: nginxTlsPort});
  // The tests read the configuration's error log (headers.spec.ts).
  process.env.NGINX_PREFIX = server.prefix;
  console.log(
    `nginx (pid ${server.pid}) serves build/ at ${server.url} and ${server.tlsUrl} from ${server.prefix}`,
  );
  return async () => {
    const errors = server.errors().trim();
    if (errors) console.log(`nginx error log:\n${errors}`);
    await server.stop();
  };
}
