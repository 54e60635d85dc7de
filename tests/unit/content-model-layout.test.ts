/**
 * The content model stays findable by its collections' names: each collection of the one table
 * (src/lib/content/collections.ts) has its schema in a file of its name in schemas/, beside the
 * fields they all use (fields.ts), and nothing else sits there. Pages read the collections only
 * through the questions of queries/, so that every page asks each one the same way.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentCollections } from '../../src/lib/content/collections';

describe('src/lib/content/schemas/', () => {
  it('holds one file per collection, named as collections.ts names it, and fields.ts', () => {
    const files = readdirSync('src/lib/content/schemas').sort();
    const expected = [...Object.keys(contentCollections), 'fields'].map((name) => `${name}.ts`).sort();
    expect(files).toEqual(expected);
  });
});

describe('src/lib/content/queries/', () => {
  it('is the one folder that reads the collections from astro:content', () => {
    const readers = readdirSync('src', { recursive: true, encoding: 'utf8' })
      .map((file) => join('src', file))
      .filter((file) => /\.(ts|tsx|astro)$/.test(file))
      .filter((file) =>
        [...readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'astro:content'/g)].some(([, names]) =>
          /\bget(Collection|Entry|Entries)\b/.test(names!),
        ),
      );
    expect(readers.length).toBeGreaterThan(0);
    expect(readers.filter((file) => !file.startsWith(join('src/lib/content/queries/')))).toEqual([]);
  });
});
