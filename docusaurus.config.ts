import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {themes as prismThemes} from 'prism-react-renderer';
import {accessiblePrismTheme} from './src/utils/accessible-prism-theme';
import type {ProgressBarOptions} from './src/plugins/progress-bar';
import type {CspOptions} from './src/plugins/csp';
import type {RedirectsOptions} from './src/plugins/redirects';
import {redirects} from './src/plugins/redirects/redirects';
import {previewsStaticDir, remarkPreviews} from './src/plugins/previews';
import {playgroundStaticDir, sandboxDocument} from './src/plugins/playground';
import {runInFigmaStaticDir} from './src/plugins/run-in-figma';
import {remarkFigmaApiLinks} from './src/plugins/figma-api-links';
import {remarkStackingTables} from './src/plugins/stacking-tables';
import {claimMarkersFromEvidence} from './src/plugins/claim-markers';
import {evidenceListClass, remarkEvidencePage} from './src/plugins/evidence-page';
import {remarkBuildTimeHighlight} from './src/plugins/build-time-highlight';
import type {SearchOptions} from './src/plugins/search';

const repoUrl = 'https://github.com/react-figma/react-figma';
const baseUrl = '/';
// After each code block that renders something: what react-figma draws when it runs.
const examplePreviews = remarkPreviews(__dirname, baseUrl);
const remarkClaimMarkers = claimMarkersFromEvidence();
// Every language the site highlights, in dependency order. The build highlights code blocks
// with these (src/plugins/build-time-highlight); pages ship no Prism. tests/source-checks/
// prism-languages.test.ts fails when a fence in docs/ or blog/ is not covered.
const prismLanguages = [
  'markup',
  'clike',
  'regex',
  'javascript',
  'js-extras',
  'jsx',
  'typescript',
  'tsx',
  'json',
  'bash',
  'diff',
];
// Each fenced block's tokens, computed during the build and passed to the theme's CodeBlock.
const buildTimeHighlight = [remarkBuildTimeHighlight, {languages: prismLanguages}] as const;

export default {
  title: 'React Figma',
  tagline: 'Render React components to Figma',
  url: 'https://react-figma.dev',
  baseUrl,
  organizationName: 'react-figma',
  projectName: 'react-figma',
  favicon: 'img/favicon.svg',
  // The example previews' drawings are written to the second one during the build.
  staticDirectories: ['static', previewsStaticDir, playgroundStaticDir, runInFigmaStaticDir],

  future: {
    v4: true,
    faster: true,
  },

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'warn',
  markdown: {
    // ```mermaid fences render as diagrams (docs/architecture.md).
    mermaid: true,
    hooks: {onBrokenMarkdownLinks: 'throw'},
  },

  i18n: {defaultLocale: 'en', locales: ['en']},

  customFields: {repoUrl},

  // Loaded async: the star button enhances a plain link, nothing waits for it.
  scripts: [{src: 'https://buttons.github.io/buttons.js', async: true}],

  clientModules: [
    './src/client/strip-index-html.ts',
    './src/client/repair-percent-encoding.ts',
    './src/client/ignore-failed-preload.ts',
  ],

  presets: [
    [
      'classic',
      {
        docs: {
          path: 'docs',
          sidebarPath: './sidebars.ts',
          lastVersion: 'current',
          versions: {current: {label: 'Next'}},
          // `figma:Paint` links become Figma API reference URLs, and `:claim{#id}` markers
          // (src/plugins/claim-markers) become their evidence class, before Docusaurus reads it.
          // The page "How this site knows" gets its lists from the claim tests' records
          // (src/plugins/evidence-page).
          beforeDefaultRemarkPlugins: [remarkFigmaApiLinks, remarkClaimMarkers, remarkEvidencePage],
          // Tables stack their rows on phones (src/plugins/stacking-tables).
          remarkPlugins: [examplePreviews, buildTimeHighlight, remarkStackingTables],
        },
        blog: {
          blogTitle: 'Blog',
          blogDescription:
            'News and deep dives from the react-figma team: features, debugging tips and this documentation site.',
          showReadingTime: true,
          onUntruncatedBlogPosts: 'throw',
          // Tags must be declared in blog/tags.yml, so a typo cannot create a stray tag page.
          onInlineTags: 'throw',
          beforeDefaultRemarkPlugins: [remarkFigmaApiLinks, remarkClaimMarkers],
          remarkPlugins: [examplePreviews, buildTimeHighlight, remarkStackingTables],
          feedOptions: {
            type: ['rss', 'atom'],
            xslt: false,
            title: 'React Figma blog',
            description: 'News and deep dives from the react-figma team.',
            copyright: 'Copyright © 2020 React Figma Team',
          },
        },
        pages: {
          beforeDefaultRemarkPlugins: [remarkClaimMarkers],
          remarkPlugins: [examplePreviews, buildTimeHighlight, remarkStackingTables],
        },
        theme: {customCss: ['./src/css/custom.css', './src/css/search.css']},
        // Redirect pages (/docs among them) and the search results page are not content.
        sitemap: {ignorePatterns: [...redirects.map(({from}) => from), '/search']},
      } satisfies Preset.Options,
    ],
  ],

  themes: ['@docusaurus/theme-mermaid'],

  plugins: [
    './src/plugins/build-time-highlight/index.ts',
    [
      // The site's search (src/plugins/search/README.md): at the end of the build, an index of
      // the docs and blog posts, code identifiers split into their words (figma.closePlugin →
      // closePlugin, close plugin); in the browser, a worker that ranks whole pages with these
      // weights, held to the relevance suite (tests/e2e/search-relevance.spec.ts).
      './src/plugins/search/index.ts',
      {
        ranking: {
          typeWeights: {title: 12, heading: 3, description: 2, keywords: 2, content: 1},
          // A guide above the reference where both match; the blog below both.
          sectionWeights: {'Getting started': 1.2, Guides: 1.2, Blog: 0.7},
          moreHitsWeight: 0.35,
          phraseWeight: 3,
          coverageExponent: 2.5,
          stopWordWeight: 0.2,
          looseMatchWeight: 0.3,
          identifierWeight: 2,
          identifierWordsWeight: 1,
          groupingHeadingWeight: 0.5,
          lengthNormalization: 0.3,
          termFrequencySaturation: 1.2,
          hitsPerPage: 3,
        },
        // Example previews picture code, they are not prose to search; the lists of "How this
        // site knows" repeat API names (textAutoResize, loadFontAsync) that their own pages
        // answer, and would outrank them.
        ignoreSelectors: ['.example-preview', `.${evidenceListClass}`],
        // A component or the theme can change a page's text as much as its Markdown can: any
        // change here names a new index file, which hosts may cache as immutable.
        sourceDirs: [
          'docs',
          'blog',
          'src',
          'docusaurus.config.ts',
          'sidebars.ts',
          'package-lock.json',
        ],
      } satisfies SearchOptions,
    ],
    './src/plugins/llms-txt/index.ts',
    './src/plugins/previews/index.ts',
    // The Edit button's and the Playground page's runner: react-figma in a Web Worker.
    './src/plugins/playground/index.ts',
    // Run in Figma's prebuilt plugin files (code.js, the UI runtime), fetched on a click.
    './src/plugins/run-in-figma/index.ts',
    // Old and bare URLs (src/plugins/redirects/redirects.ts), each a prerendered redirect page.
    ['./src/plugins/redirects/index.ts', {redirects} satisfies RedirectsOptions],
    // The same commit builds the same bytes (scripts/reproducible-build.mjs checks it).
    './src/plugins/deterministic-runtime/index.ts',
    [
      // The Content-Security-Policy, in every page and in build/csp.conf for nginx. It allows
      // what the site needs and nothing else; script-src also gets the build's inline script
      // hashes. Style attributes cannot be hashed, and highlighted code and Mermaid use them.
      './src/plugins/csp/index.ts',
      {
        directives: {
          'default-src': ["'self'"],
          // The star button script (see `scripts` above).
          'script-src': ["'self'", 'https://buttons.github.io'],
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:'],
          'font-src': ["'self'", 'data:'],
          // The star count; without Shadow DOM the button falls back to a frame.
          'connect-src': ["'self'", 'https://api.github.com'],
          // The playground's sandbox, which runs a reader's code (src/plugins/playground).
          'frame-src': ["'self'", 'https://buttons.github.io'],
          // The search worker (src/plugins/search/worker.ts).
          'worker-src': ["'self'"],
          'manifest-src': ["'self'"],
          'object-src': ["'none'"],
          'base-uri': ["'self'"],
          'form-action': ["'self'"],
          // Header only (nginx): a <meta> policy cannot carry it.
          'frame-ancestors': ["'none'"],
        },
        // The playground's sandbox document has a stricter policy of its own.
        ownPolicy: [sandboxDocument],
      } satisfies CspOptions,
    ],
    [
      './src/plugins/progress-bar/index.ts',
      {
        delay: 1000,
        minimum: 0.08,
        speed: 200,
        trickleRate: 0.02,
        trickleSpeed: 800,
        showSpinner: false,
      } satisfies ProgressBarOptions,
    ],
  ],

  themeConfig: {
    // Mermaid's own palettes, switched with the site's color mode.
    mermaid: {
      theme: {light: 'neutral', dark: 'dark'},
      // Narrow sequence diagrams stay legible when scaled to a phone's width.
      options: {sequence: {width: 110, actorMargin: 24, mirrorActors: false}},
    },
    // Social card for Open Graph and Twitter; rendered from social-card.svg by scripts/raster-artwork.mjs.
    image: 'img/social-card.png',
    metadata: [
      {
        name: 'description',
        content:
          'Documentation for react-figma: render React components into Figma nodes, with React Native style primitives and flexbox layout.',
      },
      {property: 'og:site_name', content: 'React Figma'},
      {property: 'og:image:width', content: '1200'},
      {property: 'og:image:height', content: '630'},
      {property: 'og:image:alt', content: 'React Figma: render React components to Figma'},
      {name: 'twitter:site', content: '@react_figma'},
    ],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    navbar: {
      title: 'React Figma',
      logo: {
        alt: 'React Figma logo',
        src: 'img/logo.svg',
        srcDark: 'img/logo-dark.svg',
        width: 32,
        height: 32,
      },
      items: [
        {to: '/docs/API', label: 'Docs', position: 'right', activeBaseRegex: '^/docs'},
        {to: '/playground', label: 'Playground', position: 'right'},
        {to: '/blog', label: 'Blog', position: 'right'},
        {href: repoUrl, label: 'GitHub', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      logo: {
        alt: 'React Figma logo',
        src: 'img/logo-dark.svg',
        width: 48,
        height: 48,
      },
      links: [
        {
          title: 'Docs',
          items: [
            {label: 'Getting Started', to: '/docs/configure'},
            {label: 'API', to: '/docs/API'},
            {label: 'Styling', to: '/docs/styling'},
          ],
        },
        {
          title: 'Community',
          items: [{label: 'GitHub Discussions', href: `${repoUrl}/discussions`}],
        },
        {
          title: 'Social',
          items: [{label: 'X (Twitter)', href: 'https://twitter.com/react_figma'}],
        },
      ],
      copyright: 'Copyright © 2020 React Figma Team',
    },
    prism: {
      // Stock colors, nudged where a token falls below WCAG AA contrast on the block background.
      // Also readable on highlighted lines: --docusaurus-highlighted-code-line-bg (custom.css)
      // composited over each theme's background.
      theme: accessiblePrismTheme(prismThemes.github, ['#e5e2f7']),
      darkTheme: accessiblePrismTheme(prismThemes.dracula, ['#3e3c58']),
      additionalLanguages: prismLanguages,
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;
