// The code editor: CodeMirror 6 with TypeScript/JSX highlighting in the site's own Prism colors
// (so an edited example looks like the code block it replaced), undo history, bracket matching and
// closing, and Tab to indent. Escape, then Tab, moves focus out of the editor (CodeMirror's rule).
import {closeBrackets, closeBracketsKeymap} from '@codemirror/autocomplete';
import {defaultKeymap, history, historyKeymap, indentWithTab} from '@codemirror/commands';
import {javascript} from '@codemirror/lang-javascript';
import {
  bracketMatching,
  HighlightStyle,
  indentOnInput,
  syntaxHighlighting,
} from '@codemirror/language';
import {
  Compartment,
  EditorState,
  StateEffect,
  StateField,
  type Extension,
  type Transaction,
} from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightSpecialChars,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import {tags, type Tag} from '@lezer/highlight';
import type {PrismTheme} from 'prism-react-renderer';
import {
  countMarkedCharacters,
  describeCharacter,
  markedCharacter,
  maxMarkedCharacters,
} from './hidden-characters';

/** Lezer's tags for each Prism token type the site's themes color. */
const prismTags: Record<string, Tag[]> = {
  comment: [tags.comment],
  string: [tags.string, tags.special(tags.string)],
  'attr-value': [tags.attributeValue],
  number: [tags.number],
  boolean: [tags.bool, tags.null],
  keyword: [tags.keyword, tags.controlKeyword, tags.definitionKeyword, tags.moduleKeyword],
  operator: [tags.operator],
  punctuation: [tags.punctuation, tags.bracket, tags.separator],
  function: [tags.function(tags.variableName), tags.function(tags.propertyName)],
  tag: [tags.tagName],
  'attr-name': [tags.attributeName],
  property: [tags.propertyName],
  'class-name': [tags.typeName, tags.className],
  constant: [tags.constant(tags.variableName)],
};

function highlightStyleOf(theme: PrismTheme): HighlightStyle {
  return HighlightStyle.define(
    Object.entries(prismTags).flatMap(([type, tag]) => {
      // Later entries of a Prism theme win, as they do in Prism's own CSS.
      const style = [...theme.styles].reverse().find((entry) => entry.types.includes(type))?.style;
      return style ? [{tag, color: style.color, fontStyle: style.fontStyle}] : [];
    }),
  );
}

function themeOf(theme: PrismTheme, dark: boolean) {
  return [
    EditorView.theme(
      {
        '&': {
          color: theme.plain.color ?? null,
          backgroundColor: theme.plain.backgroundColor ?? null,
        },
        '.cm-gutters': {backgroundColor: 'inherit', color: 'inherit', border: 'none'},
        '.cm-content': {caretColor: theme.plain.color ?? null},
        // The site's highlighted-line color: every token color is checked against it for
        // contrast (src/utils/accessible-prism-theme.ts), unlike CodeMirror's own.
        '.cm-activeLine': {
          backgroundColor: 'var(--docusaurus-highlighted-code-line-bg)',
        },
      },
      {dark},
    ),
    syntaxHighlighting(highlightStyleOf(theme)),
  ];
}

/** The red dot CodeMirror draws, named as the warning names the character. */
function marker(code: number, _description: string | null, placeholder: string) {
  const span = document.createElement('span');
  span.textContent = placeholder;
  span.title = describeCharacter(code);
  span.setAttribute('aria-label', span.title);
  span.className = 'cm-specialChar';
  return span;
}

/** How many marked characters a transaction adds (negative when it removes more). */
function markedAdded(tr: Transaction) {
  let added = 0;
  tr.changes.iterChanges((fromA, toA, _fromB, _toB, inserted) => {
    added += countMarkedCharacters(inserted.toString());
    added -= countMarkedCharacters(tr.startState.sliceDoc(fromA, toA));
  });
  return added;
}

/** The document's count of marked characters, kept by counting only what each change touches. */
const markedCount = StateField.define<number>({
  create: (state) => countMarkedCharacters(state.doc.toString()),
  update: (count, tr) => (tr.docChanged ? count + markedAdded(tr) : count),
});

/** A change that was not made, and the count of marked characters it would have left. */
export const refusedChange = StateEffect.define<number>();

/**
 * Keeps the document at maxMarkedCharacters or fewer marked characters (see hidden-characters.ts
 * for why): a change (typing, a paste, a drop) that would pass it is replaced by a refusedChange.
 * Links are checked before they reach the editor (share.ts).
 */
export function limitMarkedCharacters(onRefused: (message: string) => void): Extension {
  return [
    markedCount,
    EditorState.transactionFilter.of((tr) => {
      if (!tr.docChanged) return tr;
      const added = markedAdded(tr);
      const count = tr.startState.field(markedCount) + added;
      return added > 0 && count > maxMarkedCharacters ? {effects: refusedChange.of(count)} : tr;
    }),
    EditorView.updateListener.of((update) => {
      for (const tr of update.transactions)
        for (const effect of tr.effects)
          if (effect.is(refusedChange))
            onRefused(
              `Not inserted: the code would hold ${effect.value.toLocaleString('en-US')} control or invisible characters, and the editor marks at most ${maxMarkedCharacters}.`,
            );
    }),
  ];
}

export interface CodeEditor {
  view: EditorView;
  setTheme(theme: PrismTheme, dark: boolean): void;
  setCode(code: string): void;
}

export function createEditor(options: {
  parent: HTMLElement;
  code: string;
  lang: string;
  label: string;
  theme: PrismTheme;
  dark: boolean;
  onChange(code: string): void;
  /** Says why a change was not made. */
  onRefused(message: string): void;
}): CodeEditor {
  const appearance = new Compartment();
  const view = new EditorView({
    parent: options.parent,
    state: EditorState.create({
      doc: options.code,
      extensions: [
        lineNumbers(),
        // Control characters, and the bidirectional and invisible ones CodeMirror leaves out by
        // default, show as red dots named in their title: code reads as it runs.
        highlightSpecialChars({
          specialChars: markedCharacter('gu'),
          render: marker,
        }),
        limitMarkedCharacters(options.onRefused),
        history(),
        drawSelection(),
        highlightActiveLine(),
        indentOnInput(),
        bracketMatching(),
        closeBrackets(),
        keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...historyKeymap, indentWithTab]),
        javascript({jsx: true, typescript: options.lang !== 'jsx'}),
        // Wrapped lines and no height limit: the editor never scrolls on its own, so it is never
        // a scroll region that keyboard users would have to reach separately.
        EditorView.lineWrapping,
        appearance.of(themeOf(options.theme, options.dark)),
        EditorView.contentAttributes.of({'aria-label': options.label}),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) options.onChange(update.state.doc.toString());
        }),
      ],
    }),
  });
  return {
    view,
    setTheme: (theme, dark) =>
      view.dispatch({effects: appearance.reconfigure(themeOf(theme, dark))}),
    setCode: (code) => view.dispatch({changes: {from: 0, to: view.state.doc.length, insert: code}}),
  };
}
