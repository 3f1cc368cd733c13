// The parts of @easyops-cn/docusaurus-search-local (untyped JS) that the placeholder shares with
// the plugin's search bar, so both draw the same box and read the same shortcut.

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGenerated.js' {
  /** Options from docusaurus.config.ts, as the plugin generated them for the client. */
  export const searchBarShortcut: boolean;
  export const searchBarShortcutHint: boolean;
  export const searchBarShortcutKeymap: string;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/keymap.js' {
  export interface Keymap {
    key: string;
    ctrl: boolean;
    alt: boolean;
    shift: boolean;
    meta: boolean;
  }
  export function parseKeymap(keymap: string): Keymap;
  export function matchesKeymap(event: KeyboardEvent, keymap: Keymap): boolean;
  /** The labels of the shortcut hint, one per key: `['ctrl', 'K']`, or `['⌘', 'K']` on a Mac. */
  export function getKeymapHints(keymap: string, isMac: boolean): string[];
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/platform.js' {
  export function isMacPlatform(): boolean;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/LoadingRing/LoadingRing.jsx' {
  import type {ReactNode} from 'react';
  export default function LoadingRing(props: {className?: string}): ReactNode;
}
