import React from 'react';
import RunInFigmaButton from '@site/src/components/RunInFigmaButton';
import type {ExampleSource} from '@site/src/figma-preview/example-contract';
import type {PluginTarget} from '@site/src/run-in-figma/names';
import styles from './styles.module.css';

interface ToolbarProps {
  /** The code came from a link and has not run: Run is offered, Run in Figma is not. */
  waiting: boolean;
  onRun: () => void;
  onReset: () => void;
  onCopyLink: () => void;
  /** The edited example, read when Run in Figma is pressed. */
  edited: () => ExampleSource;
  /** Whose plugin Run in Figma downloads. */
  runInFigma: PluginTarget;
}

/** The buttons under the editor. */
export default function Toolbar({
  waiting,
  onRun,
  onReset,
  onCopyLink,
  edited,
  runInFigma,
}: ToolbarProps): React.JSX.Element {
  return (
    <div className={styles.toolbar}>
      {waiting && (
        <button type="button" className="button button--primary button--sm" onClick={onRun}>
          Run
        </button>
      )}
      <button type="button" className="button button--secondary button--sm" onClick={onReset}>
        Reset
      </button>
      <button type="button" className="button button--secondary button--sm" onClick={onCopyLink}>
        Copy link
      </button>
      {/* Code from a link is offered to Figma only once the reader has read it and run it. */}
      {!waiting && <RunInFigmaButton source={edited} target={runInFigma} what="this code" />}
      <span className={styles.hint}>Esc, then Tab, leaves the editor.</span>
    </div>
  );
}
