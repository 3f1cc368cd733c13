import React, {useEffect, useState, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import {Marked, hitParts, hitUrl, snippet} from '@site/src/theme/SearchBar/hits';
import {prepareSearch, useSearch} from '@site/src/theme/SearchBar/useSearch';
import styles from './styles.module.css';

/** The search page lists this many hits. */
const pageLimit = 100;

/** The pages among the hits, each once, in order. */
const pageCount = (urls: string[]) => new Set(urls).size;

/**
 * The /search page: the query is the URL's `q` (a link to it searches), and the box writes it
 * back as the reader types. What the page lists is always the answer to what the box holds now:
 * the box, not the URL, is the source, so a reader who types fast and clears it sees nothing.
 */
export default function SearchPage(): ReactNode {
  const history = useHistory();
  const location = useLocation();
  // Undefined until read from the URL, after hydration: the prerendered page has no query.
  const [typed, setQuery] = useState<string>();
  const query = typed ?? '';
  const {results, busy, failed} = useSearch(query, pageLimit);

  useEffect(() => {
    prepareSearch();
    setQuery(new URLSearchParams(location.search).get('q') ?? '');
    // Read once: from then on the URL follows the box, never the other way round, which would
    // bring an older query back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (typed === undefined) return;
    const search = typed ? `?${new URLSearchParams({q: typed}).toString()}` : '';
    if (search !== location.search) history.replace({...location, search});
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);

  const trimmed = query.trim();
  const heading = trimmed ? `Search results for "${trimmed}"` : 'Search the documentation';
  return (
    <Layout title={heading} description="Search react-figma's docs and blog.">
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <main className="container margin-vert--lg">
        <Heading as="h1">{heading}</Heading>
        <input
          type="search"
          name="q"
          className={styles.input}
          aria-label="Search the docs and blog"
          aria-controls="search-results"
          placeholder="Search"
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the page is for typing a query
          autoFocus
        />
        <div id="search-results" aria-busy={busy} className={styles.results}>
          <p role="status" className={styles.count}>
            {failed
              ? 'The search could not load. Check the connection and type again.'
              : results === undefined
                ? ''
                : results.length === 0
                  ? 'No pages match this search'
                  : `${pageCount(results.map(({document}) => document.u))} documents found`}
          </p>
          {results?.map((hit) => {
            const {title, page, text} = hitParts(hit);
            return (
              <article key={`${hit.type}:${hit.document.i}`} className={styles.result}>
                <Heading as="h2" className={styles.title}>
                  <Link to={hitUrl(hit)}>
                    <Marked text={title} tokens={hit.tokens} />
                  </Link>
                </Heading>
                {page && <p className={styles.page}>{page}</p>}
                {text && (
                  <p className={styles.text}>
                    <Marked text={snippet(text, hit.tokens, 200)} tokens={hit.tokens} />
                  </p>
                )}
              </article>
            );
          })}
        </div>
      </main>
    </Layout>
  );
}
