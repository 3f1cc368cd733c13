#!/usr/bin/env node
// Test bootstrap for the nginx tests: make sure nginx and its brotli modules exist.
// Installs Debian's packages when running as root on Debian/Ubuntu. Otherwise it
// warns and exits 0: the nginx tests then report themselves skipped, loudly.
import {execSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {findNginx, nginxMissingReason} from './nginx.mjs';

const packages = ['nginx', 'libnginx-mod-http-brotli-filter', 'libnginx-mod-http-brotli-static'];

if (findNginx()) {
  console.log(`nginx: ${findNginx()}`);
  process.exit(0);
}

const isRoot = process.getuid?.() === 0;
if (isRoot && existsSync('/usr/bin/apt-get')) {
  console.log(`nginx missing; installing Debian packages ${packages.join(' ')}…`);
  try {
    execSync(
      `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${packages.join(' ')}`,
      {stdio: 'inherit'},
    );
  } catch (error) {
    console.error(`apt-get failed: ${error.message}`);
  }
}

if (findNginx()) {
  console.log(`nginx: ${findNginx()}`);
} else {
  console.warn(
    `\n${'!'.repeat(78)}\n!! ${nginxMissingReason()}\n!! The nginx tests (npm run test:nginx) will be SKIPPED.\n${'!'.repeat(78)}\n`,
  );
}
