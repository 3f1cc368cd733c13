import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

/** Swatch colors of the home page's PaletteCard sample, in order. */
const swatches = ['#6941e0', '#e0417a', '#f2a93b', '#2fb380'];

/**
 * A drawing, at 1:1 scale, of the frame that the PaletteCard sample renders:
 * a 320 px wide card with 24 px padding, laid out in a column by Yoga, on a
 * Figma canvas with the frame's name above it. Only the canvas follows the
 * color mode; the card's colors come from the sample's styles.
 */
export default function FigmaFrameDrawing(): ReactNode {
  return (
    <svg
      className={styles.drawing}
      viewBox="0 0 400 262"
      role="img"
      aria-labelledby="figma-frame-title figma-frame-desc"
    >
      <title id="figma-frame-title">The PaletteCard frame on a Figma canvas</title>
      <desc id="figma-frame-desc">
        A white frame named Palette card with rounded corners. Inside it, the bold heading Brand
        palette, the caption Laid out by Yoga, and a row of four round swatches: violet, pink, amber
        and green.
      </desc>
      <rect className={styles.canvas} width="400" height="262" rx="12" />
      {/* Canvas dots, as Figma shows when zoomed in. */}
      <pattern id="figma-canvas-dots" width="16" height="16" patternUnits="userSpaceOnUse">
        <circle className={styles.dot} cx="2" cy="2" r="1" />
      </pattern>
      <rect width="400" height="262" rx="12" fill="url(#figma-canvas-dots)" />
      <text className={styles.frameLabel} x="40" y="48">
        Palette card
      </text>
      <g transform="translate(40 56)">
        <rect className={styles.card} width="320" height="162" rx="16" />
        <text className={styles.cardTitle} x="24" y="47">
          Brand palette
        </text>
        <text className={styles.cardCaption} x="24" y="70">
          Laid out by Yoga
        </text>
        {swatches.map((color, index) => (
          <circle key={color} cx={48 + index * 60} cy={114} r="24" fill={color} />
        ))}
        {/* The selection outline and handles Figma draws around a selected frame. */}
        <rect className={styles.selection} width="320" height="162" />
        {[
          [0, 0],
          [320, 0],
          [0, 162],
          [320, 162],
        ].map(([x, y]) => (
          <rect
            key={`${x}-${y}`}
            className={styles.handle}
            x={x - 3}
            y={y - 3}
            width="6"
            height="6"
          />
        ))}
      </g>
    </svg>
  );
}
