// The Playground: an editor with a starter example, drawn live by react-figma 0.31.0. The editor
// and runner load with this page only. A link made with Copy link (#code=…) opens its code,
// which runs once the reader presses Run.
import React, {lazy, Suspense, useEffect, useState} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import BrowserOnly from '@docusaurus/BrowserOnly';
import {starterExample} from '@site/src/components/Playground/starter';
import {decodeCode, fragmentValue, type SharedCode} from '@site/src/components/Playground/share';
import styles from './playground.module.css';
import {reactFigmaVersion} from '@site/src/utils/react-figma-version';

const LiveExample = lazy(() => import('@site/src/components/Playground/LiveExample'));
const shareKey = 'code';

function Editor() {
  // undefined: reading the link; null: no code in the link (or none this site wrote).
  const [shared, setShared] = useState<SharedCode | null>();
  useEffect(() => {
    const value = fragmentValue(shareKey);
    if (value === null) setShared(null);
    else void decodeCode(value).then(setShared);
  }, []);
  if (shared === undefined) return <p>Loading the editor…</p>;
  const code = shared && 'code' in shared ? shared.code : undefined;
  return (
    <>
      {shared && 'refused' in shared && (
        <p className="alert alert--warning" role="alert">
          {`${shared.refused} The editor opened with the starter example instead.`}
        </p>
      )}
      <Suspense fallback={<p>Loading the editor…</p>}>
        <LiveExample
          source={starterExample}
          code={code}
          waitForRun={code !== undefined}
          shareKey={shareKey}
          label="Playground code"
        />
      </Suspense>
    </>
  );
}

export default function Playground() {
  return (
    <Layout
      title="Playground"
      description={`Edit a react-figma component and see what react-figma ${reactFigmaVersion} draws from it, in your browser.`}
    >
      <main className={styles.main}>
        <Heading as="h1">Playground</Heading>
        <p className={styles.intro}>
          Write a component with react-figma&apos;s primitives and see what version{' '}
          {reactFigmaVersion} draws from it. Your code runs in your browser, in a worker of its own,
          against an in-memory Figma document; the drawing shows the layers as Figma would. Every
          example in the <Link to="/docs/installation">docs</Link> has an Edit button that opens it
          the same way. Run in Figma downloads your code as a plugin to{' '}
          <Link to="/docs/try-in-figma">try in the Figma desktop app</Link>.
        </p>
        <BrowserOnly fallback={<p>Loading the editor…</p>}>{() => <Editor />}</BrowserOnly>
      </main>
    </Layout>
  );
}
