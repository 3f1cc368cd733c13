import {XMLParser, XMLValidator} from 'fast-xml-parser';
import {test, expect, openHydrated} from './fixtures';
import {blogPostPattern} from './site';

/** The blog: three truncated previews, full posts at date-based URLs, and feeds (issue 4). */

type Preview = {title: string; href: string; readMore: string; readMoreText: string};

async function listPreviews(page: import('@playwright/test').Page): Promise<Preview[]> {
  await openHydrated(page, '/blog');
  return page.locator('main article').evaluateAll((articles) =>
    articles.map((article) => {
      const titleLink = article.querySelector<HTMLAnchorElement>('h2 a');
      // The visible words are "Read more"; the title follows, visually hidden.
      const readMore = Array.from(article.querySelectorAll<HTMLAnchorElement>('a')).find(
        (a) =>
          a.innerText.trim() === 'Read more' || a.querySelector('b')?.textContent === 'Read more',
      );
      return {
        title: titleLink?.textContent?.trim() ?? '',
        href: titleLink?.getAttribute('href') ?? '',
        readMore: readMore?.getAttribute('href') ?? '',
        readMoreText: readMore?.textContent?.trim() ?? '',
      };
    }),
  );
}

test('the blog list shows three previews, each with Read more to its post', async ({page}) => {
  const previews = await listPreviews(page);
  expect(previews).toHaveLength(3);
  for (const preview of previews) {
    expect(preview.href, preview.title).toMatch(blogPostPattern);
    expect(preview.readMore, `${preview.title}: Read more`).toBe(preview.href);
    // Its text names the post, so the link describes itself to crawlers and link lists.
    expect(preview.readMoreText).toBe(`Read more about ${preview.title}`);
  }
  for (const preview of previews) {
    await openHydrated(page, '/blog');
    await page.getByRole('link', {name: `Read more about ${preview.title}`}).click();
    await expect(page).toHaveURL(new RegExp(`${preview.href}$`));
    await expect(page.locator('h1')).toHaveText(preview.title);
  }
});

test('the blog list has one H1, a description and a page title', async ({page}) => {
  await openHydrated(page, '/blog');
  await expect(page).toHaveTitle('Blog | React Figma');
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('main h1')).toHaveText('Blog');
  await expect(page.locator('main header p').first()).toContainText('from the react-figma team');
});

test('tag pages and posts keep their own single H1', async ({page}) => {
  for (const path of ['/blog/tags/guides', (await listPreviews(page))[0]!.href]) {
    await openHydrated(page, path);
    await expect(page.locator('h1'), path).toHaveCount(1);
  }
});

test('each post shows text from after the truncate marker that the list does not show', async ({
  page,
}) => {
  const previews = await listPreviews(page);
  const listText = await page.locator('main').innerText();
  for (const {title, href} of previews) {
    await openHydrated(page, href);
    const body = page.locator('article .markdown');
    // The preview paragraph is on both pages...
    const intro = (await body.locator('> p').first().innerText()).trim();
    expect(listText, `${title}: preview on the list`).toContain(intro.slice(0, 60));
    // ...while every section after the marker is only on the post.
    const sections = await body.locator('> h2').allInnerTexts();
    expect(sections.length, `${title}: sections after the marker`).toBeGreaterThan(1);
    for (const heading of sections) {
      expect(listText, `${title}: "${heading}" is not in the preview`).not.toContain(
        heading.trim(),
      );
    }
    const lastParagraph = (await body.locator('> p').last().innerText()).trim();
    expect(listText).not.toContain(lastParagraph.slice(0, 60));
  }
});

test('each post shows its date, reading time, tags and the team as author', async ({page}) => {
  const previews = await listPreviews(page);
  for (const {title, href} of previews) {
    await openHydrated(page, href);
    const [, year, month, day] = href.match(/^\/blog\/(\d{4})\/(\d{2})\/(\d{2})\//)!;
    await expect(page.locator('article time').first(), title).toHaveAttribute(
      'datetime',
      new RegExp(`^${year}-${month}-${day}`),
    );
    await expect(page.locator('article header'), title).toContainText(/\d+ min read/);
    await expect(page.locator('article header'), title).toContainText('React Figma Team');
    const tags = page.locator('article footer a[rel="tag"]');
    expect(await tags.count(), `${title}: tags`).toBeGreaterThan(0);
  }
});

test('the RSS and Atom feeds are linked from the head', async ({page}) => {
  for (const path of ['/', '/blog']) {
    await page.goto(path);
    await expect(
      page.locator('head link[rel="alternate"][type="application/rss+xml"]'),
    ).toHaveAttribute('href', '/blog/rss.xml');
    await expect(
      page.locator('head link[rel="alternate"][type="application/atom+xml"]'),
    ).toHaveAttribute('href', '/blog/atom.xml');
  }
});

test('both feeds are well-formed XML with one item per post', async ({page, request}) => {
  const postPaths = (await listPreviews(page)).map((preview) => preview.href).sort();
  const parser = new XMLParser({ignoreAttributes: false});
  const feeds = {
    rss: (xml: ReturnType<XMLParser['parse']>) =>
      (xml.rss.channel.item as {link: string}[]).map((item) => item.link),
    atom: (xml: ReturnType<XMLParser['parse']>) =>
      (xml.feed.entry as {link: {'@_href': string}}[]).map((entry) => entry.link['@_href']),
  };
  for (const [type, links] of Object.entries(feeds)) {
    const response = await request.get(`/blog/${type}.xml`);
    expect(response.status(), type).toBe(200);
    const text = await response.text();
    expect(XMLValidator.validate(text), `${type} is well-formed`).toBe(true);
    const items = links(parser.parse(text));
    expect(items, `${type} items`).toHaveLength(3);
    expect(items.map((link) => new URL(link).pathname).sort(), `${type} links`).toEqual(postPaths);
  }
});
