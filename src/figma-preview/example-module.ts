// One way to run an example's module, wherever it runs: in the build's child processes
// (src/plugins/previews/child.ts) and the Playground's worker (src/plugins/playground/worker.ts),
// both through run-core.ts, and in the UI of the plugin Run in Figma downloads
// (src/plugins/run-in-figma/ui-runtime.ts). What the module may import, how it is evaluated (a
// CommonJS module function) and what it renders once it has run (the export it chooses, inside
// <Page isCurrent> when it renders no page) are decided here only, so an example that runs under
// its preview runs the same when a reader edits it or runs it in Figma. Free of any package: each
// runtime passes the loaders of its own (bundled-imports.ts in the browser bundles).
import type {ExampleJob} from './example-contract';

/** The packages an example may import, each by the name it imports it with. */
export const exampleImports = [
  'react',
  'react/jsx-runtime',
  'react-figma',
  'react-figma/rpc',
] as const;
type ExampleImport = (typeof exampleImports)[number];

/**
 * How a runtime loads each of them, on the module's first import of it: after the runtime is set
 * up (run-core.ts's installRuntime), since react-figma reads globals when it loads.
 */
export type ImportTable = Record<ExampleImport, () => unknown>;

/** The table for a runtime that loads any name at run time (the build's child, with its require). */
export const importsFrom = (load: (name: ExampleImport) => unknown): ImportTable =>
  Object.fromEntries(exampleImports.map((name) => [name, () => load(name)])) as ImportTable;

/** The names of a module function's parameters: what the module sees as its own. */
export const moduleParameters = ['require', 'module', 'exports'] as const;

/** An example's compiled CommonJS code, wrapped in a function of moduleParameters. */
export type ModuleBody = (
  require: (name: string) => unknown,
  module: {exports: Record<string, unknown>},
  exports: Record<string, unknown>,
) => void;

/** `require` inside the example: what exampleImports lists, and nothing else. */
function requireFrom(imports: ImportTable) {
  return (name: string): unknown => {
    // Not `name in imports`: the module could ask for 'toString'. (Run in Figma's UI runtime is
    // built for ES2017, which has no Object.hasOwn.)
    if (!(exampleImports as readonly string[]).includes(name)) {
      throw new Error(
        `An example cannot import '${name}': it may import ${exampleImports.join(', ')}.`,
      );
    }
    return imports[name as ExampleImport]();
  };
}

/** The export an 'export' example renders, or why there is none. */
type ChosenExport = {name: string; component: unknown} | {name: string; error: string};

/**
 * The block only exports components: its default export, else its single exported component
 * (a function whose name starts with a capital letter).
 */
function chooseExport(exports: Record<string, unknown>): ChosenExport {
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
const wrappingPage = {name: 'Page 1', isCurrent: true} as const;

/**
 * What running the module led to: the name of what it rendered ('render' for a block that calls
 * render itself) and react-figma's render promise, or why no export could be chosen.
 */
type ModuleRun =
  {renderedBy: string; rendering: Promise<unknown>} | {renderedBy: string; error: string};

/**
 * Runs the example's module (what it throws goes to the caller), then, for an 'export' job, renders
 * the export it chooses. render() mounts into the document, whose children must be pages, so a
 * component that renders no Page of its own goes into <Page isCurrent>, the page a reader looks at.
 */
export function runModule(job: ExampleJob, body: ModuleBody, imports: ImportTable): ModuleRun {
  const module = {exports: {} as Record<string, unknown>};
  // `this` is the exports object, as in Node's CommonJS modules.
  body.call(module.exports, requireFrom(imports), module, module.exports);
  if (job.mode === 'render') return {renderedBy: 'render', rendering: Promise.resolve()};
  const chosen = chooseExport(module.exports);
  if ('error' in chosen) return {renderedBy: chosen.name, error: chosen.error};
  const {createElement} = imports.react() as {
    createElement(
      type: unknown,
      props: Record<string, unknown> | null,
      ...children: unknown[]
    ): unknown;
  };
  const {render, Page} = imports['react-figma']() as {
    render(element: unknown): Promise<unknown>;
    Page: unknown;
  };
  const element = createElement(chosen.component, job.props);
  return {
    renderedBy: chosen.name,
    rendering: render(job.wrapInPage ? createElement(Page, {...wrappingPage}, element) : element),
  };
}
