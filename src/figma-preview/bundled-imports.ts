// What an example may import (example-module.ts), as the browser bundles load it: esbuild bundles
// a package only where it sees a static require of it, so each name has its own here, in a
// function called on the example's first import of it. The Playground's worker and Run in Figma's
// UI runtime both take this table; the build's child, which loads packages at run time, makes its
// own from the same list (importsFrom). The type makes a name missing here, or one too many, an
// error.
import type {ImportTable} from './example-module';

/* eslint-disable @typescript-eslint/no-require-imports -- static requires, for esbuild to bundle */
export const bundledImports: ImportTable = {
  react: () => require('react'),
  'react/jsx-runtime': () => require('react/jsx-runtime'),
  'react-figma': () => require('react-figma'),
  'react-figma/rpc': () => require('react-figma/rpc'),
};
/* eslint-enable @typescript-eslint/no-require-imports */
