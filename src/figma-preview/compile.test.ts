import {describe, expect, it} from 'vitest';
import {compileExample, tryCompileExample} from './compile';

/** Runs a compiled module in this process: a test of the compiler, not of any reader's code. */
function run(compiled: string, modules: Record<string, unknown>) {
  const module = {exports: {} as Record<string, unknown>};
  new Function('require', 'module', 'exports', compiled)(
    (name: string) => modules[name],
    module,
    module.exports,
  );
  return module.exports;
}

describe('compileExample', () => {
  it('turns TypeScript, JSX and imports into a CommonJS module on the automatic runtime', () => {
    const compiled = compileExample(
      `import {Text} from 'react-figma';\nexport const A = (p: {n: number}) => <Text>{p.n}</Text>;`,
      'tsx',
    );
    const jsx = (type: unknown, props: unknown) => ({type, props});
    const exports = run(compiled, {
      'react-figma': {Text: 'TEXT'},
      'react/jsx-runtime': {jsx, jsxs: jsx},
    });
    expect((exports.A as (props: {n: number}) => unknown)({n: 2})).toEqual({
      type: 'TEXT',
      props: {children: 2},
    });
  });

  it('makes import.meta an empty object, as the previews do, in code only', () => {
    const compiled = compileExample(
      `export const hot = import.meta.webpackHot?.accept();\nexport const text = 'import.meta';`,
      'ts',
    );
    expect(run(compiled, {})).toMatchObject({hot: undefined, text: 'import.meta'});
  });

  it('throws on a syntax error', () => {
    expect(() => compileExample('const a = ;', 'tsx')).toThrow();
  });
});

describe('tryCompileExample', () => {
  it('answers with the module, or says where a syntax error is', () => {
    expect(tryCompileExample('const a = 1;', 'tsx')).toEqual({
      module: compileExample('const a = 1;', 'tsx'),
    });
    expect(tryCompileExample('const a = ;', 'tsx')).toEqual({
      syntaxError: {message: expect.any(String), line: 1, column: 11},
    });
  });
});
