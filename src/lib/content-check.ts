/**
 * The copywriter's check (`npm run check`): reads every content file with the same schemas the
 * build uses and reports each problem as "file — field: what to do", in plain words, within
 * seconds and without building the site. Beyond the schemas it finds what only the whole
 * collection shows: a picture that does not exist, two files that would publish at the same
 * address, and an internal link that leads to no page.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { z } from 'astro/zod';
import { parse as parseYaml, YAMLParseError } from 'yaml';
import {
  articleSchema,
  clientSchema,
  homeSchema,
  pageSchema,
  serviceSchema,
  settingsSchema,
  slideSchema,
  testimonialSchema,
} from './content-schemas.ts';

export interface Problem {
  file: string;
  field?: string;
  message: string;
}

export function formatProblem(problem: Problem): string {
  return problem.field
    ? `${problem.file} — ${problem.field}: ${problem.message}`
    : `${problem.file}: ${problem.message}`;
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

type SchemaFor = (image: z.ZodType) => z.ZodType;

interface CollectionSpec {
  folder: string;
  extension: '.yaml' | '.mdx';
  schema: SchemaFor;
  /** Fields that hold a picture path, checked against the disk. */
  images: string[];
}

const collections: CollectionSpec[] = [
  { folder: 'settings', extension: '.yaml', schema: () => settingsSchema, images: [] },
  { folder: 'home', extension: '.yaml', schema: () => homeSchema, images: [] },
  { folder: 'pages', extension: '.yaml', schema: () => pageSchema, images: [] },
  { folder: 'slides', extension: '.yaml', schema: slideSchema, images: ['image'] },
  { folder: 'testimonials', extension: '.yaml', schema: testimonialSchema, images: ['avatar'] },
  { folder: 'clients', extension: '.yaml', schema: clientSchema, images: ['logo'] },
  { folder: 'services', extension: '.yaml', schema: serviceSchema, images: ['headImage', 'image'] },
  { folder: 'articles', extension: '.mdx', schema: articleSchema, images: ['image'] },
];

const IMAGE_EXTENSIONS = /\.(svg|png|jpe?g|webp|avif|gif)$/i;
const imagePath = z
  .string({ error: 'the picture is missing: give a path such as ../../assets/art/hvac.svg' })
  .regex(IMAGE_EXTENSIONS, { error: 'a picture must be an .svg, .png, .jpg, .webp or .avif file' });

interface LoadedEntry {
  file: string;
  folder: string;
  id: string;
  data: Record<string, unknown>;
  body: string;
}

/** Splits an MDX file into its YAML frontmatter and its body. */
export function splitFrontmatter(source: string): { frontmatter: string; body: string } | undefined {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  return match ? { frontmatter: match[1] ?? '', body: match[2] ?? '' } : undefined;
}

/** Internal links in an MDX body: Markdown links and href attributes that start with "/". */
export function internalLinks(body: string): string[] {
  const links = new Set<string>();
  for (const match of body.matchAll(/\]\((\/[^)\s]*)\)/g)) links.add(match[1] ?? '');
  for (const match of body.matchAll(/href=["'](\/[^"']*)["']/g)) links.add(match[1] ?? '');
  return [...links];
}

const withoutFragment = (link: string) => link.replace(/[#?].*$/, '') || '/';

export function checkContent(contentDir: string, projectRoot = resolve(contentDir, '../..')): Problem[] {
  const problems: Problem[] = [];
  const entries: LoadedEntry[] = [];
  const display = (path: string) => relative(projectRoot, path);

  for (const spec of collections) {
    const folder = join(contentDir, spec.folder);
    if (!existsSync(folder)) continue;
    const names = readdirSync(folder).filter((name) => !name.startsWith('.'));
    for (const name of names) {
      const path = join(folder, name);
      const file = display(path);
      if (!name.endsWith(spec.extension)) {
        problems.push({ file, message: `only ${spec.extension} files belong in src/content/${spec.folder}` });
        continue;
      }
      const loaded = load(path, spec.extension);
      if ('error' in loaded) {
        problems.push({ file, message: loaded.error });
        continue;
      }
      const schema = spec.schema(imagePath);
      const result = schema.safeParse(loaded.data);
      if (!result.success) {
        for (const issue of result.error.issues) {
          problems.push({ file, field: issue.path.join('.') || undefined, message: issue.message });
        }
      }
      for (const field of spec.images) {
        const value = loaded.data[field];
        if (typeof value === 'string' && IMAGE_EXTENSIONS.test(value) && !existsSync(resolve(dirname(path), value))) {
          problems.push({ file, field, message: `no picture at ${value}: check the file name and the ../ steps` });
        }
      }
      entries.push({
        file,
        folder: spec.folder,
        id: name.slice(0, -spec.extension.length),
        data: loaded.data,
        body: loaded.body,
      });
    }
  }

  problems.push(...duplicateAddresses(entries), ...deadLinks(entries));
  return problems;
}

function load(path: string, extension: string): { data: Record<string, unknown>; body: string } | { error: string } {
  const source = readFileSync(path, 'utf8');
  let yamlSource = source;
  let body = '';
  if (extension === '.mdx') {
    const parts = splitFrontmatter(source);
    if (!parts) return { error: 'the file must start with a --- line, the fields, and another --- line' };
    yamlSource = parts.frontmatter;
    body = parts.body;
  }
  try {
    const data: unknown = parseYaml(yamlSource);
    if (data === null || typeof data !== 'object' || Array.isArray(data)) {
      return { error: 'the fields must be written as "name: value" lines' };
    }
    return { data: data as Record<string, unknown>, body };
  } catch (error) {
    if (error instanceof YAMLParseError) {
      const line = error.linePos?.[0]?.line;
      return { error: `the file cannot be read${line ? ` at line ${line}` : ''}: ${error.message.split('\n')[0]}` };
    }
    throw error;
  }
}

/** Articles publish at /{file name} and services at /service/{file name}: two files must never share one. */
function duplicateAddresses(entries: LoadedEntry[]): Problem[] {
  const problems: Problem[] = [];
  const seen = new Map<string, string>();
  for (const entry of entries) {
    const address = addressOf(entry);
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

function addressOf(entry: LoadedEntry): string | undefined {
  if (entry.folder === 'articles') return `/${entry.id}`;
  if (entry.folder === 'services') return `/service/${entry.id}`;
  return undefined;
}

function deadLinks(entries: LoadedEntry[]): Problem[] {
  const pages = new Set([...STATIC_PAGES, ...entries.map(addressOf).filter((address): address is string => !!address)]);
  const problems: Problem[] = [];
  for (const entry of entries) {
    if (entry.folder === 'articles') {
      for (const link of internalLinks(entry.body)) {
        if (!pages.has(withoutFragment(link))) {
          problems.push({ file: entry.file, field: 'body', message: `the link ${link} leads to no page of the site` });
        }
      }
    }
    if (entry.folder === 'services' && Array.isArray(entry.data.points)) {
      entry.data.points.forEach((point: unknown, index) => {
        const link = (point as { link?: unknown })?.link;
        if (typeof link === 'string' && link.startsWith('/') && !pages.has(withoutFragment(link))) {
          problems.push({
            file: entry.file,
            field: `points.${index}.link`,
            message: `the link ${link} leads to no page of the site`,
          });
        }
      });
    }
  }
  return problems;
}
