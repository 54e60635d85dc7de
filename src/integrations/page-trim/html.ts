/**
 * Makes a built page lighter without changing what it shows, so that its HTML (with the CSS
 * inlined in it) fits the first round trip of a slow connection, about 14 KB compressed
 * (docs/performance.md):
 *
 * - Its inline stylesheet keeps what the page may use (./css.ts), and its utilities get short
 *   names (./short-class-names.ts).
 * - The Content-Security-Policy lists the hashes of every inline script and style on the site;
 *   a page keeps only those of its own, recomputed from what it carries.
 * - Astro writes the code that wakes islands (the <astro-island> element and each directive) into
 *   every page that has one, about 1.5 KB compressed. It moves to one cached file
 *   (`islandScripts`), which the frame script fetches only when an island is about to wake: a
 *   visitor who only reads still downloads no JavaScript.
 *
 * htmlparser2 reads the page. A page is edited at the places the parser found, so every byte the
 * trim does not mean to change stays as built.
 */
import { createHash } from 'node:crypto';
import { escapeAttribute } from 'entities';
import { Parser } from 'htmlparser2';
import { leanRoot } from './css.ts';
import { renamedClassList, renameInStylesheet, shortClassNames } from './short-class-names.ts';

/** A stretch of the page's text: `end` is the index after its last character. */
interface Span {
  start: number;
  end: number;
}

/** An inline <script> or <style>: its code, where the code sits, and where the whole element does. */
interface InlineCode extends Span {
  code: string;
  element: Span;
}

/** What a page carries that the trim reads or rewrites, with where each part sits. */
interface PageOutline {
  classes: Set<string>;
  /** Each `class` attribute: where it sits and its value. */
  classAttributes: Array<Span & { value: string }>;
  /** The `props` of each island, as written: what it renders in the browser may hold class names. */
  islandProps: string[];
  tags: Set<string>;
  /** The component names of the page's islands (`ReadMore` for `/_astro/ReadMore.AbC-1.js`). */
  islands: string[];
  /** Scripts that run: with no `src`, and a JavaScript type or none (not JSON-LD). */
  scripts: InlineCode[];
  styles: InlineCode[];
  /** The `content` attribute of the CSP <meta>, and the policy it holds. */
  csp?: Span & { policy: string };
  /** Each island's `uid` attribute, with the space before it. */
  islandIds: Span[];
  /** Where the attributes of <html> begin (right after `<html`). */
  htmlAttributes?: number;
}

const SCRIPT_TYPES = /^(|module|(text|application)\/(java|ecma)script)$/i;

/** The attributes whose place in the page the trim needs, by element. */
const PLACED_ATTRIBUTES = new Map([
  ['meta', 'content'],
  ['astro-island', 'uid'],
]);

/** Reads the page once with htmlparser2; every position is an index into `html`. */
function outline(html: string): PageOutline {
  const page: PageOutline = {
    classes: new Set(),
    classAttributes: [],
    islandProps: [],
    tags: new Set(),
    islands: [],
    scripts: [],
    styles: [],
    islandIds: [],
  };
  let tag = '';
  let placed: Span | undefined;
  let classAttribute: Span | undefined;
  let open: { name: string; attributes: Record<string, string>; start: number; end: number } | undefined;
  const parser = new Parser({
    onopentagname(name) {
      tag = name;
      placed = undefined;
      classAttribute = undefined;
    },
    onattribute(name) {
      if (PLACED_ATTRIBUTES.get(tag) === name) placed = { start: parser.startIndex, end: parser.endIndex };
      if (name === 'class') classAttribute = { start: parser.startIndex, end: parser.endIndex };
    },
    onopentag(name, attributes) {
      page.tags.add(name);
      if (attributes.class) for (const word of attributes.class.split(/[\t\n\f\r ]+/)) if (word) page.classes.add(word);
      if (classAttribute && attributes.class !== undefined)
        page.classAttributes.push({ ...classAttribute, value: attributes.class });
      const start = parser.startIndex;
      if (name === 'html') page.htmlAttributes ??= start + '<html'.length;
      else if (name === 'meta' && placed && attributes['http-equiv']?.toLowerCase() === 'content-security-policy') {
        page.csp = { ...placed, policy: attributes.content! };
      } else if (name === 'astro-island') {
        const url = attributes['component-url'];
        if (url) page.islands.push(url.slice(url.lastIndexOf('/') + 1).split('.')[0]!);
        if (attributes.props) page.islandProps.push(attributes.props);
        if (placed) {
          let before = placed.start;
          while (/\s/.test(html[before - 1] ?? '')) before--;
          page.islandIds.push({ start: before, end: placed.end });
        }
      }
      open = name === 'script' || name === 'style' ? { name, attributes, start, end: parser.endIndex + 1 } : undefined;
    },
    onclosetag(name, implied) {
      if (!open || open.name !== name || implied) return;
      const code = { code: html.slice(open.end, parser.startIndex), start: open.end, end: parser.startIndex };
      const element = { start: open.start, end: parser.endIndex + 1 };
      if (name === 'style') page.styles.push({ ...code, element });
      else if (open.attributes.src === undefined && SCRIPT_TYPES.test(open.attributes.type?.trim() ?? ''))
        page.scripts.push({ ...code, element });
      open = undefined;
    },
  });
  parser.end(html);
  return page;
}

/** The page with each span replaced by its text; spans must not overlap. */
function edited(html: string, edits: Array<Span & { text: string }>): string {
  let result = '';
  let from = 0;
  for (const edit of [...edits].sort((a, b) => a.start - b.start)) {
    result += html.slice(from, edit.start) + edit.text;
    from = edit.end;
  }
  return result + html.slice(from);
}

/**
 * Whether an island's props (JSON, as Astro writes them) hold the class: as a word of one of their
 * strings, or, were they not JSON, anywhere at all.
 */
function propsHold(props: string): (name: string) => boolean {
  const words = new Set<string>();
  const visit = (value: unknown): void => {
    if (typeof value === 'string') for (const word of value.split(/\s+/)) words.add(word);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  try {
    visit(JSON.parse(props));
  } catch {
    return (name) => props.includes(name);
  }
  return (name) => words.has(name);
}

/** Astro's inline island code: a directive's definition, or the <astro-island> element. */
const isIslandScript = (code: string) =>
  code.includes('(self.Astro||(self.Astro={}))') || code.includes('customElements.define("astro-island"');

/** A built page, read once: its text and what the trim needs to know of it. */
export interface BuiltPage extends PageOutline {
  html: string;
}

export const readPage = (html: string): BuiltPage => ({ html, ...outline(html) });

/**
 * Astro's island code in the page: the directives first, the element last, as the element needs
 * them when it starts.
 */
export function islandScripts(page: BuiltPage): string[] {
  const order = (code: string) => (code.includes('customElements.define') ? 1 : 0);
  return page.scripts
    .filter((script) => isIslandScript(script.code))
    .map((script) => script.code.trim())
    .sort((a, b) => order(a) - order(b));
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** How a page is trimmed: what scripts may add to it, and where the island code went. */
export interface TrimOptions {
  /** The classes the island `name` may add in the browser (`''`: the frame script, on every page). */
  scriptClasses: (island: string) => Iterable<string>;
  /** The file that holds every page's island code (`islandScripts`); the frame script reads it from `data-islands`. */
  islandCodeUrl: string;
  /**
   * With it, the page's utilities get short names (short-class-names.ts), but for the classes it
   * claims: the ones code outside the page (browser code, islands) or people (tests, readers) find by name.
   */
  keepsName?: (name: string) => boolean;
  /**
   * Inline scripts that the page's own code adds after load (the speculation rules the deferred
   * tasks write: src/shared/serving/speculation-rules.ts): their hashes join the page's CSP.
   */
  laterScripts?: readonly string[];
}

/**
 * The page, trimmed:
 * - its island code moves out: `<html data-islands="/_astro/islands.….js">` tells the frame
 *   script where it is. The `uid` Astro gives each island goes too: only its development reloads
 *   read it, and as a hash of the build's folder it made a page's bytes depend on where the site
 *   was built;
 * - its inline stylesheet keeps what the page may use (`leanStylesheet`);
 * - its CSP <meta> lists exactly the hashes of the inline scripts and styles it still carries, and
 *   of those its code adds later (`laterScripts`).
 */
export function trimPage(
  page: BuiltPage,
  { scriptClasses, islandCodeUrl, keepsName, laterScripts = [] }: TrimOptions,
): string {
  const added = new Set([...scriptClasses(''), ...page.islands.flatMap((island) => [...scriptClasses(island)])]);
  const used = new Set([...page.classes, ...added]);
  const islandCode = page.scripts.filter((script) => isIslandScript(script.code));
  const scripts = page.scripts.filter((script) => !islandCode.includes(script));
  const roots = page.styles.map((style) =>
    style.code.includes('@layer utilities') ? leanRoot(style.code, used, page.tags) : undefined,
  );
  let shortNames = new Map<string, string>();
  const utilities = roots.find((root) => root !== undefined);
  if (keepsName && utilities) {
    const markupUses = new Map<string, number>();
    for (const { value } of page.classAttributes)
      for (const name of value.split(/[\t\n\f\r ]+/)) if (name) markupUses.set(name, (markupUses.get(name) ?? 0) + 1);
    // An island renders its own class strings when it wakes, and its props may hold some.
    const inProps = page.islandProps.map(propsHold);
    const claimed = (name: string) => keepsName(name) || added.has(name) || inProps.some((holds) => holds(name));
    shortNames = shortClassNames(utilities, markupUses, claimed);
    for (const root of roots) if (root) renameInStylesheet(root, shortNames);
  }
  const styles = page.styles.map((style, index) => ({ ...style, text: roots[index]?.toString() ?? style.code }));
  const classAttributes = page.classAttributes
    .filter(({ value }) => value.split(/[\t\n\f\r ]+/).some((name) => shortNames.has(name)))
    .map((attribute) => ({
      ...attribute,
      text: `class="${escapeAttribute(renamedClassList(attribute.value, shortNames))}"`,
    }));
  const edits = [
    ...styles.filter((style) => style.text !== style.code),
    ...classAttributes,
    ...[...islandCode.map((script) => script.element), ...page.islandIds].map((span) => ({ ...span, text: '' })),
  ];
  if (islandCode.length > 0 && page.htmlAttributes !== undefined) {
    const at = page.htmlAttributes;
    edits.push({ start: at, end: at, text: ` data-islands="${escapeAttribute(islandCodeUrl)}"` });
  }
  if (page.csp) {
    const directives = page.csp.policy.split(';').map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      if (name !== 'script-src' && name !== 'style-src') return directive.trim();
      const kept = sources.filter((source) => !source.startsWith("'sha256-"));
      const code =
        name === 'script-src'
          ? [...scripts.map((script) => script.code), ...laterScripts]
          : styles.map((style) => style.text);
      return [name, ...kept, ...new Set(code.map(sha256))].join(' ');
    });
    const policy = directives.filter(Boolean).join(';');
    edits.push({ ...page.csp, text: `content="${escapeAttribute(policy)}"` });
  }
  return edited(page.html, edits);
}
