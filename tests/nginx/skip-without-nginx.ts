import {test} from '@playwright/test';

/**
 * Skips every test of the calling file, saying why, when global-setup.ts found no nginx to start
 * (it sets NGINX_SKIP_REASON, and fails the run instead where nginx is required).
 */
export function skipWithoutNginx() {
  const reason = process.env.NGINX_SKIP_REASON;
  test.skip(!!reason, `SKIPPED, nginx missing: ${reason}`);
}
