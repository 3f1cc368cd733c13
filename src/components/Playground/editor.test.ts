// @vitest-environment jsdom
// The editor never holds more control or invisible characters than it can mark without freezing
// the page: a paste that would pass the limit is not made, and the reader is told why.
import {EditorState} from '@codemirror/state';
import {themes} from 'prism-react-renderer';
import {afterEach, describe, expect, it} from 'vitest';
import {createEditor, limitMarkedCharacters, refusedChange} from './editor';
import {maxMarkedCharacters} from './hidden-characters';

const stateOf = (doc: string) =>
  EditorState.create({doc, extensions: limitMarkedCharacters(() => undefined)});

describe('limitMarkedCharacters', () => {
  it('refuses a change that would pass the limit, and says by how much', () => {
    const state = stateOf('const a = 1;\n');
    const tr = state.update({changes: {from: 0, insert: '\u0001'.repeat(25_000)}});
    expect(tr.state.doc.toString()).toBe('const a = 1;\n');
    expect(tr.effects.filter((effect) => effect.is(refusedChange)).map((e) => e.value)).toEqual([
      25_000,
    ]);
  });

  it('lets changes through up to the limit, and counts what is deleted', () => {
    let state = stateOf('');
    state = state.update({changes: {from: 0, insert: 'x\u200b'.repeat(maxMarkedCharacters)}}).state;
    expect(state.doc.length).toBe(2 * maxMarkedCharacters);
    expect(state.update({changes: {from: 0, insert: '\u2028'}}).state.doc.length).toBe(
      2 * maxMarkedCharacters,
    );
    // Deleting one makes room for one.
    state = state.update({changes: {from: 0, to: 2}}).state;
    state = state.update({changes: {from: 0, insert: '\u2028'}}).state;
    expect(state.doc.sliceString(0, 1)).toBe('\u2028');
    // Ordinary text is never refused.
    expect(state.update({changes: {from: 0, insert: 'abc'}}).state.doc.length).toBe(
      2 * maxMarkedCharacters + 2,
    );
  });
});

describe('createEditor', () => {
  let parent: HTMLElement;
  afterEach(() => parent.remove());

  it('tells the reader why a paste was not inserted, and marks what it holds by name', () => {
    parent = document.body.appendChild(document.createElement('div'));
    const refused: string[] = [];
    const editor = createEditor({
      parent,
      code: '// admins only\u2028run();\nconst a\u{fe0f} = 1;\n',
      lang: 'tsx',
      label: 'Code',
      theme: themes.github,
      dark: false,
      onChange: () => undefined,
      onRefused: (message) => refused.push(message),
    });
    const titles = Array.from(parent.querySelectorAll('.cm-specialChar'), (marker) =>
      marker.getAttribute('title'),
    );
    expect(titles).toEqual(['U+2028 (line separator)', 'U+FE0F (variation selector-16)']);
    editor.view.dispatch({
      changes: {from: 0, insert: '\u0001'.repeat(200)},
      userEvent: 'input.paste',
    });
    expect(refused).toEqual([
      `Not inserted: the code would hold 202 control or invisible characters, and the editor marks at most ${maxMarkedCharacters}.`,
    ]);
    expect(parent.querySelectorAll('.cm-specialChar')).toHaveLength(2);
    editor.view.destroy();
  });
});
