import React, {
  useCallback,
  useEffect,
  useLayoutEffect,
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
import {useTakeOver, type Handoff} from './handoff';
import {hasHighlightTerms, loadSearchBar, loadedSearchBar, type SearchBarComponent} from './load';

type Props = WrapperProps<typeof SearchBarType>;

/** Gives each search combobox an aria-controls equal to the aria-owns autocomplete.js sets. */
function mirrorAriaOwns() {
  document.querySelectorAll('input.navbar__search-input[aria-owns]').forEach((input) => {
    const listbox = input.getAttribute('aria-owns')!;
    if (input.getAttribute('aria-controls') !== listbox) {
      input.setAttribute('aria-controls', listbox);
    }
  });
}

/**
 * Focusing the box starts loading the index; once it has loaded, the plugin focuses the box
 * again (autocomplete.js re-inserts the input, which drops its focus). A keyboard reader who
 * tabbed on in the meantime would be pulled back. So a focus() call that no key press or click
 * caused (that late one) goes through only while focus is on nothing else; calls from the
 * reader's input, such as the Ctrl/⌘+K shortcut, always do.
 */
function keepReaderFocus(input: HTMLInputElement) {
  input.focus = (options?: FocusOptions) => {
    const active = document.activeElement;
    const focusIsElsewhere = active && active !== document.body && active !== input;
    // window.event is the event being dispatched, if any: a key press or click is the reader's.
    if (focusIsElsewhere && !(window.event instanceof UIEvent)) return;
    HTMLInputElement.prototype.focus.call(input, options);
  };
}

/**
 * The offline search box (@easyops-cn/docusaurus-search-local), with two fixes: the focus
 * guard above, and ARIA: autocomplete.js ties the input to its listbox with ARIA 1.0's
 * aria-owns, while ARIA 1.2 comboboxes, and the screen readers that follow it, expect
 * aria-controls. The listbox appears only once the reader starts searching, hence the observer.
 * It takes over what the reader did in the placeholder it replaces.
 */
function LoadedSearchBar({
  SearchBar,
  handoff,
  ...props
}: Props & {SearchBar: SearchBarComponent; handoff: RefObject<Handoff | undefined>}) {
  useLayoutEffect(() => {
    document
      .querySelectorAll<HTMLInputElement>('input.navbar__search-input')
      .forEach(keepReaderFocus);
  }, []);
  useTakeOver(handoff);
  useEffect(() => {
    const observer = new MutationObserver(mirrorAriaOwns);
    observer.observe(document.body, {subtree: true, attributeFilter: ['aria-owns']});
    mirrorAriaOwns();
    return () => observer.disconnect();
  }, []);
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
