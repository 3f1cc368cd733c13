// Messages between the page and the playground's worker (worker.ts). One worker runs one job: it
// is started ahead of time and given the fonts at once (it opens them while it waits), then sent
// one job, and terminated after its answer or when it runs too long.
import type {Preview} from '../previews/preview';

/** An example as the build ran it: published beside its preview as JSON for the Edit button. */
export interface ExampleSource {
  code: string;
  /** The fence language: 'tsx', 'ts' or 'jsx'. */
  lang: string;
  /** 'render' when the code calls render itself, else it exports the component to render. */
  mode: 'render' | 'export';
  /** For 'export': the component renders no Page, so it goes inside one. */
  wrapInPage: boolean;
  props: Record<string, unknown>;
}

export interface PlaygroundJob extends ExampleSource {
  type: 'run';
  /** How long react-figma may keep changing the document before the run reports a timeout. */
  settleTimeoutMs: number;
}

export interface PlaygroundFonts {
  type: 'fonts';
  /** Inter font files the page has fetched so far, by file name. */
  fonts: Record<string, ArrayBuffer>;
}

export type PlaygroundAnswer =
  | {type: 'ready'}
  /** The code did not parse: line and column are 1-based. */
  | {type: 'syntax-error'; message: string; line: number; column: number}
  | {
      type: 'result';
      /** Absent when the run drew nothing. */
      preview?: Preview;
      /** Thrown errors, console errors and warnings, timeouts: first line first. */
      errors: string[];
      /** Font files the text needed that the job did not carry: fetch them and run again. */
      missingFonts: string[];
      durationMs: number;
    };
