import {layerLabel} from '../../src/figma-preview/alt-text';
import type {LayerItem, Preview} from '../../src/figma-preview/preview';

/** A Layers list as lines: "Page: name" when there are several pages, layers indented by depth. */
export function layerLines(pages: Preview['pages']): string[] {
  const lines: string[] = [];
  const visit = (layer: LayerItem, depth: number) => {
    lines.push(`${'  '.repeat(depth)}${layerLabel(layer)}`);
    layer.children.forEach((child) => visit(child, depth + 1));
  };
  for (const page of pages) {
    if (pages.length > 1) lines.push(`Page: ${page.name}`);
    page.layers.forEach((layer) => visit(layer, 0));
  }
  return lines;
}
