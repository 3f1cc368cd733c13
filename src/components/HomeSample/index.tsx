import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import FigmaFrameDrawing from '@site/src/components/FigmaFrameDrawing';
// An MDX partial, so the sample is highlighted like any docs code block and
// compiled by the docs check with every other tsx fence.
import Sample from '@site/src/pages/_home-sample.mdx';
import styles from './styles.module.css';

/** The home page's code sample beside a drawing of what it puts on the canvas. */
export default function HomeSample(): ReactNode {
  return (
    <section className={styles.section}>
      <div className="container">
        <Heading as="h2" className={styles.heading}>
          Components in, Figma nodes out
        </Heading>
        <p className={styles.lead}>
          This component becomes a frame holding two text layers and a row of four round rectangles.
          Yoga computes every position from the flexbox styles; you never set an x or a y.
        </p>
        <div className={styles.columns}>
          <div className={styles.code}>
            <MDXContent>
              <Sample />
            </MDXContent>
          </div>
          <figure className={styles.result}>
            <FigmaFrameDrawing />
            <figcaption className={styles.caption}>What the plugin draws in Figma</figcaption>
          </figure>
        </div>
      </div>
    </section>
  );
}
