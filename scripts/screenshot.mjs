#!/usr/bin/env node
// Screenshots of served pages in light and dark, at desktop and phone width,
// for looking at what a change did. External requests are blocked.
// Usage: node scripts/screenshot.mjs [--base http://127.0.0.1:3000] [--out DIR] /path ...
import {mkdirSync} from 'node:fs';
import {join} from 'node:path';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {chromiumLaunchOptions} from '../tools/browser.mjs';
import {networkQuiet, watchNetwork} from '../tools/network-quiet.mjs';

const {values, positionals} = parseArgs({
  allowPositionals: true,
  options: {
    base: {type: 'string', default: 'http://127.0.0.1:3000'},
    out: {type: 'string', default: 'screenshots'},
    full: {type: 'boolean', default: false},
  },
});
const paths = positionals.length ? positionals : ['/'];
const viewports = {desktop: {width: 1280, height: 800}, phone: {width: 375, height: 740}};
mkdirSync(values.out, {recursive: true});

const browser = await chromium.launch(chromiumLaunchOptions());
for (const [device, viewport] of Object.entries(viewports)) {
  for (const theme of ['light', 'dark']) {
    const context = await browser.newContext({viewport});
    const page = await context.newPage();
    watchNetwork(page);
    for (const path of paths) {
      // Docusaurus reads ?docusaurus-theme= before its stored choice.
      const url = new URL(path, values.base);
      url.searchParams.set('docusaurus-theme', theme);
      await page.goto(url.href);
      await networkQuiet(page);
      const name = `${path.replace(/[^\w]+/g, '_') || 'home'}-${device}-${theme}.png`;
      await page.screenshot({path: join(values.out, name), fullPage: values.full});
      console.log(join(values.out, name));
    }
    await context.close();
  }
}
await browser.close();
