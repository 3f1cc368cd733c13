// An example's code as the browser runs it: TypeScript and JSX (React's automatic runtime, which
// React 16.14 has) to a CommonJS module with sucrase, which only strips types and rewrites syntax,
// so it is fast enough to run on every edit. The Playground's worker runs the result; Run in Figma
// puts it in the plugin it downloads (src/run-in-figma). Neither runs it in the page.
import {transform} from 'sucrase';
import {replaceInCode} from './code-segments';

/**
 * Compiles an example written in `lang` ('tsx', 'ts' or 'jsx'); throws on a syntax error.
 * `import.meta` has no meaning in a CommonJS module (sucrase leaves it, a syntax error there): it
 * becomes an empty object, as esbuild makes it for the previews (run-examples.ts), so
 * `import.meta.webpackHot?.accept()` does nothing, as in a build without hot reloading.
 */
export function compileExample(code: string, lang: string): string {
  const compiled = transform(code, {
    transforms: lang === 'jsx' ? ['jsx', 'imports'] : ['jsx', 'typescript', 'imports'],
    jsxRuntime: 'automatic',
    production: true,
  }).code;
  return compiled.includes('import.meta')
    ? replaceInCode(compiled, (part) => part.replace(/\bimport\s*\.\s*meta\b/g, '({})'))
    : compiled;
}

/** Where a syntax error is, and what it is. */
interface SyntaxErrorAt {
  message: string;
  line: number;
  column: number;
}

/** Where a syntax error is, from sucrase's error. */
function syntaxErrorOf(error: unknown): SyntaxErrorAt {
  const {message, loc} = error as Error & {loc?: {line: number; column: number}};
  return {
    message: message.replace(/\s*\(\d+:\d+\)$/, ''),
    line: loc?.line ?? 1,
    column: loc?.column ?? 1,
  };
}

/** compileExample for a reader's code, where a syntax error is an answer, not a throw. */
export function tryCompileExample(
  code: string,
  lang: string,
): {module: string} | {syntaxError: SyntaxErrorAt} {
  try {
    return {module: compileExample(code, lang)};
  } catch (error) {
    return {syntaxError: syntaxErrorOf(error)};
  }
}
