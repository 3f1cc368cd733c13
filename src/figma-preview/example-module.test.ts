import {describe, expect, it} from 'vitest';
import type {ExampleJob} from './example-contract';
import {exampleImports, importsFrom, runModule, type ModuleBody} from './example-module';

const Card = () => null;
const Badge = () => null;

/** Stand-ins for React and react-figma: an element is what createElement was given. */
function packages() {
  const rendered: unknown[] = [];
  const react = {
    createElement: (type: unknown, props: unknown, ...children: unknown[]) => ({
      type,
      props,
      children,
    }),
  };
  const reactFigma = {
    Page: 'Page',
    render: (element: unknown) => {
      rendered.push(element);
      return Promise.resolve();
    },
  };
  const modules: Record<string, unknown> = {react, 'react-figma': reactFigma};
  return {rendered, imports: importsFrom((name) => modules[name] ?? `the module ${name}`)};
}

const exporting = (exports: Record<string, unknown>): ModuleBody => {
  return (_require, module) => Object.assign(module.exports, exports);
};
const job = (wrapInPage: boolean, props = {}): ExampleJob => ({mode: 'export', wrapInPage, props});

describe('runModule: what an example imports', () => {
  it('serves each name it may import, and names them all when asked for another', () => {
    const {imports} = packages();
    const seen: unknown[] = [];
    const body: ModuleBody = (require) => {
      seen.push(...exampleImports.filter((name) => name.includes('/')).map(require));
      require('fs');
    };
    expect(() => runModule(job(false), body, imports)).toThrow(
      "An example cannot import 'fs': it may import react, react/jsx-runtime, react-figma, react-figma/rpc.",
    );
    expect(seen).toEqual(['the module react/jsx-runtime', 'the module react-figma/rpc']);
    expect(() => runModule(job(false), (require) => require('toString'), imports)).toThrow(
      /cannot import 'toString'/,
    );
  });

  it('runs the module as CommonJS: module.exports, exports and `this` are one object', () => {
    const {imports} = packages();
    let same = false;
    const body: ModuleBody = function (this: unknown, _require, module, exports) {
      same = this === exports && module.exports === exports;
      exports.Card = Card;
    };
    expect(runModule(job(false), body, imports).renderedBy).toBe('Card');
    expect(same).toBe(true);
  });
});

describe('runModule: what it renders', () => {
  it('nothing for a block that calls render itself', () => {
    const {imports, rendered} = packages();
    const run = runModule(
      {mode: 'render', wrapInPage: false, props: {}},
      exporting({Card}),
      imports,
    );
    expect(run).toMatchObject({renderedBy: 'render'});
    expect(rendered).toEqual([]);
  });

  it('the default export first', () => {
    const {imports, rendered} = packages();
    expect(runModule(job(false), exporting({default: Card, Badge}), imports).renderedBy).toBe(
      'default',
    );
    expect(rendered).toEqual([{type: Card, props: {}, children: []}]);
  });

  it('else the single exported component, with its props, inside the current page', () => {
    const {imports, rendered} = packages();
    const exports = {Card, styles: {}, helper: () => 1};
    expect(runModule(job(true, {label: 'New'}), exporting(exports), imports).renderedBy).toBe(
      'Card',
    );
    expect(rendered).toEqual([
      {
        type: 'Page',
        props: {name: 'Page 1', isCurrent: true},
        children: [{type: Card, props: {label: 'New'}, children: []}],
      },
    ]);
  });

  it('nothing, saying why, when it cannot choose', () => {
    const {imports, rendered} = packages();
    expect(runModule(job(true), exporting({Card, Badge}), imports)).toEqual({
      renderedBy: 'Card, Badge',
      error: 'cannot choose what to render: no default export and exported components: Card, Badge',
    });
    expect(runModule(job(true), exporting({}), imports)).toMatchObject({renderedBy: 'nothing'});
    expect(rendered).toEqual([]);
  });
});
