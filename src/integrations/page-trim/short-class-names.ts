/**
 * Tailwind's utility classes are long words (`md:grid-cols-3`, `focus-visible:outline-offset-2`),
 * each written once in the page's stylesheet and again on every element that uses it: about a
 * tenth of a compressed page. Within one page, each may be called by a short name instead (`a`,
 * `b`, … `zz`), in its stylesheet and its markup alike, and the page looks and behaves as built.
 *
 * A class keeps its name when something outside the page's stylesheet and markup may read or
 * write it: the browser code and the islands (a React island renders its own class strings when
 * it wakes), an island's props, and the project's own names (its components' classes and its own
 * utilities, which its tests and its readers find by name). Only classes that Tailwind's utilities
 * alone name are renamed.
 */
import type { AtRule, Container, Document, Root, Rule } from 'postcss';
import selectorParser from 'postcss-selector-parser';

const FIRST = 'abcdefghijklmnopqrstuvwxyz';
const LATER = `${FIRST}0123456789`;

/** Short names in order, `a` … `z`, then `aa` … `z9`: enough for any page's utilities. */
function* names(): Generator<string> {
  yield* FIRST;
  for (const first of FIRST) for (const later of LATER) yield first + later;
}

function inUtilities(rule: Rule): boolean {
  for (let node: Container | Document | undefined = rule.parent; node; node = node.parent) {
    if (node.type === 'atrule' && (node as AtRule).name === 'layer' && (node as AtRule).params === 'utilities')
      return true;
  }
  return false;
}

const selectorClassLists = new Map<string, string[]>();
/** The classes a selector names; read once per build, as every page's stylesheet holds the same selectors. */
function classesOf(selector: string): string[] {
  let found = selectorClassLists.get(selector);
  if (!found) {
    const names: string[] = [];
    selectorParser((root) => root.walkClasses((node) => void names.push(node.value))).processSync(selector);
    selectorClassLists.set(selector, (found = names));
  }
  return found;
}

/** How many times each class is named in the stylesheet's selectors, and whether outside the utilities. */
function selectorClasses(root: Root): { uses: Map<string, number>; outsideUtilities: Set<string> } {
  const uses = new Map<string, number>();
  const outsideUtilities = new Set<string>();
  root.walkRules((rule) => {
    const utility = inUtilities(rule);
    for (const name of classesOf(rule.selector)) {
      uses.set(name, (uses.get(name) ?? 0) + 1);
      if (!utility) outsideUtilities.add(name);
    }
  });
  return { uses, outsideUtilities };
}

/**
 * The page's short names: each class that only utilities name, that the page's markup uses, and
 * that `keepsName` does not claim, gets the shortest name free, the most used first.
 * `markupUses` counts each class's appearances in the page's `class` attributes.
 */
export function shortClassNames(
  root: Root,
  markupUses: ReadonlyMap<string, number>,
  keepsName: (name: string) => boolean,
): Map<string, string> {
  const { uses, outsideUtilities } = selectorClasses(root);
  const renamed = [...markupUses.keys()].filter(
    (name) => uses.has(name) && !outsideUtilities.has(name) && !keepsName(name),
  );
  const total = (name: string) => (uses.get(name) ?? 0) + (markupUses.get(name) ?? 0);
  renamed.sort((a, b) => total(b) - total(a) || (a < b ? -1 : 1));
  const taken = new Set([...uses.keys(), ...markupUses.keys()]);
  const free = names();
  const result = new Map<string, string>();
  for (const name of renamed) {
    let short = free.next().value!;
    while (taken.has(short) || keepsName(short)) short = free.next().value!;
    result.set(name, short);
  }
  return result;
}

/** Writes the short names into the stylesheet's selectors. */
export function renameInStylesheet(root: Root, shortNames: ReadonlyMap<string, string>): void {
  if (shortNames.size === 0) return;
  const rename = selectorParser((selectors) =>
    selectors.walkClasses((node) => {
      const short = shortNames.get(node.value);
      if (short) node.value = short;
    }),
  );
  root.walkRules((rule) => {
    if (classesOf(rule.selector).some((name) => shortNames.has(name)))
      rule.selector = rename.processSync(rule.selector);
  });
}

/** A `class` attribute's words with the short names in place of the long ones, one space apart. */
export const renamedClassList = (value: string, shortNames: ReadonlyMap<string, string>): string =>
  value
    .split(/[\t\n\f\r ]+/)
    .filter(Boolean)
    .map((name) => shortNames.get(name) ?? name)
    .join(' ');
