import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {Redirect} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
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
  // One way on per browser. With JavaScript, the client-side <Redirect> after hydration; a bare
  // refresh would fire too, at the load event, racing the hydration and loading the target a
  // second time. Without JavaScript, the refresh, which <noscript> keeps from a scripting browser
  // (it reads the content as text). In the body: Docusaurus writes no <noscript> from <Head>,
  // and browsers obey a refresh wherever it stands. The target is a checked site path
  // (src/plugins/redirects), safe in HTML as it is.
  const refresh = `<meta http-equiv="refresh" content="0; url=${targetUrl}">`;
  return (
    <Layout title={`Moved to ${label}`} description={`This page has moved to ${label}.`} noFooter>
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <Redirect to={targetUrl} />
      <noscript dangerouslySetInnerHTML={{__html: refresh}} />
      <main className="container margin-vert--xl">
        <Heading as="h1">This page has moved</Heading>
        <p>
          Continue to <Link to={to}>{label}</Link>.
        </p>
      </main>
    </Layout>
  );
}
