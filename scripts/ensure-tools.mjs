#!/usr/bin/env node
// Test bootstrap: makes sure the system tools the tests drive are installed, and the one place
// that lists the Debian packages they come from. Missing ones are installed with apt-get when
// running as root on Debian or Ubuntu.
//   chromium  CHROME_PATH or /usr/bin/chromium-headless-shell (tools/browser.mjs), the headless
//             build the Playwright tests run. Without it, it stops: the browser tests cannot run.
//   firefox   FIREFOX_PATH or /usr/bin/firefox-esr, for the engines suite (tools/engines.mjs).
//   webkit    WebKitWebDriver with WebKitGTK's MiniBrowser, and Xvfb, for the engines suite.
//   nginx     nginx with the brotli modules (tools/nginx-server.mjs). Without it, it warns and the
//             nginx tests report themselves skipped.
//   --required  CI (.ci/run): every tool named must end up installed, through `sudo -n` when not
//             root, or the command fails.
// Usage: node scripts/ensure-tools.mjs [--required] chromium firefox webkit nginx
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {parseArgs} from 'node:util';
import {findChromium} from '../tools/browser.mjs';
import {findFirefox, findWebKit} from '../tools/engines.mjs';
import {findNginx, nginxMissingReason} from '../tools/nginx-server.mjs';

const tools = {
  chromium: {
    packages: ['chromium-headless-shell', 'fonts-liberation'],
    find: findChromium,
    required: true,
    missing:
      'no Chromium found (looked at CHROME_PATH and /usr/bin/chromium-headless-shell). Install ' +
      'it (Debian: `apt-get install chromium-headless-shell`), or set CHROME_PATH to a Chrome or ' +
      'Chromium binary.',
  },
  firefox: {
    packages: ['firefox-esr', 'fonts-liberation'],
    find: findFirefox,
    required: true,
    missing:
      'no Firefox found (looked at FIREFOX_PATH and /usr/bin/firefox-esr). Install it (Debian: ' +
      '`apt-get install firefox-esr`), or set FIREFOX_PATH to a Firefox binary.',
  },
  webkit: {
    packages: ['webkit2gtk-driver', 'xvfb', 'fonts-liberation'],
    find: findWebKit,
    required: true,
    missing:
      'no WebKitGTK WebDriver found (/usr/bin/WebKitWebDriver, MiniBrowser, /usr/bin/Xvfb). ' +
      'Install them (Debian: `apt-get install webkit2gtk-driver xvfb`).',
  },
  nginx: {
    packages: ['nginx', 'libnginx-mod-http-brotli-filter', 'libnginx-mod-http-brotli-static'],
    find: findNginx,
    required: false,
    missing: nginxMissingReason(),
  },
};

const {values, positionals} = parseArgs({
  allowPositionals: true,
  options: {required: {type: 'boolean', default: false}},
});
const unknown = positionals.filter((name) => !(name in tools));
if (unknown.length || !positionals.length) {
  console.error(`usage: ensure-tools.mjs [--required] ${Object.keys(tools).join(' ')}`);
  process.exit(2);
}

/** apt-get install, as root or (with --required) through passwordless sudo; else nothing. */
function install(packages) {
  const osRelease = existsSync('/etc/os-release') ? readFileSync('/etc/os-release', 'utf8') : '';
  const debianLike = /^ID(_LIKE)?=.*\b(debian|ubuntu)\b/m.test(osRelease);
  const isRoot = process.getuid?.() === 0;
  if (!debianLike || !existsSync('/usr/bin/apt-get') || !(isRoot || values.required)) return;
  const asRoot = isRoot ? [] : ['sudo', '-n'];
  const aptGet = [...asRoot, 'env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', '-qq'];
  console.log(`ensure-tools: installing ${packages.join(' ')} with apt-get…`);
  try {
    execFileSync(aptGet[0], [...aptGet.slice(1), 'update'], {stdio: 'inherit'});
    execFileSync(
      aptGet[0],
      [...aptGet.slice(1), 'install', '-y', '--no-install-recommends', ...packages],
      {stdio: 'inherit'},
    );
  } catch (error) {
    console.error(`ensure-tools: apt-get failed: ${error.message}`);
  }
}

const {CHROME_PATH} = process.env;
if (positionals.includes('chromium') && CHROME_PATH && !existsSync(CHROME_PATH)) {
  console.error(
    `ensure-tools: CHROME_PATH is ${CHROME_PATH}, which does not exist. Fix or unset it.`,
  );
  process.exit(1);
}

const missing = positionals.filter((name) => !tools[name].find());
if (missing.length) install([...new Set(missing.flatMap((name) => tools[name].packages))]);

let failed = false;
for (const name of positionals) {
  const {find, required, missing: why} = tools[name];
  const found = find();
  if (found) console.log(`ensure-tools: ${name}: ${found}`);
  else if (required || values.required) {
    console.error(`ensure-tools: ${name}: ${why}`);
    failed = true;
  } else {
    const bar = '!'.repeat(78);
    console.warn(`\n${bar}\n!! ${why}\n!! The ${name} tests will be SKIPPED.\n${bar}\n`);
  }
}
process.exit(failed ? 1 : 0);
