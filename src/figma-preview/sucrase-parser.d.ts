// sucrase's own parser, which its package does not export by name: `transform` runs it and keeps
// the tokens to itself. code-segments.ts reads them, from the ES module build that `transform`
// comes from in the browser bundles, so both share one copy. The types are sucrase's own. A
// private path: CONTRIBUTING.md lists it under "Upgrading", with the tests that guard it.
declare module 'sucrase/dist/esm/parser/index.js' {
  export {parse} from 'sucrase/dist/types/parser/index';
}

declare module 'sucrase/dist/esm/parser/tokenizer/types.js' {
  export {TokenType} from 'sucrase/dist/types/parser/tokenizer/types';
}
