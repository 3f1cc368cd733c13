// "Run in Figma": downloads the example as a Figma development plugin (a zip the reader imports in
// Figma desktop). The work happens on click, in src/run-in-figma/download.ts, which this
// component loads only then: the button and its status line are all a page's first load carries.
// The code is compiled in a worker and zipped in the browser, never run in the page. A plugin
// whose manifest lets it reach the network is saved only once the reader has seen the addresses
// and allowed them here: a shared link's code could otherwise send what the plugin reads in the
// reader's Figma file anywhere its code names.
import React, {useEffect, useId, useRef, useState} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {ExampleSource} from '@site/src/figma-preview/example-contract';
import type {RunInFigmaRuntime} from '@site/src/plugins/run-in-figma';
import type {PreparedPlugin} from '@site/src/run-in-figma/download';
import type {PluginZip} from '@site/src/run-in-figma/make-plugin';
import type {PluginTarget} from '@site/src/run-in-figma/names';
import {framedByAnotherSite, framedRefusal} from '@site/src/utils/framed';
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
  /** `save` starts the download, within the reader's click on the answer. */
  | {state: 'confirming'; prepared: PreparedPlugin; save: (zip: PluginZip) => string}
  | {state: 'canceled'}
  | {state: 'done'; fileName: string}
  | {state: 'failed'; message: string};

/** What the confirming button names: the one address, or how many there are. */
export const accessLabel = (reachable: string[]) =>
  reachable.length === 1 ? reachable[0]! : `${reachable.length} addresses`;

export default function RunInFigmaButton({source, target, what}: RunInFigmaButtonProps) {
  const runtime = usePluginData('run-in-figma-runtime') as RunInFigmaRuntime;
  const {siteConfig} = useDocusaurusContext();
  const docsPath = useBaseUrl('/docs/');
  const guide = useBaseUrl('/docs/try-in-figma');
  const [status, setStatus] = useState<Status>({state: 'idle'});
  const button = useRef<HTMLButtonElement>(null);
  const confirmation = useRef<HTMLDivElement>(null);
  const id = useId();

  const preparing = status.state === 'preparing';
  const confirming = status.state === 'confirming';

  // The reader is taken to the question as it appears, so that a screen reader reads it out and
  // the next Tab reaches its buttons; Escape answers Cancel.
  useEffect(() => {
    const element = confirmation.current;
    if (!confirming || !element) return undefined;
    element.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      cancel();
    };
    element.addEventListener('keydown', onKey);
    return () => element.removeEventListener('keydown', onKey);
    // cancel only sets state and moves focus; a new question gets a new listener.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [confirming]);

  const run = async () => {
    if (preparing) return;
    // A plugin runs with the reader's Figma files: never downloaded on a click another site's
    // frame may have taken (src/utils/framed.ts).
    if (framedByAnotherSite()) {
      setStatus({state: 'failed', message: framedRefusal});
      return;
    }
    if (confirming) {
      confirmation.current?.focus();
      return;
    }
    setStatus({state: 'preparing'});
    try {
      const [{preparePlugin, savePlugin}, example] = await Promise.all([
        import('@site/src/run-in-figma/download'),
        source(),
      ]);
      const prepared = await preparePlugin({
        runtime,
        source: example,
        target,
        siteUrl: siteConfig.url,
        docsUrl: siteConfig.url + docsPath,
      });
      if (prepared.reachable.length) setStatus({state: 'confirming', prepared, save: savePlugin});
      else setStatus({state: 'done', fileName: savePlugin(prepared.zip)});
    } catch (error) {
      setStatus({
        state: 'failed',
        message: `The plugin could not be made. ${(error as Error).message}`,
      });
    }
  };

  /** Focus goes back to Run in Figma once the question it asked is gone. */
  const answered = (next: Status) => {
    setStatus(next);
    button.current?.focus();
  };
  const allow = () => {
    if (status.state !== 'confirming') return;
    if (framedByAnotherSite()) return answered({state: 'failed', message: framedRefusal});
    answered({state: 'done', fileName: status.save(status.prepared.zip)});
  };
  const cancel = () => answered({state: 'canceled'});

  return (
    <>
      <button
        ref={button}
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
        {status.state === 'canceled' && 'Canceled: nothing was downloaded.'}
        {status.state === 'done' && (
          <>
            {`Downloaded ${status.fileName}. Unzip it, then import its manifest.json in Figma desktop: `}
            <Link to={guide}>how to run it</Link>.
          </>
        )}
      </p>
      {status.state === 'confirming' && (
        <div
          ref={confirmation}
          className={clsx('alert alert--warning', styles.confirm)}
          role="group"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-details`}
          tabIndex={-1}
        >
          <p id={`${id}-title`} className={styles.confirmTitle}>
            This plugin may reach the network
          </p>
          <div id={`${id}-details`}>
            <p>
              {status.prepared.reachable.length === 1
                ? 'Its code names this address, so its manifest lets the plugin reach it:'
                : 'Its code names these addresses, so its manifest lets the plugin reach them:'}
            </p>
            <ul className={styles.addresses}>
              {status.prepared.reachable.map((origin) => (
                <li key={origin}>
                  <code>{origin}</code>
                </li>
              ))}
            </ul>
            <p>
              A plugin can send what it reads in your Figma file to any address it may reach. Allow
              this only if you trust the code.
            </p>
          </div>
          <div className={styles.answers}>
            <button type="button" className="button button--primary button--sm" onClick={allow}>
              {`Download with access to ${accessLabel(status.prepared.reachable)}`}
            </button>
            <button type="button" className="button button--secondary button--sm" onClick={cancel}>
              Cancel
            </button>
          </div>
        </div>
      )}
      {status.state === 'failed' && (
        <p className={`${styles.status} code-problem`} role="alert">
          {status.message}
        </p>
      )}
    </>
  );
}
