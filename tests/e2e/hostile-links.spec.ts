import type {Frame} from '@playwright/test';
import {answersInTime, hostileLinks, viewExample} from '../lib/hostile-links';
import {Listener} from '../lib/isolation-probes';
import {expect, openHydrated, test, waitForHydration} from './fixtures';

// Each shared link of the list, in Chromium on a host without headers (`npm run serve`). A framed
// link is opened in a full-size iframe of a page on another origin (the listener's, a real
// server: Chromium lets no page answered by page.route frame the site on loopback).
let listener: Listener;
test.beforeAll(async () => {
  listener = await new Listener().start();
});
test.afterAll(async () => listener.stop());

for (const link of hostileLinks) {
  test(`hostile link: ${link.name}`, async ({page, baseURL}) => {
    const downloads: string[] = [];
    page.on('download', (download) => downloads.push(download.suggestedFilename()));
    let frame: Frame = page.mainFrame();
    if (link.framed) {
      await page.goto(listener.framing(new URL(link.path, baseURL).href));
      frame = (await (await page.locator('iframe').elementHandle())?.contentFrame()) ?? frame;
      expect(frame, 'the framed page').not.toBe(page.mainFrame());
      await waitForHydration(frame);
    } else {
      await openHydrated(page, link.path);
    }
    for (const step of link.steps) {
      if ('click' in step) await frame.getByRole('button', {name: step.click}).first().click();
      else await frame.locator('.cm-content').click();
    }
    await expect(frame.locator('body')).toContainText(link.shows, {timeout: 20_000});
    if (link.framed) expect(downloads, 'nothing downloaded inside a frame').toEqual([]);
    const answered = await answersInTime(() =>
      frame.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve))),
    );
    expect(answered, 'the page still draws frames').toBe(true);
  });
}

// A link to a docs example that is gone opens nothing, and its test would fail for that reason.
test('the docs example the hostile links open is on its page', async ({page}) => {
  await openHydrated(page, viewExample.page);
  await expect(
    page.locator(`[id="${viewExample.id}"][data-source]`),
    `${viewExample.page} no longer has example ${viewExample.id}: set viewExample in tests/lib/hostile-links.ts to the id of one of its examples`,
  ).toHaveCount(1);
});
