/**
 * The command-line tools (`npm run check`, `shots`, `inbox`, the benches…) and the server run on
 * plain Node, which strips TypeScript's types and refuses anything else (parameter properties,
 * enums). Every local module they reach is held to that here, without running any of them: a
 * helper shared with the browser tests once broke `npm run shots` that way.
 */
import { existsSync, readFileSync } from 'node:fs';
import { stripTypeScriptTypes } from 'node:module';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts as Record<string, string>;
const entries = [
  ...new Set(
    Object.values(scripts).flatMap((command) => [...command.matchAll(/\bnode (\S+\.ts)\b/g)].map((m) => m[1]!)),
  ),
];

/** Every local .ts module `entry` imports, at any depth (type-only imports are erased, so skipped). */
function reachable(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const source = readFileSync(entry, 'utf8');
  for (const [, typeOnly, path] of source.matchAll(
    /^\s*(?:import|export)\s+(type\s+)?[^'";]*?from\s+'(\.{1,2}\/[^']+)'/gm,
  )) {
    if (typeOnly || !path!.endsWith('.ts')) continue;
    const file = normalize(join(dirname(entry), path!));
    if (existsSync(file)) reachable(file, seen);
  }
  return seen;
}

describe('what plain Node runs', () => {
  it('finds the tools behind the npm scripts', () => {
    expect(entries).toEqual(
      expect.arrayContaining(['scripts/shots.ts', 'scripts/check-content.ts', 'src/server/start.ts']),
    );
  });

  const modules = [...new Set(entries.flatMap((entry) => [...reachable(entry)]))].sort();
  it.each(modules)('%s is TypeScript that Node can strip', (file) => {
    expect(() => stripTypeScriptTypes(readFileSync(file, 'utf8'))).not.toThrow();
  });
});
