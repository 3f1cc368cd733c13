import type {Page} from '@playwright/test';
import {test, expect, openHydrated} from './fixtures';

/**
 * The top progress bar shows only when a navigation's chunks take longer than 1000 ms, as a
 * single #nprogress without a spinner, and the old page stays until the new one renders.
 */

type Timeline = {
  click: number;
  barShown: number | null;
  barGone: number | null;
  newHeading: number | null;
  maxBars: number;
  spinners: number;
  headings: string[];
};

/** Records, in page time, when the bar comes and goes and what the H1 says along the way. */
function recordTimeline() {
  const timeline = {
    click: 0,
    barShown: null,
    barGone: null,
    newHeading: null,
    maxBars: 0,
    spinners: 0,
    headings: [] as string[],
  } as Timeline;
  Object.assign(window, {timeline});
  const observe = () => {
    const bars = document.querySelectorAll('#nprogress').length;
    timeline.maxBars = Math.max(timeline.maxBars, bars);
    timeline.spinners = Math.max(
      timeline.spinners,
      document.querySelectorAll('#nprogress .spinner').length,
    );
    if (bars && timeline.barShown === null) timeline.barShown = performance.now();
    if (!bars && timeline.barShown !== null && timeline.barGone === null)
      timeline.barGone = performance.now();
    const heading = Array.from(document.querySelectorAll('h1'), (h) => h.textContent).join(' | ');
    if (heading !== timeline.headings.at(-1)) {
      timeline.headings.push(heading);
      if (timeline.headings.length > 1 && timeline.newHeading === null)
        timeline.newHeading = performance.now();
    }
  };
  new MutationObserver(observe).observe(document, {
    childList: true,
    subtree: true,
    characterData: true,
  });
  document.addEventListener('click', () => (timeline.click = performance.now()), {capture: true});
  observe();
}

/** Delays every script chunk requested after this call. */
async function delayChunks(page: Page, ms: number) {
  await page.route('**/assets/js/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

async function navigateWithDelayedChunks(page: Page, ms: number) {
  await openHydrated(page, '/docs/installation');
  await page.evaluate(recordTimeline);
  await delayChunks(page, ms);
  // The footer's API link: a route whose chunks this page has not loaded.
  await page.locator('footer').getByRole('link', {name: 'API', exact: true}).click();
  await expect(page.locator('h1')).toHaveText(/API/, {timeout: 15_000});
  await expect(page.locator('#nprogress')).toHaveCount(0);
  return page.evaluate(() => (window as unknown as Window & {timeline: Timeline}).timeline);
}

test('a navigation whose chunks take ~600 ms never shows the bar', async ({page}) => {
  const timeline = await navigateWithDelayedChunks(page, 600);
  expect(timeline.newHeading! - timeline.click).toBeGreaterThanOrEqual(550);
  expect(timeline.barShown).toBeNull();
  expect(timeline.maxBars).toBe(0);
});

test('a navigation whose chunks take ~2 s shows one bar after ~1 s, gone once the page shows', async ({
  page,
}) => {
  const timeline = await navigateWithDelayedChunks(page, 2000);
  const {click, barShown, barGone, newHeading} = timeline;
  expect(barShown, 'the bar appeared').not.toBeNull();
  // It waits the configured 1000 ms, not the theme's 200 ms.
  expect(barShown! - click).toBeGreaterThanOrEqual(950);
  expect(barShown! - click).toBeLessThan(1700);
  expect(newHeading! - click).toBeGreaterThanOrEqual(1900);
  // It finishes when the new page renders: its fade-out takes two 200 ms steps.
  expect(barGone! - newHeading!).toBeGreaterThanOrEqual(0);
  expect(barGone! - newHeading!).toBeLessThan(1000);
  expect(timeline.maxBars).toBe(1);
  expect(timeline.spinners).toBe(0);
});

test('the old page keeps its H1 until the new page renders', async ({page}) => {
  const timeline = await navigateWithDelayedChunks(page, 1500);
  // Straight from the old heading to the new one: no blank or loading state between.
  expect(timeline.headings).toHaveLength(2);
  expect(timeline.headings[0]).toMatch(/install/i);
  expect(timeline.headings[1]).toMatch(/API/);
});
