import {useEffect, useLayoutEffect, useState, type RefObject} from 'react';

/** What the reader did in the placeholder box, for the real search bar to take over. */
export interface Handoff {
  value: string;
  focused: boolean;
  selectionStart: number | null;
  selectionEnd: number | null;
  selectionDirection: 'forward' | 'backward' | 'none' | null;
  /** The reader touched the box (focus, hover, shortcut): the search index starts loading. */
  interested: boolean;
}

/** The placeholder's state, read while its input is still in the document. */
export function handoffFrom(input: HTMLInputElement, interested: boolean): Handoff {
  return {
    value: input.value,
    focused: document.activeElement === input,
    selectionStart: input.selectionStart,
    selectionEnd: input.selectionEnd,
    selectionDirection: input.selectionDirection,
    interested,
  };
}

/**
 * Puts the reader's text back in the plugin's input. Its value is React state, so the text goes
 * in as typing does: the native setter, then an input event for React's onChange.
 */
function restoreText(input: HTMLInputElement, handoff: Handoff) {
  if (!handoff.value) return;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(
    input,
    handoff.value,
  );
  input.dispatchEvent(new Event('input', {bubbles: true}));
  if (document.activeElement === input) {
    input.setSelectionRange(
      handoff.selectionStart,
      handoff.selectionEnd,
      handoff.selectionDirection ?? undefined,
    );
  }
}

/**
 * Gives the plugin's input what the reader did in the placeholder: focus if the placeholder had
 * it (the plugin then loads the index and, once it has, runs the query), then the text. A
 * reader who touched the box but moved on gets the index loading anyway, as the plugin does on
 * hover (React's onMouseEnter listens to mouseover).
 */
function applyHandoff(input: HTMLInputElement, handoff: Handoff) {
  if (handoff.focused) input.focus({preventScroll: true});
  else if (handoff.interested) input.dispatchEvent(new MouseEvent('mouseover', {bubbles: true}));
  restoreText(input, handoff);
}

const searchInput = () => document.querySelector<HTMLInputElement>('input.navbar__search-input');

/**
 * Hands what the reader did in the placeholder to the plugin's search bar, which replaced it in
 * this commit. Before paint, so the box never shows without the text or the focus. On mount, a
 * task later, the plugin sets the box to the URL's highlight terms, emptying it when there are
 * none: the reader's latest text (keystrokes in between included) goes back in after that, in a
 * render that comes after that one and again before paint.
 */
export function useTakeOver(handoff: RefObject<Handoff | undefined>) {
  useLayoutEffect(() => {
    const input = searchInput();
    const taken = handoff.current;
    if (!input || !taken) return undefined;
    applyHandoff(input, taken);
    const follow = (event: Event) => {
      if (event.isTrusted && handoff.current) {
        handoff.current = handoffFrom(input, taken.interested);
      }
    };
    input.addEventListener('input', follow);
    return () => input.removeEventListener('input', follow);
  }, [handoff]);

  const [pluginSettled, setPluginSettled] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setPluginSettled(true));
    return () => clearTimeout(timer);
  }, []);
  useLayoutEffect(() => {
    if (!pluginSettled) return;
    const taken = handoff.current;
    handoff.current = undefined;
    const input = searchInput();
    if (taken && input && !input.value) restoreText(input, taken);
  }, [pluginSettled, handoff]);
}
