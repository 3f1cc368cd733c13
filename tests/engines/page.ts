// What the engines suite does with a page, on top of tools/engines.mjs: the few things
// Playwright's locators and expect do for the Chromium suite (wait for a condition, find a
// button by its accessible name), written once for Firefox and WebKit.
import {inject} from 'vitest';
import type {EnginePage} from '../../tools/engines.mjs';
import {answersInTime} from '../lib/hostile-links';

/** The built site's origin, served by global-setup.ts. */
export const siteOrigin = inject('siteOrigin');

/** How long a condition may take to hold: as generous as the Chromium suite's expect timeouts. */
export const defaultWait = 20_000;

/**
 * Evaluates `fn(arg)` in the page until it returns something truthy, and returns that. Fails
 * after `timeout` ms, naming `what` was awaited and the last value seen.
 */
export async function waitFor<A, R>(
  page: EnginePage,
  what: string,
  fn: (arg: A) => R | Promise<R>,
  arg: A,
  timeout = defaultWait,
): Promise<NonNullable<Awaited<R>>> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await page.evaluate(fn, arg);
    if (value) return value as NonNullable<Awaited<R>>;
    if (Date.now() > deadline) {
      // What a live figure last said, if the page has one: why a run drew nothing.
      const status = await page.evaluate(
        () => document.querySelector('figure[data-state] p[role="status"]')?.textContent ?? '',
        null,
      );
      throw new Error(
        `waited ${timeout} ms for ${what}; last seen: ${JSON.stringify(value)}; figure status: ${JSON.stringify(status)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until React has hydrated the page (Docusaurus sets this attribute). */
export const waitForHydration = (page: EnginePage) =>
  waitFor(page, 'hydration', () => document.documentElement.dataset.hasHydrated === 'true', null);

/** Loads a site path (or an absolute URL) and waits until it has hydrated. */
export async function openHydrated(page: EnginePage, path: string) {
  await page.goto(new URL(path, siteOrigin).href);
  await waitForHydration(page);
}

/** The page's body text (its textContent, as Playwright's toContainText reads it). */
export const bodyText = (page: EnginePage) =>
  page.evaluate(() => document.body.textContent ?? '', null);

/** Waits until the body text matches `pattern`. */
export async function waitForText(page: EnginePage, pattern: RegExp, timeout = defaultWait) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const text = await bodyText(page);
    if (pattern.test(text)) return;
    if (Date.now() > deadline)
      throw new Error(`waited ${timeout} ms for ${pattern} in the page; it shows: ${text}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The attribute that marks the element a test is about to click, for the driver's selector. */
const mark = 'data-engines-target';

/**
 * Marks the first visible, enabled button whose accessible name contains `name` (ignoring case
 * and spacing, as Playwright's getByRole does; `exact`: equal to it), once it is in view, has
 * stayed in place for two frames and would take a click at its center, or returns false. A driver
 * clicks where the button was when it looked, and the Playground's toolbar moves down once the
 * editor above it mounts: a click in that moment can land elsewhere. Playwright's actions wait
 * for the same stability.
 */
async function markButton({name, exact, mark}: {name: string; exact: boolean; mark: string}) {
  const normal = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();
  const accessibleName = (element: Element) => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy)
      return labelledBy
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
    return element.getAttribute('aria-label') || element.textContent || '';
  };
  document.querySelectorAll(`[${mark}]`).forEach((element) => element.removeAttribute(mark));
  const wanted = normal(name);
  const button = Array.from(document.querySelectorAll('button, [role="button"]')).find(
    (element) => {
      const label = normal(accessibleName(element));
      return (
        (exact ? label === wanted : label.includes(wanted)) &&
        element.checkVisibility() &&
        !(element as HTMLButtonElement).disabled &&
        element.getAttribute('aria-disabled') !== 'true'
      );
    },
  );
  if (!button) return false;
  // Scrolled here, not by the driver's click: the code editor draws only the lines in view and
  // measures them once they come into it, so a scroll can move what lies below the editor.
  button.scrollIntoView({block: 'center', behavior: 'instant'});
  const place = () => JSON.stringify(button.getBoundingClientRect());
  const before = place();
  for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
  if (!button.isConnected || place() !== before) return false;
  // Nothing else takes the click at the button's center (Playwright's hit-target check).
  const {left, top, width, height} = button.getBoundingClientRect();
  if (!button.contains(document.elementFromPoint(left + width / 2, top + height / 2))) return false;
  button.setAttribute(mark, '');
  return true;
}

/** Clicks the first button named `name`, once one is shown and enabled. */
export async function clickButton(page: EnginePage, name: string, {exact = false} = {}) {
  await waitFor(page, `a button named "${name}"`, markButton, {name, exact, mark});
  await page.click(`[${mark}]`);
}

/**
 * Selects the first occurrence of `text` in the code editor's drawn lines, as a reader's drag
 * over it would, or returns false. CodeMirror takes a selection made in its focused content
 * element as its own.
 */
function selectInEditor(text: string) {
  const content = document.querySelector<HTMLElement>('.cm-content');
  if (!content) return false;
  const walker = document.createTreeWalker(content, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const start = node.textContent?.indexOf(text) ?? -1;
    if (start < 0) continue;
    content.focus();
    const range = document.createRange();
    range.setStart(node, start);
    range.setEnd(node, start + text.length);
    getSelection()?.removeAllRanges();
    getSelection()?.addRange(range);
    return true;
  }
  return false;
}

/** Replaces the first `text` the code editor shows by typing `replacement` over it. */
export async function replaceInEditor(page: EnginePage, text: string, replacement: string) {
  await waitFor(page, `"${text}" in the code editor`, selectInEditor, text);
  // CodeMirror reads it on selectionchange, an event queued before the keys typed next.
  await page.type(replacement);
}

/** Whether the page (the current frame) runs a requestAnimationFrame callback within the bound. */
export const answersAFrame = (page: EnginePage) =>
  answersInTime(() =>
    page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)), null),
  );
