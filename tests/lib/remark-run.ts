// Runs one of the site's remark plugins on Markdown as the site's pages reach it: parsed with
// directives (::claim, :::note), for a page at page.md. Unit tests of src/plugins share it.
import remarkDirective from 'remark-directive';
import remarkParse from 'remark-parse';
import {unified} from 'unified';

/** The tree after `transform` (what a remark plugin returns) ran over `markdown`. */
export function runRemarkPlugin<Tree>(
  markdown: string,
  transform: (tree: never, file: {path?: string}) => void,
): Tree {
  const processor = unified()
    .use(remarkParse)
    .use(remarkDirective)
    .use(() => transform as () => void);
  return processor.runSync(processor.parse(markdown), {path: 'page.md'}) as Tree;
}
