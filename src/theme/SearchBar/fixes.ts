// Two fixes to the plugin's search box, applied once it has replaced the placeholder (index.tsx).
import {useEffect, useLayoutEffect} from 'react';

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

/** Installs the focus guard (keepReaderFocus) on the plugin's search boxes. */
export function useFocusGuard(): void {
  useLayoutEffect(() => {
    document
      .querySelectorAll<HTMLInputElement>('input.navbar__search-input')
      .forEach(keepReaderFocus);
  }, []);
}

/**
 * ARIA: autocomplete.js ties the input to its listbox with ARIA 1.0's aria-owns, while ARIA 1.2
 * comboboxes, and the screen readers that follow it, expect aria-controls. The listbox appears
 * only once the reader starts searching, hence the observer.
 */
export function useAriaControls(): void {
  useEffect(() => {
    const observer = new MutationObserver(mirrorAriaOwns);
    observer.observe(document.body, {subtree: true, attributeFilter: ['aria-owns']});
    mirrorAriaOwns();
    return () => observer.disconnect();
  }, []);
}
