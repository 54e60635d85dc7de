/**
 * No two modules of src/ import each other, however far round: in a circle no module can be read
 * first, so what each holds has no home of its own, and a change to one is a change to all of
 * them. Type-only imports count too, as they tie the modules' meaning just as closely. A fact
 * two modules both need gets a home they both import (src/shared/, or a types file).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every relative import, `import type`, `export … from` and `import()` included, as written. */
const IMPORT = /(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;
/** How an import written without its ending finds its file. */
const ENDINGS = ['', '.ts', '.tsx', '.astro', '/index.ts'];

/** Each module and the modules it imports, given each module's source by its path. */
function importGraph(sources: ReadonlyMap<string, string>): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const [file, source] of sources) {
    const imported = [...source.matchAll(IMPORT)].flatMap(([, path]) => {
      const base = normalize(join(dirname(file), path!));
      const found = ENDINGS.map((ending) => base + ending).find((candidate) => sources.has(candidate));
      return found ? [found] : [];
    });
    graph.set(file, imported);
  }
  return graph;
}

/** The circles of a graph: its strongly connected components of two modules or more (Tarjan's algorithm). */
function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (module: string) => {
    index.set(module, next);
    low.set(module, next++);
    stack.push(module);
    onStack.add(module);
    for (const imported of graph.get(module) ?? []) {
      if (!index.has(imported)) {
        visit(imported);
        low.set(module, Math.min(low.get(module)!, low.get(imported)!));
      } else if (onStack.has(imported)) {
        low.set(module, Math.min(low.get(module)!, index.get(imported)!));
      }
    }
    if (low.get(module) !== index.get(module)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== module);
    if (component.length > 1) found.push(component.sort());
  };
  for (const module of graph.keys()) if (!index.has(module)) visit(module);
  return found;
}

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx|astro)$/.test(file))
    .map((file) => join(dir, file));

describe('the imports of src/', () => {
  it('form no circle, type-only imports included', () => {
    const sources = new Map(sourceFiles('src').map((file) => [file, readFileSync(file, 'utf8')]));
    expect(circles(importGraph(sources)).map((circle) => circle.join(' ↔ '))).toEqual([]);
  });

  it('are read as a circle however it is written: a type import, a re-export, an import without its ending', () => {
    const planted = new Map([
      ['src/a/one.ts', "import type { Two } from '../b';\nexport const one = 1;"],
      ['src/b/index.ts', "export { three } from './three';\nexport type Two = 2;"],
      ['src/b/three.ts', "import { one } from '../a/one.ts';\nexport const three = one + 2;"],
      ['src/c.ts', "import { one } from './a/one.ts';\nimport { z } from 'zod';"],
    ]);
    expect(circles(importGraph(planted))).toEqual([['src/a/one.ts', 'src/b/index.ts', 'src/b/three.ts']]);
  });
});
