/**
 * The content check stays a folder of small rooms (src/lib/content-check/index.ts lists them): a
 * new rule gets a file of its own, or joins one that stays readable in one sitting.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const folder = join(import.meta.dirname, '../../src/lib/content-check');
const MAX_LINES = 250;

describe('src/lib/content-check/', () => {
  const files = readdirSync(folder).filter((name) => name.endsWith('.ts'));

  it(`keeps every file within ${MAX_LINES} lines`, () => {
    const long = files
      .map((name) => ({ name, lines: readFileSync(join(folder, name), 'utf8').split('\n').length }))
      .filter(({ lines }) => lines > MAX_LINES);
    expect(long).toEqual([]);
  });

  it('names every file of the folder in the entry’s list of rules', () => {
    const entry = readFileSync(join(folder, 'index.ts'), 'utf8');
    const unlisted = files.filter((name) => name !== 'index.ts' && !entry.includes(name));
    expect(unlisted).toEqual([]);
  });
});
