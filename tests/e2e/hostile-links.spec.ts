import type {Frame} from '@playwright/test';
import {hostileLinks, responsiveWithinMs} from '../lib/hostile-links';
import {Listener} from '../lib/isolation-probes';
import {expect, openHydrated, test, waitForHydration} from './fixtures';

// Each shared link of the list, in Chromium on a host without headers (`npm run serve`). A framed
// link is opened in a full-size iframe of a page on another origin (the listener's).
let listener: Listener;
test.beforeAll(async () => {
  listener = await new Listener().start();
});
test.afterAll(async () => listener.stop());

for (const link of hostileLinks) {
  test(`hostile link: ${link.name}`, async ({page, baseURL}) => {
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
    const answered = await Promise.race([
      frame.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(true)))),
      new Promise((resolve) => setTimeout(() => resolve(false), responsiveWithinMs)),
    ]);
    expect(answered, 'the page still draws frames').toBe(true);
  });
}
