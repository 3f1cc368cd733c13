import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {Redirect} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';

type RedirectPageProps = {
  /** Where the content lives now: a site path, optionally with a #fragment. */
  to: string;
  /** The target's name, for the visible link. */
  label: string;
};

/** A page that only sends readers on (see src/plugins/redirects). */
export default function RedirectPage({to, label}: RedirectPageProps): ReactNode {
  const targetUrl = useBaseUrl(to);
  // The refresh is for the prerendered HTML only: added during a client-side navigation,
  // the browser would obey it too and reload the whole site.
  const isBrowser = useIsBrowser();
  return (
    <Layout title={`Moved to ${label}`} description={`This page has moved to ${label}.`} noFooter>
      <Head>
        {!isBrowser && <meta httpEquiv="refresh" content={`0; url=${targetUrl}`} />}
        <meta name="robots" content="noindex" />
      </Head>
      <Redirect to={targetUrl} />
      <main className="container margin-vert--xl">
        <Heading as="h1">This page has moved</Heading>
        <p>
          Continue to <Link to={to}>{label}</Link>.
        </p>
      </main>
    </Layout>
  );
}
