import type {MarkOptions, MarkInstance} from 'mark.js/dist/mark.es6.js';

type MarkConstructor = new (root: Element) => MarkInstance;

let library: Promise<MarkConstructor> | undefined;
const loadMark = () =>
  (library ??= import('mark.js/dist/mark.es6.js').then((module) => module.default));

/** Whether anything was ever marked: until then there is nothing to unmark. */
let marked = false;

/**
 * mark.js's `new Mark(root).mark()/.unmark()` interface, loading the library on first real use.
 * Calls run in order once it has loaded.
 */
export default class LazyMark {
  constructor(private readonly root: Element) {}

  mark(keywords: string | string[], options?: MarkOptions) {
    marked = true;
    void loadMark().then((Mark) => new Mark(this.root).mark(keywords, options));
  }

  unmark(options?: MarkOptions) {
    if (!marked) return;
    void loadMark().then((Mark) => new Mark(this.root).unmark(options));
  }
}
