/**
 * The shapes the content check's parts share: a rule, the content it is given, a field's path in a
 * file, and the problem a rule reports (report.ts writes it out).
 */
import type { MdastNode } from 'satteri';
import type { Document, LineCounter } from 'yaml';
import type { CollectionSpec } from '../content/collections.ts';
import type { Edition } from '../i18n/index.ts';

export type Path = (string | number)[];

export interface Problem {
  file: string;
  /** The line in the file, counted from 1 as editors do. */
  line?: number;
  field?: string;
  message: string;
  /** Warnings are printed but do not fail the check. */
  severity?: 'error' | 'warning';
}

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

/** The content as read (entries.ts), which the rules check. */
export interface CheckContext {
  /** Every file that could be read, in the order read: collection by collection, edition by edition. */
  entries: LoadedEntry[];
  /** Every content file, read or not. */
  files: ContentFile[];
  /** Addresses and article ids of files that cannot be read, so links to them are skipped, not blamed. */
  unreadable: Map<string, string>;
  /** The content folder as messages name it, from the project root: src/content. */
  contentPrefix: string;
}

interface RuleFacts {
  /** The name of the rule's file, without .ts. */
  name: string;
  /** What it checks, in one line. */
  summary: string;
}

/**
 * One rule of the check, exported as `rule` by its file and listed in index.ts. A rule that reads
 * one file at a time is given each entry in turn; one that holds files against each other (two at
 * one address, a link to another file, a translation and its original) is given the whole content.
 */
export type Rule =
  | (RuleFacts & { scope: 'entry'; check(entry: LoadedEntry): Problem[] })
  | (RuleFacts & { scope: 'content'; check(content: CheckContext): Problem[] });
