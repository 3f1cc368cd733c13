// The part of mark.js (no bundled types) that LazyMark uses.
declare module 'mark.js/dist/mark.es6.js' {
  export type MarkOptions = Record<string, unknown>;
  export interface MarkInstance {
    mark(keywords: string | string[], options?: MarkOptions): void;
    unmark(options?: MarkOptions): void;
  }
  const Mark: new (root: Element) => MarkInstance;
  export default Mark;
}
