// What a preview shows under its example: the drawing in both color modes (the site's CSS shows
// the one that matches the page), the notes on where Figma and react-figma differ, and the Layers
// list. One component for the build's static preview (src/plugins/previews/remark.ts passes it
// as JSON, with the drawings' URLs) and the live one (LiveExample, with data: URLs).
import React, {type ReactNode} from 'react';
import {altText, layerLabel} from '@site/src/figma-preview/alt-text';
import type {LayerItem, Preview} from '@site/src/figma-preview/preview';

export interface DrawingImage {
  src: string;
  width: number;
  height: number;
}

export interface PreviewDrawingProps extends Pick<Preview, 'pages' | 'notes'> {
  light: DrawingImage;
  dark: DrawingImage;
  /** Pictures below the fold load when scrolled to (the static pages); a live one at once. */
  lazy?: boolean;
}

function LayerList({layers}: {layers: LayerItem[]}): ReactNode {
  return (
    <ul>
      {layers.map((layer, index) => (
        <li key={index}>
          {layerLabel(layer)}
          {layer.children.length > 0 && <LayerList layers={layer.children} />}
        </li>
      ))}
    </ul>
  );
}

export default function PreviewDrawing({light, dark, pages, notes, lazy}: PreviewDrawingProps) {
  const alt = altText({pages});
  return (
    <>
      <div className="example-preview__canvas">
        {(['light', 'dark'] as const).map((mode) => {
          const image = mode === 'light' ? light : dark;
          return (
            <img
              key={mode}
              className={`example-preview__image example-preview__image--${mode}`}
              src={image.src}
              width={image.width}
              height={image.height}
              alt={alt}
              loading={lazy ? 'lazy' : undefined}
              decoding={lazy ? 'async' : undefined}
            />
          );
        })}
      </div>
      {/* By position: two notes or pages may read the same, and keys must not repeat. */}
      {notes.map((note, index) => (
        <p key={index} className="example-preview__note">
          {note}
        </p>
      ))}
      <details className="example-preview__layers">
        <summary>Layers</summary>
        {pages.map((page, index) => (
          <React.Fragment key={index}>
            {pages.length > 1 && <p>{`Page: ${page.name}`}</p>}
            <LayerList layers={page.layers} />
          </React.Fragment>
        ))}
      </details>
    </>
  );
}

/** The build's form: the props as one JSON attribute, which MDX passes through as it is. */
export function PreviewDrawingJson({drawing}: {drawing: string}) {
  return <PreviewDrawing {...(JSON.parse(drawing) as PreviewDrawingProps)} lazy />;
}
