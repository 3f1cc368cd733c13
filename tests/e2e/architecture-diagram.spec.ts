import type {Locator, Page} from '@playwright/test';
import {contrastRatio} from '../../src/utils/accessible-prism-theme';
import {test, expect, openHydrated} from './fixtures';
import {switchColorMode} from './site';

/**
 * The Mermaid sequence diagram on /docs/architecture renders, is named for screen readers, and
 * its labels stay readable (WCAG AA contrast) in light mode, in dark mode, and after switching.
 */

const diagram = (page: Page) => page.locator('.docusaurus-mermaid-container svg');

/** The WCAG contrast ratio of two computed CSS colors (rgb()/rgba(), alpha ignored). */
function contrast(a: string, b: string) {
  const rgb = (css: string) =>
    css
      .match(/[\d.]+/g)!
      .slice(0, 3)
      .map(Number) as [number, number, number];
  return contrastRatio(rgb(a), rgb(b));
}

/** Text color of every message label, and the color of the page behind the diagram. */
async function messageColors(svg: Locator) {
  return svg.evaluate((el) => {
    let node: Element | null = el;
    let background = 'rgb(255, 255, 255)';
    while (node) {
      const color = getComputedStyle(node).backgroundColor;
      if (!/rgba\(0, 0, 0, 0\)|transparent/.test(color)) {
        background = color;
        break;
      }
      node = node.parentElement;
    }
    const labels = Array.from(el.querySelectorAll('.messageText')).map(
      (t) => getComputedStyle(t).fill,
    );
    return {background, labels};
  });
}

/** Actor names against the fill of their boxes. */
async function actorColors(svg: Locator) {
  return svg.evaluate((el) =>
    Array.from(el.querySelectorAll('rect.actor')).map((rect) => {
      // Mermaid colors the tspan: the text element shares the box's .actor fill.
      const label =
        rect.parentElement!.querySelector('text tspan') ??
        rect.parentElement!.querySelector('text')!;
      return {box: getComputedStyle(rect).fill, text: getComputedStyle(label).fill};
    }),
  );
}

async function expectReadable(page: Page) {
  const svg = diagram(page);
  await expect(svg).toBeVisible();
  const {background, labels} = await messageColors(svg);
  expect(labels.length, 'one label per message').toBe(13);
  for (const label of labels) expect(contrast(label, background)).toBeGreaterThanOrEqual(4.5);
  const actors = await actorColors(svg);
  expect(actors.length).toBeGreaterThanOrEqual(3);
  for (const {box, text} of actors) expect(contrast(text, box)).toBeGreaterThanOrEqual(4.5);
}

for (const mode of ['light', 'dark'] as const) {
  test(`the architecture diagram renders and reads well in ${mode} mode`, async ({page}) => {
    await openHydrated(page, `/docs/architecture?docusaurus-theme=${mode}`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    const svg = diagram(page);
    await expect(svg).toHaveAccessibleName('The messages of one react-figma render');
    for (const name of [
      'UI iframe',
      'Main thread',
      'Figma file',
      'getTreeForYoga',
      'move, resize',
    ]) {
      await expect(svg.getByText(name, {exact: true}).first()).toBeVisible();
    }
    await expectReadable(page);
  });
}

test('the diagram is redrawn for the new palette when the color mode changes', async ({page}) => {
  await openHydrated(page, '/docs/architecture');
  await expect(diagram(page)).toBeVisible();
  const lightLabel = (await messageColors(diagram(page))).labels[0];
  await switchColorMode(page, 'dark');
  await expect
    .poll(async () => (await messageColors(diagram(page))).labels[0])
    .not.toBe(lightLabel);
  await expectReadable(page);
});
