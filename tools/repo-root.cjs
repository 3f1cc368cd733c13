// @ts-check
// The repository's root folder (the one above tools/), for modules that Node loads as ES modules
// and Playwright compiles to CommonJS: `import.meta.url`, the ES way to find it, is a syntax error
// in CommonJS.
exports.repoRoot = __dirname.replace(/[/\\]tools$/, '');
