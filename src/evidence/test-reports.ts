// A report from Figma as the evidence tests use it (claim marks, the evidence page).
import type {FigmaReport} from '.';

/** A report in which Figma drew a vector's box as the model assumes: it confirms that rule. */
export const vectorBoxConfirmed: FigmaReport = {
  apiVersion: '1.0.0',
  received: '2026-01-02',
  example: {title: 'Vector, example 1'},
  assumptions: ["vector's box"],
  differences: [],
};
