import React, {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type RefObject,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {
  searchBarShortcut,
  searchBarShortcutHint,
  searchBarShortcutKeymap,
} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGenerated.js';
import {
  getKeymapHints,
  matchesKeymap,
  parseKeymap,
} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/keymap.js';
import {isMacPlatform} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/platform.js';
// Styles first, as in the plugin's bundle: the stylesheet keeps its order.
import styles from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.module.css';
import LoadingRing from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/LoadingRing/LoadingRing.jsx';
import {handoffFrom, type Handoff} from './handoff';

interface Props {
  /** Called when the reader shows interest in searching: focus, hover, touch, the shortcut. */
  onInterest: () => void;
  /** Receives the reader's text, focus and caret when the real search bar replaces this one. */
  handoff: RefObject<Handoff | undefined>;
  /** The plugin's prop: told when the box expands (focus) and collapses (blur). */
  handleSearchBarToggle?: (expanded: boolean) => void;
}

const smallScreen = '(max-width: 576px)';

/**
 * The plugin's search box as it first renders, drawn without its code: the same elements and
 * (shared) CSS module classes, so nothing moves or changes when the real one replaces it. It
 * already takes text, the keyboard shortcut and focus; the real one takes them over.
 */
export default function SearchBarPlaceholder({
  onInterest,
  handoff,
  handleSearchBarToggle,
}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const inputRef = useRef<HTMLInputElement>(null);
  const interested = useRef(false);
  const [value, setValue] = useState('');
  const [typed, setTyped] = useState(false);
  const [focused, setFocused] = useState(false);

  const interest = useCallback(() => {
    interested.current = true;
    onInterest();
  }, [onInterest]);

  const onFocus = useCallback(() => {
    interest();
    setFocused(true);
    handleSearchBarToggle?.(true);
    // As the plugin does: on small screens the box expands on focus, caret at the end.
    const input = inputRef.current;
    if (input && window.matchMedia(smallScreen).matches) {
      setTimeout(() => input.setSelectionRange(input.value.length, input.value.length), 0);
    }
  }, [interest, handleSearchBarToggle]);

  const onBlur = useCallback(() => {
    setFocused(false);
    handleSearchBarToggle?.(false);
  }, [handleSearchBarToggle]);

  const onChange = useCallback((event: ChangeEvent<HTMLInputElement>) => {
    setValue(event.target.value);
    if (event.target.value) setTyped(true);
  }, []);

  // Text typed and focus taken before hydration (as the plugin's own bar picks them up).
  useEffect(() => {
    const input = inputRef.current!;
    if (input.value) {
      setValue(input.value);
      setTyped(true);
    }
    if (document.activeElement === input) onFocus();
    // Only what the server-rendered box received before this mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!searchBarShortcut || !searchBarShortcutKeymap) return undefined;
    const keymap = parseKeymap(searchBarShortcutKeymap);
    const onKeyDown = (event: KeyboardEvent) => {
      if (!matchesKeymap(event, keymap)) return;
      event.preventDefault();
      // The box in the document, not this one's: from the swap until the plugin's own listener
      // starts (its effects run after paint), this listener still runs and the real box is there.
      document.querySelector<HTMLInputElement>('input.navbar__search-input')?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  // Read while this box is still in the document: React runs layout cleanups before removal.
  useLayoutEffect(() => {
    const input = inputRef.current!;
    return () => {
      handoff.current = handoffFrom(input, interested.current);
    };
  }, [handoff]);

  const isMac = isBrowser ? isMacPlatform() : false;
  return (
    <div
      className={clsx('navbar__search', styles.searchBarContainer, {
        [styles.searchIndexLoading]: typed,
        [styles.focused]: focused,
      })}
      dir="ltr"
    >
      <svg aria-hidden="true" className={styles.searchIcon} focusable="false" viewBox="0 0 16 16">
        <path
          fill="currentColor"
          d="M6.02945 10.20327a4.17382 4.17382 0 1 1 4.17382-4.17382 4.15609 4.15609 0 0 1-4.17382 4.17382Zm9.69195 4.2199-4.8225-4.82338A5.88021 5.88021 0 0 0 12.058 6.02856 6.00467 6.00467 0 1 0 9.59979 10.8989l4.82338 4.82338a.89729.89729 0 0 0 1.29912 0 .89749.89749 0 0 0-.00087-1.29909Z"
        />
      </svg>
      <input
        placeholder={translate({
          id: 'theme.SearchBar.label',
          message: 'Search',
          description: 'The ARIA label and placeholder for search button',
        })}
        aria-label="Search"
        className={`navbar__search-input ${styles.searchInput}`}
        onPointerEnter={interest}
        onFocus={onFocus}
        onBlur={onBlur}
        onChange={onChange}
        ref={inputRef}
        value={value}
      />
      <LoadingRing className={styles.searchBarLoadingRing} />
      {searchBarShortcut &&
        searchBarShortcutHint &&
        (value !== '' ? (
          <button className={styles.searchClearButton} onClick={() => setValue('')}>
            ✕
          </button>
        ) : (
          isBrowser &&
          searchBarShortcutKeymap && (
            <div className={styles.searchHintContainer}>
              {getKeymapHints(searchBarShortcutKeymap, isMac).map((hint, index) => (
                <kbd key={index} className={styles.searchHint}>
                  {hint}
                </kbd>
              ))}
            </div>
          )
        ))}
    </div>
  );
}
