/**
 * The copywriter's check (`npm run check`): reads every content file with the same schemas the
 * build uses, compiles every article body with the build's MDX parser, and reports each problem
 * as "file:line — field: what to do", in plain words, within seconds and without building the
 * site. Beyond the schemas it finds what only the whole collection shows: a picture that does not
 * exist, two files at one address, a link that leads to no page, two entries with one `order`.
 *
 * `checkLaunch` is the pre-launch check (`npm run check -- --launch`): the placeholders that are
 * fine while the site is being built but must not go live.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { z } from 'astro/zod';
import { mdxToMdast, type MdastNode } from 'satteri';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node as YamlNode } from 'yaml';
import { articleComponentNames } from './article-components.ts';
import { scaffoldPlaceholders } from './article-scaffold.ts';
import { contentCollections, type CollectionSpec } from './content-collections.ts';

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

/** The addresses that exist besides services and articles. */
export const STATIC_PAGES = [
  '/',
  '/about',
  '/service',
  '/blogs',
  '/contact',
  '/demo',
  '/rss.xml',
  '/sitemap-index.xml',
];

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

/** Lists a collection folder's own files; subfolders (a translation such as articles/ar/) are not entries. */
function filesIn(folder: string): string[] {
  return readdirSync(folder).filter((name) => !name.startsWith('.') && !statSync(join(folder, name)).isDirectory());
}

export function checkContent(contentDir: string, projectRoot = resolve(contentDir, '../..')): Problem[] {
  const problems: Problem[] = [];
  const { entries, unreadable } = loadAll(contentDir, projectRoot, problems);

  for (const entry of entries) {
    const result = entry.spec.schema(imagePath).safeParse(entry.data);
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

  problems.push(...duplicateAddresses(entries), ...duplicateOrders(entries), ...deadLinks(entries, unreadable));
  return problems;
}

function loadAll(contentDir: string, projectRoot: string, problems: Problem[]) {
  const entries: LoadedEntry[] = [];
  /** Addresses and article ids of files that cannot be read, so links to them are skipped, not blamed. */
  const unreadable = new Map<string, string>();
  for (const spec of Object.values(contentCollections) as CollectionSpec[]) {
    const folder = join(contentDir, spec.folder);
    if (!existsSync(folder)) continue;
    for (const name of filesIn(folder)) {
      const path = join(folder, name);
      const file = relative(projectRoot, path);
      if (!name.endsWith(spec.extension)) {
        problems.push({ file, message: `only ${spec.extension} files belong in src/content/${spec.folder}` });
        continue;
      }
      const id = name.slice(0, -spec.extension.length);
      const loaded = load(path, file, spec, id);
      if ('problem' in loaded) {
        problems.push(loaded.problem);
        const address = addressOf(spec.folder, id);
        if (address) unreadable.set(address, file);
        if (spec.folder === 'articles') unreadable.set(id, file);
        continue;
      }
      entries.push(loaded);
    }
  }
  return { entries, unreadable };
}

function load(path: string, file: string, spec: CollectionSpec, id: string): LoadedEntry | { problem: Problem } {
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
      problems.push({
        file: entry.file,
        line,
        field,
        message: `no picture at ${value}: check the file name and the ../ steps`,
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

  for (const sentence of Object.values(scaffoldPlaceholders)) {
    const index = entry.source.indexOf(sentence);
    if (index === -1) continue;
    const line = lineAt(entry.source, index);
    const field = line > entry.bodyOffset ? 'body' : entry.source.split('\n')[line - 1]?.split(':')[0];
    problems.push({
      file,
      line,
      field,
      message: `the template's sentence "${sentence}" is still here: replace it with your own words`,
    });
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

function addressOf(folder: string, id: string): string | undefined {
  if (folder === 'articles') return `/${id}`;
  if (folder === 'services') return `/service/${id}`;
  return undefined;
}

/** Articles publish at /{file name} and services at /service/{file name}: two files must never share one. */
function duplicateAddresses(entries: LoadedEntry[]): Problem[] {
  const problems: Problem[] = [];
  const seen = new Map<string, string>();
  for (const entry of entries) {
    const address = addressOf(entry.folder, entry.id);
    if (!address) continue;
    const key = address.toLowerCase();
    const first = seen.get(key);
    if (STATIC_PAGES.some((page) => page.toLowerCase() === key)) {
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

/** Two slides (or services, testimonials, clients) with one `order` would show in an arbitrary order. */
function duplicateOrders(entries: LoadedEntry[]): Problem[] {
  const problems: Problem[] = [];
  const seen = new Map<string, string>();
  for (const entry of entries) {
    const { order } = entry.data;
    if (!entry.spec.ordered || typeof order !== 'number') continue;
    const key = `${entry.folder}:${order}`;
    const first = seen.get(key);
    if (first) {
      problems.push({
        file: entry.file,
        line: lineOf(entry, ['order']),
        field: 'order',
        message: `order ${order} is also used by ${first}: give each file in src/content/${entry.folder} its own number`,
      });
    } else {
      seen.set(key, entry.file);
    }
  }
  return problems;
}

/** Internal links with their lines: Markdown links and href attributes in a body, service point links. */
function linksOf(entry: LoadedEntry): { link: string; line: number; field: string }[] {
  const links: { link: string; line: number; field: string }[] = [];
  const walk = (node: MdxNode) => {
    const line = (node.position?.start.line ?? 1) + entry.bodyOffset;
    if (node.type === 'link' && node.url?.startsWith('/')) links.push({ link: node.url, line, field: 'body' });
    for (const attribute of node.attributes ?? []) {
      if (attribute.name === 'href' && typeof attribute.value === 'string' && attribute.value.startsWith('/')) {
        links.push({ link: attribute.value, line, field: 'body' });
      }
    }
    node.children?.forEach(walk);
  };
  if (entry.tree) walk(entry.tree as MdxNode);
  if (entry.folder === 'services' && Array.isArray(entry.data.points)) {
    entry.data.points.forEach((point: unknown, index) => {
      const link = (point as { link?: unknown })?.link;
      const path = ['points', index, 'link'];
      if (typeof link === 'string' && link.startsWith('/'))
        links.push({ link, line: lineOf(entry, path), field: path.join('.') });
    });
  }
  return links;
}

function deadLinks(entries: LoadedEntry[], unreadable: Map<string, string>): Problem[] {
  const pages = new Set([
    ...STATIC_PAGES,
    ...entries.map((entry) => addressOf(entry.folder, entry.id)).filter((address): address is string => !!address),
  ]);
  const drafts = new Set(
    entries.filter((entry) => entry.folder === 'articles' && entry.data.draft === true).map((entry) => `/${entry.id}`),
  );
  const problems: Problem[] = [];
  const skipped = new Map<string, number>();
  for (const entry of entries) {
    for (const { link, line, field } of linksOf(entry)) {
      const target = withoutFragment(link);
      if (drafts.has(target) && entry.data.draft !== true) {
        problems.push({
          file: entry.file,
          line,
          field,
          message: `the link ${link} leads to a draft, which is not on the built site: remove the link or publish the draft`,
        });
        continue;
      }
      if (pages.has(target)) continue;
      const blocked = unreadable.get(target);
      if (blocked) skipped.set(blocked, (skipped.get(blocked) ?? 0) + 1);
      else problems.push({ file: entry.file, line, field, message: `the link ${link} leads to no page of the site` });
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
