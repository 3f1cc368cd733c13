// An example the reader edits: the code in a CodeMirror editor, and beside it (below it on
// phones) what react-figma 0.31.0 draws from it, redrawn about 300 ms after the reader pauses.
// Loaded only when a reader presses Edit or opens the Playground page.
import React, {useEffect, useRef, useState} from 'react';
import clsx from 'clsx';
import {useColorMode, useThemeConfig} from '@docusaurus/theme-common';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {PrismTheme} from 'prism-react-renderer';
import type {Preview} from '@site/src/figma-preview/preview';
import PreviewDrawing from '@site/src/components/PreviewDrawing';
import type {ExampleSource} from '@site/src/figma-preview/run-core';
import {comparedCrossingTurns, timingNote} from '@site/src/figma-preview/thread-crossing';
import type {PlaygroundRuntime} from '@site/src/plugins/playground';
import {createEditor, type CodeEditor} from './editor';
import {ExampleRunner, type RunOutcome} from './runner';
import {hiddenCharactersWarning} from './hidden-characters';
import {encodeCode, tooLargeForLink} from './share';
import RunInFigmaButton from '@site/src/components/RunInFigmaButton';
import {framedByAnotherSite, framedRefusal} from '@site/src/utils/framed';
import type {PluginTarget} from '@site/src/run-in-figma/names';
import styles from './styles.module.css';
import {reactFigmaVersion} from '@site/src/utils/react-figma-version';

const pauseMs = 300;

export interface LiveExampleProps {
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

interface Problem {
  text: string;
  /** The last good preview no longer matches the code. */
  stale: boolean;
}

/** A reader-facing sentence for a run that drew nothing usable. */
function problemOf(outcome: RunOutcome): Problem | undefined {
  switch (outcome.type) {
    case 'syntax-error':
      return {
        text: `Syntax error at line ${outcome.line}, column ${outcome.column}: ${outcome.message}`,
        stale: true,
      };
    case 'timeout':
      return {
        text: `Stopped after ${outcome.afterMs / 1000} s: the code did not finish (an endless loop?). The preview shows the last code that ran.`,
        stale: true,
      };
    case 'crashed':
      return {text: `The runner stopped: ${outcome.message}`, stale: true};
    case 'result': {
      // "threw: TypeError: …\n    at …" reads as "TypeError: …".
      const first = outcome.errors[0]
        ?.replace(/^(threw|uncaught|unhandled rejection|console\.(error|warn)): /, '')
        .split('\n')
        .slice(0, 3)
        .join('\n');
      if (first) return {text: first, stale: !outcome.preview};
      return outcome.preview ? undefined : {text: 'The code drew nothing.', stale: true};
    }
    default:
      return undefined;
  }
}

const svgUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

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
  const runner = useRef<ExampleRunner>(null);
  const [current, setCurrent] = useState(code ?? source.code);
  const [waiting, setWaiting] = useState(Boolean(waitForRun));
  /** Run was pressed inside another site's frame, where the click may not be the reader's. */
  const [refused, setRefused] = useState(false);
  const [preview, setPreview] = useState<Preview>();
  const [problem, setProblem] = useState<Problem>();
  const [running, setRunning] = useState(false);
  /** Where the slower runs stand: compared, and whether the drawing depends on the timing. */
  const [timing, setTiming] = useState<'comparing' | 'same' | 'depends'>();
  const [shareStatus, setShareStatus] = useState('');

  useEffect(() => {
    runner.current = new ExampleRunner(runtime);
    void runner.current.warmUp();
    editor.current = createEditor({
      parent: editorParent.current!,
      code: code ?? source.code,
      lang: source.lang,
      label,
      theme,
      dark: colorMode === 'dark',
      onChange: setCurrent,
      // The status line under the toolbar: a paste the editor refused is said where links are.
      onRefused: setShareStatus,
    });
    if (!waitForRun) editor.current.view.focus();
    return () => {
      editor.current?.view.destroy();
      runner.current?.dispose();
    };
    // The editor and runner live as long as the component; later changes go through them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => editor.current?.setTheme(theme, colorMode === 'dark'), [theme, colorMode]);

  useEffect(() => {
    if (waiting) return undefined;
    let superseded = false;
    const timer = setTimeout(async () => {
      setRunning(true);
      const edited = {...source, code: current};
      const outcome = await runner.current!.run(edited);
      if (superseded || outcome.type === 'superseded') return;
      setRunning(false);
      if (outcome.type === 'result' && outcome.preview) setPreview(outcome.preview);
      setProblem(problemOf(outcome));
      setTiming(undefined);
      if (outcome.type !== 'result' || !outcome.preview || !outcome.timingKey) return;
      // As the build does for the docs' pictures: run again with slower messages between the
      // plugin's threads, and say so where the drawing changes (src/figma-preview/timing.ts).
      setTiming('comparing');
      for (const turns of comparedCrossingTurns) {
        const slower = await runner.current!.run(edited, {crossingTurns: turns});
        if (superseded) return;
        // A slower run that could not finish tells nothing about the drawing.
        if (slower.type !== 'result' || !slower.timingKey) return setTiming(undefined);
        if (slower.timingKey !== outcome.timingKey) {
          const {preview} = outcome;
          setPreview({...preview, notes: [...preview.notes, timingNote]});
          setTiming('depends');
          return;
        }
      }
      setTiming('same');
    }, pauseMs);
    return () => {
      superseded = true;
      clearTimeout(timer);
    };
  }, [current, waiting, source]);

  const reset = () => {
    editor.current?.setCode(source.code);
    setWaiting(false);
  };
  const copyLink = async () => {
    const encoded = await encodeCode(current);
    if (encoded === null) {
      setShareStatus(`No link: this code is ${tooLargeForLink}.`);
      return;
    }
    const link = new URL(window.location.href);
    link.hash = `${shareKey}=${encoded}`;
    try {
      await navigator.clipboard.writeText(link.href);
      setShareStatus(
        'Link copied. It opens this page with your code, which runs once the reader presses Run.',
      );
    } catch {
      setShareStatus(`Copy this link: ${link.href}`);
    }
  };

  const hiddenWarning = hiddenCharactersWarning(current);

  return (
    <div className={styles.live}>
      <div className={styles.layout}>
        <div>
          <div ref={editorParent} className={styles.editor} />
          <div className={styles.toolbar}>
            {waiting && (
              <button
                type="button"
                className="button button--primary button--sm"
                // Code from a link runs only on a click the reader surely made: not in a frame
                // of another site (src/utils/framed.ts). The site's own code and the reader's
                // edits still run as they change: no attacker chose them.
                onClick={() => (framedByAnotherSite() ? setRefused(true) : setWaiting(false))}
              >
                Run
              </button>
            )}
            <button type="button" className="button button--secondary button--sm" onClick={reset}>
              Reset
            </button>
            <button
              type="button"
              className="button button--secondary button--sm"
              onClick={() => void copyLink()}
            >
              Copy link
            </button>
            {/* Code from a link is offered to Figma only once the reader has read it and run it. */}
            {!waiting && (
              <RunInFigmaButton
                // What the site showed is checked in Figma only for the code it was drawn from.
                source={() => ({
                  ...source,
                  code: current,
                  expected: current === source.code ? source.expected : undefined,
                })}
                target={runInFigma}
                what="this code"
              />
            )}
            <span className={styles.hint}>Esc, then Tab, leaves the editor.</span>
          </div>
          <p className={styles.shareStatus} role="status">
            {shareStatus}
          </p>
          {hiddenWarning && (
            <p className={clsx('alert alert--warning', styles.hiddenWarning)} role="alert">
              {hiddenWarning}
            </p>
          )}
        </div>
        <figure
          className={clsx('example-preview', styles.preview)}
          aria-busy={running}
          data-timing={timing}
          data-state={
            waiting
              ? 'waiting'
              : running
                ? 'running'
                : !preview
                  ? 'empty'
                  : problem?.stale
                    ? 'stale'
                    : 'current'
          }
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
              <PreviewDrawing
                light={{...preview.light, src: svgUrl(preview.light.svg)}}
                dark={{...preview.dark, src: svgUrl(preview.dark.svg)}}
                pages={preview.pages}
                notes={preview.notes}
              />
            </div>
          ) : (
            !waiting && !problem && <p className={styles.placeholder}>Drawing…</p>
          )}
        </figure>
      </div>
    </div>
  );
}
