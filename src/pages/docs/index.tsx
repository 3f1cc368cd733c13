import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {Redirect} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';

/** /docs has no page of its own: send readers to the first guide. */
const target = '/docs/installation';

export default function DocsRoot(): ReactNode {
  const targetUrl = useBaseUrl(target);
  // The refresh is for the prerendered HTML only: added during a client-side navigation,
  // the browser would obey it too and reload the whole site.
  const isBrowser = useIsBrowser();
  return (
    <Layout title="Documentation" description="React Figma documentation" noFooter>
      <Head>
        {!isBrowser && <meta httpEquiv="refresh" content={`0; url=${targetUrl}`} />}
        <meta name="robots" content="noindex" />
      </Head>
      <Redirect to={targetUrl} />
      <main className="container margin-vert--xl">
        <Heading as="h1">Documentation</Heading>
        <p>
          Continue to <Link to={target}>Installation</Link>.
        </p>
      </main>
    </Layout>
  );
}
