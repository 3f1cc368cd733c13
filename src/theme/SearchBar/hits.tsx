// How a hit reads, in the navbar's dropdown and on the /search page: where it leads, its title,
// the page it is on, and a snippet of its text with the searched words marked.
import React, {type ReactNode} from 'react';
import type {SearchResult} from '@site/src/plugins/search/rank';

/** The name of the URL parameter that carries the searched words to the page a hit opens. */
export const highlightParameter = '_highlight';

/** The hit's URL: its page and section, with the words to mark there. */
export function hitUrl({document, tokens}: SearchResult): string {
  const words = new URLSearchParams(tokens.map((token) => [highlightParameter, token]));
  return `${document.u}?${words.toString()}${document.h ?? ''}`;
}

const escaped = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern that finds the searched words at the start of words of a text, ignoring case. */
export function wordsPattern(tokens: string[]): RegExp | undefined {
  const words = tokens.filter(Boolean).sort((a, b) => b.length - a.length);
  if (words.length === 0) return undefined;
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.map(escaped).join('|')})`, 'giu');
}

/** `text` with the searched words marked. */
export function Marked({text, tokens}: {text: string; tokens: string[]}): ReactNode {
  const pattern = wordsPattern(tokens);
  if (!pattern) return text;
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    parts.push(text.slice(last, match.index), <mark key={match.index}>{match[0]}</mark>);
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return parts;
}

/** About `length` characters of `text` around the first searched word, cut with "…". */
export function snippet(text: string, tokens: string[], length = 120): string {
  if (text.length <= length) return text;
  const first = wordsPattern(tokens)?.exec(text)?.index ?? 0;
  const start = Math.max(0, Math.min(first - length / 4, text.length - length));
  const cut = text.slice(start, start + length).trim();
  return `${start > 0 ? '…' : ''}${cut}${start + length < text.length ? '…' : ''}`;
}

/** What a hit shows: its title (the section's heading, or a snippet of its text) and its page. */
export function hitParts(result: SearchResult): {title: string; page?: string; text?: string} {
  const {document, page, type} = result;
  if (type === 0) return {title: document.t};
  const pageTitle = page ? page.t : document.s;
  // A heading, a description or keywords (type 1-3), or a section's text (4).
  if (type === 4) return {title: document.s ?? pageTitle ?? '', page: pageTitle, text: document.t};
  if (type === 1) return {title: document.t, page: pageTitle};
  return {title: pageTitle ?? '', page: undefined, text: document.t};
}
