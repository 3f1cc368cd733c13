import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

export default {
  docs: [
    {
      type: 'category',
      label: 'Getting Started',
      collapsed: false,
      items: ['installation', 'configure', 'running', 'hmr', 'devtools'],
    },
    {
      type: 'category',
      label: 'Docs',
      collapsed: false,
      items: ['API', 'architecture', 'roadmap'],
    },
    {
      type: 'category',
      label: 'API',
      collapsed: false,
      items: [
        'api/render',
        'styling',
        'colors',
        'data-fetching',
        {
          type: 'category',
          label: 'UI Primitives',
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
        'api/local-styles',
      ],
    },
  ],
} satisfies SidebarsConfig;
