/** One old or bare URL and the page that now answers it. */
export type SiteRedirect = {
  /** The path readers may still arrive at; nothing else may live there. */
  from: string;
  /** Where its content lives now: a path on this site, optionally with a #fragment. */
  to: string;
  /** The target's name, for the visible link on the redirect page. */
  label: string;
};

/**
 * Every redirect of the site, answered by a prerendered page (src/plugins/redirects). The
 * sitemap leaves these paths out (docusaurus.config.ts); tests/build-checks/redirects.test.ts and
 * tests/e2e/redirects.spec.ts check each one.
 */
export const redirects: SiteRedirect[] = [
  // /docs has no page of its own: the first guide.
  {from: '/docs', to: '/docs/installation', label: 'Installation'},
  // URLs the library's later docs published, mapped to where this site covers the same thing.
  {from: '/docs/local-styles', to: '/docs/api/local-styles', label: 'Local styles'},
  // That page listed the organization's examples, tools and articles; Examples lists the
  // same examples and the projects built with the library.
  {from: '/docs/ecosystem', to: '/docs/examples', label: 'Examples'},
  {
    from: '/docs/api/Dimensions',
    to: '/docs/api/react-native-compat#dimensions-and-usewindowdimensions',
    label: 'Dimensions and useWindowDimensions',
  },
  {
    from: '/docs/api/useWindowDimensions',
    to: '/docs/api/react-native-compat#dimensions-and-usewindowdimensions',
    label: 'Dimensions and useWindowDimensions',
  },
  {from: '/docs/api/Easing', to: '/docs/api/react-native-compat#easing', label: 'Easing'},
  {from: '/docs/api/StatusBar', to: '/docs/api/react-native-compat#statusbar', label: 'StatusBar'},
];
