import path from 'node:path';
import vm from 'node:vm';
import {createFigma} from 'figma-api-stub';
import {describe, expect, it} from 'vitest';
import type {CompileAnswer} from '../../run-in-figma/compile-protocol';
import {runError} from '../../run-in-figma/messages';
import {runtimeGlobal} from '../../run-in-figma/ui-html';
import {bundleRunInFigma, evaluatesStrings} from '.';

const siteDir = path.resolve(__dirname, '../../..');

describe('evaluatesStrings', () => {
  it.each(['eval("1")', 'window.eval (x)', 'new Function("a", "b")', 'Function("return this")()'])(
    'finds %s',
    (script) => expect(evaluatesStrings(`var a = 1;${script};`)).toHaveLength(1),
  );

  it('leaves alone names that only contain the words', () => {
    expect(
      evaluatesStrings('isFunction(f); x.evaluate(y); myFunction(); Function.prototype'),
    ).toEqual([]);
  });
});

describe('bundleRunInFigma', () => {
  const bundles = bundleRunInFigma(siteDir);

  it('writes a code.js that evaluates no strings, opens the UI hidden and shows its errors', async () => {
    const {code} = await bundles;
    expect(evaluatesStrings(code)).toEqual([]);
    const figma = createFigma({simulateErrors: true}) as unknown as Record<string, unknown>;
    const shown: unknown[] = [];
    const notified: unknown[] = [];
    const listeners: Array<(message: unknown) => void> = [];
    figma.showUI = (html: string, options: unknown) => shown.push(html, options);
    figma.notify = (message: string, options: unknown) => notified.push(message, options);
    Object.assign(figma.ui as object, {
      on: (type: string, listener: (message: unknown) => void) =>
        type === 'message' && listeners.push(listener),
    });
    const previous = (globalThis as Record<string, unknown>).figma;
    (globalThis as Record<string, unknown>).figma = figma;
    try {
      vm.runInContext(code, vm.createContext({figma, __html__: '<html>', console, setTimeout}));
    } finally {
      (globalThis as Record<string, unknown>).figma = previous;
    }
    expect(shown).toEqual(['<html>', {visible: false, themeColors: true}]);
    listeners.forEach((listener) => listener(runError('The example failed: Error: x')));
    expect(notified).toEqual(['The example failed: Error: x', {error: true, timeout: 10_000}]);
  });

  it('writes a UI runtime that defines the global ui.html calls', async () => {
    const {uiRuntime} = await bundles;
    expect(uiRuntime.startsWith(`var ${runtimeGlobal}=`)).toBe(true);
    expect(uiRuntime).toContain('runExample');
  });

  it('writes a compile worker that compiles the job it is sent, evaluating no string', async () => {
    const {compileWorker} = await bundles;
    const sent: CompileAnswer[] = [];
    const listeners: Array<(event: {data: unknown}) => void> = [];
    const scope = {
      postMessage: (message: CompileAnswer) => sent.push(message),
      addEventListener: (type: string, listener: (event: {data: unknown}) => void) =>
        type === 'message' && listeners.push(listener),
    };
    // A worker's global scope, with no DOM and no require, where eval and new Function throw.
    const context = vm.createContext({...scope, self: scope}, {codeGeneration: {strings: false}});
    vm.runInContext(compileWorker, context);
    const code = `import {Page, render} from 'react-figma';
let n = 1;
const half = n++ / 2; // "https://evil.example"
fetch('https://a.example');
render(<Page isCurrent />);`;
    listeners.forEach((listener) => listener({data: {type: 'compile', lang: 'tsx', code}}));
    expect(sent).toEqual([
      {type: 'ready'},
      {type: 'compiled', module: expect.stringContaining('fetch('), origins: ['https://a.example']},
    ]);
    expect(() => vm.runInContext('eval("1")', context)).toThrow(/disallowed/);
  });
});
