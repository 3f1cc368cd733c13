// README.txt of a plugin Run in Figma downloads: how to import and run it, what each file is, and
// the one manifest setting a reader might be tempted to add. Plain text, lines under 80 columns.
import type {FigmaPluginManifest} from './manifest';

interface ReadmeInput {
  manifest: FigmaPluginManifest;
  /** Where the code came from ('example 2 of "View", https://react-figma.dev/docs/api/view'). */
  origin: string;
  /** The site's docs, e.g. https://react-figma.dev/docs/ */
  docsUrl: string;
}

export function pluginReadme({manifest, origin, docsUrl}: ReadmeInput): string {
  const allowed = manifest.networkAccess?.allowedDomains ?? ['none'];
  const network = allowed.includes('none')
    ? 'The manifest allows no network access: the code requests no address.'
    : [
        'The manifest allows requests to the addresses the code spells out:',
        ...allowed.map((domain) => `  ${domain}`),
        'A server that redirects elsewhere, or an address put together at run',
        'time, needs its domain added to networkAccess.allowedDomains by hand.',
      ].join('\n');
  return `${manifest.name}
${'='.repeat(Math.min(manifest.name.length, 78))}

A Figma development plugin that runs one react-figma example:
  ${origin}
It draws the example with react-figma 0.31.0 on React 16, as a plugin you
build yourself would.

Run it
------
1. Keep this folder where it is: Figma reads the files from it every time
   the plugin runs.
2. Open the Figma desktop app (macOS or Windows) and open a design file;
   a new draft will do. Figma in a web browser cannot import development
   plugins.
3. From the main menu choose Plugins > Development > Import plugin from
   manifest..., and select manifest.json in this folder.
4. Choose Plugins > Development > ${manifest.name}.

The layers appear on the example's page. The plugin then keeps running
with a hidden window, as react-figma plugins do; if the example fails, a
message says so at the bottom of the canvas, and the details are in
Plugins > Development > Show/Hide console.

The files
---------
manifest.json  What Figma reads: the name, a development id and the files.
code.js        The main thread: react-figma's half that edits the document.
ui.html        React 16, react-figma 0.31.0 and the example's code, in the
               hidden window where React runs.

${network}

The manifest has no "documentAccess": "dynamic-page", and must not get one.
Figma asks it of new plugins, but react-figma 0.31.0 calls document APIs
that Figma turns off under it, so the plugin would stop with an error.
The same holds for any react-figma plugin:
  ${docsUrl}configure#manifestjson

How to import and run it, in more detail:
  ${docsUrl}try-in-figma
`;
}
