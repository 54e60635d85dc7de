/**
 * The classes a script may add to a page once it runs, read from its source: an island's (with the
 * files it imports) and the browser code's. The page's trim keeps their rules on every page the
 * script runs on (./html.ts, `scriptClasses`), and their long names (./index.ts, `keepsName`).
 */

/**
 * Every word of every string in an island's source: a superset of the classes it may render. A
 * pattern over the quoted text, not a TypeScript parse: over the islands it finds every class
 * word the parse finds, without loading the compiler into the build.
 */
export function classesInSource(source: string): Set<string> {
  const strings = [...source.matchAll(/(["'`])((?:(?!\1)[^\\\n]|\\.)*)\1/g)].map((match) => match[2]!);
  return new Set(strings.flatMap((text) => text.split(/\s+/)).filter(Boolean));
}

/**
 * The classes each island may render (`classesInSource`), with those of the files it imports from
 * its own folder, and theirs in turn: a form island renders the fields of the form engine it
 * imports. `sources` holds each file of the islands' folder by its name without extension.
 */
export function islandClasses(sources: ReadonlyMap<string, string>): Map<string, Set<string>> {
  const imports = (source: string) =>
    [...source.matchAll(/\bfrom\s+['"]\.\/([^'"]+?)(?:\.tsx?)?['"]/g)].map((match) => match[1]!);
  const result = new Map<string, Set<string>>();
  for (const name of sources.keys()) {
    const words = new Set<string>();
    const seen = new Set<string>();
    const pending = [name];
    while (pending.length > 0) {
      const file = pending.pop()!;
      const source = sources.get(file);
      if (seen.has(file) || source === undefined) continue;
      seen.add(file);
      for (const word of classesInSource(source)) words.add(word);
      pending.push(...imports(source));
    }
    result.set(name, words);
  }
  return result;
}
