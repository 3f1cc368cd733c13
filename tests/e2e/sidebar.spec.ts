import {test, expect, openHydrated} from './fixtures';
import {docsSidebar} from './site';

/** The docs sidebar reads in the order a plugin author needs it (sidebars.ts). */

test('the sidebar lists its sections in reader order, each holding what it is named after', async ({
  page,
}) => {
  await openHydrated(page, '/docs/installation');
  const sidebar = docsSidebar(page);
  const topLevel = sidebar.locator('.theme-doc-sidebar-menu > li > .menu__list-item-collapsible');
  await expect(topLevel).toHaveText([
    'Getting started',
    'Guides',
    'API reference',
    'Concepts',
    'Support',
  ]);
  const section = (label: string) =>
    sidebar
      .locator('.theme-doc-sidebar-menu > li')
      .filter({has: page.locator('> .menu__list-item-collapsible', {hasText: label})});
  // Trying an example in Figma follows running a plugin of your own.
  await expect(section('Getting started').locator('> ul > li > a')).toHaveText([
    'Installation',
    'Configure',
    'Running a plugin',
    'Try an example in Figma',
  ]);
  // Local styles sits with the other styling guides, right after Colors.
  await expect(section('Guides').locator('> ul > li > a')).toHaveText([
    'Styling',
    'Colors',
    'Local styles',
    'Plugin UI',
    'Data fetching',
    'TypeScript',
    'Testing a plugin',
    'Hot reloading',
    'React DevTools',
    'Performance and scale',
    'Other bundlers',
    'Examples',
  ]);
  // The props most components share come right after render, before the components.
  await expect(section('API reference').locator('> ul > li > a')).toHaveText([
    'API overview',
    'render',
    'Shared props',
  ]);
  await expect(
    section('API reference').getByRole('button', {name: 'Figma components'}),
  ).toBeVisible();
  await expect(section('Support').locator('> ul > li > a')).toHaveText([
    'Troubleshooting and FAQ',
    'Roadmap',
  ]);
});

test('Local styles has one place in the sidebar, under Guides', async ({page}) => {
  await openHydrated(page, '/docs/api/local-styles');
  const sidebar = docsSidebar(page);
  await expect(sidebar.locator('a[aria-current="page"]')).toHaveText(['Local styles']);
  await expect(page.locator('.breadcrumbs')).toContainText('Guides');
});
