// What an example renders once its code has run, decided the same way wherever it runs: by the
// previews (run-core.ts) and by the plugin a reader downloads with Run in Figma
// (src/plugins/run-in-figma/ui-runtime.ts). Free of React and react-figma, so each side passes its
// own.
import type {ExampleJob} from './run-core';

/** The job of a block that calls render itself: no export to choose, no page to add, no props. */
export const selfRendering: ExampleJob = {mode: 'render', wrapInPage: false, props: {}};

/** The export an 'export' example renders, or why there is none. */
export type ChosenExport = {name: string; component: unknown} | {name: string; error: string};

/**
 * The block only exports components: its default export, else its single exported component
 * (a function whose name starts with a capital letter).
 */
export function chooseExport(exports: Record<string, unknown>): ChosenExport {
  if (typeof exports.default === 'function') return {name: 'default', component: exports.default};
  const components = Object.entries(exports).filter(
    ([name, value]) => typeof value === 'function' && /^[A-Z]/.test(name),
  );
  if (components.length === 1) return {name: components[0][0], component: components[0][1]};
  const name = components.map(([key]) => key).join(', ') || 'nothing';
  return {
    name,
    error: `cannot choose what to render: no default export and exported components: ${name}`,
  };
}

/** The name and props of the page an exported component goes into when it renders no Page. */
export const wrappingPage = {name: 'Page 1', isCurrent: true} as const;

/**
 * The element to render for an 'export' job: render() mounts into the document, whose children
 * must be pages, so a component that renders no Page of its own goes into <Page isCurrent>, the
 * page a reader looks at.
 */
export function exportElement<Element>(
  job: ExampleJob,
  component: unknown,
  create: (type: unknown, props: Record<string, unknown> | null, ...children: Element[]) => Element,
  page: unknown,
): Element {
  const element = create(component, job.props);
  return job.wrapInPage ? create(page, {...wrappingPage}, element) : element;
}
