// Remark plugin: every code block that renders something gets a figure with what react-figma
// 0.31.0 draws when the block runs (static SVG files, one per color mode) and its Layers list, and
// an Edit button (ExamplePreview). The pictures and the block's source are files the page links
// to, so they add no JavaScript to the page.
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {codeLanguages, fragmentReason} from './fence-meta';
import type {DrawingImage, PreviewDrawingProps} from '../../components/PreviewDrawing';
import {drawnPages} from '../../figma-preview/draw-svg';
import {
  jobOf,
  type ExampleSource,
  type ExpectedDrawing,
} from '../../figma-preview/example-contract';
import {figmaView, makePreview, type Preview} from '../../figma-preview/preview';
import {expectedLayers} from '../../run-in-figma/figma-check';
import {comparedCrossingTurns, timingNote} from '../../figma-preview/thread-crossing';
import {dependsOnTiming} from '../../figma-preview/timing';
import {
  planExamples,
  runExamples,
  type CodeBlock,
  type ExampleResult,
  type PlannedBlock,
} from './run-examples';
import type {MdNode, MdxAttribute} from '../markdown-node';

export interface RemarkPreviewsOptions {
  siteDir: string;
  /** Folder served at `urlPath` (one of the site's static directories). */
  outDir: string;
  /** The site's baseUrl followed by the folder's name, e.g. `/previews/`. */
  urlPath: string;
}

const attr = (name: string, value: string | number): MdxAttribute => ({
  type: 'mdxJsxAttribute',
  name,
  value: String(value),
});
const element = (name: string, attributes: MdxAttribute[], children: MdNode[] = []): MdNode => ({
  type: 'mdxJsxFlowElement',
  name,
  attributes,
  children,
});
const text = (value: string): MdNode => ({type: 'text', value});

/** Writes a file under its content hash (so it can be cached forever) and returns its URL. */
function publish(content: string, extension: string, options: RemarkPreviewsOptions): string {
  const name = `${contentHash(content)}.${extension}`;
  const file = path.join(options.outDir, name);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(options.outDir, {recursive: true});
    const temporary = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, content);
    fs.renameSync(temporary, file);
  }
  return options.urlPath + name;
}

const contentHash = (content: string) =>
  createHash('sha256').update(content).digest('hex').slice(0, 16);

/**
 * The block and its preview, in ExamplePreview (src/components/ExamplePreview), which adds the
 * figure's caption and the Edit button; PreviewDrawing (src/components/PreviewDrawing) shows the
 * drawing and its Layers list. The block's source, as it was run, is published as JSON for the
 * editor.
 */
function examplePreview(
  code: MdNode,
  block: PlannedBlock,
  preview: Preview,
  expected: ExpectedDrawing,
  options: RemarkPreviewsOptions,
): MdNode {
  const image = (mode: 'light' | 'dark'): DrawingImage => ({
    src: publish(preview[mode].svg, 'svg', options),
    width: preview[mode].width,
    height: preview[mode].height,
  });
  const drawing: PreviewDrawingProps = {
    light: image('light'),
    dark: image('dark'),
    pages: preview.pages,
    notes: preview.notes,
  };
  const run = {code: block.code, lang: block.lang, ...jobOf(block)};
  const source: ExampleSource = {...run, expected};
  return element(
    'ExamplePreview',
    [
      // What a shared link (#edit-<id>=…) names: the example as written and run, not its
      // drawing, so that a change to the Figma model leaves readers' links working.
      attr('id', contentHash(JSON.stringify(run))),
      attr('source', publish(JSON.stringify(source), 'json', options)),
    ],
    [code, element('PreviewDrawing', [attr('drawing', JSON.stringify(drawing))])],
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
    // Slower crossings, for the blocks that drew: a failing one shows its error, not a picture.
    const drew = results.filter((result) => result.errors.length === 0);
    const slower = await Promise.all(
      comparedCrossingTurns.map((crossingTurns) =>
        runExamples(
          drew.map((result) => result.block),
          {crossingTurns},
        ),
      ),
    );
    for (const result of results) {
      const {node, parent} = candidates[blocks.findIndex(({line}) => line === result.block.line)];
      const siblings = parent.children as MdNode[];
      const at = siblings.indexOf(node);
      if (result.errors.length) {
        siblings.splice(at + 1, 0, failure(result));
      } else {
        const title = `Figma canvas: what ${source} line ${result.block.line} draws`;
        const preview = makePreview(result, title);
        const compared = drew.indexOf(result);
        const slowerRuns = slower.map((runs) => runs[compared]!);
        const timing = dependsOnTiming(result, slowerRuns);
        if (timing) preview.notes.push(timingNote);
        // What Run in Figma's plugin checks the reader's Figma against (src/run-in-figma/figma-check.ts).
        const expected: ExpectedDrawing = {
          layers: expectedLayers(drawnPages(figmaView(result).pages)),
          assumptions: [...result.assumptions, ...(timing ? ['message timing'] : [])],
        };
        siblings.splice(at, 1, examplePreview(node, result.block, preview, expected, options));
      }
    }
  };
}
