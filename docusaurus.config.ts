import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {themes as prismThemes} from 'prism-react-renderer';
import type {ProgressBarOptions} from './src/plugins/progress-bar';

const repoUrl = 'https://github.com/react-figma/react-figma';

export default {
  title: 'React Figma',
  tagline: 'Render React components to Figma',
  url: 'https://react-figma.dev',
  baseUrl: '/',
  organizationName: 'react-figma',
  projectName: 'react-figma',
  favicon: 'img/favicon.svg',

  future: {
    v4: true,
    faster: true,
  },

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'warn',
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'throw'},
  },

  i18n: {defaultLocale: 'en', locales: ['en']},

  // Loaded async: the star button enhances a plain link, nothing waits for it.
  scripts: [{src: 'https://buttons.github.io/buttons.js', async: true}],

  presets: [
    [
      'classic',
      {
        docs: {
          path: 'docs',
          sidebarPath: './sidebars.ts',
          lastVersion: 'current',
          versions: {current: {label: 'Next'}},
        },
        blog: {
          showReadingTime: true,
          onUntruncatedBlogPosts: 'throw',
          feedOptions: {type: ['rss', 'atom'], xslt: false},
        },
        theme: {customCss: './src/css/custom.css'},
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
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
      theme: prismThemes.github,
      darkTheme: prismThemes.dracula,
      additionalLanguages: ['bash', 'json'],
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;
