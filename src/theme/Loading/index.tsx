import React, {type ReactNode} from 'react';
import type {LoadingComponentProps as Props} from 'react-loadable';
import styles from './styles.module.css';

/**
 * Shown by react-loadable while a route's chunks load. react-loadable sets
 * `pastDelay` after 200 ms and applies no timeout, so fast loads never flash
 * an indicator. On failure the panel is announced and offers a retry.
 */
export default function Loading({error, retry, pastDelay}: Props): ReactNode {
  if (error) {
    return (
      <div role="alert" className={styles.errorPanel}>
        <p>{String(error)}</p>
        <button type="button" className="button button--secondary" onClick={retry}>
          Retry
        </button>
      </div>
    );
  }
  if (pastDelay) {
    return (
      <div className={styles.loading}>
        <div role="status" aria-label="Loading page" className={styles.spinner} />
      </div>
    );
  }
  return null;
}
