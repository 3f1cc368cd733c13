import type {ExpectedDrawing} from '../figma-preview/example-contract';
import type {FigmaCheckReport} from './figma-check';

// The messages a downloaded plugin's two threads send of their own, beside react-figma's JSON-RPC,
// which ignores them (they have no `jsonrpc` method or id): an error in the reader's code, which
// the hidden UI cannot show, for the main thread to show with figma.notify; and the steps of the
// check of the picture against Figma (figma-check.ts).

interface RunError {
  type: 'react-figma-docs:error';
  text: string;
}

export const runError = (text: string): RunError => ({type: 'react-figma-docs:error', text});

export function isRunError(message: unknown): message is RunError {
  const candidate = message as Partial<RunError> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    candidate.type === 'react-figma-docs:error' &&
    typeof candidate.text === 'string'
  );
}

/**
 * Run in Figma's check (figma-check.ts): the UI says its render has settled (round 1, then round 2
 * after the main thread asks it to render again), carrying what the site showed; the main
 * thread reads the layers back and sends the UI the report to show.
 */
export interface CheckSettled {
  type: 'react-figma-docs:settled';
  round: 1 | 2;
  /** Round 1 of an example that calls render itself: it is not rendered again. */
  last?: boolean;
  check: {example: {title: string; page?: string}; expected: ExpectedDrawing};
}
export interface RenderAgain {
  type: 'react-figma-docs:render-again';
}
export interface CheckResult {
  type: 'react-figma-docs:check-result';
  report: FigmaCheckReport;
}

const hasType = (message: unknown, type: string): boolean =>
  typeof message === 'object' && message !== null && (message as {type?: unknown}).type === type;

export const isCheckSettled = (message: unknown): message is CheckSettled =>
  hasType(message, 'react-figma-docs:settled');
export const isRenderAgain = (message: unknown): message is RenderAgain =>
  hasType(message, 'react-figma-docs:render-again');
export const isCheckResult = (message: unknown): message is CheckResult =>
  hasType(message, 'react-figma-docs:check-result');
