import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

interface Props {
  /** A CSS color or gradient, the same string the docs pass to react-figma. */
  value: string;
}

/**
 * A small chip painted with `value` over a checkerboard, so alpha is visible.
 * Decorative: the table cell next to it always spells the color out.
 */
export default function ColorSwatch({value}: Props): ReactNode {
  return (
    <span className={styles.swatch} aria-hidden="true">
      <span className={styles.paint} style={{background: value}} />
    </span>
  );
}
