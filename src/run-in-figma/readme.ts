// README.txt of a plugin Run in Figma downloads: how to import and run it, what each file is, and
// the one manifest setting a reader might be tempted to add. Plain text, lines under 80 columns.
import {reachableOrigins, type FigmaPluginManifest} from './manifest';
import {reactFigmaVersion} from '../utils/react-figma-version';

interface ReadmeInput {
  manifest: FigmaPluginManifest;
  /** Where the code came from ('example 2 of "View", https://react-figma.dev/docs/api/view'). */
  origin: string;
  /** The site's docs, e.g. https://react-figma.dev/docs/ */
  docsUrl: string;
}

export function pluginReadme({manifest, origin, docsUrl}: ReadmeInput): string {
  const reachable = reachableOrigins(manifest);
  const development = manifest.networkAccess?.devAllowedDomains ?? [];
  const network = !reachable.length
    ? [
        'The manifest allows no network access: the code names no web address',
        'outside comments.',
      ].join('\n')
    : [
        'The manifest lets the plugin reach these addresses, and Figma blocks',
        'every other:',
        ...reachable.map(
          (domain) =>
            `  ${domain}${development.includes(domain) ? '  (devAllowedDomains: in development)' : ''}`,
        ),
        "They are there because the example's code names them in its strings",
        '(an address in a comment does not count). Run in Figma listed them',
        'and made the download only once you allowed them.',
        '',
        'A plugin can send what it reads in your Figma file to any address it',
        'may reach: keep this access only if you trust the code. To take it',
        'away, set "allowedDomains" to ["none"] and remove "devAllowedDomains"',
        'in manifest.json, then import it again.',
        '',
        'A server that redirects elsewhere, or an address put together at run',
        'time, needs its domain added to networkAccess.allowedDomains by hand.',
      ].join('\n');
  return `${manifest.name}
${'='.repeat(Math.min(manifest.name.length, 78))}

A Figma development plugin that runs one react-figma example:
  ${origin}
It draws the example with react-figma ${reactFigmaVersion} on React 16, as a plugin you
build yourself would.

Run it
------
1. Keep this folder where it is: Figma reads the files from it every time
   the plugin runs.
2. Open the Figma desktop app (macOS or Windows) and open a design file;
   a new draft will do. Figma in a web browser cannot import development
   plugins.
3. From the main menu choose Plugins > Development > Import new plugin
   from manifest..., and select manifest.json in this folder.
4. Choose Plugins > Development > ${manifest.name}.

The layers appear on the example's page. The plugin then keeps running
with a hidden window, as react-figma plugins do; if the example fails, a
message says so at the bottom of the canvas, and the details are in
Plugins > Development > Open Console... (Option+Command+I on macOS,
Ctrl+Alt+I on Windows).

The files
---------
manifest.json  What Figma reads: the name, a development id and the files.
code.js        The main thread: react-figma's half that edits the document.
ui.html        React 16, react-figma ${reactFigmaVersion} and the example's code, in the
               hidden window where React runs.

Network access
--------------
${network}

The manifest has no "documentAccess": "dynamic-page", and must not get one.
Figma asks it of new plugins, but react-figma ${reactFigmaVersion} calls document APIs
that Figma turns off under it, so the plugin would stop with an error.
The same holds for any react-figma plugin:
  ${docsUrl}configure#manifestjson

How to import and run it, in more detail:
  ${docsUrl}try-in-figma
`;
}
