/**
 * What each part of a built page costs of its brotli body, so that a page over the first flight
 * (first-flight.ts) can say which part grew: the head's pieces (title and meta, links, the tab
 * icon, the frame script, the structured data, the Content-Security-Policy, the stylesheet), the
 * header, each section of <main>, and the footer. A part's cost is what the page's brotli body
 * loses without it: what it adds beside everything else, not what it weighs alone.
 *
 * `tests/first-flight-parts.json` holds every page's parts as the last accepted build had them
 * (`npm run weights -- --write-budgets` writes it with the budgets); the budget test compares a page
 * over the limit against it (`grownParts`).
 */
import { brotliCompressSync, constants } from 'node:zlib';
import { editionOfPath } from '../src/shared/editions.ts';
import { pageKindOf } from '../src/shared/page-kinds.ts';
import { isArticleHtml } from '../src/lib/searchable-pages.ts';

/** Where the last accepted build's parts are kept. */
export const PARTS_REFERENCE_FILE = 'tests/first-flight-parts.json';

/** A part's name and its cost in brotli bytes. */
export type PageParts = Record<string, number>;

/** Brotli at the build's settings (the precompressed pages are made at quality 11). */
export const brotliBytes = (text: string): number =>
  brotliCompressSync(Buffer.from(text), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

const HEAD_PARTS: [string, RegExp][] = [
  ['head: title and meta', /<title>[\s\S]*?<\/title>|<meta (?!http-equiv)[^>]*>/g],
  ['head: tab icon', /<link rel="icon"[^>]*>/g],
  ['head: links', /<link (?!rel="icon")[^>]*>/g],
  ['head: frame script', /<script>[\s\S]*?<\/script>/g],
  ['head: structured data', /<script type="application\/ld\+json">[\s\S]*?<\/script>/g],
  ['head: content security policy', /<meta http-equiv[^>]*>/g],
  ['head: stylesheet', /<style>[\s\S]*?<\/style>/g],
];

/** Each top-level element of <main>, named by its id, what labels it, or its first heading. */
function mainSections(html: string): [string, [number, number][]][] {
  const open = html.indexOf('<main');
  const close = html.lastIndexOf('</main>');
  if (open < 0 || close < 0) return [];
  const start = html.indexOf('>', open) + 1;
  const sections: [string, [number, number][]][] = [];
  const tag = /<(\/?)([a-z][\w-]*)\b[^>]*?(\/?)>/g;
  const empty = new Set(['img', 'br', 'input', 'meta', 'link', 'source', 'hr', 'wbr', 'path', 'circle', 'rect', 'use']);
  tag.lastIndex = start;
  let depth = 0;
  let opened = 0;
  for (let match = tag.exec(html); match && match.index < close; match = tag.exec(html)) {
    if (empty.has(match[2]!) || match[3]) continue;
    if (!match[1]) {
      if (depth++ === 0) opened = match.index;
      continue;
    }
    if (--depth > 0) continue;
    const element = html.slice(opened, tag.lastIndex);
    const opening = element.slice(0, element.indexOf('>'));
    const heading = /<h[1-6][^>]*>([\s\S]*?)<\/h[1-6]>/.exec(element)?.[1]?.replace(/<[^>]*>/g, '');
    const name =
      /\bid="([^"]+)"/.exec(opening)?.[1] ??
      /aria-labelledby="([^"]+)"/.exec(opening)?.[1] ??
      heading?.trim().slice(0, 40) ??
      `element ${sections.length + 1}`;
    sections.push([`main: ${name}`, [[opened, tag.lastIndex]]]);
  }
  return sections;
}

const spansOf = (html: string, pattern: RegExp): [number, number][] =>
  [...html.matchAll(pattern)].map((match) => [match.index, match.index + match[0].length]);

/** The cost of each part of a built page (its HTML as written to dist/client). */
export function pageParts(html: string): PageParts {
  const whole = brotliBytes(html);
  const parts: [string, [number, number][]][] = [
    ...HEAD_PARTS.map(([name, pattern]): [string, [number, number][]] => [name, spansOf(html, pattern)]),
    ['header', spansOf(html, /<header[\s\S]*?<\/header>/g)],
    ...mainSections(html),
    ['footer', spansOf(html, /<footer[\s\S]*?<\/footer>/g)],
  ];
  const result: PageParts = {};
  for (const [name, spans] of parts) {
    if (spans.length === 0) continue;
    let without = html;
    for (const [from, to] of [...spans].sort((a, b) => b[0] - a[0]))
      without = without.slice(0, from) + without.slice(to);
    result[name] = whole - brotliBytes(without);
  }
  return result;
}

/**
 * The parts of a page that grew against its reference, most first, each as "name +bytes (from → to)";
 * a part the reference lacks counts from 0. Without a reference, the page's largest parts.
 */
export function grownParts(now: PageParts, reference: PageParts | undefined, most = 3): string[] {
  if (!reference) {
    return Object.entries(now)
      .sort((a, b) => b[1] - a[1])
      .slice(0, most)
      .map(([name, bytes]) => `${name} ${bytes} bytes`);
  }
  return Object.entries(now)
    .map(([name, bytes]) => ({ name, bytes, before: reference[name] ?? 0 }))
    .filter((part) => part.bytes > part.before)
    .sort((a, b) => b.bytes - b.before - (a.bytes - a.before))
    .slice(0, most)
    .map((part) => `${part.name} +${part.bytes - part.before} bytes (${part.before} → ${part.bytes})`);
}

/** Every part of <main> as one: for comparing two pages of a kind, whose sections are named by their own words. */
export function withMainAsOne(parts: PageParts): PageParts {
  const result: PageParts = {};
  for (const [name, bytes] of Object.entries(parts)) {
    const key = name.startsWith('main: ') ? 'main' : name;
    result[key] = (result[key] ?? 0) + bytes;
  }
  return result;
}

/** A built page's kind (src/shared/page-kinds.ts) from its address and its HTML. */
export const builtPageKind = (path: string, html: string): string => pageKindOf(path, isArticleHtml(html));

/** The reference file: each sampled page's parts by its path, with its kind and edition to stand in for a page of its kind. */
export type PartsReference = Record<string, { kind: string; parts: PageParts }>;

/**
 * What a page over the limit grew by, against the reference: its own parts when the reference
 * has the page, else those of the page of its kind and edition (sections of <main> as one).
 */
export function growthAgainst(reference: PartsReference, path: string, kind: string, now: PageParts): string[] {
  const own = reference[path];
  if (own) return grownParts(now, own.parts);
  const edition = (page: string) => editionOfPath(page).edition;
  const sameKind = Object.entries(reference).find(
    ([other, entry]) => entry.kind === kind && edition(other) === edition(path),
  );
  return sameKind
    ? grownParts(withMainAsOne(now), withMainAsOne(sameKind[1].parts)).map((part) => `${part} against ${sameKind[0]}`)
    : grownParts(now, undefined);
}
