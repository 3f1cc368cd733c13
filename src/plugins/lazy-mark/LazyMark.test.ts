// @vitest-environment jsdom
import {describe, expect, it, vi} from 'vitest';

const calls: string[] = [];
let loads = 0;
vi.mock('mark.js/dist/mark.es6.js', () => {
  loads += 1;
  return {
    default: class {
      constructor(private readonly root: Element) {}
      mark(keywords: string[]) {
        calls.push(`mark ${keywords.join(',')} in ${this.root.tagName}`);
      }
      unmark() {
        calls.push(`unmark in ${this.root.tagName}`);
      }
    },
  };
});

const {default: LazyMark} = await import('./LazyMark');
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('LazyMark', () => {
  it('does not load mark.js to unmark a page on which nothing was ever marked', async () => {
    new LazyMark(document.createElement('article')).unmark();
    await flush();
    expect(loads).toBe(0);
    expect(calls).toEqual([]);
  });

  it('loads mark.js for the first highlight and runs the calls in order', async () => {
    const article = document.createElement('article');
    new LazyMark(article).unmark();
    new LazyMark(article).mark(['frame', 'view']);
    new LazyMark(article).unmark();
    await flush();
    expect(loads).toBe(1);
    expect(calls).toEqual(['mark frame,view in ARTICLE', 'unmark in ARTICLE']);
  });
});
