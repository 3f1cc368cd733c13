// The module of @easyops-cn/docusaurus-search-local (untyped JS) that the search worker reads:
// the options the plugin generated for its client.
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants.js' {
  /** The index file's URL under the base URL, with `{dir}` for the search context. */
  export const searchIndexUrl: string;
}
