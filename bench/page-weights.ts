/**
 * `npm run weights`: what a first visit to each page kind downloads (over the current build).
 * `npm run weights -- --write-budgets` sets tests/budgets.json just above today's figures, and
 * writes what each part of these pages costs (tests/first-flight-parts.json, harness/page-parts.ts);
 * do that only for growth you mean, and say why in the commit.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { htmlFileFor, kb, KINDS, BUDGETED_PAGE_PATHS, pageWeight, total } from '../harness/page-weight.ts';
import { builtPageKind, pageParts, PARTS_REFERENCE_FILE, type PartsReference } from '../harness/page-parts.ts';

const clientDir = resolve('dist/client');
const budgets: Record<string, Record<string, Record<string, number>>> = {};
console.log(
  `${'page'.padEnd(10)}${'width'.padEnd(9)}${KINDS.map((kind) => kind.padStart(10)).join('')}${'total'.padStart(10)}`,
);
for (const [name, path] of Object.entries(BUDGETED_PAGE_PATHS)) {
  budgets[name] = {};
  for (const width of ['phone', 'desktop'] as const) {
    const weight = pageWeight(clientDir, htmlFileFor(path), width);
    const all = KINDS.reduce((sum, kind) => sum + total(weight[kind]), 0);
    budgets[name][width] = Object.fromEntries(
      KINDS.map((kind) => [kind, Math.ceil((total(weight[kind]) * 1.05 + 512) / 256) * 256]),
    );
    console.log(
      `${name.padEnd(10)}${width.padEnd(9)}${KINDS.map((kind) => kb(total(weight[kind])).padStart(10)).join('')}${kb(all).padStart(10)}`,
    );
  }
}
if (process.argv.includes('--write-budgets')) {
  writeFileSync('tests/budgets.json', `${JSON.stringify(budgets, null, 2)}\n`);
  console.log('\nWrote tests/budgets.json (5% + 0.5 KB above these figures).');
  const reference: PartsReference = {};
  for (const path of Object.values(BUDGETED_PAGE_PATHS)) {
    const html = readFileSync(resolve(clientDir, htmlFileFor(path)), 'utf8');
    reference[path] = { kind: builtPageKind(path, html), parts: pageParts(html) };
  }
  writeFileSync(PARTS_REFERENCE_FILE, `${JSON.stringify(reference, null, 2)}\n`);
  console.log(
    `Wrote ${PARTS_REFERENCE_FILE}: what each part of these pages costs, for the first-flight test's messages.`,
  );
}
