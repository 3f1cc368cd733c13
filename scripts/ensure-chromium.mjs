#!/usr/bin/env node
// Test bootstrap: make sure a Chromium exists for Playwright (CHROME_PATH, /usr/bin/chromium or
// Playwright's cache). As root on Debian or Ubuntu it installs the `chromium` package;
// anywhere else it stops with a message saying what to do.
import {execSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {findChromium} from '../tests/browser.mjs';

function fail(message) {
  console.error(`ensure-chromium: ${message}`);
  process.exit(1);
}

const {CHROME_PATH} = process.env;
if (CHROME_PATH && !existsSync(CHROME_PATH)) {
  fail(`CHROME_PATH is ${CHROME_PATH}, which does not exist. Fix or unset it.`);
}

const found = findChromium();
if (found) {
  console.log(`ensure-chromium: using ${found}`);
  process.exit(0);
}

const howTo =
  'Install Chromium (Debian: `apt-get install chromium`), or set CHROME_PATH to a ' +
  'Chrome or Chromium binary, then run the tests again.';
const osRelease = existsSync('/etc/os-release') ? readFileSync('/etc/os-release', 'utf8') : '';
const isDebianLike = /^ID(_LIKE)?=.*\b(debian|ubuntu)\b/m.test(osRelease);
if (process.getuid?.() !== 0 || !isDebianLike || !existsSync('/usr/bin/apt-get')) {
  fail(
    `no Chromium found (looked at CHROME_PATH, /usr/bin/chromium, Playwright's cache). ${howTo}`,
  );
}

console.log('ensure-chromium: no Chromium found; installing the `chromium` package with apt-get…');
try {
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
} catch {
  fail(`apt-get could not install \`chromium\`. ${howTo}`);
}
const installed = findChromium();
if (!installed) fail(`apt-get finished, but there is still no Chromium. ${howTo}`);
console.log(`ensure-chromium: using ${installed}`);
