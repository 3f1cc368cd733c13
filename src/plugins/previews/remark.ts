// Remark plugin: after every code block that renders something, a figure with what react-figma
// 0.31.0 draws when the block runs (static SVG files, one per color mode) and its Layers list.
// The pictures are files the page links to, so they add no JavaScript to the page.
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {codeLanguages, fragmentReason} from './fence-meta';
import {makePreview, type LayerItem, type Preview} from './preview';
import {planExamples, runExamples, type CodeBlock, type ExampleResult} from './run-examples';

export interface RemarkPreviewsOptions {
  siteDir: string;
  /** Folder served at `urlPath` (one of the site's static directories). */
  outDir: string;
  /** The site's baseUrl followed by the folder's name, e.g. `/previews/`. */
  urlPath: string;
}

interface MdNode {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  position?: {start: {line: number}};
  children?: MdNode[];
  [key: string]: unknown;
}

type Attribute = {type: 'mdxJsxAttribute'; name: string; value: string};
const attr = (name: string, value: string | number): Attribute => ({
  type: 'mdxJsxAttribute',
  name,
  value: String(value),
});
const element = (name: string, attributes: Attribute[], children: MdNode[] = []): MdNode => ({
  type: 'mdxJsxFlowElement',
  name,
  attributes,
  children,
});
const text = (value: string): MdNode => ({type: 'text', value});

/** Writes an SVG under its content hash (so it can be cached forever) and returns its URL. */
function publish(svg: string, options: RemarkPreviewsOptions): string {
  const name = `${createHash('sha256').update(svg).digest('hex').slice(0, 16)}.svg`;
  const file = path.join(options.outDir, name);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(options.outDir, {recursive: true});
    const temporary = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, svg);
    fs.renameSync(temporary, file);
  }
  return options.urlPath + name;
}

const layerList = (layers: LayerItem[]): MdNode =>
  element(
    'ul',
    [],
    layers.map((layer) =>
      element(
        'li',
        [],
        [
          text(`${layer.name || '(no name)'} · ${layer.kind}, ${layer.width} × ${layer.height}`),
          ...(layer.children.length ? [layerList(layer.children)] : []),
        ],
      ),
    ),
  );

/** A short text alternative; the Layers list beside the picture carries every detail. */
function altText(preview: Preview): string {
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

function figure(preview: Preview, options: RemarkPreviewsOptions): MdNode {
  const image = (mode: 'light' | 'dark') =>
    element('img', [
      attr('className', `example-preview__image example-preview__image--${mode}`),
      attr('src', publish(preview[mode].svg, options)),
      attr('width', preview[mode].width),
      attr('height', preview[mode].height),
      attr('alt', altText(preview)),
      attr('loading', 'lazy'),
      attr('decoding', 'async'),
    ]);
  const several = preview.pages.length > 1;
  const layers = preview.pages.flatMap((page) =>
    several
      ? [element('p', [], [text(`Page: ${page.name}`)]), layerList(page.layers)]
      : [layerList(page.layers)],
  );
  return element(
    'figure',
    [attr('className', 'example-preview')],
    [
      element('figcaption', [], [text('Rendered by react-figma 0.31.0')]),
      element(
        'div',
        [attr('className', 'example-preview__canvas')],
        [image('light'), image('dark')],
      ),
      ...preview.notes.map((note) =>
        element('p', [attr('className', 'example-preview__note')], [text(note)]),
      ),
      element(
        'details',
        [attr('className', 'example-preview__layers')],
        [element('summary', [], [text('Layers')]), ...layers],
      ),
    ],
  );
}

function failure(result: ExampleResult): MdNode {
  const first = result.errors[0]?.split('\n')[0] ?? 'unknown error';
  return element(
    'figure',
    [attr('className', 'example-preview example-preview--failed')],
    [element('figcaption', [], [text(`This example failed to run: ${first}`)])],
  );
}

/** Code nodes anywhere in the tree, with the parent that holds them. */
function codeBlocks(node: MdNode, found: Array<{node: MdNode; parent: MdNode}> = []) {
  for (const child of node.children ?? []) {
    if (child.type === 'code') found.push({node: child, parent: node});
    else codeBlocks(child, found);
  }
  return found;
}

export default function remarkExamplePreviews(options: RemarkPreviewsOptions) {
  return async (tree: MdNode, file: {path?: string}) => {
    const source = path.relative(options.siteDir, file.path ?? '');
    const candidates = codeBlocks(tree).filter(
      ({node}) => (node.lang ?? '') in codeLanguages && fragmentReason(node.meta ?? '') === null,
    );
    if (!candidates.length) return;
    const blocks: CodeBlock[] = candidates.map(({node}) => ({
      file: source,
      line: node.position?.start.line ?? 0,
      lang: node.lang ?? '',
      meta: node.meta ?? '',
      code: node.value ?? '',
    }));
    const plan = planExamples(blocks);
    const results = await runExamples(plan.run);
    for (const result of results) {
      const index = blocks.findIndex((block) => block.line === result.block.line);
      const {node, parent} = candidates[index];
      const title = `Figma canvas: what ${source} line ${result.block.line} draws`;
      const inserted = result.errors.length
        ? failure(result)
        : figure(makePreview(result, title), options);
      const siblings = parent.children as MdNode[];
      siblings.splice(siblings.indexOf(node) + 1, 0, inserted);
    }
  };
}
