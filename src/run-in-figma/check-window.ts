// The window a downloaded plugin shows once its check of the picture is done (figma-check.ts):
// whether Figma drew what the site showed or which layers differ, whether a second render kept
// the layers' ids, "Copy report" and a link that opens a prefilled issue. Plain DOM in the UI
// iframe, styled with the color variables Figma gives a plugin shown with `themeColors: true`
// (with light fallbacks), so it follows Figma's light and dark themes; text uses the theme's own
// text colors, which read on its backgrounds. Nothing is sent anywhere:
// the link only opens a page the reader may submit.
import {describeDifference, issueUrl, type FigmaCheckReport} from './figma-check';

const styles = `
:root { color-scheme: light dark; }
body {
  margin: 0; padding: 12px 16px;
  font: 12px/1.5 Inter, system-ui, sans-serif;
  color: var(--figma-color-text, #1e1e1e);
  background: var(--figma-color-bg, #ffffff);
}
h1 { font-size: 13px; margin: 0 0 8px; }
p { margin: 0 0 8px; }
ul { margin: 0 0 10px; padding-left: 18px; }
li { margin-bottom: 4px; }
.muted { color: var(--figma-color-text-secondary, #5c5c5c); }
.actions { display: flex; gap: 8px; align-items: center; flex-wrap: wrap; margin-top: 12px; }
button {
  font: inherit; padding: 5px 12px; border-radius: 5px; cursor: pointer;
  color: var(--figma-color-text, #1e1e1e); background: var(--figma-color-bg-secondary, #f5f5f5);
  border: 1px solid var(--figma-color-border-strong, #8c8c8c);
}
button:focus-visible, a:focus-visible { outline: 2px solid var(--figma-color-border-selected, #0c8ce9); outline-offset: 2px; }
/* The theme's text color, underlined: Figma's brand blue is not readable enough on every theme. */
a { color: var(--figma-color-text, #1e1e1e); text-decoration: underline; }
textarea {
  width: 100%; box-sizing: border-box; height: 110px; font: 11px/1.4 ui-monospace, monospace;
  color: inherit; background: var(--figma-color-bg-secondary, #f5f5f5);
  border: 1px solid var(--figma-color-border, #e6e6e6); border-radius: 4px;
}
`;

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  text?: string,
  attributes: Record<string, string> = {},
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return node;
}

/** Fills the UI's document with the report; the main thread then shows the window. */
export function showCheckWindow(report: FigmaCheckReport): void {
  const style = element('style', styles);
  document.head.append(style);
  const main = element('main');
  const same = report.differences.length === 0;
  main.append(
    element(
      'h1',
      same
        ? 'Figma drew what the site showed'
        : `Figma drew ${report.differences.length} ${report.differences.length === 1 ? 'thing' : 'things'} otherwise than the site showed`,
    ),
    element('p', report.example.title, {class: 'muted'}),
  );
  if (!same) {
    const list = element('ul');
    for (const difference of report.differences) {
      list.append(element('li', describeDifference(difference)));
    }
    main.append(list);
  }
  main.append(
    element(
      'p',
      report.idsKept === undefined
        ? 'This example calls render itself, so it was rendered once.'
        : report.idsKept
          ? 'A second render kept every layer’s id.'
          : `A second render replaced ${report.replaced.length} ${report.replaced.length === 1 ? 'layer' : 'layers'} (new ids): ${report.replaced.map((path) => path.join(' › ')).join('; ')}.`,
    ),
  );
  const json = JSON.stringify(
    {
      apiVersion: report.apiVersion,
      example: report.example,
      assumptions: report.assumptions,
      differences: report.differences,
      idsKept: report.idsKept,
    },
    null,
    2,
  );
  const label = element('label', 'Report (JSON)', {for: 'report'});
  const text = element('textarea', json, {id: 'report', readonly: ''});
  const status = element('span', '', {role: 'status', class: 'muted'});
  const copy = element('button', 'Copy report', {type: 'button'});
  copy.addEventListener('click', () => {
    // A plugin's iframe may not use the asynchronous clipboard; a selected text area copies.
    text.focus();
    text.select();
    const copied = document.execCommand('copy');
    status.textContent = copied ? 'Copied.' : 'Select the report above and copy it.';
  });
  const link = element('a', 'Open an issue on react-figma’s repository', {
    href: issueUrl(report),
    target: '_blank',
    rel: 'noopener noreferrer',
  });
  const actions = element('div', undefined, {class: 'actions'});
  actions.append(copy, link, status);
  main.append(
    label,
    text,
    actions,
    element(
      'p',
      'Nothing leaves your computer unless you copy the report or open the issue and submit it.',
      {class: 'muted'},
    ),
  );
  document.body.append(main);
}
