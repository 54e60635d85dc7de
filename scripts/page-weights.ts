/** `npm run weights`: prints what a first visit to each page kind downloads (over the current build). */
import { resolve } from 'node:path';
import { htmlFileFor, kb, PAGE_KINDS, pageWeight, total, type Kind } from '../tests/support/page-weight.ts';

const clientDir = resolve('dist/client');
const kinds: Kind[] = ['html', 'css', 'js', 'images', 'fonts'];
console.log(
  `${'page'.padEnd(10)}${'width'.padEnd(9)}${kinds.map((kind) => kind.padStart(10)).join('')}${'total'.padStart(10)}`,
);
for (const [name, path] of Object.entries(PAGE_KINDS)) {
  for (const width of ['phone', 'desktop'] as const) {
    const weight = pageWeight(clientDir, htmlFileFor(path), width);
    const all = kinds.reduce((sum, kind) => sum + total(weight[kind]), 0);
    console.log(
      `${name.padEnd(10)}${width.padEnd(9)}${kinds.map((kind) => kb(total(weight[kind])).padStart(10)).join('')}${kb(all).padStart(10)}`,
    );
  }
}
