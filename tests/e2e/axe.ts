import {readFileSync} from 'node:fs';
import type {Page} from '@playwright/test';
import {expect, isExternal} from './fixtures';

/**
 * axe-core's minified build, which its README offers for pages: `axe.source`, the unminified one,
 * is more than twice the bytes for every page to receive and compile.
 */
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The axe-core rule tags the site must pass: WCAG 2.0–2.2, levels A and AA. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type Scope = {
  /** A CSS selector: only that part of the page is checked (all of it by default). */
  include?: string;
  /** Rules left out, each with a reason at the call. */
  disableRules?: string[];
  /** Only these rules (of the WCAG tags' rules), each choice with a reason at the call. */
  onlyRules?: string[];
};

/**
 * The page's axe violations of WCAG 2.2 A/AA, one line each (rule, help, where), in the part of
 * the page that `scope` picks.
 *
 * axe runs in the page itself, injected once per document into each frame: a page checked twice
 * (light, then dark) loads it once. A cross-origin frame, which axe could not reach from the page,
 * fails the check instead of passing unchecked.
 */
export async function axeViolations(
  page: Page,
  {include, disableRules = [], onlyRules}: Scope = {},
) {
  // A frame just appended (the Playground's spare sandbox) has no URL until its document
  // arrives, so it could be neither told apart nor checked: wait for that.
  await expect
    .poll(() => page.frames().filter((frame) => frame.url() === '').length, {
      message: 'frames still loading their first document',
      // Its document comes from loopback, but a busy machine may take seconds to start it.
      timeout: 30_000,
    })
    .toBe(0);
  const crossOriginFrames = page
    .frames()
    .map((frame) => frame.url())
    .filter(isExternal);
  expect(crossOriginFrames, 'frames that axe could not reach').toEqual([]);
  for (const frame of page.frames()) {
    // A frame may go meanwhile: the Playground starts and ends a hidden sandbox frame per run.
    await frame
      .evaluate(() => 'axe' in window)
      .then((injected) => injected || frame.evaluate(axeSource))
      .catch((error: unknown) => {
        if (!frame.isDetached()) throw error;
      });
  }
  return page.evaluate(
    async ({include, disableRules, onlyRules, wcagTags}) => {
      const {axe} = window as unknown as {axe: typeof import('axe-core')};
      const {violations} = await axe.run(include ?? document, {
        runOnly: onlyRules ? {type: 'rule', values: onlyRules} : {type: 'tag', values: wcagTags},
        rules: Object.fromEntries(disableRules.map((id) => [id, {enabled: false}])),
        // Only violations are read: passes and the rest keep one node each instead of thousands
        // (every code token passes color-contrast), which axe otherwise describes and sends back.
        resultTypes: ['violations'],
      });
      return violations.map(
        ({id, help, nodes}) =>
          `${id}: ${help} (${nodes.map((n) => n.target.join(' ')).join(', ')})`,
      );
    },
    {include, disableRules, onlyRules, wcagTags},
  );
}
