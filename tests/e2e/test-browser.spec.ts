import {readFileSync, readlinkSync} from 'node:fs';
import {chromium} from '@playwright/test';
import {chromiumLaunchOptions, headlessShellPath} from '../../tools/browser.mjs';
import {test, expect} from './fixtures';

/**
 * The Chromium the tests drive is launched as tools/browser.mjs says. The headless shell has no
 * chrome://version page, so the command line is read where the system keeps it: /proc/<pid>.
 */

const readArgs = (pid: number) =>
  readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);

const children = (pid: number) =>
  readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);

/**
 * The browser process Playwright started, as the system runs it: `pid`, or below it when `pid`
 * is a wrapper script (Debian's /usr/bin/chromium-headless-shell runs the real binary as a child).
 * Its renderers and helpers carry `--type=`; the browser itself does not.
 */
function browserProcess(pid: number): {executable: string; args: string[]} {
  for (const candidate of [pid, ...children(pid)]) {
    const args = readArgs(candidate);
    if (args.includes('--remote-debugging-pipe') && !args.some((arg) => arg.startsWith('--type=')))
      if (!/\/(ba|da)?sh$/.test(readlinkSync(`/proc/${candidate}/exe`)))
        return {executable: readlinkSync(`/proc/${candidate}/exe`), args};
  }
  throw new Error(`no browser process at or below pid ${pid}`);
}

test("the browser runs with Playwright's --disable-features, and keeps to loopback", async () => {
  const server = await chromium.launchServer(chromiumLaunchOptions());
  try {
    const {args} = browserProcess(server.process().pid!);
    // Chromium honors only the last --disable-features: a second one would drop Playwright's.
    const disabled = args.filter((arg) => arg.startsWith('--disable-features='));
    expect(disabled, 'one --disable-features switch').toHaveLength(1);
    expect(disabled[0]).toContain('NetworkTimeServiceQuerying');
    expect(args).toContain(
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
    );
  } finally {
    await server.close();
  }
});

test('without CHROME_PATH, it is the headless shell', async () => {
  test.skip(!!process.env.CHROME_PATH, 'CHROME_PATH names the browser');
  expect(chromiumLaunchOptions().executablePath).toBe(headlessShellPath);
  const server = await chromium.launchServer(chromiumLaunchOptions());
  try {
    expect(browserProcess(server.process().pid!).executable).toMatch(/chromium-headless-shell$/);
  } finally {
    await server.close();
  }
});
