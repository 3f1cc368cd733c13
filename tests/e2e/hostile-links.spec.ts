import {hostileLinks, viewExample} from '../lib/hostile-links';
import {expect, openHydrated, test} from './fixtures';

/** Longer than any frame the site takes; a tab frozen by an attack does not answer within it. */
const responsiveWithinMs = 10_000;

// Each shared link of the list, in Chromium on a host without headers (`npm run serve`).
for (const link of hostileLinks) {
  test(`hostile link: ${link.name}`, async ({page}) => {
    await openHydrated(page, link.path);
    for (const step of link.steps) {
      if ('click' in step) await page.getByRole('button', {name: step.click}).first().click();
      else await page.locator('.cm-content').click();
    }
    await expect(page.locator('body')).toContainText(link.shows, {timeout: 20_000});
    const answered = await Promise.race([
      page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(true)))),
      new Promise((resolve) => setTimeout(() => resolve(false), responsiveWithinMs)),
    ]);
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
