// Compiler settings shared by the docs checks: how a reader's plugin project would type-check
// code that uses react-figma 0.31.0, @figma/plugin-typings and @types/react.
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import ts from 'typescript';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const reactFigmaIndex = path.join(repoRoot, 'node_modules/react-figma/index.d.ts');

export const docsCompilerOptions: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2020,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  // Every block is its own module, even one without imports, so names never clash between blocks.
  moduleDetection: ts.ModuleDetectionKind.Force,
  jsx: ts.JsxEmit.ReactJSX,
  esModuleInterop: true,
  allowJs: true,
  checkJs: true,
  // The UI iframe is a browser page; the main thread gets `figma` from the plugin typings.
  lib: ['lib.es2020.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  // react-figma's .d.ts files say `/// <reference types="plugin-typings" />`, which resolves
  // through the @figma type root, as in Figma's own plugin template.
  typeRoots: [
    path.join(repoRoot, 'node_modules/@types'),
    path.join(repoRoot, 'node_modules/@figma'),
  ],
  types: ['plugin-typings'],
  // The package's own declarations were written for older React typings; we check the docs, not them.
  skipLibCheck: true,
};

/**
 * Real files (TypeScript's libs, @types, react-figma's .d.ts), parsed once per process: every
 * program of the checks reads the same ones, and a parsed file can serve many programs.
 */
const parsedFiles = new Map<string, ts.SourceFile>();

/**
 * A program with docsCompilerOptions over `rootNames`, where the virtual files (absolute path to
 * code) and their folders exist as if they were on disk.
 */
export function docsProgram(
  rootNames: string[],
  virtualFiles = new Map<string, string>(),
): ts.Program {
  const host = ts.createCompilerHost(docsCompilerOptions, true);
  const {fileExists, directoryExists, readFile, getSourceFile} = host;
  const folders = [...new Set([...virtualFiles.keys()].map((file) => path.dirname(file)))];
  host.fileExists = (file) => virtualFiles.has(file) || fileExists.call(host, file);
  // Module resolution skips folders that do not exist, and the virtual folders exist only here.
  host.directoryExists = (dir) =>
    folders.some((folder) => folder === dir || folder.startsWith(dir + path.sep)) ||
    (directoryExists?.call(host, dir) ?? true);
  host.readFile = (file) => virtualFiles.get(file) ?? readFile.call(host, file);
  host.getSourceFile = (file, languageVersion, ...rest) => {
    const code = virtualFiles.get(file);
    if (code !== undefined) return ts.createSourceFile(file, code, languageVersion, true);
    const parsed =
      parsedFiles.get(file) ?? getSourceFile.call(host, file, languageVersion, ...rest);
    if (parsed) parsedFiles.set(file, parsed);
    return parsed;
  };
  return ts.createProgram(rootNames, docsCompilerOptions, host);
}

export function formatDiagnostic(diagnostic: ts.Diagnostic): string {
  return `TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
}
