#!/usr/bin/env node
// Test bootstrap: make sure a Chromium exists for Playwright. Installs Debian's
// `chromium` package when running as root on Debian/Ubuntu; otherwise explains.
import {execSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {findChromium} from './chromium.mjs';

const found = findChromium();
if (found) {
  console.log(`Chromium: ${found}`);
  process.exit(0);
}

const isRoot = process.getuid?.() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (!isRoot || !hasApt) {
  console.error(
    'No Chromium found. Install one (Debian/Ubuntu: `sudo apt-get install chromium`) ' +
      'or point CHROME_PATH at a Chrome or Chromium binary, then run the tests again.',
  );
  process.exit(1);
}

console.log('No Chromium found; installing Debian package `chromium`…');
execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
  stdio: 'inherit',
});
const installed = findChromium();
if (!installed) {
  console.error('apt-get finished but /usr/bin/chromium is still missing.');
  process.exit(1);
}
console.log(`Chromium: ${installed}`);
