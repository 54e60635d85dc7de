/**
 * The copywriter's check (`npm run check`): reads every content file with the same schemas the
 * build uses, compiles every article body with the build's MDX parser, and reports each problem
 * as "file:line — field: what to do", in plain words, within seconds and without building the
 * site. Beyond the schemas it finds what only the whole collection shows: a picture that does not
 * exist, two files at one address, a link that leads to no page, two entries with one `order`.
 *
 * Translations (a locale folder of each collection, `articles/ar/…`) get the same checks, with
 * their own edition's addresses, and are held against their original, the file of the same name
 * one folder up: same `order`, `date` and `layout`, the same internal links in the same order. An
 * entry without its twin is a warning; a twin whose file name differs only in capitals or dashes
 * is an error (the file name is the address).
 *
 * `checkLaunch` is the pre-launch check (`npm run check -- --launch`): the placeholders that are
 * fine while the site is being built but must not go live.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, extname, join, relative, resolve } from 'node:path';
import { z } from 'astro/zod';
import { mdxToMdast, type MdastNode } from 'satteri';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node as YamlNode } from 'yaml';
import { articleComponentNames } from './article-components.ts';
import { scaffoldPlaceholders, translationPlaceholders } from './article-scaffold.ts';
import { contentCollections, type CollectionSpec } from './content/collections.ts';
import { DEFAULT_LOCALE, LOCALES, localeInfo, localizePath, splitLocale, type Locale } from './i18n/index.ts';

export interface Problem {
  file: string;
  /** The line in the file, counted from 1 as editors do. */
  line?: number;
  field?: string;
  message: string;
  /** Warnings are printed but do not fail the check. */
  severity?: 'error' | 'warning';
}

export function formatProblem(problem: Problem): string {
  const where = problem.line ? `${problem.file}:${problem.line}` : problem.file;
  return problem.field ? `${where} — ${problem.field}: ${problem.message}` : `${where}: ${problem.message}`;
}

// GitHub's workflow commands: data escapes %, CR and LF; properties also escape : and ,.
const escapeData = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (text: string) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** The problem as a GitHub Actions annotation, so it shows on its line in a pull request. */
export function formatAnnotation(problem: Problem): string {
  const command = problem.severity === 'warning' ? 'warning' : 'error';
  const title = problem.field ? `Content check: ${problem.field}` : 'Content check';
  const message = problem.field ? `${problem.field}: ${problem.message}` : problem.message;
  return `::${command} file=${escapeProperty(problem.file)},line=${problem.line ?? 1},title=${escapeProperty(title)}::${escapeData(message)}`;
}

/**
 * The pages whose words are a `pages` entry (`pages/about.yaml` → /about): an edition has the page
 * when it has the entry (src/lib/content/queries.ts, `pagePaths`), so /ar/about exists once pages/ar/about.yaml does.
 */
const PAGE_ENTRIES: Record<string, string> = {
  about: '/about',
  services: '/service',
  blogs: '/blogs',
  contact: '/contact',
  privacy: '/privacy',
};
/** Pages every edition has, whatever the content: the home page (/ar) and the RSS feed (/ar/rss.xml). */
const EVERY_EDITION = ['/', '/rss.xml'];
/** Pages only the English edition has: there is no /ar/demo, and one sitemap lists both editions. */
const DEFAULT_EDITION_ONLY = ['/demo', '/sitemap-index.xml'];

/** The English addresses that exist besides services and articles. */
export const STATIC_PAGES = [...EVERY_EDITION, ...Object.values(PAGE_ENTRIES), ...DEFAULT_EDITION_ONLY];

/** The entries every edition's pages read (src/lib/content/queries.ts): without its twin an edition cannot be built. */
const EVERY_EDITION_NEEDS: Record<string, string> = { settings: 'site', home: 'home' };

/** A locale's name in words, for messages: "Arabic". */
export const languageName = (locale: Locale) =>
  new Intl.DisplayNames(['en'], { type: 'language' }).of(localeInfo[locale].lang) ?? locale;

/** A link as the page of `locale` writes it: `/contact` → `/ar/contact`; pages only English has stay as they are. */
export function linkInEdition(link: string, locale: Locale): string {
  const { path } = splitLocale(withoutFragment(link));
  return DEFAULT_EDITION_ONLY.includes(path) ? localizePath(link, DEFAULT_LOCALE) : localizePath(link, locale);
}

const IMAGE_EXTENSIONS = /\.(svg|png|jpe?g|webp|avif|gif)$/i;
const imagePath = z
  .string({ error: 'the picture is missing: give a path such as ../../assets/art/hvac.svg' })
  .regex(IMAGE_EXTENSIONS, { error: 'a picture must be an .svg, .png, .jpg, .webp or .avif file' });

/** Photos above this size slow the build and the first visit; the widest the site shows is 1600 px. */
const PICTURE_LIMIT = 2 * 1024 * 1024;
const WIDEST_PICTURE = 1600;

type Path = (string | number)[];
const DAY = 24 * 60 * 60 * 1000;

interface LoadedEntry {
  file: string;
  folder: string;
  spec: CollectionSpec;
  /** The edition: the default one for a collection folder's own files, a translation's for its locale folder. */
  locale: Locale;
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

/** Splits an MDX file into its YAML frontmatter and its body. */
export function splitFrontmatter(source: string): { frontmatter: string; body: string } | undefined {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  return match ? { frontmatter: match[1] ?? '', body: match[2] ?? '' } : undefined;
}

const withoutFragment = (link: string) => link.replace(/[#?].*$/, '') || '/';
const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** Lists a folder's own files; its subfolders (a translation such as articles/ar/) are read apart. */
function filesIn(folder: string): string[] {
  return readdirSync(folder)
    .filter((name) => !name.startsWith('.') && !statSync(join(folder, name)).isDirectory())
    .sort();
}

const localeFolders = LOCALES.map((locale) => localeInfo[locale].folder).filter(Boolean);

/** Subfolders the site does not read: a misspelt locale folder (`AR/`), or any other folder. */
function strayFolders(folder: string, projectRoot: string, translation?: Locale): Problem[] {
  const problems: Problem[] = [];
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (name.startsWith('.') || !statSync(path).isDirectory()) continue;
    if (!translation && localeFolders.includes(name)) continue;
    const file = relative(projectRoot, path);
    const meant = translation ? undefined : localeFolders.find((locale) => locale === name.toLowerCase().trim());
    if (meant) {
      problems.push({
        file,
        message: `rename the folder to ${meant}: translations are read only from a folder named exactly ${meant}`,
      });
    } else {
      const home = relative(projectRoot, translation ? folder : join(folder, localeFolders[0] ?? ''));
      problems.push({
        file,
        severity: 'warning',
        message: `the site does not read this folder: ${translation ? `${languageName(translation)} translations go directly in ${home}` : `entries go directly in ${relative(projectRoot, folder)}, translations in ${home}`}; move its files there`,
      });
    }
  }
  return problems;
}

export function checkContent(contentDir: string, projectRoot = resolve(contentDir, '../..')): Problem[] {
  const problems: Problem[] = [];
  const { entries, unreadable, files } = loadAll(contentDir, projectRoot, problems);

  for (const entry of entries) {
    const schema =
      entry.locale !== DEFAULT_LOCALE && entry.spec.translationSchema
        ? entry.spec.translationSchema
        : entry.spec.schema(imagePath);
    const result = schema.safeParse(entry.data);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const path = issue.path.filter((key): key is string | number => typeof key !== 'symbol');
        problems.push({
          file: entry.file,
          line: lineOf(entry, path),
          field: path.join('.') || undefined,
          message: issue.message,
        });
      }
    }
    problems.push(...pictureProblems(entry), ...typedContacts(entry));
    if (entry.folder === 'articles') problems.push(...articleProblems(entry));
  }

  problems.push(
    ...duplicateAddresses(entries),
    ...duplicateOrders(entries),
    ...deadLinks(entries, unreadable, files, relative(projectRoot, contentDir)),
    ...twinProblems(files, relative(projectRoot, contentDir)),
  );
  return problems;
}

/** A content file, read or not: whether a twin exists does not depend on whether it can be read. */
interface ContentFile {
  spec: CollectionSpec;
  locale: Locale;
  id: string;
  file: string;
  /** The entry, when the file can be read. */
  entry?: LoadedEntry;
}

function loadAll(contentDir: string, projectRoot: string, problems: Problem[]) {
  const entries: LoadedEntry[] = [];
  const files: ContentFile[] = [];
  /** Addresses and article ids of files that cannot be read, so links to them are skipped, not blamed. */
  const unreadable = new Map<string, string>();
  for (const spec of Object.values(contentCollections) as CollectionSpec[]) {
    const collection = join(contentDir, spec.folder);
    if (!existsSync(collection)) continue;
    problems.push(...strayFolders(collection, projectRoot));
    for (const locale of LOCALES) {
      const folder = join(collection, localeInfo[locale].folder);
      if (!existsSync(folder) || !statSync(folder).isDirectory()) continue;
      if (locale !== DEFAULT_LOCALE) problems.push(...strayFolders(folder, projectRoot, locale));
      for (const name of filesIn(folder)) {
        const path = join(folder, name);
        const file = relative(projectRoot, path);
        if (!name.endsWith(spec.extension)) {
          problems.push({ file, message: `only ${spec.extension} files belong in ${relative(projectRoot, folder)}` });
          continue;
        }
        const id = name.slice(0, -spec.extension.length);
        const loaded = load(path, file, spec, id, locale);
        if ('problem' in loaded) {
          problems.push(loaded.problem);
          const address = addressOf(spec.folder, id, locale);
          if (address) unreadable.set(address, file);
          if (spec.folder === 'articles' && locale === DEFAULT_LOCALE) unreadable.set(id, file);
          files.push({ spec, locale, id, file });
          continue;
        }
        entries.push(loaded);
        files.push({ spec, locale, id, file, entry: loaded });
      }
    }
  }
  return { entries, unreadable, files };
}

function load(
  path: string,
  file: string,
  spec: CollectionSpec,
  id: string,
  locale: Locale,
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
    locale,
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
function lineOf(entry: LoadedEntry, path: Path): number {
  for (let depth = path.length; depth > 0; depth--) {
    const node = entry.doc.getIn(path.slice(0, depth), true) as YamlNode | undefined;
    if (node && typeof node === 'object' && 'range' in node && node.range) {
      return entry.lineCounter.linePos(node.range[0]).line + entry.yamlOffset;
    }
  }
  return 1 + entry.yamlOffset;
}

/** Every text value of a YAML document with its path and line. */
function scalars(entry: LoadedEntry): { path: Path; line: number; value: string }[] {
  const found: { path: Path; line: number; value: string }[] = [];
  const walk = (node: unknown, path: Path) => {
    if (isMap(node)) {
      for (const pair of node.items) walk(pair.value, [...path, isScalar(pair.key) ? String(pair.key.value) : '?']);
    } else if (isSeq(node)) {
      node.items.forEach((item, index) => walk(item, [...path, index]));
    } else if (isScalar(node) && typeof node.value === 'string' && node.range) {
      found.push({ path, line: entry.lineCounter.linePos(node.range[0]).line + entry.yamlOffset, value: node.value });
    }
  };
  walk(entry.doc.contents, []);
  return found;
}

function pictureProblems(entry: LoadedEntry): Problem[] {
  const problems: Problem[] = [];
  for (const field of entry.spec.images) {
    const value = entry.data[field];
    if (typeof value !== 'string' || !IMAGE_EXTENSIONS.test(value)) continue;
    const picture = resolve(dirname(entry.path), value);
    const line = lineOf(entry, [field]);
    if (!existsSync(picture)) {
      // A translation sits one folder deeper than its original: the original's path lacks one ../.
      const oneUp = resolve(dirname(entry.path), '..', value);
      const deeper = `../${value}`;
      problems.push({
        file: entry.file,
        line,
        field,
        message:
          entry.locale !== DEFAULT_LOCALE && existsSync(oneUp)
            ? `no picture at ${value}: a translation sits one folder deeper than its original, so its pictures take one more ../: write ${deeper}`
            : `no picture at ${value}: check the file name and the ../ steps`,
      });
      continue;
    }
    const size = statSync(picture).size;
    if (size > PICTURE_LIMIT && !value.endsWith('.svg')) {
      problems.push({
        file: entry.file,
        line,
        field,
        severity: 'warning',
        message: `the picture ${value} is ${(size / 1024 / 1024).toFixed(1)} MB: save it at most ${WIDEST_PICTURE} pixels wide (the widest the site shows it) so that it stays under 2 MB`,
      });
    }
  }
  return problems;
}

// A number as people type it: +971 4 123 4567, 00971 50 123 4567, 04 123 4567, 050-123-4567.
const PHONE = /(?:\+|\b00)\d[\d\s()-]{6,}\d|\b0\d{1,2}[\s-]\d{3}[\s-]?\d{4}\b/;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;

/** A phone number or e-mail typed as text: it would go stale when settings change. */
function typedContact(text: string, inArticle: boolean): string | undefined {
  const phone = PHONE.exec(text)?.[0];
  if (phone) {
    return inArticle
      ? `the phone number ${phone} is typed as text: write <PhoneLink /> and the site fills in the number from settings/site.yaml`
      : `the phone number ${phone} is typed as text: phone numbers live only in settings/site.yaml, which every page already shows; remove it here`;
  }
  const email = EMAIL.exec(text)?.[0];
  if (email) {
    return inArticle
      ? `the e-mail address ${email} is typed as text: write <EmailLink /> and the site fills in the address from settings/site.yaml`
      : `the e-mail address ${email} is typed as text: the address lives only in settings/site.yaml, which every page already shows; remove it here`;
  }
  return undefined;
}

function typedContacts(entry: LoadedEntry): Problem[] {
  // The settings file is where the numbers belong.
  if (entry.folder === 'settings') return [];
  return scalars(entry).flatMap(({ path, line, value }) => {
    const message = typedContact(value, false);
    return message ? [{ file: entry.file, line, field: path.join('.'), message }] : [];
  });
}

const allowedComponents = new Set<string>(articleComponentNames);
const RAW_ELEMENTS = new Set(['script', 'iframe', 'style']);

/** MDX's parser message, said as what to do about it. */
function mdxMessage(reason: string): string {
  let match: RegExpExecArray | null;
  if ((match = /Expected a closing tag for `<([^>]*)>`/.exec(reason))) {
    return `<${match[1]}> is opened but never closed: add </${match[1]}> after its text, or write <${match[1]} /> if it holds nothing`;
  }
  if (
    (match = /Unexpected closing tag `<\/([^>]*)>`, expected corresponding closing tag for `<([^>]*)>`/.exec(reason))
  ) {
    return `</${match[1]}> does not match the open <${match[2]}>: close tags in the order they were opened, with the same name`;
  }
  if (/Unexpected character after `<`|Unexpected end of file/.test(reason)) {
    return 'a tag is not finished: every component ends with /> (e.g. <PhoneLink />) or has a closing tag; to write a less-than sign, write \\<';
  }
  if (/expression|acorn/i.test(reason)) {
    return 'curly braces { } hold code in an article: to write a brace as text, write \\{ and \\}';
  }
  return `the body cannot be read here (${reason.replace(/\s*\(mdx[^)]*\)$/, '')}): check the tags (<Name />) and curly braces on this line`;
}

interface MdxNode {
  type: string;
  name?: string | null;
  depth?: number;
  value?: string;
  url?: string;
  attributes?: { type: string; name?: string; value?: unknown }[];
  children?: MdxNode[];
  position?: { start: { line: number } };
}

function articleProblems(entry: LoadedEntry): Problem[] {
  const problems: Problem[] = [];
  const { file } = entry;

  // Dates: the site is built once and served as files, so nothing would publish a future article
  // on its day. A future date is an error; hold an article back with draft: true instead.
  const { date, draft } = entry.data;
  const day = date instanceof Date ? date : typeof date === 'string' ? new Date(date) : undefined;
  // A day of slack: a date is a day in Dubai, the check's clock may be behind it (UTC on CI).
  if (day && !draft && day.getTime() > Date.now() + DAY) {
    problems.push({
      file,
      line: lineOf(entry, ['date']),
      field: 'date',
      message: `the date ${day.toISOString().slice(0, 10)} is in the future: the article would go live now with a date readers have not reached; write today's date, or add draft: true until it is ready`,
    });
  }

  const placeholders = [scaffoldPlaceholders, ...Object.values(translationPlaceholders)].flatMap((set) =>
    Object.values(set),
  );
  for (const sentence of placeholders) {
    // Each place it is left: a translation's template repeats its link text once per link.
    for (let index = entry.source.indexOf(sentence); index !== -1; index = entry.source.indexOf(sentence, index + 1)) {
      const line = lineAt(entry.source, index);
      const field = line > entry.bodyOffset ? 'body' : entry.source.split('\n')[line - 1]?.split(':')[0];
      problems.push({
        file,
        line,
        field,
        message: `the template's sentence "${sentence}" is still here: replace it with your own words`,
      });
    }
  }

  try {
    entry.tree = mdxToMdast(entry.body);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const line = Number(/^(\d+):\d+:/.exec(reason)?.[1] ?? 1);
    problems.push({
      file,
      line: line + entry.bodyOffset,
      field: 'body',
      message: mdxMessage(reason.replace(/^\d+:\d+:\s*/, '')),
    });
    return problems;
  }

  const report = (node: MdxNode, message: string) =>
    problems.push({ file, line: (node.position?.start.line ?? 1) + entry.bodyOffset, field: 'body', message });
  const walk = (node: MdxNode) => {
    if (node.type === 'heading' && node.depth === 1) {
      report(
        node,
        "a level-1 heading (# …) is in the body: the title is already the page's heading; start the line with ## instead",
      );
    }
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name) {
      const { name } = node;
      if (RAW_ELEMENTS.has(name.toLowerCase())) {
        report(
          node,
          `a raw <${name}> is not allowed in an article: remove it (a video goes in the video field; anything else, ask a developer)`,
        );
      } else if (/^[A-Z]/.test(name) && !allowedComponents.has(name)) {
        report(node, `<${name}> is not a component articles can use: ${suggest(name)}`);
      }
      for (const attribute of node.attributes ?? []) {
        if (attribute.name && /^on/i.test(attribute.name)) {
          report(
            node,
            `the inline handler ${attribute.name}= on <${name}> is not allowed (it would run code on the page): remove it`,
          );
        }
      }
    }
    if (node.type === 'text' && node.value) {
      const message = typedContact(node.value, true);
      if (message) report(node, message);
    }
    // A hand-made tel:/mailto: link; an address typed bare (autolinked) is reported as text below.
    const linkText = node.children?.map((child) => child.value ?? '').join('') ?? '';
    if (node.type === 'link' && node.url && /^(tel|mailto):/i.test(node.url) && !typedContact(linkText, true)) {
      report(
        node,
        `the link ${node.url} types a contact by hand: write <${node.url.startsWith('tel') ? 'PhoneLink' : 'EmailLink'} /> instead, which reads settings/site.yaml`,
      );
    }
    if (node.type === 'code' || node.type === 'inlineCode') return;
    node.children?.forEach(walk);
  };
  walk(entry.tree as MdxNode);
  return problems;
}

/** The allowed component closest in spelling (<PhoneNumber> → <PhoneLink />), or the list. */
function suggest(name: string): string {
  const distance = (a: string, b: string) => {
    const row = Array.from({ length: b.length + 1 }, (_, index) => index);
    for (let i = 1; i <= a.length; i++) {
      let diagonal = row[0]!;
      row[0] = i;
      for (let j = 1; j <= b.length; j++) {
        const above = row[j]!;
        row[j] = Math.min(above + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
        diagonal = above;
      }
    }
    return row[b.length]!;
  };
  const sharedStart = (a: string, b: string) => {
    let length = 0;
    while (length < a.length && a[length] === b[length]) length++;
    return length;
  };
  const lower = name.toLowerCase();
  const score = (candidate: string) =>
    distance(lower, candidate.toLowerCase()) - sharedStart(lower, candidate.toLowerCase());
  const [closest] = [...allowedComponents]
    .filter(
      (candidate) => sharedStart(lower, candidate.toLowerCase()) >= 4 || distance(lower, candidate.toLowerCase()) <= 3,
    )
    .sort((a, b) => score(a) - score(b));
  const list = [...allowedComponents].map((component) => `<${component} />`).join(', ');
  return closest ? `did you mean <${closest} />? The components are ${list}` : `use one of ${list}`;
}

/** The address of an article, a service or a page made of a `pages` entry, in the entry's edition. */
function addressOf(folder: string, id: string, locale: Locale): string | undefined {
  const address =
    folder === 'articles'
      ? `/${id}`
      : folder === 'services'
        ? `/service/${id}`
        : folder === 'pages'
          ? PAGE_ENTRIES[id]
          : undefined;
  return address && localizePath(address, locale);
}

/** Addresses the site's own pages hold in some edition, which no article or service may take. */
const reservedAddresses = () =>
  new Set(
    LOCALES.flatMap((locale) =>
      STATIC_PAGES.filter((page) => locale === DEFAULT_LOCALE || !DEFAULT_EDITION_ONLY.includes(page)).map((page) =>
        localizePath(page, locale).toLowerCase(),
      ),
    ),
  );

/**
 * Articles publish at /{file name} and services at /service/{file name}, translations behind /ar:
 * two files must never share one. A translation and its original have two addresses, /x and /ar/x.
 */
function duplicateAddresses(entries: LoadedEntry[]): Problem[] {
  const problems: Problem[] = [];
  const seen = new Map<string, string>();
  const reserved = reservedAddresses();
  for (const entry of entries) {
    if (entry.folder !== 'articles' && entry.folder !== 'services') continue;
    const address = addressOf(entry.folder, entry.id, entry.locale);
    if (!address) continue;
    const key = address.toLowerCase();
    const first = seen.get(key);
    if (reserved.has(key)) {
      problems.push({
        file: entry.file,
        message: `its address ${address} is already a page of the site: rename the file`,
      });
    } else if (first) {
      problems.push({
        file: entry.file,
        message: `its address ${address} is the same as ${first}'s (letter case aside): rename one of the files`,
      });
    } else {
      seen.set(key, entry.file);
    }
  }
  return problems;
}

/** Where an entry's folder is, for messages: src/content/slides, or src/content/slides/ar for a translation. */
const folderOf = (contentPrefix: string, folder: string, locale: Locale) =>
  join(contentPrefix, folder, localeInfo[locale].folder);

/** Two slides (or services, testimonials, clients) of one edition with one `order` would show in an arbitrary order. */
function duplicateOrders(entries: LoadedEntry[]): Problem[] {
  const problems: Problem[] = [];
  const seen = new Map<string, string>();
  for (const entry of entries) {
    const { order } = entry.data;
    if (!entry.spec.ordered || typeof order !== 'number') continue;
    const key = `${entry.folder}:${entry.locale}:${order}`;
    const first = seen.get(key);
    if (first) {
      problems.push({
        file: entry.file,
        line: lineOf(entry, ['order']),
        field: 'order',
        message: `order ${order} is also used by ${first}: give each file in ${dirname(entry.file)} its own number`,
      });
    } else {
      seen.set(key, entry.file);
    }
  }
  return problems;
}

interface Link {
  link: string;
  line: number;
  field: string;
}

/** Internal links of an MDX body, in order: Markdown links and href attributes (<CallToAction href>). */
function bodyLinks(tree: MdastNode, bodyOffset = 0): Link[] {
  const links: Link[] = [];
  const internal = (link: unknown): link is string =>
    typeof link === 'string' && link.startsWith('/') && !link.startsWith('//');
  const walk = (node: MdxNode) => {
    const line = (node.position?.start.line ?? 1) + bodyOffset;
    if (node.type === 'link' && internal(node.url)) links.push({ link: node.url, line, field: 'body' });
    for (const attribute of node.attributes ?? []) {
      if (attribute.name === 'href' && internal(attribute.value))
        links.push({ link: attribute.value, line, field: 'body' });
    }
    node.children?.forEach(walk);
  };
  walk(tree as MdxNode);
  return links;
}

/** The internal links of an article body, in order, for `npm run new:article -- --lang ar`; none if it does not compile. */
export function articleBodyLinks(body: string): string[] {
  try {
    return bodyLinks(mdxToMdast(body)).map(({ link }) => link);
  } catch {
    return [];
  }
}

/** Internal links with their lines, in order: those of an article's body, then YAML link fields (a service point's link). */
function linksOf(entry: LoadedEntry): Link[] {
  const links = entry.tree ? bodyLinks(entry.tree, entry.bodyOffset) : [];
  for (const { path, line, value } of scalars(entry)) {
    const key = path.at(-1);
    if ((key === 'link' || key === 'href') && value.startsWith('/') && !value.startsWith('//')) {
      links.push({ link: value, line, field: path.join('.') });
    }
  }
  return links;
}

/** The file a page of an edition comes from (`/ar/x` → src/content/articles/ar/x.mdx), for messages. */
function sourceOf(address: string, contentPrefix: string): string | undefined {
  const { locale, path } = splitLocale(address);
  const folder = (name: string) => folderOf(contentPrefix, name, locale);
  const page = Object.entries(PAGE_ENTRIES).find(([, pagePath]) => pagePath === path)?.[0];
  if (page) return join(folder('pages'), `${page}.yaml`);
  if (STATIC_PAGES.includes(path)) return undefined;
  const service = /^\/service\/([^/]+)$/.exec(path)?.[1];
  if (service) return join(folder('services'), `${service}.yaml`);
  const article = /^\/([^/]+)$/.exec(path)?.[1];
  return article ? join(folder('articles'), `${article}.mdx`) : undefined;
}

function deadLinks(
  entries: LoadedEntry[],
  unreadable: Map<string, string>,
  files: ContentFile[],
  contentPrefix: string,
): Problem[] {
  const pages = new Set(STATIC_PAGES);
  for (const locale of LOCALES) for (const page of EVERY_EDITION) pages.add(localizePath(page, locale));
  for (const entry of entries) {
    const address = addressOf(entry.folder, entry.id, entry.locale);
    if (address) pages.add(address);
  }
  const drafts = new Set(
    entries
      .filter((entry) => entry.folder === 'articles' && entry.data.draft === true)
      .map((entry) => addressOf(entry.folder, entry.id, entry.locale)),
  );
  const published = (address: string) => pages.has(address) && !drafts.has(address);
  const problems: Problem[] = [];
  const skipped = new Map<string, number>();
  for (const entry of entries) {
    const language = languageName(entry.locale);
    for (const { link, line, field } of linksOf(entry)) {
      const at = { file: entry.file, line, field };
      const target = withoutFragment(link);
      // A translation links to its own edition's pages: /ar/contact, not /contact.
      const wanted = linkInEdition(link, entry.locale);
      const there = withoutFragment(wanted);
      if (entry.locale !== DEFAULT_LOCALE && there !== target && splitLocale(target).locale !== entry.locale) {
        if (published(there) || unreadable.has(there)) {
          problems.push({
            ...at,
            message: `write ${wanted}: a link in an ${language} page leads to the ${language} page`,
          });
          continue;
        }
        if (published(target)) {
          const source = sourceOf(there, contentPrefix);
          problems.push({
            ...at,
            severity: 'warning',
            message: `the link ${link} leads to the ${languageName(splitLocale(target).locale)} page: there is no ${language} page ${there} yet${source ? ` (${source})` : ''}; when there is, write ${wanted}`,
          });
          continue;
        }
      }
      if (drafts.has(target) && entry.data.draft !== true) {
        problems.push({
          ...at,
          message: `the link ${link} leads to a draft, which is not on the built site: remove the link or publish the draft`,
        });
        continue;
      }
      if (pages.has(target)) continue;
      const blocked = unreadable.get(target);
      if (blocked) {
        skipped.set(blocked, (skipped.get(blocked) ?? 0) + 1);
        continue;
      }
      problems.push({ ...at, message: `the link ${link} leads to no page of the site${deadLinkHint(target)}` });
    }
  }
  for (const [file, count] of skipped) {
    problems.push({
      file,
      severity: 'warning',
      message: `${count} link${count === 1 ? '' : 's'} to this file from other files ${count === 1 ? 'was' : 'were'} not checked because it cannot be read: fix it and run the check again`,
    });
  }
  return problems;

  /** For a translation's address whose original exists (/ar/x where /x is a page): why it does not, and what to do. */
  function deadLinkHint(target: string): string {
    const { locale, path } = splitLocale(target);
    if (locale === DEFAULT_LOCALE || !published(path)) return '';
    const language = languageName(locale);
    if (DEFAULT_EDITION_ONLY.includes(path)) return `: ${path} has no ${language} edition; write ${path}`;
    const source = sourceOf(target, contentPrefix);
    // The translation is there under a name that differs in capitals or dashes: the file is misnamed.
    const misnamed =
      source &&
      files.find(
        ({ file }) =>
          file !== source &&
          dirname(file) === dirname(source) &&
          looseName(basename(file, extname(file))) === looseName(basename(source, extname(source))),
      );
    if (misnamed) return `: the file for it is misnamed: rename ${misnamed.file} to ${basename(source)}`;
    return `: there is no ${language} page ${target} yet${source ? ` (${source} does not exist)` : ''}; link to ${path} until there is`;
  }
}

/** File names that differ only in capitals, spaces, dashes or underscores (and so would be one address, misspelt). */
const looseName = (id: string) =>
  id
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\s_-]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** What an entry without its twin means for the site, said of the edition that has it. */
function withoutTwin(file: ContentFile, present: Locale, missing: Locale): string {
  const [has, lacks] = [languageName(present), languageName(missing)];
  const page = file.spec.folder === 'pages' ? PAGE_ENTRIES[file.id] : undefined;
  switch (file.spec.folder) {
    case 'articles':
    case 'services':
      return `the ${file.spec.folder === 'articles' ? 'article' : 'service'} is published in ${has} only`;
    case 'pages':
      return page
        ? `the page ${localizePath(page, present)} is published in ${has} only`
        : `the ${lacks} site does not use it`;
    case 'slides':
      return `the ${lacks} banner goes without this slide`;
    case 'testimonials':
      return `the ${lacks} home page goes without this testimonial`;
    case 'clients':
      return `the ${lacks} home page goes without this client`;
    default:
      return `the ${lacks} site does not use it`;
  }
}

/**
 * Each entry held against its twin in every other edition (`articles/x.mdx` and `articles/ar/x.mdx`):
 * a missing twin is a warning (an error for the files an edition cannot be built without), a twin
 * whose file name differs only in capitals or dashes is an error, and so are twins that disagree on
 * `order`, `date`, `layout` or their internal links.
 */
function twinProblems(files: ContentFile[], contentPrefix: string): Problem[] {
  const problems: Problem[] = [];
  const fileOf = (spec: CollectionSpec, locale: Locale, id: string) =>
    join(folderOf(contentPrefix, spec.folder, locale), `${id}${spec.extension}`);
  for (const spec of Object.values(contentCollections) as CollectionSpec[]) {
    const originals = files.filter((file) => file.spec.folder === spec.folder && file.locale === DEFAULT_LOCALE);
    for (const locale of LOCALES) {
      if (locale === DEFAULT_LOCALE) continue;
      const language = languageName(locale);
      const translations = files.filter((file) => file.spec.folder === spec.folder && file.locale === locale);
      const pairs: [ContentFile, ContentFile][] = [];
      let lonelyOriginals = originals.filter((original) => {
        const twin = translations.find((translation) => translation.id === original.id);
        if (twin) pairs.push([original, twin]);
        return !twin;
      });
      const lonelyTranslations = translations.filter(
        (translation) => !originals.some((original) => original.id === translation.id),
      );
      for (const translation of lonelyTranslations) {
        // Meant as a twin, but its name is not the original's: it would publish at another address.
        const original = lonelyOriginals.find((candidate) => looseName(candidate.id) === looseName(translation.id));
        if (original) {
          lonelyOriginals = lonelyOriginals.filter((candidate) => candidate !== original);
          pairs.push([original, translation]);
          problems.push({
            file: translation.file,
            message: `rename it to ${original.id}${spec.extension} so that it is the twin of ${original.file}: a translation has its original's file name exactly, capital letters and dashes included`,
          });
          continue;
        }
        const originalFile = fileOf(spec, DEFAULT_LOCALE, translation.id);
        problems.push({
          file: translation.file,
          severity: 'warning',
          message: `there is no ${languageName(DEFAULT_LOCALE)} original (${originalFile}): ${withoutTwin(translation, locale, DEFAULT_LOCALE)}; if it translates another file, give it that file's name`,
        });
      }
      for (const original of lonelyOriginals) {
        const twinFile = fileOf(spec, locale, original.id);
        if (EVERY_EDITION_NEEDS[spec.folder] === original.id) {
          problems.push({
            file: original.file,
            message: `no ${language} translation (${twinFile}): the ${language} pages cannot be built without it; write it with this file's ${spec.translationSchema ? 'text fields (see docs/content-guide.md)' : 'fields'}, in ${language}`,
          });
        } else {
          problems.push({
            file: original.file,
            severity: 'warning',
            message: `no ${language} translation yet (${twinFile}): ${withoutTwin(original, DEFAULT_LOCALE, locale)}`,
          });
        }
      }
      for (const [original, translation] of pairs) {
        if (original.entry && translation.entry) problems.push(...twinDisagreements(original.entry, translation.entry));
      }
    }
  }
  return problems;
}

/** A date field as written, year-month-day, or undefined when it is not a date (the schema says so already). */
const dayOf = (value: unknown) =>
  value instanceof Date && !Number.isNaN(value.getTime())
    ? value.toISOString().slice(0, 10)
    : typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? value
      : undefined;

/** What a translation keeps from its original: `order`, `date`, `layout`, and its internal links in order. */
function twinDisagreements(original: LoadedEntry, translation: LoadedEntry): Problem[] {
  const problems: Problem[] = [];
  const from = `in the ${languageName(original.locale)} original (${original.file})`;
  const kept: [field: string, read: (value: unknown) => string | number | undefined][] = [
    ['order', (value) => (typeof value === 'number' ? value : undefined)],
    ['date', dayOf],
    ['layout', (value) => (typeof value === 'string' ? value : undefined)],
  ];
  for (const [field, read] of kept) {
    const [theirs, ours] = [read(original.data[field]), read(translation.data[field])];
    if (theirs === undefined || ours === undefined || theirs === ours) continue;
    problems.push({
      file: translation.file,
      line: lineOf(translation, [field]),
      field,
      message: `${field} ${ours} differs from ${field} ${theirs} ${from}: a translation keeps its original's ${field}; write ${field}: ${theirs}`,
    });
  }
  // A body that does not compile has no links to compare; it is reported already.
  if (original.folder === 'articles' && (!original.tree || !translation.tree)) return problems;
  return [...problems, ...linkDisagreements(original, translation)];
}

/**
 * The translation's internal links against its original's, in order, each taken back to the
 * original's edition (`/ar/contact` → `/contact`): a link missing, added, or in another place.
 * Which link and where comes from the longest run of links the two share in order.
 */
function linkDisagreements(original: LoadedEntry, translation: LoadedEntry): Problem[] {
  const theirs = linksOf(original).map((link) => ({ ...link, key: withoutFragment(link.link) }));
  const ours = linksOf(translation).map((link) => ({
    ...link,
    key: localizePath(withoutFragment(link.link), original.locale),
  }));
  // Longest common subsequence of the two lists of addresses.
  const longest = Array.from({ length: theirs.length + 1 }, () => new Array<number>(ours.length + 1).fill(0));
  for (let i = theirs.length - 1; i >= 0; i--) {
    for (let j = ours.length - 1; j >= 0; j--) {
      longest[i]![j] =
        theirs[i]!.key === ours[j]!.key
          ? longest[i + 1]![j + 1]! + 1
          : Math.max(longest[i + 1]![j]!, longest[i]![j + 1]!);
    }
  }
  const matchOf = new Map<number, number>();
  for (let i = 0, j = 0; i < theirs.length && j < ours.length;) {
    if (theirs[i]!.key === ours[j]!.key) matchOf.set(i++, j++);
    else if (longest[i + 1]![j]! >= longest[i]![j + 1]!) i++;
    else j++;
  }
  const missing = theirs.flatMap((link, index) => (matchOf.has(index) ? [] : [{ ...link, index }]));
  let extra = ours.flatMap((link, index) => ([...matchOf.values()].includes(index) ? [] : [{ ...link, index }]));
  /** The shared links around a missing one: the translation's links between them sit in its place. */
  const around = (index: number) => ({
    previous: [...matchOf].reverse().find(([theirIndex]) => theirIndex < index),
    next: [...matchOf].find(([theirIndex]) => theirIndex > index),
  });

  const problems: Problem[] = [];
  const originalName = `the ${languageName(original.locale)} original`;
  const where = (link: Link) => `${original.file}:${link.line}`;
  const at = (link: Link) => ({ file: translation.file, line: link.line, field: link.field });
  for (const link of missing) {
    // The same page linked elsewhere in the translation: moved.
    const moved = extra.find((candidate) => candidate.key === link.key);
    if (moved) {
      extra = extra.filter((candidate) => candidate !== moved);
      problems.push({
        ...at(moved),
        message: `the link ${moved.link} is not in the same place as in ${originalName} (${where(link)}): keep the links in the original's order`,
      });
      continue;
    }
    // Another page linked in its place: changed.
    const { previous, next } = around(link.index);
    const wanted = linkInEdition(link.link, translation.locale);
    const changed = extra.find(
      (candidate) => candidate.index > (previous?.[1] ?? -1) && candidate.index < (next?.[1] ?? ours.length),
    );
    if (changed) {
      extra = extra.filter((candidate) => candidate !== changed);
      problems.push({
        ...at(changed),
        message: `the link ${changed.link} leads elsewhere than ${originalName}'s ${link.link} (${where(link)}): write ${wanted}, or change both files to the same page`,
      });
      continue;
    }
    // Where it goes: before the translation's next shared link, or after the one before it.
    const anchor = next ?? previous;
    const position = next ? ' before the link on this line' : previous ? ' after the link on this line' : '';
    problems.push({
      file: translation.file,
      line: anchor ? ours[anchor[1]]!.line : undefined,
      field: link.field,
      message: `the link ${wanted} is missing${position}: ${originalName} links to ${link.link} at ${where(link)}; add it in the same place`,
    });
  }
  for (const link of extra) {
    problems.push({
      ...at(link),
      message: `the link ${link.link} is not in ${originalName} (${original.file}): a translation links to the same pages as its original; remove it, or add it to both`,
    });
  }
  return problems;
}

/** The placeholder video the electromechanical article carries until the real one exists. */
const PLACEHOLDER_VIDEO = 'youtube-nocookie.com/embed/placeholder';
/** A value marked as a sample ends its line with this comment, e.g. `phone: +971 4 123 4567 # sample`. */
const SAMPLE_MARK = /#\s*sample\s*$/i;

/**
 * `npm run check -- --launch`: every placeholder still in the content, with its file, line and
 * field. Fine while the site is built; each one must be replaced before the site goes live.
 */
export function checkLaunch(contentDir: string, projectRoot = resolve(contentDir, '../..')): Problem[] {
  const problems: Problem[] = [];
  const { entries } = loadAll(contentDir, projectRoot, []);
  for (const entry of entries) {
    const lines = entry.source.split('\n');
    for (const { path, line, value } of scalars(entry)) {
      const field = path.join('.');
      const at = { file: entry.file, line, field };
      if (value.includes(PLACEHOLDER_VIDEO)) {
        problems.push({
          ...at,
          message: "the video is the placeholder: give the real video's embed address, or remove the video line",
        });
      } else if (/\.example\b/i.test(value)) {
        problems.push({ ...at, message: `${value} is a placeholder (.example) address: write the real one` });
      } else if (SAMPLE_MARK.test(lines[line - 1] ?? '')) {
        problems.push({
          ...at,
          message: 'this value is marked as a sample: write the real one and remove the # sample comment',
        });
      }
    }
    if (entry.folder === 'settings') {
      const { siteUrl, developerCredit } = entry.data as { siteUrl?: unknown; developerCredit?: { url?: unknown } };
      const host = (url: unknown) => (typeof url === 'string' && URL.canParse(url) ? new URL(url).hostname : undefined);
      if (host(siteUrl) && host(siteUrl) === host(developerCredit?.url)) {
        problems.push({
          file: entry.file,
          line: lineOf(entry, ['developerCredit', 'url']),
          field: 'developerCredit.url',
          message: 'the developer credit points at this site itself: give the address of the people who built it',
        });
      }
    }
  }
  return problems;
}
