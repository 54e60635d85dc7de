/**
 * Reading the content files: every collection folder and its edition folders, each file's YAML (an
 * article's front matter) with its lines, and the parser's complaints said as what to do. Folders
 * the site does not read are reported here too.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node as YamlNode } from 'yaml';
import { contentCollections, editionFolders, type CollectionSpec } from '../content/collections.ts';
import { DEFAULT_EDITION, EDITIONS, editionInfo, type Edition } from '../i18n/index.ts';
import { addressOf, languageName } from './rules/content/addresses.ts';
import type { CheckContext, ContentFile, LoadedEntry, Path, Problem } from './types.ts';

/** Splits an MDX file into its YAML frontmatter and its body. */
export function splitFrontmatter(source: string): { frontmatter: string; body: string } | undefined {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  return match ? { frontmatter: match[1] ?? '', body: match[2] ?? '' } : undefined;
}

export const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** Lists a folder's own files; its subfolders (a translation such as articles/ar/) are read apart. */
function filesIn(folder: string): string[] {
  return readdirSync(folder)
    .filter((name) => !name.startsWith('.') && !statSync(join(folder, name)).isDirectory())
    .sort();
}

/**
 * Subfolders the site does not read: a misspelt edition folder (`AR/`), any other folder, and any
 * folder at all of a collection whose one file serves every edition.
 */
function strayFolders(folder: string, projectRoot: string, translation?: Edition, shared = false): Problem[] {
  const problems: Problem[] = [];
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (name.startsWith('.') || !statSync(path).isDirectory()) continue;
    if (!translation && !shared && editionFolders.includes(name)) continue;
    const file = relative(projectRoot, path);
    if (shared) {
      problems.push({
        file,
        severity: 'warning',
        message: `the site does not read this folder: ${relative(projectRoot, folder)} holds one file that serves every edition; make your change there`,
      });
      continue;
    }
    const meant = translation
      ? undefined
      : editionFolders.find((editionFolder) => editionFolder === name.toLowerCase().trim());
    if (meant) {
      problems.push({
        file,
        message: `rename the folder to ${meant}: translations are read only from a folder named exactly ${meant}`,
      });
    } else {
      const home = relative(projectRoot, translation ? folder : join(folder, editionFolders[0] ?? ''));
      problems.push({
        file,
        severity: 'warning',
        message: `the site does not read this folder: ${translation ? `${languageName(translation)} translations go directly in ${home}` : `entries go directly in ${relative(projectRoot, folder)}, translations in ${home}`}; move its files there`,
      });
    }
  }
  return problems;
}

/** Every content file read, and what kept a file or folder from being read. */
export function loadAll(contentDir: string, projectRoot: string): { content: CheckContext; problems: Problem[] } {
  const problems: Problem[] = [];
  const entries: LoadedEntry[] = [];
  const files: ContentFile[] = [];
  const unreadable = new Map<string, string>();
  for (const spec of Object.values(contentCollections) as CollectionSpec[]) {
    const collection = join(contentDir, spec.folder);
    if (!existsSync(collection)) continue;
    problems.push(...strayFolders(collection, projectRoot, undefined, spec.sharedByEditions));
    for (const edition of EDITIONS) {
      if (spec.sharedByEditions && edition !== DEFAULT_EDITION) continue;
      const folder = join(collection, editionInfo[edition].prefix);
      if (!existsSync(folder) || !statSync(folder).isDirectory()) continue;
      if (edition !== DEFAULT_EDITION) problems.push(...strayFolders(folder, projectRoot, edition));
      for (const name of filesIn(folder)) {
        const path = join(folder, name);
        const file = relative(projectRoot, path);
        if (!name.endsWith(spec.extension)) {
          problems.push({ file, message: `only ${spec.extension} files belong in ${relative(projectRoot, folder)}` });
          continue;
        }
        const id = name.slice(0, -spec.extension.length);
        const loaded = load(path, file, spec, id, edition);
        if ('problem' in loaded) {
          problems.push(loaded.problem);
          const address = addressOf(spec.folder, id, edition);
          if (address) unreadable.set(address, file);
          if (spec.folder === 'articles' && edition === DEFAULT_EDITION) unreadable.set(id, file);
          files.push({ spec, edition, id, file });
          continue;
        }
        entries.push(loaded);
        files.push({ spec, edition, id, file, entry: loaded });
      }
    }
  }
  return { content: { entries, files, unreadable, contentPrefix: relative(projectRoot, contentDir) }, problems };
}

function load(
  path: string,
  file: string,
  spec: CollectionSpec,
  id: string,
  edition: Edition,
): LoadedEntry | { problem: Problem } {
  const source = readFileSync(path, 'utf8');
  let yamlSource = source;
  let body = '';
  let yamlOffset = 0;
  let bodyOffset = 0;
  if (spec.extension === '.mdx') {
    const parts = splitFrontmatter(source);
    if (!parts) {
      return {
        problem: { file, line: 1, message: 'the file must start with a --- line, the fields, and another --- line' },
      };
    }
    yamlSource = parts.frontmatter;
    body = parts.body;
    yamlOffset = 1;
    bodyOffset = lineAt(source, source.length - body.length) - 1;
  }
  const lineCounter = new LineCounter();
  const doc = parseDocument(yamlSource, { lineCounter });
  const [error] = doc.errors;
  if (error) {
    const line = (error.linePos?.[0]?.line ?? 1) + yamlOffset;
    return {
      problem: { file, line, message: yamlMessage(error.code, error.message, source.split('\n')[line - 1] ?? '') },
    };
  }
  const data: unknown = doc.toJS();
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    return { problem: { file, line: 1 + yamlOffset, message: 'the fields must be written as "name: value" lines' } };
  }
  return {
    file,
    folder: spec.folder,
    spec,
    edition,
    id,
    path,
    source,
    data: data as Record<string, unknown>,
    doc,
    lineCounter,
    yamlOffset,
    body,
    bodyOffset,
  };
}

/** The YAML parser's complaint, said as what to do about it. */
function yamlMessage(code: string, reason: string, lineText: string): string {
  const cannot = 'the file cannot be read here: ';
  // "title: AC Repair: 5 Tips": a second ": " on a "name: value" line starts a nested field.
  if (/^\s*(- )?[\w-]+: [^"'>|].*: /.test(lineText)) {
    return `${cannot}a colon inside a value needs the whole value in quotes, e.g. title: "AC Repair: 5 Tips"`;
  }
  if (/end with a [\]}]/.test(reason)) {
    return `${cannot}a bracket [ or { is opened but not closed: close it on the same line`;
  }
  switch (code) {
    case 'BAD_INDENT':
    case 'BLOCK_AS_IMPLICIT_KEY':
    case 'MULTILINE_IMPLICIT_KEY':
      return `${cannot}the indentation does not line up: indent this line with the same number of spaces as the lines it belongs with`;
    case 'TAB_AS_INDENT':
      return `${cannot}a tab is used for indentation: indent with spaces only`;
    case 'MISSING_CHAR':
      return `${cannot}a quote is opened but not closed: close it on the same line`;
    case 'DUPLICATE_KEY':
      return `${cannot}this field is written twice: keep one of them`;
    default:
      return `${cannot}check the "name: value" form of this line and the one before; put values with : or # in quotes`;
  }
}

/** The line of a field: the deepest part of its path that exists (a missing field points at its parent). */
export function lineOf(entry: LoadedEntry, path: Path): number {
  for (let depth = path.length; depth > 0; depth--) {
    const node = entry.doc.getIn(path.slice(0, depth), true) as YamlNode | undefined;
    if (node && typeof node === 'object' && 'range' in node && node.range) {
      return entry.lineCounter.linePos(node.range[0]).line + entry.yamlOffset;
    }
  }
  return 1 + entry.yamlOffset;
}

/**
 * Every text value of a YAML document with its path, its line and its last line (a block of text
 * spans several); with `numbers`, its numbers and true/false too, written as text (`daysAhead: 14 # sample`).
 */
export function scalars(
  entry: LoadedEntry,
  { numbers = false } = {},
): { path: Path; line: number; lastLine: number; value: string }[] {
  const found: { path: Path; line: number; lastLine: number; value: string }[] = [];
  const lineAtOffset = (offset: number) => entry.lineCounter.linePos(offset).line + entry.yamlOffset;
  const walk = (node: unknown, path: Path) => {
    if (isMap(node)) {
      for (const pair of node.items) walk(pair.value, [...path, isScalar(pair.key) ? String(pair.key.value) : '?']);
    } else if (isSeq(node)) {
      node.items.forEach((item, index) => walk(item, [...path, index]));
    } else if (
      isScalar(node) &&
      (typeof node.value === 'string' ||
        (numbers && (typeof node.value === 'number' || typeof node.value === 'boolean')))
    ) {
      if (!node.range) return;
      const [start, end] = node.range;
      found.push({
        path,
        line: lineAtOffset(start),
        lastLine: lineAtOffset(Math.max(start, end - 1)),
        value: String(node.value),
      });
    }
  };
  walk(entry.doc.contents, []);
  return found;
}
