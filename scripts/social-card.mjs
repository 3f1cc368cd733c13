#!/usr/bin/env node
// Renders the social card (static/img/social-card.svg, 1200x630) to static/img/social-card.png
// with the system Chromium: Open Graph and Twitter cards need a raster image. Run it after
// editing the SVG and commit the PNG.
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {chromium} from '@playwright/test';
import {chromiumLaunchOptions} from '../tests/browser.mjs';
import {repoRoot} from '../tests/site-files.mjs';

const svg = readFileSync(join(repoRoot, 'static/img/social-card.svg'), 'utf8');
const out = join(repoRoot, 'static/img/social-card.png');

const browser = await chromium.launch(chromiumLaunchOptions());
const page = await browser.newPage({viewport: {width: 1200, height: 630}, deviceScaleFactor: 1});
await page.setContent(`<!doctype html><style>html,body{margin:0}svg{display:block}</style>${svg}`);
await page.screenshot({path: out, clip: {x: 0, y: 0, width: 1200, height: 630}});
await browser.close();
console.log(out);
