// ui.html of a plugin Run in Figma downloads. Figma hands the file's text to the main thread as
// `__html__`, and the UI iframe cannot load a script from beside it, so both scripts are inline:
// the prebuilt runtime (src/plugins/run-in-figma/ui-runtime.ts), then the reader's compiled module,
// wrapped in a function the runtime calls.
import {jobOf, type ExampleJob, type ExpectedDrawing} from '../figma-preview/example-contract';
import {moduleParameters} from '../figma-preview/example-module';

/** The global ui-runtime.js defines (its esbuild globalName), which ui.html's own script calls. */
export const runtimeGlobal = 'reactFigmaDocs';

/**
 * Script text that cannot end its <script> element early: `</script` and `<!--` are what the HTML
 * parser reacts to inside one. `\x3C` means `<` in every place JavaScript can hold those characters
 * (strings, templates, regular expressions); in a comment it is just as harmless.
 */
export const inlineScript = (script: string): string =>
  script.replace(/<(\/script|!--)/gi, '\\x3C$1');

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

interface UiHtmlInput {
  /** The page title (the plugin's name); Figma does not show it. */
  title: string;
  /** ui-runtime.js as the build wrote it. */
  runtime: string;
  /** The reader's code, compiled to a CommonJS module (compileExample). */
  module: string;
  /** How to render it: the same job the previews ran, and what the site showed, if it drew it. */
  job: ExampleJob & {expected?: ExpectedDrawing};
  /** Where the example came from, for the check's report. */
  page?: string;
}

/** The whole ui.html. */
export function uiHtml({title, runtime, module, job, page}: UiHtmlInput): string {
  const {expected} = job;
  // The check of the picture against Figma (figma-check.ts), for an example the site drew.
  const check = expected ? {example: {title, ...(page && {page})}, expected} : undefined;
  const jobJson = JSON.stringify({...jobOf(job), check}).replace(/</g, '\\u003c');
  return [
    '<!doctype html>',
    '<html lang="en">',
    `<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>`,
    '<body>',
    `<script>${inlineScript(runtime)}</script>`,
    '<script>',
    `${runtimeGlobal}.runExample(${jobJson}, function (${moduleParameters.join(', ')}) {`,
    inlineScript(module),
    '});',
    '</script>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
