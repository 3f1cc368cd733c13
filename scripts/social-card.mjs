#!/usr/bin/env node
// Renders the social card (scripts/social-card.svg, 1200x630) to
// static/img/social-card.png with the system Chromium: Open Graph and Twitter
// cards need a raster image. Run it after editing the SVG and commit the PNG.
import {readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import {chromium} from '@playwright/test';
import {chromiumLaunchOptions} from '../tests/browser.mjs';

const svg = readFileSync(fileURLToPath(new URL('social-card.svg', import.meta.url)), 'utf8');
const out = fileURLToPath(new URL('../static/img/social-card.png', import.meta.url));

const browser = await chromium.launch(chromiumLaunchOptions());
const page = await browser.newPage({viewport: {width: 1200, height: 630}, deviceScaleFactor: 1});
await page.setContent(`<!doctype html><style>html,body{margin:0}svg{display:block}</style>${svg}`);
await page.screenshot({path: out, clip: {x: 0, y: 0, width: 1200, height: 630}});
await browser.close();
console.log(out);
