import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import HomepageHero from '@site/src/components/HomepageHero';
import HomeSample from '@site/src/components/HomeSample';
import HomepageFeatures from '@site/src/components/HomepageFeatures';
import BeforeYouChoose from '@site/src/components/BeforeYouChoose';

export default function Home(): ReactNode {
  return (
    <Layout
      title="Render React components to Figma"
      description="react-figma is a React renderer for Figma plugins: write View, Text and flexbox styles, and get real Figma frames, text and shapes, laid out by Yoga."
    >
      <main>
        <HomepageHero />
        <HomeSample />
        <HomepageFeatures />
        <BeforeYouChoose />
      </main>
    </Layout>
  );
}
