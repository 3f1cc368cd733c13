import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {expect, isExternal} from './fixtures';

/** The axe-core rule tags the site must pass: WCAG 2.0–2.2, levels A and AA. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The page's axe violations of WCAG 2.2 A/AA, one line each (rule, help, where), in the part of
 * the page that `scope` picks (all of it by default).
 *
 * axe runs in the page itself (legacy mode). The default mode finishes every run in a new blank
 * page, which costs seconds per run; the two differ only on cross-origin frames, which legacy
 * mode cannot reach: a page with one fails here instead of passing unchecked.
 */
export async function axeViolations(
  page: Page,
  scope: (axe: AxeBuilder) => AxeBuilder = (axe) => axe,
) {
  const crossOriginFrames = page
    .frames()
    .map((frame) => frame.url())
    .filter(isExternal);
  expect(crossOriginFrames, 'frames that axe in legacy mode would skip').toEqual([]);
  const {violations} = await scope(
    new AxeBuilder({page})
      // Only violations are read: passes and the rest keep one node each instead of thousands
      // (every code token passes color-contrast), which axe otherwise describes and sends back.
      // First: options() replaces what withTags() sets.
      .options({resultTypes: ['violations']})
      .withTags(wcagTags)
      .setLegacyMode(),
  ).analyze();
  return violations.map(
    ({id, help, nodes}) => `${id}: ${help} (${nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}
