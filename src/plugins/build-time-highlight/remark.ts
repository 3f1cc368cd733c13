// Remark plugin: highlights each fenced code block during the build and hands the tokens to the
// theme's CodeBlock as a `tokens` prop (see Highlight.tsx), so pages ship no Prism.
import type {Prism} from 'prism-react-renderer';
import {prismWith, tokenize} from './prism';
import {encodeTokens} from './token-codec';
import type {MdNode} from '../markdown-node';

interface RemarkBuildTimeHighlightOptions {
  /** themeConfig.prism.additionalLanguages: the languages the site highlights. */
  languages: readonly string[];
}

function highlightCode(node: MdNode, prism: typeof Prism): void {
  if (node.type === 'code' && node.lang && node.value !== undefined) {
    const lines = tokenize(prism, node.value, node.lang);
    if (lines) {
      node.data = {
        ...node.data,
        hProperties: {...node.data?.hProperties, tokens: encodeTokens(lines)},
      };
    }
  }
  node.children?.forEach((child) => highlightCode(child, prism));
}

export function remarkBuildTimeHighlight({languages}: RemarkBuildTimeHighlightOptions) {
  const prism = prismWith(languages);
  return (tree: MdNode) => highlightCode(tree, prism);
}
