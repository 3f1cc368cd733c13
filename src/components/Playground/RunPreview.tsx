import React from 'react';
import PreviewDrawing from '@site/src/components/PreviewDrawing';
import type {Preview} from '@site/src/figma-preview/preview';

/** A drawing's SVG as an image address: the page shows it as an image, never as its own DOM. */
const svgUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** The figure of a run's answer, as the Playground and an edited example show it. */
export default function RunPreview({preview}: {preview: Preview}): React.JSX.Element {
  return (
    <PreviewDrawing
      light={{...preview.light, src: svgUrl(preview.light.svg)}}
      dark={{...preview.dark, src: svgUrl(preview.dark.svg)}}
      pages={preview.pages}
      notes={preview.notes}
    />
  );
}
