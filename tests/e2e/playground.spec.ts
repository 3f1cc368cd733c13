import type {Locator, Page} from '@playwright/test';
import {test, expect, openHydrated} from './fixtures';
import {axeViolations} from './axe';
import {transitionsDone} from './site';

// Edit any example, or open the Playground: react-figma 0.31.0 runs the edited code in a Web
// Worker and the preview redraws. See src/components/Playground and src/plugins/playground.

// Tall enough that CodeMirror draws every line of an example (it draws only what is in view).
test.use({viewport: {width: 1280, height: 2400}});

const liveFigure = (page: Page) => page.locator('figure[data-state]');
const editorContent = (page: Page) => page.locator('.cm-content');

/** The SVG the live preview shows (light mode), decoded from its data: URL. */
async function shownSvg(page: Page): Promise<string> {
  const src = await liveFigure(page)
    .locator('img.example-preview__image--light')
    .getAttribute('src');
  return decodeURIComponent(src!.replace(/^data:image\/svg\+xml;charset=utf-8,/, ''));
}

async function drawn(page: Page) {
  await expect(liveFigure(page)).toHaveAttribute('data-state', 'current', {timeout: 20_000});
  return shownSvg(page);
}

/**
 * The example's code as the test has edited it. CodeMirror draws only the lines in view, so the
 * code is tracked here, starting from the example's published source.
 */
let code = '';

async function replaceCode(page: Page, change: (code: string) => string) {
  code = change(code);
  await editorContent(page).fill(code);
}

async function openEditor(page: Page, path = '/docs/api/view'): Promise<Locator> {
  await openHydrated(page, path);
  const source = await page.locator('[data-source]').first().getAttribute('data-source');
  code = ((await (await page.request.get(source!)).json()) as {code: string}).code;
  await page.getByRole('button', {name: 'Edit this example'}).first().click();
  await expect(editorContent(page)).toBeFocused();
  return editorContent(page);
}

test('Edit runs the example; a new color and flexDirection redraw the preview', async ({page}) => {
  // Nothing of the playground loads before Edit.
  const runtimeRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/playground\/|codemirror/i.test(request.url())) runtimeRequests.push(request.url());
  });
  await openHydrated(page, '/docs/api/view');
  expect(runtimeRequests).toEqual([]);

  await openEditor(page);
  await expect(editorContent(page)).toContainText("backgroundColor: '#8ab4f8'");
  const first = await drawn(page);
  expect(first).toContain('#8ab4f8');
  const firstHeight = Number(
    await liveFigure(page).locator('img.example-preview__image--light').getAttribute('height'),
  );

  await replaceCode(page, (code) => code.replace("'#8ab4f8'", "'#e8175d'"));
  await expect.poll(() => shownSvg(page)).toContain('#e8175d');
  expect(await shownSvg(page)).not.toContain('#8ab4f8');

  // A column stacks the avatar above the text: the drawing gets taller.
  await replaceCode(page, (code) =>
    code.replace("flexDirection: 'row'", "flexDirection: 'column'"),
  );
  await expect
    .poll(async () =>
      Number(
        await liveFigure(page).locator('img.example-preview__image--light').getAttribute('height'),
      ),
    )
    .toBeGreaterThan(firstHeight + 30);
  await expect(liveFigure(page).locator('summary')).toHaveText('Layers');
});

test('an edited example whose drawing depends on message timing says so, as its picture does', async ({
  page,
}) => {
  // Page's example mounts two pages at once: the second one's layout depends on the timing.
  await openEditor(page, '/docs/api/page');
  await drawn(page);
  await expect(liveFigure(page)).toHaveAttribute('data-timing', 'depends', {timeout: 30_000});
  await expect(liveFigure(page)).toContainText('depends on how quickly messages pass');

  // With one page there is nothing to race: compared, and no note.
  await replaceCode(page, (code) => code.replace("['Components', 'Screens']", "['Components']"));
  await expect(liveFigure(page)).toHaveAttribute('data-timing', 'same', {timeout: 30_000});
  await expect(liveFigure(page)).not.toContainText('depends on how quickly messages pass');
});

test('a syntax error names its line and keeps the last preview, dimmed', async ({page}) => {
  await openEditor(page);
  const before = await drawn(page);
  await replaceCode(page, (code) => code.replace('width: 280,', 'width: 28 0,'));
  const problem = liveFigure(page).locator('p[role="status"]');
  await expect(problem).toHaveText(
    /^Syntax error at line 5, column 15: Unexpected token, expected ","$/,
  );
  await expect(liveFigure(page)).toHaveAttribute('data-state', 'stale');
  expect(await shownSvg(page)).toBe(before);
  const opacity = await liveFigure(page)
    .locator('.example-preview__canvas')
    .evaluate((element) => getComputedStyle(element.parentElement!).opacity);
  expect(Number(opacity)).toBeLessThan(1);
});

test('an endless loop is stopped with a message and the page stays responsive', async ({page}) => {
  await openEditor(page);
  await drawn(page);
  await replaceCode(page, (code) =>
    code.replace('export const ProfileCard', 'while (true) {}\nexport const ProfileCard'),
  );
  await expect(liveFigure(page).locator('p[role="status"]')).toHaveText(/^Stopped after 5 s/, {
    timeout: 15_000,
  });
  // The page's own thread was never blocked: the editor still takes input and Reset works.
  await page.getByRole('button', {name: 'Reset'}).click();
  await expect(editorContent(page)).not.toContainText('while (true)');
  await drawn(page);
});

test('Reset brings back the original code', async ({page}) => {
  await openEditor(page);
  await replaceCode(page, (code) => code.replace('Ada Lovelace', 'Grace Hopper'));
  await expect(editorContent(page)).toContainText('Grace Hopper');
  await page.getByRole('button', {name: 'Reset'}).click();
  await expect(editorContent(page)).not.toContainText('Grace Hopper');
  await expect(editorContent(page)).toContainText('Ada Lovelace');
});

test('a copied link reopens the edited code, which waits for Run', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openEditor(page);
  await drawn(page);
  await replaceCode(page, (code) => code.replace('Ada Lovelace', 'Grace Hopper'));
  await page.getByRole('button', {name: 'Copy link'}).click();
  await expect(page.getByText(/^Link copied/)).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/docs\/api\/view#edit-[0-9a-f]{16}=[\w-]+$/);

  const other = await context.newPage();
  await openHydrated(other, new URL(link).pathname + new URL(link).hash);
  await expect(other.locator('.cm-content')).toContainText('Grace Hopper', {timeout: 15_000});
  const figure = other.locator('figure[data-state]');
  await expect(figure.locator('p[role="status"]')).toHaveText(/press Run to draw it/);
  await expect(figure.locator('img')).toHaveCount(0);
  await other.getByRole('button', {name: 'Run'}).click();
  await expect(figure).toHaveAttribute('data-state', 'current', {timeout: 20_000});
  await expect(figure.locator('.example-preview__layers')).toContainText('Grace Hopper');
});

test('the Playground page works by keyboard and has no axe violations', async ({page}) => {
  await openHydrated(page, '/playground');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Playground');
  await drawn(page);
  const editor = page.getByRole('textbox', {name: 'Playground code'});
  await editor.focus();
  await page.keyboard.press('Control+End');
  await page.keyboard.type('\n// typed');
  await expect(editor).toContainText('// typed');
  // Tab indents inside the editor; Escape then Tab leaves it, for the next control.
  await page.keyboard.press('Escape');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', {name: 'Reset'})).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(editor).not.toContainText('// typed');
  await drawn(page);

  for (const theme of ['light', 'dark']) {
    await page.evaluate((mode) => document.documentElement.setAttribute('data-theme', mode), theme);
    await transitionsDone(page);
    expect(await axeViolations(page), theme).toEqual([]);
  }
});

test('an edited example on a docs page has no axe violations', async ({page}) => {
  await openEditor(page);
  await drawn(page);
  // Only the live example (editor, toolbar, drawing): the rest of the page is as it loaded,
  // which crawl.spec.ts checks in light and dark mode.
  const liveExample = 'div:has(> div > figure[data-state])';
  await expect(page.locator(liveExample)).toHaveCount(1);
  expect(await axeViolations(page, {include: liveExample})).toEqual([]);
});

test('code in the playground finds no storage or network to reach', async ({page}) => {
  await openHydrated(page, '/playground');
  await drawn(page);
  await editorContent(page).fill(`import {Page, Text, render} from 'react-figma';
const names = ['indexedDB', 'caches', 'XMLHttpRequest', 'WebSocket', 'EventSource', 'importScripts'];
const reachable = names.filter((name) => name in self);
const realFetch = Object.getPrototypeOf(self).fetch;
render(
  <Page name="Reach" isCurrent>
    <Text>{'reachable: ' + (reachable.join(', ') || 'nothing') + ', page fetch: ' + typeof realFetch}</Text>
  </Page>,
);
`);
  await expect(liveFigure(page).locator('.example-preview__layers')).toContainText(
    'reachable: nothing, page fetch: undefined',
    {timeout: 20_000},
  );
  // Nor the page: a worker has no document.
  await editorContent(page).fill(`import {Page, Text, render} from 'react-figma';
render(<Page name="DOM" isCurrent><Text>{'document: ' + typeof document}</Text></Page>);
`);
  await expect(liveFigure(page).locator('.example-preview__layers')).toContainText(
    'document: undefined',
    {timeout: 20_000},
  );
});
