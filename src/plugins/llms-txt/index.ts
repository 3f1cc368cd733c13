import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent, LoadedVersion} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';

type SidebarItem = LoadedVersion['sidebars'][string][number];
type Link = {title: string; url: string; description: string};
type Section = {heading: string; links: Link[]};

/** One line: Markdown excerpts can carry line breaks and runs of spaces. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

const bullet = ({title, url, description}: Link) =>
  `- [${title}](${url})${description ? `: ${oneLine(description)}` : ''}`;

/**
 * Writes /llms.txt (https://llmstxt.org) after the build: every docs page with its
 * title, absolute URL and one-line description (front matter `description`, else the
 * first paragraph, as the docs plugin extracts it), grouped like the sidebar; then the
 * blog posts. Readers hand this file to AI assistants as a map of the documentation.
 */
export default function llmsTxtPlugin({siteConfig}: LoadContext): Plugin {
  const absolute = (permalink: string) => new URL(permalink, siteConfig.url).href;
  let sections: Section[] = [];

  return {
    name: 'llms-txt',
    async allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      const version = docs?.loadedVersions.find((v) => v.isLast) ?? docs?.loadedVersions[0];
      if (!version) throw new Error('llms-txt: the docs plugin loaded no version');

      const byId = new Map(version.docs.filter((doc) => !doc.unlisted).map((doc) => [doc.id, doc]));
      const listed = new Set<string>();
      const link = (id: string): Link[] => {
        const doc = byId.get(id);
        if (!doc || listed.has(id)) return [];
        listed.add(id);
        return [{title: doc.title, url: absolute(doc.permalink), description: doc.description}];
      };
      // Top-level categories become sections; nested ones are named after both levels.
      const walk = (items: SidebarItem[], heading: string, prefix: string, out: Section[]) => {
        const section: Section = {heading, links: []};
        out.push(section);
        for (const item of items) {
          if (item.type === 'doc' || item.type === 'ref') section.links.push(...link(item.id));
          if (item.type === 'category') {
            const name = prefix ? `${prefix}: ${item.label}` : item.label;
            if (item.link?.type === 'doc') section.links.push(...link(item.link.id));
            walk(item.items, name, name, out);
          }
        }
      };
      const fromSidebars: Section[] = [];
      for (const sidebar of Object.values(version.sidebars)) {
        walk(sidebar, 'Documentation', '', fromSidebars);
      }
      // Docs outside every sidebar are still docs pages: list them too.
      const rest = [...byId.keys()].filter((id) => !listed.has(id)).flatMap(link);

      sections = [
        ...fromSidebars,
        {heading: 'More docs', links: rest},
        {
          heading: 'Blog',
          links: (blog?.blogPosts ?? [])
            .filter((post) => !post.metadata.unlisted)
            .map(({metadata}) => ({
              title: metadata.title,
              url: absolute(metadata.permalink),
              description: metadata.description,
            })),
        },
      ].filter((section) => section.links.length > 0);
    },
    async postBuild({outDir}) {
      const text = [
        `# ${siteConfig.title}`,
        '',
        `> ${siteConfig.tagline}. react-figma is a React renderer for Figma plugins: it turns React components into Figma nodes, with React Native style primitives and flexbox layout.`,
        '',
        ...sections.flatMap(({heading, links}) => [`## ${heading}`, '', ...links.map(bullet), '']),
      ].join('\n');
      await writeFile(path.join(outDir, 'llms.txt'), text);
    },
  };
}
