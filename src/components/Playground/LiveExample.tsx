// An example the reader edits: the code in a CodeMirror editor, and beside it (below it on
// phones) what react-figma draws from it, redrawn once the reader pauses (use-live-run.ts).
// Loaded only when a reader presses Edit or opens the Playground page.
import React, {useEffect, useRef, useState} from 'react';
import clsx from 'clsx';
import {useColorMode, useThemeConfig} from '@docusaurus/theme-common';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {PrismTheme} from 'prism-react-renderer';
import type {ExampleSource} from '@site/src/figma-preview/example-contract';
import type {PlaygroundRuntime} from '@site/src/plugins/playground';
import {framedByAnotherSite, framedRefusal} from '@site/src/utils/framed';
import type {PluginTarget} from '@site/src/run-in-figma/names';
import {reactFigmaVersion} from '@site/src/utils/react-figma-version';
import {createEditor, type CodeEditor} from './editor';
import {hiddenCharactersWarning} from './hidden-characters';
import RunPreview from './RunPreview';
import Toolbar from './Toolbar';
import {useLiveRun, type LiveRun} from './use-live-run';
import {useShareLink} from './use-share-link';
import styles from './styles.module.css';

interface LiveExampleProps {
  /** The example as published: what Reset returns to. */
  source: ExampleSource;
  /** The code to start from (a shared link's), else the source's. */
  code?: string;
  /** Show the code but run it only once the reader presses Run (code from a link). */
  waitForRun?: boolean;
  /** The fragment key of a link to the edited code (see share.ts). */
  shareKey: string;
  /** The editor's accessible name. */
  label: string;
  /** Whose plugin Run in Figma downloads (see src/run-in-figma/names.ts); the Playground's by default. */
  runInFigma?: PluginTarget;
}

/** The figure's `data-state`, which tests and styles read. */
function figureState(waiting: boolean, {running, preview, problem}: LiveRun): string {
  if (waiting) return 'waiting';
  if (running) return 'running';
  if (!preview) return 'empty';
  return problem?.stale ? 'stale' : 'current';
}

export default function LiveExample({
  source,
  code,
  waitForRun,
  shareKey,
  label,
  runInFigma = {kind: 'playground'},
}: LiveExampleProps) {
  const runtime = usePluginData('playground-runtime') as PlaygroundRuntime;
  const {prism} = useThemeConfig();
  const {colorMode} = useColorMode();
  const theme = (colorMode === 'dark' ? prism.darkTheme : prism.theme) as PrismTheme;
  const editorParent = useRef<HTMLDivElement>(null);
  const editor = useRef<CodeEditor>(null);
  const [current, setCurrent] = useState(code ?? source.code);
  const [waiting, setWaiting] = useState(Boolean(waitForRun));
  /** Run was pressed inside another site's frame, where the click may not be the reader's. */
  const [refused, setRefused] = useState(false);
  const run = useLiveRun(runtime, source, current, waiting);
  const share = useShareLink(shareKey);

  useEffect(() => {
    editor.current = createEditor({
      parent: editorParent.current!,
      code: code ?? source.code,
      lang: source.lang,
      label,
      theme,
      dark: colorMode === 'dark',
      onChange: setCurrent,
      // The status line under the toolbar: a paste the editor refused is said where links are.
      onRefused: share.setStatus,
    });
    if (!waitForRun) editor.current.view.focus();
    return () => editor.current?.view.destroy();
    // The editor lives as long as the component; later changes go through it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => editor.current?.setTheme(theme, colorMode === 'dark'), [theme, colorMode]);

  const hiddenWarning = hiddenCharactersWarning(current);
  const {preview, problem} = run;

  return (
    <div className={styles.live}>
      <div className={styles.layout}>
        <div>
          <div ref={editorParent} className={styles.editor} />
          <Toolbar
            waiting={waiting}
            // Code from a link runs only on a click the reader surely made: not in a frame of
            // another site (src/utils/framed.ts). The site's own code and the reader's edits
            // still run as they change: no attacker chose them.
            onRun={() => (framedByAnotherSite() ? setRefused(true) : setWaiting(false))}
            onReset={() => {
              editor.current?.setCode(source.code);
              setWaiting(false);
            }}
            onCopyLink={() => void share.copyLink(current)}
            // What the site showed is checked in Figma only for the code it was drawn from.
            edited={() => ({
              ...source,
              code: current,
              expected: current === source.code ? source.expected : undefined,
            })}
            runInFigma={runInFigma}
          />
          <p className={styles.shareStatus} role="status">
            {share.status}
          </p>
          {hiddenWarning && (
            <p className={clsx('alert alert--warning', styles.hiddenWarning)} role="alert">
              {hiddenWarning}
            </p>
          )}
        </div>
        <figure
          className={clsx('example-preview', styles.preview)}
          aria-busy={run.running}
          data-timing={run.timing}
          data-state={figureState(waiting, run)}
        >
          <figcaption>Rendered by react-figma {reactFigmaVersion}, live</figcaption>
          <p className={clsx(styles.problem, 'code-problem')} role="status">
            {waiting
              ? refused
                ? framedRefusal
                : 'This code came from a link. Read it, then press Run to draw it.'
              : (problem?.text ?? '')}
          </p>
          {preview ? (
            <div className={clsx(problem?.stale && styles.stale)}>
              <RunPreview preview={preview} />
            </div>
          ) : (
            !waiting && !problem && <p className={styles.placeholder}>Drawing…</p>
          )}
        </figure>
      </div>
    </div>
  );
}
