import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import ThemedImage from '@theme/ThemedImage';
import useBaseUrl from '@docusaurus/useBaseUrl';
import GitHubStarButton from '@site/src/components/GitHubStarButton';
import styles from './styles.module.css';

/** The page's only H1: site title, tagline, the two ways in, and the star link. */
export default function HomepageHero(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <header className={styles.hero}>
      <div className={`container ${styles.inner}`}>
        <ThemedImage
          className={styles.logo}
          alt=""
          width={112}
          height={112}
          sources={{light: useBaseUrl('/img/logo.svg'), dark: useBaseUrl('/img/logo-dark.svg')}}
        />
        <Heading as="h1" className={styles.title}>
          {siteConfig.title}
        </Heading>
        <p className={styles.tagline}>{siteConfig.tagline}</p>
        <p className={styles.pitch}>
          Write React components with View, Text and flexbox styles; react-figma draws them as real
          frames, text and shapes inside a Figma plugin.
        </p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/docs/installation">
            Get started
          </Link>
          <Link className="button button--secondary button--lg" to="/docs/API">
            API
          </Link>
          <GitHubStarButton />
        </div>
      </div>
    </header>
  );
}
