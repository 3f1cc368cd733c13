// ESLint flat config: TypeScript, React hooks, accessibility and Docusaurus rules.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import docusaurus from '@docusaurus/eslint-plugin';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'build/',
      '.docusaurus/',
      'node_modules/',
      'bench-results/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    // TypeScript already reports undefined names, with the real types.
    rules: {'no-undef': 'off'},
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    // Node scripts and modules, with browser names for the callbacks Playwright runs in the page.
    languageOptions: {globals: {...globals.nodeBuiltin, ...globals.browser}},
  },
  {
    files: ['**/*.cjs'],
    languageOptions: {sourceType: 'commonjs', globals: globals.node},
  },
  {
    files: ['src/**/*.{ts,tsx,js,jsx}'],
    ...jsxA11y.flatConfigs.recommended,
    plugins: {
      ...jsxA11y.flatConfigs.recommended.plugins,
      'react-hooks': reactHooks,
      '@docusaurus': docusaurus,
    },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      ...reactHooks.configs.recommended.rules,
      ...docusaurus.configs.recommended.rules,
    },
  },
  {
    files: ['tests/**', 'scripts/**', 'tools/**'],
    ignores: ['tools/network-quiet.mjs'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Literal[value='networkidle']",
          message:
            "Playwright's networkidle can be lost for good and hang (microsoft/playwright#42598): use networkQuiet from tools/network-quiet.mjs.",
        },
      ],
    },
  },
  {
    rules: {
      // `_name` marks a deliberately unused binding (e.g. a rest-sibling that is dropped).
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true},
      ],
    },
  },
);
