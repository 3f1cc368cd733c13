// The searched words, marked on the page a hit opened (its URL carries them as `_highlight`),
// with the CSS Custom Highlight API: ranges styled by `::highlight(search-term)` in custom.css,
// the page's DOM untouched. A browser without the API marks nothing.
import {useEffect} from 'react';
import {useLocation} from '@docusaurus/router';
import {highlightParameter, wordsPattern} from './hits';

const highlightName = 'search-term';

/** The ranges of `root`'s text that the searched words start. */
export function wordRanges(root: Node, tokens: string[]): Range[] {
  const pattern = wordsPattern(tokens);
  if (!pattern) return [];
  const ranges: Range[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const match of (node.nodeValue ?? '').matchAll(pattern)) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      ranges.push(range);
    }
  }
  return ranges;
}

/** Marks the URL's searched words in the page's article; unmarks them on the next page. */
export function useHighlightOnPage(): void {
  const {search, pathname} = useLocation();
  useEffect(() => {
    const tokens = new URLSearchParams(search).getAll(highlightParameter);
    if (tokens.length === 0 || typeof CSS === 'undefined' || !('highlights' in CSS)) {
      return undefined;
    }
    const article = document.querySelector('article');
    if (!article) return undefined;
    // The registry is a map (the DOM typings this TypeScript ships declare none of its methods).
    const registry = CSS.highlights as unknown as Map<string, Highlight>;
    registry.set(highlightName, new Highlight(...wordRanges(article, tokens)));
    return () => void registry.delete(highlightName);
  }, [search, pathname]);
}
