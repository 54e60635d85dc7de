/**
 * A built page's stylesheet, trimmed to what the page can use (the page's trim, ./html.ts, asks for
 * it), so that the page's HTML, with the CSS inlined in it, fits the first round trip of a slow
 * connection (docs/performance.md):
 *
 * - Tailwind writes one stylesheet for the whole site. A page keeps only the rules that can match
 *   one of its elements: every class a selector requires (outside `:not()`; one of the
 *   alternatives of `:is()`, `:where()` and `:has()`) is in the page, or a script may add it once
 *   it runs (islands render some states, such as a field's error, only in the browser; the frame
 *   script marks the page `.js`, `.is-ready`...).
 * - Tailwind's `@layer properties` block is a fallback for browsers without `@property`; every
 *   browser the site supports has it. The theme variables and `@keyframes` that the page's
 *   remaining CSS refers to stay, and the `@property` rules it refers to become starting values in
 *   the reset (registered-properties.ts); the others go.
 * - The reset (Tailwind's preflight) keeps the rules for elements the page has: a page with no
 *   form field needs none of the rules for date pickers, file buttons and placeholders.
 *
 * PostCSS and postcss-selector-parser read the CSS.
 */
import postcss, { type AtRule, type ChildNode, type Container, type Declaration, type Root } from 'postcss';
import selectorParser from 'postcss-selector-parser';
import { startingValuesInReset } from './registered-properties.ts';

/** What a page has that a selector may require: its classes, and (for the reset) its elements. */
interface PageHas {
  classes?: ReadonlySet<string>;
  tags?: ReadonlySet<string>;
}

/** Pseudo-elements and classes that only form fields have. */
const FORM_FIELD_PSEUDO = /^::?(-webkit-|file-selector-button|placeholder|-moz-ui-invalid)/;
const FORM_FIELDS = ['input', 'textarea'];
/** Pseudo-classes that match when one selector of their list does. */
const ANY_OF = new Set([':is', ':where', ':matches', ':-webkit-any', ':-moz-any', ':has']);

const selectorLists = new Map<string, selectorParser.Root>();
/** Parsed once per build: every page's stylesheet holds the same selectors. */
function selectorList(selector: string): selectorParser.Root {
  let list = selectorLists.get(selector);
  if (!list) selectorLists.set(selector, (list = selectorParser().astSync(selector)));
  return list;
}

/** False only when the selector needs something the page can never have. */
function mayMatch(selector: selectorParser.Selector, page: PageHas): boolean {
  return selector.nodes.every((node) => {
    if (node.type === 'class') return !page.classes || page.classes.has(node.value);
    if (node.type === 'tag') return !page.tags || page.tags.has(node.value.toLowerCase());
    if (node.type !== 'pseudo') return true;
    const name = node.value.toLowerCase();
    if (page.tags && FORM_FIELD_PSEUDO.test(name) && !FORM_FIELDS.some((tag) => page.tags!.has(tag))) return false;
    if (ANY_OF.has(name)) return node.nodes.some((inner) => mayMatch(inner, page));
    return true;
  });
}

/** At-rules whose rules apply under a condition or in a layer: their rules are pruned one by one. */
const GROUPING = new Set(['media', 'supports', 'layer', 'container', 'scope', 'starting-style']);

/** Drops the node if it is a rule that cannot match on the page, or the rules of a group that cannot. */
function prune(node: ChildNode, page: PageHas): void {
  if (node.type === 'rule') {
    if (!selectorList(node.selector).nodes.some((selector) => mayMatch(selector, page))) node.remove();
  } else if (node.type === 'atrule' && GROUPING.has(node.name) && node.nodes) {
    node.each((child) => prune(child, page));
  }
}

const layerName = (node: ChildNode) => (node.type === 'atrule' && node.name === 'layer' ? node.params : undefined);

/**
 * Drops the groups left empty. An empty `@layer` block stays when a later block of the same
 * layer has rules: its place sets the layer's order in the cascade.
 */
function dropEmptyGroups(container: Container, root: Root): void {
  container.each((node) => {
    if (node.type !== 'atrule' || !GROUPING.has(node.name) || !node.nodes) return;
    dropEmptyGroups(node, root);
    if (node.nodes.length > 0) return;
    const name = layerName(node);
    const laterBlocks = name === undefined ? [] : root.nodes.slice(root.index(node) + 1);
    if (!laterBlocks.some((later) => layerName(later) === name && (later as AtRule).nodes?.length)) node.remove();
  });
}

const variableReads = new Map<string, string[]>();
/** The custom properties a value reads with `var()`. */
function variablesIn(value: string): string[] {
  let names = variableReads.get(value);
  if (!names)
    variableReads.set(value, (names = [...value.matchAll(/var\(\s*(--[^\s,)]+)/g)].map((match) => match[1]!)));
  return names;
}

const isThemeLayer = (node: ChildNode) => layerName(node) === 'theme';

/** Drops the theme variables, `@property` rules and `@keyframes` that nothing left refers to. */
function dropUnreferenced(root: Root): void {
  const theme = new Map<string, Declaration[]>();
  const read = new Set<string>();
  const values: string[] = [];
  const registered: AtRule[] = [];
  const keyframes: AtRule[] = [];
  root.each((block) => {
    const inTheme = isThemeLayer(block);
    const visit = (node: ChildNode) => {
      if (node.type === 'atrule' && node.name === 'property') registered.push(node);
      else if (node.type === 'atrule' && /^(-webkit-)?keyframes$/.test(node.name)) keyframes.push(node);
      else if (node.type === 'decl' && node.prop.startsWith('--') && inTheme) {
        theme.set(node.prop, [...(theme.get(node.prop) ?? []), node]);
      } else if (node.type === 'decl') {
        for (const name of variablesIn(node.value)) read.add(name);
        values.push(node.value);
      }
    };
    visit(block);
    if (block.type !== 'decl' && block.type !== 'comment') block.walk(visit);
  });
  // Theme variables may refer to each other: a variable read by a variable that stays, stays.
  const pending = [...read];
  while (pending.length > 0) {
    for (const declaration of theme.get(pending.pop()!) ?? []) {
      for (const name of variablesIn(declaration.value)) {
        if (read.has(name)) continue;
        read.add(name);
        pending.push(name);
      }
    }
  }
  for (const [name, declarations] of theme) {
    if (read.has(name)) values.push(...declarations.map((declaration) => declaration.value));
    else {
      for (const declaration of declarations) {
        const rule = declaration.parent!;
        declaration.remove();
        if (rule.nodes!.length === 0) rule.remove();
      }
    }
  }
  for (const rule of registered) if (!read.has(rule.params)) rule.remove();
  const named = (name: string) => values.some((value) => value.includes(name) && value.split(/[\s,]+/).includes(name));
  for (const rule of keyframes) if (!named(rule.params)) rule.remove();
}

const stylesheets = new Map<string, Root>();
/** Parsed once per build: the pages share one stylesheet, and each trims a copy. */
function stylesheet(css: string): Root {
  let root = stylesheets.get(css);
  if (!root) {
    stylesheets.set(css, (root = postcss.parse(css)));
    // Tailwind's notice is the only comment, and no browser reads it.
    root.walkComments((comment) => {
      comment.remove();
    });
  }
  return root.clone();
}

/**
 * Drops the rules that cannot match on a page with these classes (and, given the page's
 * elements, the reset rules of elements it does not have), the `@layer properties` fallback,
 * and the variables, `@property` rules and keyframes nothing refers to any more; the `@property`
 * rules left become starting values in the reset.
 */
export function leanStylesheet(css: string, used: ReadonlySet<string>, tags?: ReadonlySet<string>): string {
  return leanRoot(css, used, tags).toString();
}

/** `leanStylesheet` as a parsed stylesheet, which the page's trim renames utilities in before writing it. */
export function leanRoot(css: string, used: ReadonlySet<string>, tags?: ReadonlySet<string>): Root {
  const root = stylesheet(css);
  root.each((node) => {
    const layer = layerName(node);
    if (layer === 'properties') node.remove();
    else if (layer === 'base') prune(node, { tags });
    else if (layer !== 'theme') prune(node, { classes: used });
  });
  dropUnreferenced(root);
  dropEmptyGroups(root, root);
  startingValuesInReset(root);
  return root;
}
