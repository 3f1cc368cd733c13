import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

/* Feature icons, drawn for this site. They are decorative (the feature heading
   names them), and their colors come from CSS so dark mode gets its own
   palette. */

/** The 64 × 64 frame every feature icon is drawn in. */
export function Icon({children}: {children: ReactNode}): ReactNode {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 64 64"
      width="64"
      height="64"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** A View frame holding a Text line and an Image: the primitives. */
export const primitivesDrawing = (
  <>
    <rect className={styles.panel} x="6" y="8" width="52" height="48" rx="7" />
    <path className={styles.ink} d="M14 18h14M21 18v14" />
    <rect className={styles.accent} x="34" y="17" width="16" height="14" rx="3" />
    <path className={styles.accentInk} d="m36 29 4-5 3 3 2-2 3 4" />
    <rect className={styles.muted} x="14" y="38" width="36" height="10" rx="3" />
  </>
);

/** Three boxes in a row, spaced along the main axis: flexbox. */
export const flexboxDrawing = (
  <>
    <rect className={styles.panel} x="4" y="12" width="56" height="40" rx="7" />
    <rect className={styles.accent} x="10" y="20" width="12" height="24" rx="3" />
    <rect className={styles.accent} x="26" y="24" width="12" height="16" rx="3" />
    <rect className={styles.accent} x="42" y="20" width="12" height="24" rx="3" />
    <path className={styles.ink} d="M10 7h44m-4-3 4 3-4 3" />
  </>
);

/** A node updated in place by a render cycle: real React. */
export const reactDrawing = (
  <>
    <path className={styles.ink} d="M50 22a21 21 0 0 0-36-2m0 0V11m0 9h9" />
    <path className={styles.ink} d="M14 42a21 21 0 0 0 36 2m0 0v9m0-9h-9" />
    <rect className={styles.panel} x="21" y="23" width="22" height="18" rx="4" />
    <circle className={styles.accent} cx="32" cy="32" r="4.5" />
  </>
);
