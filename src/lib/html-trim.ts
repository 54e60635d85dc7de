/**
 * Makes a built page lighter without changing what it shows, so that its HTML (with the CSS
 * inlined in it) fits the first round trip of a slow connection, about 14 KB compressed
 * (docs/performance.md):
 *
 * - Tailwind writes one stylesheet for the whole site. A page keeps only the rules whose classes
 *   it uses, or that a script may add once it runs (islands render some states, such as a
 *   field's error, only in the browser; the frame script marks the page `.js`, `.is-ready`...).
 * - Tailwind's `@layer properties` block is a fallback for browsers without `@property`; every
 *   browser the site supports has it. The `@property` rules that the page's remaining CSS refers
 *   to stay, as starting values in the reset (registered-properties.ts); the others go.
 * - The reset (Tailwind's preflight) keeps the rules for elements the page has: a page with no
 *   form field needs none of the rules for date pickers, file buttons and placeholders.
 * - The Content-Security-Policy lists the hashes of every inline script and style on the site;
 *   a page keeps only those of its own, recomputed from what it carries.
 * - Astro writes the code that wakes islands (the <astro-island> element and each directive) into
 *   every page that has one, about 1.5 KB compressed. It moves to one cached file
 *   (`islandScripts`), which the frame script fetches only when an island is about to wake: a
 *   visitor who only reads still downloads no JavaScript.
 */
import { createHash } from 'node:crypto';
import { registeredPropertiesAsStartingValues } from './registered-properties.ts';

/** The top-level blocks of a minified CSS text: rules and at-rules, each with its braces. */
function blocks(css: string): string[] {
  const found: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < css.length; index++) {
    const char = css[index];
    if (char === '{') depth++;
    else if (char === '}' && --depth === 0) {
      found.push(css.slice(start, index + 1));
      start = index + 1;
    } else if (char === ';' && depth === 0) {
      found.push(css.slice(start, index + 1));
      start = index + 1;
    }
  }
  return found;
}

const unescape = (name: string) => name.replace(/\\(.)/g, '$1');

/** Every class a selector requires an element to have (those inside :not() are not required). */
function requiredClasses(selector: string): string[] {
  const outsideNot = selector.replace(/:not\((?:[^()]|\([^()]*\))*\)/g, '');
  return [...outsideNot.matchAll(/\.((?:\\.|[^\s:,.>+~[\](){}\\])+)/g)].map((match) => unescape(match[1]!));
}

/** The site's own rules (outside Tailwind's layers) for classes the page never carries. */
function pruneOwnRules(css: string, used: ReadonlySet<string>): string {
  return blocks(css)
    .map((block) => {
      const open = block.indexOf('{');
      const prelude = block.slice(0, open);
      if (prelude.startsWith('@layer components'))
        return `@layer components{${pruneOwnRules(block.slice(open + 1, -1), used)}}`;
      if (prelude.startsWith('@media') || prelude.startsWith('@supports')) {
        const inner = pruneOwnRules(block.slice(open + 1, -1), used);
        return inner ? `${prelude}{${inner}}` : '';
      }
      if (prelude.startsWith('@')) return block;
      const keep = prelude.split(',').some((selector) => requiredClasses(selector).every((name) => used.has(name)));
      return keep ? block : '';
    })
    .join('');
}

/** The first class a rule's selector names, e.g. `md:text-5xl` for `.md\:text-5xl`. */
function firstClass(selector: string): string | undefined {
  const match = /\.((?:\\.|[^\s:,.>+~[\](){}\\])+)/.exec(selector);
  return match ? unescape(match[1]!) : undefined;
}

function pruneRules(css: string, used: ReadonlySet<string>): string {
  return blocks(css)
    .map((block) => {
      const open = block.indexOf('{');
      const prelude = block.slice(0, open);
      if (prelude.startsWith('@media') || prelude.startsWith('@supports')) {
        const inner = pruneRules(block.slice(open + 1, -1), used);
        return inner ? `${prelude}{${inner}}` : '';
      }
      if (prelude.startsWith('@')) return block;
      const keep = prelude.split(',').some((selector) => {
        const name = firstClass(selector);
        return name === undefined || used.has(name);
      });
      return keep ? block : '';
    })
    .join('');
}

/** The elements a reset rule styles: its selectors' element names (form-control pseudo-elements count as inputs). */
function elementsOf(selector: string): string[] | undefined {
  if (/::?(-webkit-|file-selector-button|placeholder|-moz-ui-invalid)/.test(selector)) return ['input', 'textarea'];
  const names = [...selector.replace(/\([^)]*\)/g, '').matchAll(/(?:^|[\s>+~,])([a-z][a-z0-9]*)/g)].map((m) => m[1]!);
  return names.length > 0 && !/^[*:[]/.test(selector.trim()) ? names : undefined;
}

function pruneReset(css: string, tags: ReadonlySet<string>): string {
  return blocks(css)
    .map((block) => {
      const open = block.indexOf('{');
      const prelude = block.slice(0, open);
      if (prelude.startsWith('@')) {
        if (!prelude.startsWith('@supports') && !prelude.startsWith('@media')) return block;
        const inner = pruneReset(block.slice(open + 1, -1), tags);
        return inner ? `${prelude}{${inner}}` : '';
      }
      const keep = prelude.split(',').some((selector) => {
        const names = elementsOf(selector);
        return names === undefined || names.some((name) => tags.has(name));
      });
      return keep ? block : '';
    })
    .join('');
}

/** Drops `@property` rules and theme variables that nothing in the stylesheet refers to any more. */
function dropUnreferenced(css: string): string {
  const referenced = (name: string, text: string) => text.includes(`var(${name}`);
  let lean = css.replace(/@property (--[\w-]+)\{[^}]*\}/g, (rule, name: string) =>
    referenced(name, css.replace(rule, '')) ? rule : '',
  );
  // Theme variables may refer to each other: drop until only referenced ones remain.
  for (let changed = true; changed;) {
    changed = false;
    lean = lean.replace(
      /(@layer theme\{:root,:host\{)([^}]*)(\}\})/,
      (_, open: string, body: string, close: string) => {
        const declarations = body.split(';');
        const kept = declarations.filter((declaration, index) => {
          const name = declaration.slice(0, declaration.indexOf(':')).trim();
          if (!name.startsWith('--')) return true;
          const elsewhere = lean.replace(body, '') + declarations.filter((_, other) => other !== index).join(';');
          return referenced(name, elsewhere);
        });
        changed = kept.length !== declarations.length;
        return `${open}${kept.join(';')}${close}`;
      },
    );
  }
  return lean;
}

/**
 * Drops the utility rules of classes the page does not use, the reset rules of elements it does
 * not have, the `@layer properties` fallback, and the variables nothing refers to any more.
 */
export function leanStylesheet(css: string, used: ReadonlySet<string>, tags?: ReadonlySet<string>): string {
  const lean = blocks(css)
    .map((block) => {
      if (block.startsWith('@layer properties{')) return '';
      if (block.startsWith('@layer base{') && tags)
        return `@layer base{${pruneReset(block.slice('@layer base{'.length, -1), tags)}}`;
      if (block.startsWith('@layer utilities{')) {
        return `@layer utilities{${pruneRules(block.slice('@layer utilities{'.length, -1), used)}}`;
      }
      if (block.startsWith('@layer theme') || block.startsWith('@property') || block.startsWith('@keyframes'))
        return block;
      return pruneOwnRules(block, used);
    })
    .join('');
  return dropUnreferenced(lean);
}

/** Every element name in the page. */
export function tagsIn(html: string): Set<string> {
  return new Set([...html.matchAll(/<([a-z][a-z0-9-]*)[\s>/]/g)].map((match) => match[1]!));
}

/** Every class named in the page's class attributes. */
export function classesIn(html: string): Set<string> {
  return new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) => match[1]!.split(/\s+/)).filter(Boolean));
}

/** Every word of every string in an island's source: a superset of the classes it may render. */
export function classesInSource(source: string): Set<string> {
  const strings = [...source.matchAll(/(["'`])((?:(?!\1)[^\\\n]|\\.)*)\1/g)].map((match) => match[2]!);
  return new Set(strings.flatMap((text) => text.split(/\s+/)).filter(Boolean));
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * Rewrites the page: a lean inline stylesheet and a CSP <meta> whose script and style hashes
 * are exactly those of the inline scripts and styles the page carries. `scriptClasses(name)`
 * gives the classes the island `name` may add in the browser (`''`: the frame script, on
 * every page).
 */
export function leanPage(html: string, scriptClasses: (island: string) => Iterable<string>): string {
  const islands = [...html.matchAll(/component-url="[^"]*\/(\w+)\.[\w-]+\.js"/g)].map((match) => match[1]!);
  const used = new Set([
    ...classesIn(html),
    ...scriptClasses(''),
    ...islands.flatMap((island) => [...scriptClasses(island)]),
  ]);
  const tags = tagsIn(html);
  const page = html.replace(/<style>([\s\S]*?)<\/style>/g, (tag, css: string) =>
    css.includes('@layer utilities{')
      ? `<style>${registeredPropertiesAsStartingValues(leanStylesheet(css, used, tags))}</style>`
      : tag,
  );
  const scripts = [...page.matchAll(/<script(?![^>]*\s(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  const styles = [...page.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]!);
  return page.replace(
    /(<meta http-equiv="content-security-policy" content=")([^"]*)(")/,
    (_, open, policy: string, close) => {
      const directives = policy.split(';').map((directive) => {
        const [name, ...sources] = directive.trim().split(/\s+/);
        if (name !== 'script-src' && name !== 'style-src') return directive.trim();
        const kept = sources.filter((source) => !source.startsWith("'sha256-"));
        const hashes = (name === 'script-src' ? scripts : styles).map(sha256);
        return [name, ...kept, ...new Set(hashes)].join(' ');
      });
      return `${open}${directives.filter(Boolean).join(';')}${close}`;
    },
  );
}

/** Astro's inline island code: a directive's definition, or the <astro-island> element. */
const isIslandScript = (code: string) =>
  code.includes('(self.Astro||(self.Astro={}))') || code.includes('customElements.define("astro-island"');

/**
 * Takes Astro's island code out of a page: the page without it, and the scripts it had (the
 * directives first, the element last, as the element needs them when it starts).
 */
export function islandScripts(html: string): { html: string; scripts: string[] } {
  const scripts: string[] = [];
  const page = html.replace(/<script>([\s\S]*?)<\/script>/g, (tag, code: string) => {
    if (!isIslandScript(code)) return tag;
    scripts.push(code.trim());
    return '';
  });
  const order = (code: string) => (code.includes('customElements.define') ? 1 : 0);
  return { html: page, scripts: scripts.sort((a, b) => order(a) - order(b)) };
}

/**
 * Drops the `uid` Astro gives each island: only its development reloads read it, and as a hash
 * of the build's folder it made a page's bytes depend on where the site was built.
 */
export const withoutIslandIds = (html: string) => html.replace(/(<astro-island\b[^>]*?) uid="[^"]*"/g, '$1');

/** Tells the frame script where the island code is: `<html data-islands="/_astro/islands.….js">`. */
export const withIslandCode = (html: string, url: string) => html.replace(/<html\b/, `<html data-islands="${url}"`);
