#!/usr/bin/env node
// Renders the raster copies of two SVGs with the system Chromium; run it after editing either
// SVG and commit what it writes:
// - static/img/social-card.png (1200x630) from static/img/social-card.svg: Open Graph and Twitter
//   cards need a raster image.
// - static/favicon.ico (16, 32 and 48 px) from static/img/favicon.svg: browsers ask for
//   /favicon.ico when a document names no icon (the RSS feed, a raw XML or text file).
import {readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {chromium} from '@playwright/test';
import {chromiumLaunchOptions} from '../tools/browser.mjs';
import {repoRoot} from '../tools/site-files.mjs';

const browser = await chromium.launch(chromiumLaunchOptions());

/**
 * The SVG file drawn `width` x `height` px, as PNG bytes (transparent where the SVG draws nothing).
 * @param {string} file under the repository
 * @param {number} width
 * @param {number} height
 */
async function renderPng(file, width, height) {
  const svg = readFileSync(join(repoRoot, file), 'utf8');
  const page = await browser.newPage({viewport: {width, height}, deviceScaleFactor: 1});
  await page.setContent(
    `<!doctype html><style>html,body{margin:0;background:none}svg{display:block;width:${width}px;height:${height}px}</style>${svg}`,
  );
  const png = await page.screenshot({clip: {x: 0, y: 0, width, height}, omitBackground: true});
  await page.close();
  return png;
}

/**
 * An ICO file holding square PNG images (a format every browser reads since Windows Vista's).
 * @param {{size: number, png: Buffer}[]} images
 */
function icoOf(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({size, png}, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size % 256, entry); // width; 0 means 256
    header.writeUInt8(size % 256, entry + 1); // height
    header.writeUInt16LE(1, entry + 4); // color planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map(({png}) => png)]);
}

const socialCard = join(repoRoot, 'static/img/social-card.png');
writeFileSync(socialCard, await renderPng('static/img/social-card.svg', 1200, 630));
console.log(socialCard);

const favicon = join(repoRoot, 'static/favicon.ico');
const sizes = [16, 32, 48];
const images = [];
for (const size of sizes)
  images.push({size, png: await renderPng('static/img/favicon.svg', size, size)});
writeFileSync(favicon, icoOf(images));
console.log(favicon);

await browser.close();
