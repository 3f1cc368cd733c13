import {test, expect} from './fixtures';

/**
 * The Chromium the tests drive is launched as tools/browser.mjs says. Its `--disable-features`
 * replaces Playwright's own (Chromium honors only the last), so it must keep all of Playwright's.
 */

test("the browser keeps every feature Playwright's launch disables", async ({page}) => {
  await page.goto('chrome://version');
  const commandLine = (await page.locator('#command_line').textContent()) ?? '';
  const lists = [...commandLine.matchAll(/--disable-features=(\S+)/g)].map(([, list]) =>
    list.split(','),
  );
  expect(lists.length, '--disable-features switches').toBeGreaterThan(1);
  const honored = lists.at(-1);
  for (const earlier of lists.slice(0, -1)) {
    expect(
      earlier.filter((feature) => !honored?.includes(feature)),
      "features Playwright disables that tools/browser.mjs's list lacks",
    ).toEqual([]);
  }
});

test('a new browser window builds no WebUI toolbar pages', async ({browser, page}) => {
  // `page` is in a window of its own; each test's context gets one.
  await expect(page).toHaveURL('about:blank');
  const cdp = await browser.newBrowserCDPSession();
  const {targetInfos} = await cdp.send('Target.getTargets');
  expect(
    targetInfos.filter(({type}) => type === 'browser_ui').map(({url}) => url),
    'WebUI built for the toolbar (tools/browser.mjs disables the features that build them)',
  ).toEqual([]);
});
