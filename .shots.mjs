import {chromium} from '@playwright/test';
import {chromiumLaunchOptions} from './tools/browser.mjs';
const base = 'http://127.0.0.1:3205';
const viewports = {desktop: {width: 1280, height: 900}, phone: {width: 375, height: 800}};
const browser = await chromium.launch(chromiumLaunchOptions());
for (const [device, viewport] of Object.entries(viewports)) {
  for (const theme of ['light', 'dark']) {
    const context = await browser.newContext({viewport, acceptDownloads: true});
    const page = await context.newPage();
    await page.goto(`${base}/docs/api/image?docusaurus-theme=${theme}`);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    const button = page.getByRole('button', {name: /^Run in Figma/}).first();
    await button.scrollIntoViewIfNeeded();
    await button.click();
    const group = page.getByRole('group', {name: 'This plugin may reach the network'});
    await group.waitFor();
    await page.keyboard.press('Tab'); // show the focus ring on the answer
    const figure = page.locator('figure.example-preview').first();
    await figure.evaluate((el) => el.scrollIntoView({block: 'start'}));
    await page.evaluate(() => window.scrollBy(0, -80));
    const path = `/tmp/wtf-shots/confirm-${device}-${theme}.png`;
    await page.screenshot({path});
    console.log(path, await group.boundingBox(), await page.evaluate(() => document.documentElement.scrollWidth));
    await context.close();
  }
}
await browser.close();
