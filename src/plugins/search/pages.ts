// What the search indexes of a built page: its title, breadcrumb, description, keywords, and each
// section (a heading and the text up to the next one), read from the page's HTML at the end of the
// build, as a reader sees the page. Node only (the plugin's postBuild).
import {load, type CheerioAPI, type Cheerio, type Element, type AnyNode} from 'cheerio';
import type {SearchDocument} from './engine';

/** A section of a page: its heading (empty for the text under the title), anchor and text. */
export interface Section {
  title: string;
  hash: string;
  content: string;
}

/** What a page holds for the search. */
export interface ParsedPage {
  title: string;
  description: string;
  keywords: string;
  breadcrumb: string[];
  sections: Section[];
}

const headings = 'h1, h2, h3';
/** The blog post's content, which Docusaurus wraps in an element with this id. */
const blogPostContainer = '#__blog-post-container';

/** Elements whose text is apart from the text around it: a space on each side. */
const blockTags = new Set(
  (
    'address article aside blockquote details dialog dd div dl dt fieldset figcaption figure ' +
    'footer form h1 h2 h3 h4 h5 h6 header hgroup hr li main nav ol p pre section table ul td th'
  ).split(' '),
);

/** The text of some elements, with blocks kept apart and runs of spaces made one. */
function condensedText(nodes: AnyNode[]): string {
  const text = (node: AnyNode): string => {
    if (node.type === 'text') return node.data;
    if (node.type !== 'tag') return '';
    if (node.name === 'br') return ' ';
    const inner = node.children.map(text).join('');
    return blockTags.has(node.name) ? ` ${inner} ` : inner;
  };
  return nodes.map(text).join('').trim().replace(/\s+/g, ' ');
}

/** The elements from `start` (excluded) up to the next heading among its siblings. */
const untilHeading = (start: Cheerio<Element>): Cheerio<AnyNode> => start.nextUntil(headings);

/** The text under the page title, before its first section heading. */
function introduction($: CheerioAPI, title: Cheerio<Element>): Cheerio<AnyNode> {
  const post = $(blogPostContainer);
  if (post.length) {
    const first = post.children().first();
    return first.nextUntil(headings).addBack();
  }
  const header = title.parent();
  const first = header.is('header') ? header : title;
  const following = first.nextAll();
  if (following.filter(headings).length) return first.nextUntil(headings);
  // The headings are deeper (inside the markdown's wrapper): take what comes before the first.
  let found: Cheerio<AnyNode> = $([]);
  for (const next of following.toArray()) {
    const inner = $(next).find(headings);
    if (inner.length) return found.add(inner.first().prevAll());
    found = found.add(next);
  }
  return found;
}

/**
 * Reads a built page. `ignore` lists selectors of what is not prose to search (example previews);
 * copy buttons and version badges go too. Undefined for a page that asks not to be indexed.
 */
export function parsePage(html: string, ignore: string[] = []): ParsedPage | undefined {
  const $ = load(html);
  if ($('meta[name="robots"]').attr('content')?.includes('noindex')) return undefined;
  $('div[class^="mdxCodeBlock_"] button').remove();
  $('span.badge')
    .filter((_, element) => $(element).text().startsWith('Version:'))
    .remove();
  for (const selector of ignore) $(selector).remove();

  const pageTitle = $('article h1').first();
  const breadcrumb: string[] = [];
  const navbarItem = $('.navbar__link--active').first();
  if (navbarItem.length) breadcrumb.push(navbarItem.text().trim());
  $('.main-wrapper .menu')
    .first()
    .find('.menu__list-item-collapsible .menu__link--active')
    .each((_, element) => void breadcrumb.push($(element).text().trim()));

  const sections: Section[] = [];
  $('article')
    .find(headings)
    .each((_, element) => {
      const heading = $(element);
      const body = heading.is(pageTitle) ? introduction($, heading) : untilHeading(heading);
      sections.push({
        title: heading.contents().not('a.hash-link').text().trim(),
        hash: heading.find('a.hash-link').attr('href') ?? '',
        content: condensedText(body.toArray()),
      });
    });
  return {
    title: pageTitle.text(),
    description: $('meta[name="description"]').attr('content') ?? '',
    keywords: ($('meta[name="keywords"]').attr('content') ?? '').replace(/,/g, ', '),
    breadcrumb,
    sections,
  };
}

/**
 * The index's documents of each kind (titles, headings, descriptions, keywords, section texts,
 * the order of rank.ts's `documentTypes`) for pages in a fixed order. A page's description and
 * keywords share its title's id; every other document has its own.
 */
export function pageDocuments(pages: {url: string; page: ParsedPage}[]): SearchDocument[][] {
  const kinds: SearchDocument[][] = [[], [], [], [], []];
  const [titles, headingDocuments, descriptions, keywords, contents] = kinds as [
    SearchDocument[],
    SearchDocument[],
    SearchDocument[],
    SearchDocument[],
    SearchDocument[],
  ];
  let id = 0;
  for (const {url, page} of pages) {
    const p = ++id;
    titles.push({i: p, t: page.title, u: url, b: page.breadcrumb});
    if (page.description) descriptions.push({i: p, t: page.description, s: page.title, u: url, p});
    if (page.keywords) keywords.push({i: p, t: page.keywords, s: page.title, u: url, p});
    for (const {title, hash, content} of page.sections) {
      // An anchor on this page; one naming another page is not a section of this one.
      const h = hash.startsWith(`${url}#`) ? hash.slice(url.length) : hash;
      if (h && !h.startsWith('#')) continue;
      if (title !== page.title) headingDocuments.push({i: ++id, t: title, u: url, h, p});
      if (content) contents.push({i: ++id, t: content, s: title || page.title, u: url, h, p});
    }
  }
  return kinds;
}
