// Layers that cases in more than one claim file draw, so that each file does not write them again.
import {onPage} from './claims';

/** A frame named Row, with the given attributes, holding two 24 px squares, A and B. */
export const twoSquares = (attributes: string) =>
  onPage('Frame, Rectangle', {setup: 'const square = {width: 24, height: 24};'})`
    <Frame name="Row" ${attributes}>
      <Rectangle name="A" style={square} />
      <Rectangle name="B" style={square} />
    </Frame>`;
