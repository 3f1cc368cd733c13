import React, {createContext, useContext, type ReactNode} from 'react';
import Heading from '@theme/Heading';
import type {BlogPaginatedMetadata} from '@docusaurus/plugin-content-blog';
import styles from './styles.module.css';

/**
 * Set by the BlogListPage wrapper, read by the BlogLayout wrapper: the list
 * page is the only blog page without a heading of its own, and BlogLayout is
 * where its main column is rendered.
 */
export const BlogListMetadataContext = createContext<BlogPaginatedMetadata | null>(null);

/** The blog list's H1 and description, at the top of its main column. */
export default function BlogListHeader(): ReactNode {
  const metadata = useContext(BlogListMetadataContext);
  if (!metadata) return null;
  return (
    <header className={styles.header}>
      <Heading as="h1" className={styles.title}>
        {metadata.blogTitle}
      </Heading>
      <p className={styles.description}>{metadata.blogDescription}</p>
    </header>
  );
}
