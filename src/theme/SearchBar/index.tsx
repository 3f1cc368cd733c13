import React, {useEffect, type ReactNode} from 'react';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';

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
 * The offline search box (@easyops-cn/docusaurus-search-local), plus one ARIA fix:
 * autocomplete.js ties the input to its listbox with ARIA 1.0's aria-owns, while ARIA 1.2
 * comboboxes, and the screen readers that follow it, expect aria-controls. The listbox
 * appears only once the reader starts searching, hence the observer.
 */
export default function SearchBarWrapper(props: Props): ReactNode {
  useEffect(() => {
    const observer = new MutationObserver(mirrorAriaOwns);
    observer.observe(document.body, {subtree: true, attributeFilter: ['aria-owns']});
    mirrorAriaOwns();
    return () => observer.disconnect();
  }, []);
  return <SearchBar {...props} />;
}
