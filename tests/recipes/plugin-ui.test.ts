// The panel recipe: the Configure project with the files docs/plugin-ui.mdx replaces and adds,
// installed, type-checked, built and run. The React DOM panel and the react-figma tree must share
// state both ways, the panel's own messages must reach the main thread past react-figma's, and
// the pitfalls the page warns about must happen as it says.
import {afterAll, expect, test, vi} from 'vitest';
import {
  allLayers,
  createProject,
  guideFiles,
  runPlugin,
  setValue,
  type Layer,
  type UiWindow,
} from './plugin-project';
import {expectShowsOnly, testInstallsAndBuilds} from './project-steps';

const page = guideFiles('plugin-ui.mdx');
const project = createProject('plugin-ui', {...guideFiles('configure.mdx'), ...page});
afterAll(() => project.remove());

/** The form control inside the panel's label that starts with `text`. */
function control<T extends Element>(ui: UiWindow, text: string): T {
  const label = Array.from(ui.document.querySelectorAll('label')).find((element) =>
    element.textContent?.startsWith(text),
  );
  const found = label?.querySelector<T & Element>('input, select');
  if (!found) throw new Error(`no control labeled ${text}`);
  return found;
}

/** A hex color as Figma's 0–1 RGB. */
const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255);
  return {r, g, b};
};
/** The color of a frame's background fill, which react-figma sets from `backgroundColor`. */
const background = (node: unknown) =>
  (node as {backgrounds: Array<{type: string; color: object}>}).backgrounds.find(
    (paint) => paint.type === 'SOLID',
  )?.color;

/** Runs the built plugin and opens its panel, and waits until both threads have settled. */
async function openPlugin() {
  const plugin = runPlugin(project);
  const ui = plugin.openUi();
  await plugin.untilQuiet();
  return {plugin, ui};
}

/** The text layer of the drawn badge. */
const badgeText = (layers: Layer[]) => allLayers(layers).find((layer) => layer.type === 'TEXT');

const button = (ui: UiWindow) => ui.document.querySelector('button') as HTMLButtonElement;
const output = (ui: UiWindow) => ui.document.querySelector('output')?.textContent;

test('Plugin UI shows every file it changes or adds', () => {
  expectShowsOnly(page, [
    'package.json',
    'src/main.ts',
    'src/messages.ts',
    'src/store.ts',
    'src/ui.tsx',
    'webpack.config.js',
  ]);
});

testInstallsAndBuilds(
  project,
  'the project installs with one copy of React, type-checks and builds',
  async () => {
    // What the page tells readers to check: one react, which everything else shares.
    const tree = await project.run('npm', ['ls', 'react']);
    const copies = tree.match(/react@\S+( deduped)?/g) ?? [];
    expect(copies.filter((copy) => !copy.endsWith('deduped'))).toEqual(['react@16.14.0']);
    expect(new Set(copies.map((copy) => copy.split(' ')[0]))).toEqual(new Set(['react@16.14.0']));
  },
);

test('the panel edits the badge, and its button has the main thread select it', async () => {
  const plugin = runPlugin(project);
  expect(plugin.uiOptions()).toEqual({width: 240, height: 170});
  const ui = plugin.openUi();
  await plugin.untilQuiet();
  // onNodeId reports the same id after every update; the store ignores it, so traffic stops.
  const traffic = plugin.sent.toMain.length;
  await plugin.untilQuiet();
  expect(plugin.sent.toMain.length).toBe(traffic);

  const title = control<HTMLInputElement>(ui, 'Title');
  expect(title.value).toBe('New');
  expect(output(ui)).toBe('Nothing selected');
  const [badges] = plugin.pages();
  expect(badges.name).toBe('Badges');
  const frame = badges.children?.find((layer) => layer.name === 'Badge');
  expect(badgeText(plugin.pages())?.characters).toBe('New');
  expect(background(plugin.figma.getNodeById(frame!.id))).toEqual(rgb('#0d99ff'));

  setValue(title, 'Beta');
  setValue(control<HTMLSelectElement>(ui, 'Color'), '#14ae5c');
  await plugin.untilQuiet();
  expect(badgeText(plugin.pages())?.characters).toBe('Beta');
  const node = plugin.figma.getNodeById(frame!.id) as unknown as {id: string; remove(): void};
  expect(background(node)).toEqual(rgb('#14ae5c'));

  expect(button(ui).textContent).toBe('Select on canvas');
  expect(button(ui).disabled).toBe(false); // the frame's id has arrived
  button(ui).click();
  await plugin.untilQuiet();
  expect(plugin.figma.currentPage.selection).toEqual([node]);
  expect(plugin.zoomedTo).toEqual([[node.id]]);
  expect(output(ui)).toBe('Selected: Badge');

  node.remove(); // the user deletes the badge by hand
  button(ui).click();
  await plugin.untilQuiet();
  expect(plugin.notified).toEqual(['Could not find the badge.']);
  plugin.close();
});

test("a message of your own with an id field starts an endless exchange of react-figma's errors", async () => {
  const {plugin, ui} = await openPlugin();
  ui.parent.postMessage({pluginMessage: {type: 'select-node', id: '1:2'}}, '*');
  // It never settles: let a counted stretch of it pass, a message each way per turn or so.
  await plugin.turns(500);
  const errors = [...plugin.sent.toMain, ...plugin.sent.toUi].filter(
    (message) => (message as {error?: {data?: string}}).error?.data === 'Missing callback for 1:2',
  );
  expect(errors.length).toBeGreaterThan(50);
  plugin.close();
});

test('a message of your own with a method field is taken for a call to react-figma', async () => {
  const {plugin, ui} = await openPlugin();
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  ui.parent.postMessage({pluginMessage: {type: 'select-node', method: 'select'}}, '*');
  await plugin.untilQuiet();
  expect(logged.mock.calls[0]?.[0]).toMatchObject({message: 'Method not found', data: 'select'});
  logged.mockRestore();
  plugin.close();
});

test('closing the plugin keeps the layers; the next run redraws them from the initial state', async () => {
  const {plugin, ui} = await openPlugin();
  setValue(control<HTMLInputElement>(ui, 'Title'), 'Beta');
  setValue(control<HTMLSelectElement>(ui, 'Color'), '#14ae5c');
  await plugin.untilQuiet();
  const edited = plugin.pages();
  expect(badgeText(edited)?.characters).toBe('Beta');

  plugin.close();
  plugin.openUi();
  await plugin.untilQuiet();
  const rerun = plugin.pages();
  expect(badgeText(rerun)?.characters).toBe('New');
  const frame = allLayers(rerun).find((layer) => layer.type === 'FRAME');
  expect(background(plugin.figma.getNodeById(frame!.id))).toEqual(rgb('#0d99ff'));
  expect(allLayers(rerun).map((layer) => layer.id)).toEqual(
    allLayers(edited).map((layer) => layer.id),
  );
  plugin.close();
});
