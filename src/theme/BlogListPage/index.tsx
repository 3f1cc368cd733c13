import React, {type ReactNode} from 'react';
import BlogListPage from '@theme-original/BlogListPage';
import type BlogListPageType from '@theme/BlogListPage';
import type {WrapperProps} from '@docusaurus/types';
import {BlogListMetadataContext} from '@site/src/components/BlogListHeader';

type Props = WrapperProps<typeof BlogListPageType>;

/** Hands the list's metadata to BlogLayout, which renders the page's H1. */
export default function BlogListPageWrapper(props: Props): ReactNode {
  return (
    <BlogListMetadataContext.Provider value={props.metadata}>
      <BlogListPage {...props} />
    </BlogListMetadataContext.Provider>
  );
}
