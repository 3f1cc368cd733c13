// What a downloaded plugin is called, in Figma's Plugins menu and as a file, decided when the
// reader clicks (download.ts). The buttons import only the PluginTarget type.

/** Whose plugin a button downloads: an example of the page (by its element's id), or the Playground's. */
export type PluginTarget =
  {kind: 'example'; elementId: string; edited: boolean} | {kind: 'playground'};

/** What the plugin is called: in Figma's menu, and as a file. */
interface PluginName {
  name: string;
  fileBase: string;
}

/** A plugin's name and where its code came from, for its README. */
interface PluginDescription extends PluginName {
  /** 'example 2 of "View", https://react-figma.dev/docs/api/view' */
  origin: string;
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48)
    .replace(/-+$/, '');

/** The plugin of the `position`th example (from 1) on the page titled `pageTitle`. */
export function examplePluginName(pageTitle: string, position: number): PluginName {
  const title = pageTitle.trim() || 'Example';
  return {
    name: `react-figma: ${title}, example ${position}`,
    fileBase: `react-figma-${slug(title) || 'example'}-example-${position}`,
  };
}

/**
 * The `position`th previewed example (from 1) on the current page, named after the page's title:
 * read from the document when the reader clicks, so the build need not number the examples.
 */
export function describePageExample(element: Element | null, siteUrl: string): PluginDescription {
  const examples = Array.from(document.querySelectorAll('[data-source]'));
  const position = element ? examples.indexOf(element) + 1 || 1 : 1;
  const title = document.querySelector('main h1, article h1')?.textContent ?? document.title;
  return {
    ...examplePluginName(title, position),
    origin: `example ${position} of "${title.trim()}", ${siteUrl}${window.location.pathname}`,
  };
}

/** The Playground's plugin. */
export const describePlayground = (siteUrl: string): PluginDescription => ({
  name: 'react-figma: Playground',
  fileBase: 'react-figma-playground',
  origin: `code from the Playground, ${siteUrl}${window.location.pathname}`,
});

/** The name and origin of a target's plugin, read from the page now. */
export function describeTarget(target: PluginTarget, siteUrl: string): PluginDescription {
  if (target.kind === 'playground') return describePlayground(siteUrl);
  const example = describePageExample(document.getElementById(target.elementId), siteUrl);
  return target.edited ? {...example, origin: `${example.origin}, as edited`} : example;
}
