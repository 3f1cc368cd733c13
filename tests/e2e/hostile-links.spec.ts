import {once} from 'node:events';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import type {Frame, Page} from '@playwright/test';
import {hostileLinks, viewExample} from '../lib/hostile-links';
import {expect, openHydrated, test, waitForHydration} from './fixtures';

/** Longer than any frame the site takes; a tab frozen by an attack does not answer within it. */
const responsiveWithinMs = 10_000;

// The framing pages come from a real server: Chromium blocks a page that page.route answers
// (public, as far as it knows) from framing the site on loopback. One worker runs this file's
// tests, in order, so that one server at a time holds the port.
test.describe.configure({mode: 'default'});
let framingServer: Server | undefined;
test.beforeAll(async ({baseURL}) => {
  if (!hostileLinks.some((link) => link.framed)) return;
  framingServer = createServer((request, response) => {
    const src = new URL(request.url ?? '/', 'http://localhost').searchParams.get('src') ?? '';
    response.setHeader('content-type', 'text/html');
    response.end(`<!doctype html><title>Another site</title>
<style>html, body, iframe {margin: 0; border: 0; width: 100%; height: 100%; display: block}</style>
<iframe src="${src.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}"></iframe>`);
  });
  framingServer.listen(Number(new URL(baseURL!).port) + 10, '127.0.0.1');
  await once(framingServer, 'listening');
});
test.afterAll(() => framingServer?.close());

/**
 * Opens `url` in a full-size iframe of a page on another origin (localhost, on the site's port
 * plus 10), the way a clickjacking page would frame it, and returns the frame once it has
 * hydrated.
 */
async function openFramed(page: Page, url: string): Promise<Frame> {
  const {port} = framingServer!.address() as AddressInfo;
  await page.goto(`http://localhost:${port}/?src=${encodeURIComponent(url)}`);
  const frame = await (await page.locator('iframe').elementHandle())?.contentFrame();
  if (!frame) throw new Error('the framing page has no frame');
  await waitForHydration(frame);
  return frame;
}

// Each shared link of the list, in Chromium on a host without headers (`npm run serve`).
for (const link of hostileLinks) {
  test(`hostile link: ${link.name}`, async ({page, baseURL}) => {
    const downloads: string[] = [];
    page.on('download', (download) => downloads.push(download.suggestedFilename()));
    let frame = page.mainFrame();
    if (link.framed) frame = await openFramed(page, new URL(link.path, baseURL).href);
    else await openHydrated(page, link.path);
    for (const step of link.steps) {
      if ('click' in step) await frame.getByRole('button', {name: step.click}).first().click();
      else await frame.locator('.cm-content').click();
    }
    await expect(frame.locator('body')).toContainText(link.shows, {timeout: 20_000});
    if (link.framed) expect(downloads, 'nothing downloaded inside a frame').toEqual([]);
    const answered = await Promise.race([
      frame.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(true)))),
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
