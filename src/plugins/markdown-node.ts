// The Markdown tree (mdast, with MDX and directive nodes) as the site's remark plugins and source
// checks read it: one loose node type, since each looks at a few fields of a few node types.
export interface MdNode {
  type: string;
  /** Directives and MDX elements. */
  name?: string;
  /** A directive's attributes; an MDX element's are a list. */
  attributes?: Record<string, string | null | undefined> | MdxAttribute[] | null;
  /** Text, inline code and code blocks. */
  value?: string;
  /** Code blocks. */
  lang?: string | null;
  meta?: string | null;
  /** Links. */
  url?: string;
  /** What the node becomes in HTML: an element's name and attributes. */
  data?: {hName?: string; hProperties?: Record<string, unknown>};
  position?: {start: {line: number}; end?: {line: number}};
  children?: MdNode[];
}

export interface MdxAttribute {
  type: 'mdxJsxAttribute';
  name: string;
  value: string;
}
