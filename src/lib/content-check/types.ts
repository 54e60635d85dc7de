/** The shapes the content check's rules share: a content file as read, and a field's path in it. */
import type { MdastNode } from 'satteri';
import type { Document, LineCounter } from 'yaml';
import type { CollectionSpec } from '../content/collections.ts';
import type { Edition } from '../i18n/index.ts';

export type Path = (string | number)[];

export interface LoadedEntry {
  file: string;
  folder: string;
  spec: CollectionSpec;
  /** The edition: the default one for a collection folder's own files, a translation's for its edition folder. */
  edition: Edition;
  /** The file name without its extension: the slug, the same for a translation as for its original. */
  id: string;
  path: string;
  source: string;
  data: Record<string, unknown>;
  doc: Document;
  lineCounter: LineCounter;
  /** Lines before the YAML starts: 1 for an article's opening --- line. */
  yamlOffset: number;
  body: string;
  /** Lines before the body starts. */
  bodyOffset: number;
  /** The body's syntax tree, when it compiles. */
  tree?: MdastNode;
}

/** A content file, read or not: whether a twin exists does not depend on whether it can be read. */
export interface ContentFile {
  spec: CollectionSpec;
  edition: Edition;
  id: string;
  file: string;
  /** The entry, when the file can be read. */
  entry?: LoadedEntry;
}
