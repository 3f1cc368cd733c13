import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/**
 * In the order a plugin author reads: set up, then task guides, then the reference to look
 * things up in, then how it works, then what it cannot do. Doc ids (and so URLs) never change
 * here; moved pages keep their /docs/api/... paths.
 */
export default {
  docs: [
    {
      type: 'category',
      label: 'Getting started',
      collapsed: false,
      items: ['installation', 'configure', 'running', 'try-in-figma'],
    },
    {
      type: 'category',
      label: 'Guides',
      collapsed: false,
      items: [
        'styling',
        'colors',
        // A hooks page, read as the next step after Styling and Colors: turning style objects
        // into document styles. It keeps its /docs/api/ URL; the API overview links to it.
        'api/local-styles',
        'plugin-ui',
        'data-fetching',
        'typescript',
        'testing',
        'hmr',
        'devtools',
        'performance',
        'other-bundlers',
        'examples',
      ],
    },
    {
      type: 'category',
      label: 'API reference',
      collapsed: false,
      items: [
        'API',
        'api/render',
        // The groups of props most components share; each component page links the ones it takes.
        'api/shared-props',
        {
          type: 'category',
          label: 'UI primitives',
          items: [
            'api/view',
            'api/text',
            'api/image',
            'api/StyleSheet',
            'api/Platform',
            'api/react-native-compat',
          ],
        },
        {
          type: 'category',
          label: 'Figma components',
          items: [
            'api/page',
            'api/frame',
            'api/component',
            'api/svg',
            'api/ellipse',
            'api/group',
            'api/line',
            'api/rectangle',
            'api/star',
            'api/vector',
            'api/slice',
          ],
        },
      ],
    },
    {
      type: 'category',
      label: 'Concepts',
      collapsed: false,
      items: ['architecture', 'how-this-site-knows'],
    },
    {
      type: 'category',
      label: 'Support',
      collapsed: false,
      items: ['troubleshooting', 'roadmap'],
    },
  ],
} satisfies SidebarsConfig;
