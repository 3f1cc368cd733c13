import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

/* Feature icons, drawn for this site. They are decorative (the feature heading
   names them), and their colors come from CSS so dark mode gets its own
   palette. */

type IconProps = {className?: string};

function Icon({children, className}: {children: ReactNode; className?: string}) {
  return (
    <svg
      className={`${styles.icon} ${className ?? ''}`}
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
export function PrimitivesIcon({className}: IconProps): ReactNode {
  return (
    <Icon className={className}>
      <rect className={styles.surface} x="6" y="8" width="52" height="48" rx="7" />
      <rect className={styles.outline} x="6" y="8" width="52" height="48" rx="7" />
      <path className={styles.ink} d="M14 18h14M21 18v14" />
      <rect className={styles.accent} x="34" y="17" width="16" height="14" rx="3" />
      <path className={styles.accentInk} d="m36 29 4-5 3 3 2-2 3 4" />
      <rect className={styles.muted} x="14" y="38" width="36" height="10" rx="3" />
    </Icon>
  );
}

/** Three boxes in a row, spaced along the main axis: flexbox. */
export function FlexboxIcon({className}: IconProps): ReactNode {
  return (
    <Icon className={className}>
      <rect className={styles.surface} x="4" y="12" width="56" height="40" rx="7" />
      <rect className={styles.outline} x="4" y="12" width="56" height="40" rx="7" />
      <rect className={styles.accent} x="10" y="20" width="12" height="24" rx="3" />
      <rect className={styles.accent} x="26" y="24" width="12" height="16" rx="3" />
      <rect className={styles.accent} x="42" y="20" width="12" height="24" rx="3" />
      <path className={styles.ink} d="M10 7h44m-4-3 4 3-4 3" />
    </Icon>
  );
}

/** A node updated in place by a render cycle: real React. */
export function ReactIcon({className}: IconProps): ReactNode {
  return (
    <Icon className={className}>
      <path className={styles.ink} d="M50 22a21 21 0 0 0-36-2m0 0V11m0 9h9" />
      <path className={styles.ink} d="M14 42a21 21 0 0 0 36 2m0 0v9m0-9h-9" />
      <rect className={styles.surface} x="21" y="23" width="22" height="18" rx="4" />
      <rect className={styles.outline} x="21" y="23" width="22" height="18" rx="4" />
      <circle className={styles.accent} cx="32" cy="32" r="4.5" />
    </Icon>
  );
}
