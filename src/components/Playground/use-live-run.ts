// Runs the edited code whenever it settles: a pause after the last keystroke, then a run in a fresh
// sandbox (runner.ts), then, as the build does for the docs' pictures, runs with slower messages
// between the plugin's threads to tell whether the drawing depends on their timing.
import {useEffect, useRef, useState} from 'react';
import type {Preview} from '@site/src/figma-preview/preview';
import type {ExampleSource} from '@site/src/figma-preview/example-contract';
import {comparedCrossingTurns, timingNote} from '@site/src/figma-preview/thread-crossing';
import type {PlaygroundRuntime} from '@site/src/plugins/playground';
import {ExampleRunner, type RunOutcome} from './runner';

/** How long the code must rest after an edit before it runs. */
const pauseMs = 300;

interface Problem {
  text: string;
  /** The last good preview no longer matches the code. */
  stale: boolean;
}

/** Where the slower runs stand: compared, and whether the drawing depends on the timing. */
type TimingCheck = 'comparing' | 'same' | 'depends';

export interface LiveRun {
  /** The last drawing a run made, kept while later code fails. */
  preview?: Preview;
  problem?: Problem;
  running: boolean;
  timing?: TimingCheck;
}

/** A reader-facing sentence for a run that drew nothing usable. */
export function problemOf(outcome: RunOutcome): Problem | undefined {
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

/**
 * Runs `code` (as `source`'s language) once it has rested for `pauseMs`, unless `paused` (code
 * from a link, not run yet). A newer edit supersedes a run still going.
 */
export function useLiveRun(
  runtime: PlaygroundRuntime,
  source: ExampleSource,
  code: string,
  paused: boolean,
): LiveRun {
  const runner = useRef<ExampleRunner>(null);
  const [preview, setPreview] = useState<Preview>();
  const [problem, setProblem] = useState<Problem>();
  const [running, setRunning] = useState(false);
  const [timing, setTiming] = useState<TimingCheck>();

  useEffect(() => {
    runner.current = new ExampleRunner(runtime);
    void runner.current.warmUp();
    return () => runner.current?.dispose();
    // The runner lives as long as the component.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (paused) return undefined;
    let superseded = false;
    const timer = setTimeout(async () => {
      setRunning(true);
      const edited = {...source, code};
      const outcome = await runner.current!.run(edited);
      if (superseded || outcome.type === 'superseded') return;
      setRunning(false);
      if (outcome.type === 'result' && outcome.preview) setPreview(outcome.preview);
      setProblem(problemOf(outcome));
      setTiming(undefined);
      if (outcome.type !== 'result' || !outcome.preview || !outcome.timingKey) return;
      // Slower messages between the plugin's threads: say so where the drawing changes
      // (src/figma-preview/timing.ts).
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
  }, [code, paused, source]);

  return {preview, problem, running, timing};
}
