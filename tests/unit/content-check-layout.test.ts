/**
 * The content check stays a folder of small rooms: each rule a file of its own that exports one
 * `Rule`, in rules/entry/ (it reads one entry at a time) or rules/content/ (it holds files against
 * each other) by its scope, listed in RULES or LAUNCH_RULES (src/lib/content-check/index.ts), and each file with a
 * test file of its name in tests/unit/content-check/. A new rule gets a file of its own, or joins
 * one that stays readable in one sitting.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LAUNCH_RULES, RULES } from '../../src/lib/content-check';
import type { Rule } from '../../src/lib/content-check/types';

const folder = join(import.meta.dirname, '../../src/lib/content-check');
const testFolder = join(import.meta.dirname, 'content-check');
const MAX_LINES = 250;
/** Types only: what it declares is tested through the files that use it. */
const UNTESTED = ['types.ts'];
/** The test files' shared helpers. */
const TEST_HELPERS = ['support.ts'];

describe('src/lib/content-check/', () => {
  const typescript = (dir: string) => readdirSync(join(folder, dir)).filter((name) => name.endsWith('.ts'));
  const SCOPES = ['entry', 'content'] as const;
  /** The folder's own files, and the rules' as `rules/<scope>/<name>.ts`. */
  const files = [
    ...typescript('.'),
    ...SCOPES.flatMap((scope) => typescript(`rules/${scope}`).map((name) => `rules/${scope}/${name}`)),
  ];
  const testFileOf = (name: string) => basename(name).replace(/\.ts$/, '.test.ts');

  it(`keeps every file within ${MAX_LINES} lines`, () => {
    const long = files
      .map((name) => ({ name, lines: readFileSync(join(folder, name), 'utf8').split('\n').length }))
      .filter(({ lines }) => lines > MAX_LINES);
    expect(long).toEqual([]);
  });

  it('names every file of the folder in the entry: a rule in its imports, any other file in its header', () => {
    const entry = readFileSync(join(folder, 'index.ts'), 'utf8');
    const unlisted = files.filter((name) => name !== 'index.ts' && !entry.includes(name));
    expect(unlisted).toEqual([]);
  });

  it('lists every rule its file exports in RULES or LAUNCH_RULES, once, named as its file', async () => {
    const exported: Rule[] = [];
    for (const name of files) {
      const { rule } = (await import(join(folder, name))) as { rule?: Rule };
      if (!rule) continue;
      expect(rule.name).toBe(basename(name, '.ts'));
      exported.push(rule);
    }
    const listed = [...RULES, ...LAUNCH_RULES];
    expect(listed.map((rule) => rule.name).sort()).toEqual(exported.map((rule) => rule.name).sort());
    for (const rule of exported) expect(listed).toContain(rule);
  });

  it('keeps every rule in the folder of its scope, and nothing but rules and their parts there', async () => {
    for (const name of files) {
      const { rule } = (await import(join(folder, name))) as { rule?: Rule };
      if (rule)
        expect(name, `${name} exports a rule of scope '${rule.scope}'`).toMatch(new RegExp(`^rules/${rule.scope}/`));
    }
    expect(readdirSync(join(folder, 'rules')).sort()).toEqual([...SCOPES].sort());
  });

  it('lists the rules in the order they run: those of one entry, then those that look across files', () => {
    for (const rules of [RULES, LAUNCH_RULES]) {
      const scopes = rules.map((rule) => rule.scope);
      const firstAcross = scopes.indexOf('content');
      if (firstAcross !== -1) expect(scopes.slice(firstAcross)).not.toContain('entry');
    }
  });

  it('has a test file of the same name for every file (tests/unit/content-check/<file>.test.ts)', () => {
    const untested = files.filter(
      (name) => !UNTESTED.includes(name) && !existsSync(join(testFolder, testFileOf(name))),
    );
    expect(untested).toEqual([]);
  });

  it('names every test file of tests/unit/content-check/ after a file of the folder', () => {
    const strays = readdirSync(testFolder).filter(
      (name) => !TEST_HELPERS.includes(name) && !files.map(testFileOf).includes(name),
    );
    expect(strays).toEqual([]);
  });
});
