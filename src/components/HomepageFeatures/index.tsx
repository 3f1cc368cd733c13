import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import HomeSection from '@site/src/components/HomeSection';
import {Icon, flexboxDrawing, primitivesDrawing, reactDrawing} from './icons';
import styles from './styles.module.css';

type Feature = {
  title: string;
  /** Its icon's shapes, drawn in the Icon frame. */
  drawing: ReactNode;
  body: ReactNode;
  link: {to: string; label: string};
};

const features: Feature[] = [
  {
    title: 'React Native primitives',
    drawing: primitivesDrawing,
    body: (
      <>
        <code>View</code>, <code>Text</code>, <code>Image</code>, <code>StyleSheet</code> and{' '}
        <code>Platform</code> follow React Native&apos;s API. A View with children becomes a Figma
        frame, a childless one a rectangle, and an Image a rectangle with an image fill.
      </>
    ),
    link: {to: '/docs/API', label: 'The primitives'},
  },
  {
    title: 'Flexbox layout through Yoga',
    drawing: flexboxDrawing,
    body: (
      <>
        Style with <code>flexDirection</code>, <code>justifyContent</code>, <code>alignItems</code>,
        padding and margin. Yoga, the layout engine behind React Native, computes each node&apos;s
        size and position, and react-figma writes them to the canvas.
      </>
    ),
    link: {to: '/docs/styling', label: 'Styling and layout'},
  },
  {
    title: 'Real React',
    drawing: reactDrawing,
    body: (
      <>
        A React reconciler drives the renderer, so hooks, context and state behave as in React 16,
        the version it was built for. When state changes, the props are applied to the Figma nodes
        already on the canvas rather than drawing new ones, and a plugin run again updates the nodes
        it made last time, except a component set, which it makes anew.
      </>
    ),
    link: {to: '/docs/architecture', label: 'How it works'},
  },
];

/** Three reasons to pick react-figma, each with its own icon and a way in. */
export default function HomepageFeatures(): ReactNode {
  return (
    <HomeSection title="Why react-figma" shaded>
      <ul className={styles.list}>
        {features.map(({title, drawing, body, link}) => (
          <li key={title} className={styles.feature}>
            <Icon>{drawing}</Icon>
            <Heading as="h3" className={styles.title}>
              {title}
            </Heading>
            <p className={styles.body}>{body}</p>
            <Link to={link.to} className={styles.more}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
