import React, {
  useCallback,
  useEffect,
  useRef,
  useState,
  type RefObject,
  type ReactNode,
} from 'react';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import SearchBarPlaceholder from './Placeholder';
import {useAriaControls, useFocusGuard} from './fixes';
import {useTakeOver, type Handoff} from './handoff';
import {hasHighlightTerms, loadSearchBar, loadedSearchBar, type SearchBarComponent} from './load';

type Props = WrapperProps<typeof SearchBarType>;

/**
 * The offline search box (@easyops-cn/docusaurus-search-local), with the two fixes of fixes.ts
 * (the focus guard, aria-controls). It takes over what the reader did in the placeholder it
 * replaces.
 */
function LoadedSearchBar({
  SearchBar,
  handoff,
  ...props
}: Props & {SearchBar: SearchBarComponent; handoff: RefObject<Handoff | undefined>}) {
  useFocusGuard();
  useTakeOver(handoff);
  useAriaControls();
  return <SearchBar {...props} />;
}

/**
 * The navbar search box. Pages load a look-alike placeholder; the plugin's search bar (its own
 * chunk) loads when the reader shows interest (focus, hover or touch, the shortcut) or when the
 * URL asks to mark searched terms, and then replaces it. It does not load on idle: the bytes
 * would join every first load, and a reader who searches waits on the index far longer anyway.
 */
export default function SearchBarWrapper(props: Props): ReactNode {
  // Hydration renders what the server did (the placeholder), even if the chunk came first.
  const isBrowser = useIsBrowser();
  const [SearchBar, setSearchBar] = useState(loadedSearchBar);
  const handoff = useRef<Handoff>(undefined);
  const load = useCallback(() => {
    loadSearchBar().then(
      (component) => setSearchBar(() => component),
      // Offline or a stale deployment: the placeholder stays, the next interest tries again.
      () => undefined,
    );
  }, []);

  const {search} = useLocation();
  useEffect(() => {
    if (hasHighlightTerms(search)) load();
  }, [search, load]);

  if (isBrowser && SearchBar) {
    return <LoadedSearchBar {...props} SearchBar={SearchBar} handoff={handoff} />;
  }
  return <SearchBarPlaceholder {...props} onInterest={load} handoff={handoff} />;
}
