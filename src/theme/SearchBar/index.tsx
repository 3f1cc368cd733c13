import React, {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {Marked, hitParts, hitUrl, snippet} from './hits';
import {useHighlightOnPage} from './highlight';
import {prepareSearch, useSearch} from './useSearch';
import styles from './styles.module.css';
// The site's one visually hidden class, for the live region.
import hidden from '../BlogPostItem/Footer/ReadMoreLink/styles.module.css';

/** The dropdown lists this many hits; the /search page lists more, in the same order. */
const dropdownLimit = 10;

/** What the live region says once the results of a query are in. */
export function resultCount(count: number, limited = false): string {
  if (count === 0) return 'No pages match this search';
  return `${count}${limited ? ' or more' : ''} result${count === 1 ? '' : 's'}`;
}

const isMac = () => /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * The navbar search box: a WAI-ARIA combobox whose listbox holds the hits of what the reader
 * types. The box and its few lines of code are part of every page; the engine (its chunk, the
 * worker, the index file) loads on the reader's first interest: focus, hover, touch, Ctrl/⌘+K.
 */
export default function SearchBar(): ReactNode {
  const isBrowser = useIsBrowser();
  const history = useHistory();
  const {pathname} = useLocation();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const {results, busy} = useSearch(open ? query : '', dropdownLimit);
  useHighlightOnPage();

  // Ctrl/⌘+K, from anywhere on the page.
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'k' || !(event.ctrlKey || event.metaKey)) return;
      if (event.altKey || event.shiftKey) return;
      event.preventDefault();
      prepareSearch();
      inputRef.current?.focus();
      inputRef.current?.select();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  // A new page closes the dropdown.
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => setActive(0), [results]);

  const go = useCallback(
    (url: string) => {
      setOpen(false);
      inputRef.current?.blur();
      history.push(url);
    },
    [history],
  );
  const seeAll = `/search?q=${encodeURIComponent(query.trim())}`;
  const hits = results ?? [];
  const expanded = open && query.trim() !== '' && results !== undefined;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      // The search field's own Escape would empty the box at once: closing comes first.
      if (expanded) {
        event.preventDefault();
        setOpen(false);
      } else setQuery('');
      return;
    }
    if (event.key === 'Enter') {
      event.preventDefault();
      if (!query.trim()) return;
      const hit = hits[active];
      go(hit ? hitUrl(hit) : seeAll);
      return;
    }
    if (!expanded || hits.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + hits.length) % hits.length);
    }
  };

  const optionId = (n: number) => `${id}-option-${n}`;
  return (
    <div className={clsx('navbar__search', styles.searchBar)} role="search">
      <input
        ref={inputRef}
        type="search"
        className={clsx('navbar__search-input', styles.input)}
        placeholder="Search"
        aria-label="Search the docs and blog"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && hits[active] ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
        }}
        onFocus={() => {
          prepareSearch();
          setOpen(true);
        }}
        onBlur={(event) => {
          if (!event.currentTarget.parentElement?.contains(event.relatedTarget)) setOpen(false);
        }}
        onPointerEnter={prepareSearch}
        onTouchStart={prepareSearch}
        onKeyDown={onKeyDown}
      />
      {isBrowser && !query && (
        <span className={styles.shortcut} aria-hidden="true">
          <kbd>{isMac() ? '⌘' : 'ctrl'}</kbd>
          <kbd>K</kbd>
        </span>
      )}
      <div className={clsx(styles.dropdown, !expanded && styles.hidden)}>
        <ul id={listboxId} role="listbox" aria-label="Search results" className={styles.listbox}>
          {expanded &&
            hits.map((hit, n) => {
              const {title, page, text} = hitParts(hit);
              return (
                // The keyboard picks options through the combobox (aria-activedescendant).
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                <li
                  key={`${hit.type}:${hit.document.i}`}
                  id={optionId(n)}
                  role="option"
                  aria-selected={n === active}
                  className={clsx(styles.option, n === active && styles.active)}
                  onPointerDown={(event) => event.preventDefault()}
                  onPointerMove={() => setActive(n)}
                  data-url={hitUrl(hit)}
                  onClick={() => go(hitUrl(hit))}
                >
                  <span className={styles.hitLink}>
                    <span className={styles.hitTitle}>
                      <Marked text={title} tokens={hit.tokens} />
                    </span>
                    {page && <span className={styles.hitPath}>{page}</span>}
                    {text && (
                      <span className={styles.hitText}>
                        <Marked text={snippet(text, hit.tokens, 90)} tokens={hit.tokens} />
                      </span>
                    )}
                  </span>
                </li>
              );
            })}
        </ul>
        {expanded && hits.length === 0 && (
          <p className={styles.noResults}>No pages match this search</p>
        )}
        {expanded && hits.length > 0 && (
          <Link to={seeAll} className={styles.seeAll} onClick={() => setOpen(false)}>
            See all results
          </Link>
        )}
      </div>
      <div role="status" className={hidden.visuallyHidden}>
        {expanded && !busy ? resultCount(hits.length, hits.length === dropdownLimit) : ''}
      </div>
    </div>
  );
}
