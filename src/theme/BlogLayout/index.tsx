import React, {type ReactNode} from 'react';
import BlogLayout from '@theme-original/BlogLayout';
import type BlogLayoutType from '@theme/BlogLayout';
import type {WrapperProps} from '@docusaurus/types';
import BlogListHeader from '@site/src/components/BlogListHeader';

type Props = WrapperProps<typeof BlogLayoutType>;

/** Adds the blog list's heading (nothing on other blog pages) above the content. */
export default function BlogLayoutWrapper({children, ...props}: Props): ReactNode {
  return (
    <BlogLayout {...props}>
      <BlogListHeader />
      {children}
    </BlogLayout>
  );
}
