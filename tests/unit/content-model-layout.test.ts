/**
 * The content model stays findable by its collections' names: each collection of the one table
 * (src/lib/content/collections.ts) has its schema in a file of its name in schemas/, beside the
 * fields they all use (fields.ts), and nothing else sits there.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentCollections } from '../../src/lib/content/collections';

describe('src/lib/content/schemas/', () => {
  it('holds one file per collection, named as collections.ts names it, and fields.ts', () => {
    const files = readdirSync('src/lib/content/schemas').sort();
    const expected = [...Object.keys(contentCollections), 'fields'].map((name) => `${name}.ts`).sort();
    expect(files).toEqual(expected);
  });
});
