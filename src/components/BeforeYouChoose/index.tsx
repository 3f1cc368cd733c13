import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import HomeSection from '@site/src/components/HomeSection';
import {reactFigmaVersion} from '@site/src/utils/react-figma-version';
import styles from './styles.module.css';

type Fact = {
  /** What the reader must know, in a few words. */
  title: string;
  body: ReactNode;
  link: {to: string; label: string};
};

/**
 * The state of the upstream repository, read from its history (`git log v0.31.0..` in a clone):
 * when it was read, its latest commit, and what was merged after the release. Update all three
 * together.
 */
const projectState = {
  read: 'November 28, 2026',
  latestCommit: 'October 4, 2025',
  released: 'June 3, 2024',
};

const facts: Fact[] = [
  {
    title: 'React 16 only',
    body: (
      <>
        With React 19 nothing renders. React 17 and 18 install, but the React 16 reconciler
        react-figma bundles runs your components, so React 18&apos;s newer hooks throw or behave
        differently.
      </>
    ),
    link: {to: '/docs/installation#react-versions-measured', label: 'React versions, measured'},
  },
  {
    title: 'A development plugin, not a Community one',
    body: (
      <>
        Figma requires <code>&quot;documentAccess&quot;: &quot;dynamic-page&quot;</code> of every
        new plugin, and react-figma {reactFigmaVersion} cannot run under it. You and your team run
        the plugin by importing its manifest.
      </>
    ),
    link: {to: '/docs/troubleshooting#share-plugin', label: 'Sharing a plugin'},
  },
  {
    title: "Figma's desktop app",
    body: <>Only the desktop app imports a plugin from its manifest, for you and for each user.</>,
    link: {to: '/docs/running#2-import-the-plugin-into-figma', label: 'Running the plugin'},
  },
  {
    title: 'A quiet project',
    body: (
      <>
        {reactFigmaVersion}, released {projectState.released}, is the latest release. Since then the
        repository has merged dependency updates and documentation fixes, and no change to the
        library (its latest commit is from {projectState.latestCommit}, read {projectState.read}).
      </>
    ),
    link: {to: '/docs/roadmap#state-of-the-project', label: 'State of the project'},
  },
];

/** What a newcomer should know before choosing react-figma, each linked to its details. */
export default function BeforeYouChoose(): ReactNode {
  return (
    <HomeSection title="Before you choose">
      <ul className={styles.list}>
        {facts.map(({title, body, link}) => (
          <li key={title} className={styles.fact}>
            <strong className={styles.title}>{title}.</strong> {body}{' '}
            <Link to={link.to} className={styles.more}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
