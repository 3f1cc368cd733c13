// A runnable example as a page shows it: the code block, then what react-figma draws from it
// (built by src/plugins/previews/remark.ts), with an Edit button. Edit loads the playground
// (editor, transpiler and react-figma itself) on demand: pages load none of it up front. A link
// with edited code (#edit-<id>=…) opens the editor with that code, waiting for Run.
import React, {Children, lazy, Suspense, useEffect, useState, type ReactNode} from 'react';
import type {ExampleSource} from '@site/src/figma-preview/example-contract';
import {decodeCode, fragmentKey, fragmentValue} from '../Playground/share';
import RunInFigmaButton from '../RunInFigmaButton';
import styles from './styles.module.css';
import {reactFigmaVersion} from '@site/src/utils/react-figma-version';

const LiveExample = lazy(() => import('../Playground/LiveExample'));

interface Props {
  /** Short content hash naming the example (and its link fragment). */
  id: string;
  /** URL of the example's source as the build ran it (JSON). */
  source: string;
  /** The code block, then the figure's content. */
  children: ReactNode;
}

/** What Edit opens the editor with: LiveExample's props for this example. */
interface Editing {
  source: ExampleSource;
  code?: string;
  waitForRun: boolean;
}

async function loadSource(url: string): Promise<ExampleSource> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as ExampleSource;
}

export default function ExamplePreview({id, source, children}: Props) {
  const [codeBlock, ...figureContent] = Children.toArray(children);
  const [editing, setEditing] = useState<Editing>();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState('');
  const shareKey = fragmentKey(id);

  const edit = async (code?: string) => {
    setLoading(true);
    try {
      setEditing({source: await loadSource(source), code, waitForRun: code !== undefined});
    } catch (reason) {
      setError(`The editor could not load this example (${(reason as Error).message}).`);
    } finally {
      setLoading(false);
    }
  };

  useEffect(() => {
    const value = fragmentValue(shareKey);
    if (value === null) return;
    void decodeCode(value).then((shared) => {
      if (shared === null) return;
      const show = () => document.getElementById(shareKey)?.scrollIntoView({block: 'start'});
      if ('code' in shared) void edit(shared.code).then(show);
      else {
        setError(`${shared.refused} It was not opened.`);
        show();
      }
    });
    // Only the URL the page opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const original = (
    <>
      {codeBlock}
      <figure className="example-preview">
        <div className={styles.caption}>
          <figcaption>Rendered by react-figma {reactFigmaVersion}</figcaption>
          <button
            type="button"
            className="button button--secondary button--sm"
            aria-label="Edit this example"
            aria-busy={loading}
            disabled={loading}
            onClick={() => void edit()}
          >
            {loading ? 'Loading…' : 'Edit'}
          </button>
          <RunInFigmaButton
            source={() => loadSource(source)}
            target={{kind: 'example', elementId: shareKey, edited: false}}
            what="this example"
          />
        </div>
        {error && (
          <p className="example-preview__note" role="alert">
            {error}
          </p>
        )}
        {figureContent}
      </figure>
    </>
  );

  return (
    <div id={shareKey} className={styles.example} data-source={source}>
      {editing ? (
        <Suspense fallback={original}>
          <LiveExample
            {...editing}
            shareKey={shareKey}
            label="Example code"
            runInFigma={{kind: 'example', elementId: shareKey, edited: true}}
          />
        </Suspense>
      ) : (
        original
      )}
    </div>
  );
}
