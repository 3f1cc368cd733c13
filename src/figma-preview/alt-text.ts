// The words beside a preview picture, the same in the built page and in the playground: its text
// alternative and the Layers list's lines.
import type {LayerItem, Preview} from './preview';

/** One line of the Layers list: name, kind and size, as Figma's layers panel would tell them. */
export const layerLabel = (layer: LayerItem): string =>
  `${layer.name || '(no name)'} · ${layer.kind}, ${layer.width} × ${layer.height}`;

/** A short text alternative; the Layers list beside the picture carries every detail. */
export function altText(preview: Pick<Preview, 'pages'>): string {
  const names = preview.pages.flatMap((page) =>
    page.layers.map((layer) => {
      // A text layer is named after its content: a paragraph would swamp the alt text.
      const name = layer.name.length > 40 ? `${layer.name.slice(0, 39).trimEnd()}…` : layer.name;
      return `${layer.kind.toLowerCase()} ${name}`;
    }),
  );
  const what =
    names.length > 3
      ? `${names.slice(0, 3).join(', ')} and ${names.length - 3} more`
      : names.join(', ');
  return `What this example draws on the Figma canvas: ${what}. The Layers list describes each layer.`;
}
