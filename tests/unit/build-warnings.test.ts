import { describe, expect, it } from 'vitest';
import { buildWarnings } from '../../src/lib/build-warnings';

describe('buildWarnings', () => {
  it("finds Astro's and Vite's warnings, coloured or not, and nothing else", () => {
    const output = [
      '16:00:18 [build] Server built in 22.89s',
      '\u001b[2m16:00:19\u001b[22m \u001b[33m[WARN]\u001b[39m \u001b[33m[vite]\u001b[39m A chunk is larger than 500 kB',
      '16:00:20 [WARN] [router] A route has no getStaticPaths',
      '16:00:21 [build] Complete! No warnings to report',
    ].join('\n');
    expect(buildWarnings(output)).toEqual([
      '16:00:19 [WARN] [vite] A chunk is larger than 500 kB',
      '16:00:20 [WARN] [router] A route has no getStaticPaths',
    ]);
  });

  it('finds none in a quiet build', () => {
    expect(buildWarnings('16:00:18 [build] Complete!\n')).toEqual([]);
  });
});
