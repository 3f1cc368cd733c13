// @vitest-environment node
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {compileExample} from '../figma-preview/compile';
import {inlineScript, runtimeGlobal, uiHtml} from './ui-html';

const {JSDOM} = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string, options: object) => {window: Window & {eval(code: string): unknown}};
};

/** A stand-in for ui-runtime.js: records the job and runs the module with a tiny `require`. */
const fakeRuntime = `var ${runtimeGlobal} = {runExample: function (job, body) {
  var module = {exports: {}};
  body(function (name) { return {Text: 'Text of ' + name}; }, module, module.exports);
  window.ran = {job: job, exports: module.exports};
}};`;

/** Loads ui.html as Figma's iframe would, running its inline scripts in order. */
function open(html: string) {
  const {window} = new JSDOM(html, {runScripts: 'outside-only'});
  const scripts = Array.from(window.document.querySelectorAll('script'));
  for (const script of scripts) window.eval(script.textContent ?? '');
  return {
    window,
    scripts,
    ran: (window as unknown as {ran: {job: unknown; exports: Record<string, unknown>}}).ran,
  };
}

describe('inlineScript', () => {
  it('keeps strings, templates and regular expressions meaning the same', () => {
    const script =
      "['</script>', `<!--${1}`, /a<\\/SCRIPT/iu.test('a</script'), /<!--/u.test('<!--'), /<!--/.test('<!-')]";
    const escaped = inlineScript(script);
    expect(escaped).not.toMatch(/<\/script|<!--/i);
    expect(eval(escaped)).toEqual(['</script>', '<!--1', true, true, false]);
    expect(eval(escaped)).toEqual(eval(script));
  });
});

describe('uiHtml', () => {
  const job = {mode: 'export' as const, wrapInPage: true, props: {label: '</script><b>'}};

  it('runs the runtime, then hands it the job and the module', () => {
    const module = compileExample(
      `import {Text} from 'react-figma';\nexport const Badge = () => null;\nexport const lib = Text;`,
      'tsx',
    );
    const {scripts, ran} = open(uiHtml({title: 'A & B', runtime: fakeRuntime, module, job}));
    expect(scripts).toHaveLength(2);
    expect(ran.job).toEqual(job);
    expect(Object.keys(ran.exports)).toEqual(['Badge', 'lib']);
    expect(ran.exports.lib).toBe('Text of react-figma');
  });

  it("cannot be broken out of by the reader's code or props", () => {
    const module = compileExample(
      `export const text = '</script><script>window.escaped = true</script><!--';`,
      'tsx',
    );
    const html = uiHtml({title: '</title>', runtime: fakeRuntime, module, job});
    const {window, scripts, ran} = open(html);
    expect(scripts).toHaveLength(2);
    expect((window as unknown as {escaped?: boolean}).escaped).toBeUndefined();
    expect(ran.exports.text).toBe('</script><script>window.escaped = true</script><!--');
    expect(window.document.title).toBe('</title>');
  });

  it('is a complete document with a charset', () => {
    const html = uiHtml({title: 'T', runtime: '', module: '', job});
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8">/);
    expect(html.trimEnd()).toMatch(/<\/html>$/);
  });
});
