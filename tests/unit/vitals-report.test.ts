/**
 * The arithmetic of `npm run vitals`: the nearest-rank 75th percentile, the share at or under
 * Google's "good" thresholds, the most common elements, one row per page kind and edition.
 */
import { describe, expect, it } from 'vitest';
import {
  buildReport,
  FEW_SAMPLES,
  formatReport,
  goodShare,
  p75,
  percentile,
  summarize,
  topTargets,
} from '../../src/server/vitals/report';
import type { VitalsRow } from '../../src/server/vitals/store';

const row = (fields: Partial<VitalsRow>): VitalsRow => ({
  receivedOn: '2026-03-14',
  kind: 'home',
  edition: 'en',
  lcp: null,
  inp: null,
  cls: null,
  ttfb: null,
  lcpTarget: null,
  inpTarget: null,
  clsTarget: null,
  connection: null,
  device: null,
  ...fields,
});

describe('p75', () => {
  it('is the value at rank ceil(0.75 n) of the sorted samples, whatever their order', () => {
    expect(p75([])).toBeUndefined();
    expect(p75([700])).toBe(700);
    expect(p75([400, 100, 300, 200])).toBe(300);
    expect(p75([5, 1, 4, 2, 3])).toBe(4);
    expect(p75(Array.from({ length: 100 }, (_, i) => 100 - i))).toBe(75);
    expect(p75(Array.from({ length: 101 }, (_, i) => i))).toBe(75);
    expect(p75([0.02, 0.3, 0.01, 0.1])).toBe(0.1);
  });

  it('is one of the samples: never interpolated', () => {
    expect(p75([1000, 3000])).toBe(3000);
    expect(percentile([10, 20, 30], 0)).toBe(10);
    expect(percentile([10, 20, 30], 50)).toBe(20);
    expect(percentile([10, 20, 30], 100)).toBe(30);
  });
});

describe('good share', () => {
  it('counts samples at or under the threshold', () => {
    expect(goodShare([], 2500)).toBeUndefined();
    expect(goodShare([2500, 2501, 1000, 4000], 2500)).toBe(0.5);
    expect(goodShare([0.1, 0.1000001], 0.1)).toBe(0.5);
  });
});

describe('most common elements', () => {
  it('lists the three most frequent, ties alphabetically, ignoring samples without one', () => {
    expect(topTargets(['b', 'a', null, 'c', 'b', 'd', 'a', 'c', 'b'])).toEqual([
      { target: 'b', count: 3 },
      { target: 'a', count: 2 },
      { target: 'c', count: 2 },
    ]);
    expect(topTargets([null, null])).toEqual([]);
  });
});

describe('the report', () => {
  const samples = [
    row({ kind: 'contact', edition: 'ar', ttfb: 900 }),
    row({ lcp: 1000, cls: 0.05, lcpTarget: 'img.hero' }),
    row({ lcp: 2000, cls: 0.2, lcpTarget: 'img.hero' }),
    row({ lcp: 3000, inp: 150, inpTarget: 'button.menu', lcpTarget: 'h1' }),
    row({ lcp: 4000, inp: 350, inpTarget: 'button.menu' }),
    row({ edition: 'ar', lcp: 2600 }),
    row({ kind: 'other', ttfb: 100 }),
  ];

  it('has one row per page kind and edition, in the order of the site’s kinds, English first', () => {
    expect(summarize(samples).map(({ kind, edition }) => `${kind} ${edition}`)).toEqual([
      'home en',
      'home ar',
      'contact ar',
      'other en',
    ]);
  });

  it('counts each metric over the samples that carried it', () => {
    const [home] = summarize(samples);
    expect(home).toEqual({
      kind: 'home',
      edition: 'en',
      samples: 4,
      lcp: { p75: 3000, good: 0.5, samples: 4 },
      inp: { p75: 350, good: 0.5, samples: 2 },
      cls: { p75: 0.2, good: 0.5, samples: 2 },
      ttfb: { p75: null, good: null, samples: 0 },
      lcpTargets: [
        { target: 'img.hero', count: 2 },
        { target: 'h1', count: 1 },
      ],
      inpTargets: [{ target: 'button.menu', count: 2 }],
      clsTargets: [],
    });
  });

  it('covers the 28 days that end today and prints a table a person can read', () => {
    const report = buildReport(samples, '/var/lib/site/vitals.sqlite', Date.parse('2026-03-14T10:00:00Z'));
    expect(report).toMatchObject({ from: '2026-02-15', to: '2026-03-14', days: 28, samples: 7 });
    const text = formatReport(report);
    expect(text).toContain('2026-02-15 to 2026-03-14 (28 days, UTC): 7 samples');
    expect(text).toMatch(
      /^page +edition +samples +LCP p75 +good +n +INP p75 +good +n +CLS p75 +good +n +TTFB p75 +good +n$/m,
    );
    expect(text).toMatch(/^home +en +4 +3000 ms\* +50% +4 +350 ms\* +50% +2 +0\.20\* +50% +2 +– +– +0$/m);
    expect(text).toMatch(/^contact +ar +1 +– +– +0 +– +– +0 +– +– +0 +900 ms\* +0% +1$/m);
    expect(text).toContain('LCP element:  img.hero (2), h1 (1)');
    expect(text).toContain('INP target:   button.menu (2)');
  });

  it('says how many samples each row rests on, and marks a p75 of too few to read as a figure', () => {
    const many = Array.from({ length: FEW_SAMPLES }, (_, i) => row({ lcp: 1000 + i, inp: i < 3 ? 100 : null }));
    const text = formatReport(buildReport(many, 'vitals.sqlite', Date.parse('2026-03-14T10:00:00Z')));
    expect(text).toMatch(/^home +en +50 +1037 ms +100% +50 +100 ms\* +100% +3 +– +– +0 +– +– +0$/m);
    expect(text).toContain(
      'samples: the page views (beacons) the row rests on. *: a p75 of fewer than 50 samples, which swings week to week: read the trend.',
    );
  });

  it('says so when there is nothing in the window', () => {
    expect(formatReport(buildReport([], 'vitals.sqlite'))).toContain('No vitals samples in the last 28 days.');
  });
});
