// "Run in Figma": downloads the example as a Figma development plugin (a zip the reader imports in
// Figma desktop). The work happens on click, in src/run-in-figma/download.ts, which this
// component loads only then: the button and its status line are all a page's first load carries.
// The code is compiled and zipped in the browser, never run in the page.
import React, {useState} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {ExampleSource} from '@site/src/figma-preview/example-contract';
import type {RunInFigmaRuntime} from '@site/src/plugins/run-in-figma';
import type {PluginTarget} from '@site/src/run-in-figma/names';
import styles from './styles.module.css';

interface RunInFigmaButtonProps {
  /** The code to put in the plugin, as the reader sees it when they click. */
  source: () => ExampleSource | Promise<ExampleSource>;
  /** Whose plugin it is: its name is read from the page on click (src/run-in-figma/names.ts). */
  target: PluginTarget;
  /** What the accessible name says the download holds: "this example", "this code". */
  what: string;
}

type Status =
  | {state: 'idle'}
  | {state: 'preparing'}
  | {state: 'done'; fileName: string}
  | {state: 'failed'; message: string};

export default function RunInFigmaButton({source, target, what}: RunInFigmaButtonProps) {
  const runtime = usePluginData('run-in-figma-runtime') as RunInFigmaRuntime;
  const {siteConfig} = useDocusaurusContext();
  const docsPath = useBaseUrl('/docs/');
  const guide = useBaseUrl('/docs/try-in-figma');
  const [status, setStatus] = useState<Status>({state: 'idle'});

  const preparing = status.state === 'preparing';
  const run = async () => {
    if (preparing) return;
    setStatus({state: 'preparing'});
    try {
      const [{downloadPlugin}, example] = await Promise.all([
        import('@site/src/run-in-figma/download'),
        source(),
      ]);
      const fileName = await downloadPlugin({
        runtime,
        source: example,
        target,
        siteUrl: siteConfig.url,
        docsUrl: siteConfig.url + docsPath,
      });
      setStatus({state: 'done', fileName});
    } catch (error) {
      setStatus({
        state: 'failed',
        message: `The plugin could not be made. ${(error as Error).message}`,
      });
    }
  };

  return (
    <>
      <button
        type="button"
        className="button button--secondary button--sm"
        aria-label={`Run in Figma: download ${what} as a Figma plugin (zip)`}
        // Not `disabled`: the button keeps focus while the plugin is prepared.
        aria-disabled={preparing}
        onClick={() => void run()}
      >
        {preparing ? 'Preparing…' : 'Run in Figma'}
      </button>
      <p className={styles.status} role="status">
        {status.state === 'preparing' && 'Preparing the plugin…'}
        {status.state === 'done' && (
          <>
            {`Downloaded ${status.fileName}. Unzip it, then import its manifest.json in Figma desktop: `}
            <Link to={guide}>how to run it</Link>.
          </>
        )}
      </p>
      {status.state === 'failed' && (
        <p className={`${styles.status} code-problem`} role="alert">
          {status.message}
        </p>
      )}
    </>
  );
}
