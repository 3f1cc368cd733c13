import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import Link from '@docusaurus/Link';
import type {Props} from '@theme/BlogPostItem/Footer/ReadMoreLink';
import styles from './styles.module.css';

/**
 * "Read more" with the post's title in its text, hidden visually: the link then describes
 * itself to screen readers, link lists and crawlers alike (the stock link relies on an
 * aria-label, which search engines ignore), and the visible words stay part of its name.
 */
export default function ReadMoreLink({blogPostTitle, ...linkProps}: Props): ReactNode {
  return (
    <Link {...linkProps}>
      <b>
        <Translate id="theme.blog.post.readMore">Read more</Translate>
      </b>
      <span className={styles.visuallyHidden}> about {blogPostTitle}</span>
    </Link>
  );
}
