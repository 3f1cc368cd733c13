import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

type Props = {
  title: string;
  /** On a tinted background, which sets the band apart from the one above it. */
  shaded?: boolean;
  children: ReactNode;
};

/** A band of the home page below the hero: a centered H2 over its content, in the container. */
export default function HomeSection({title, shaded = false, children}: Props): ReactNode {
  return (
    <section className={clsx(styles.section, shaded && styles.shaded)}>
      <div className="container">
        <Heading as="h2" className={styles.heading}>
          {title}
        </Heading>
        {children}
      </div>
    </section>
  );
}
