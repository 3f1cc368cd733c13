// Webpack/Rspack loader for prism-react-renderer's dist bundle: removes the ~25 bundled
// languages and ~20 bundled themes. The site loads the languages it highlights from prismjs
// (themeConfig.prism.additionalLanguages) and passes its themes from the config, so neither
// needs to ship in every page's main bundle. Fails the build if the bundle layout changes.
function cut(source, startMarker, endMarker, replacement) {
  const start = source.indexOf(startMarker);
  const end = source.indexOf(endMarker, start);
  if (start < 0 || end < 0) {
    throw new Error(`prism-trim: "${startMarker}" ... "${endMarker}" not found; update the loader`);
  }
  return source.slice(0, start) + replacement + source.slice(end);
}

module.exports = function prismTrimLoader(source) {
  const prismCore = 'var Prism = __toESM(require_prism());';
  if (!source.includes(prismCore)) throw new Error('prism-trim: Prism core binding not found');
  let trimmed = cut(source, '// src/prism-langs.ts', '// src/themes/index.ts', `${prismCore}\n\n`);
  trimmed = cut(
    trimmed,
    '// src/themes/index.ts',
    '// src/index.ts',
    // Highlight falls back to vsDark when no theme is passed; Docusaurus always passes one.
    'var themes_exports = {};\nvar vsDark_default = {plain: {}, styles: []};\n\n',
  );
  return trimmed;
};
