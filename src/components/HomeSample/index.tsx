import React, {type ReactNode} from 'react';
import MDXContent from '@theme/MDXContent';
import HomeSection from '@site/src/components/HomeSection';
// An MDX partial under src/pages (the underscore keeps it from being a route), so the sample is
// highlighted like any docs code block, compiled by the docs check, and run by the previews
// plugin, which puts what react-figma draws right after it.
import Sample from '@site/src/pages/_home-sample.mdx';
import styles from './styles.module.css';

/** The home page's code sample beside what react-figma draws when it runs. */
export default function HomeSample(): ReactNode {
  return (
    <HomeSection title="Components in, Figma nodes out">
      <p className={styles.lead}>
        This component becomes a frame holding two text layers and a row of four round rectangles.
        Yoga computes every position from the flexbox styles; you never set an x or a y.
      </p>
      {/* The sample's code block and its preview figure are the two columns. */}
      <div className={styles.columns}>
        <MDXContent>
          <Sample />
        </MDXContent>
      </div>
    </HomeSection>
  );
}
