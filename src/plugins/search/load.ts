// The index file, as the plugin writes it and the worker reads it: the documents of each kind
// (titles, headings, descriptions, keywords, section texts), from which the engine is built.
import {termIndex, type SearchDocument} from './engine';
import type {LoadedIndex} from './rank';

/** The index file: for each kind of document, in the order of `documentTypes`, its documents. */
export type IndexFile = {documents: SearchDocument[]}[];

/** The engine's index of each kind of document in the file. */
export const loadIndexes = (file: IndexFile): LoadedIndex[] =>
  file.map(({documents}, type) => ({type, documents, index: termIndex(documents)}));
