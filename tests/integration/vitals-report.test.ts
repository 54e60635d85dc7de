/**
 * `npm run vitals` (scripts/vitals.ts, run as its own process over a file filled with known
 * samples) prints the p75, the "good" share and the most common elements of the last 28 days,
 * as a table and as JSON.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VitalsSample } from '../../src/shared/vitals';
import type { VitalsReport } from '../../src/server/vitals/report';
import { fillVitals } from '../support/vitals';

const dir = mkdtempSync(join(tmpdir(), 'vitals-report-'));
const db = join(dir, 'vitals.sqlite');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const vitals = (args: string[] = [], path = db) =>
  spawnSync(process.execPath, [resolve('scripts/vitals.ts'), ...args], {
    env: { ...process.env, VITALS_DB: path, NODE_NO_WARNINGS: '1' },
    encoding: 'utf8',
  });

const home = { kind: 'home', edition: 'en' } as const;
/** The English home page, eight page views over the four weeks (p75 is the 6th of 8 sorted values). */
const homeViews: VitalsSample[] = [
  { ...home, lcp: 1200, cls: 0.01, ttfb: 300, lcpTarget: 'img.hero', inp: 120, inpTarget: 'button.menu-toggle' },
  { ...home, lcp: 1800, cls: 0.3, ttfb: 700, lcpTarget: 'img.hero', inp: 250, inpTarget: 'button.menu-toggle' },
  { ...home, lcp: 2400, cls: 0.05, ttfb: 900, lcpTarget: 'h1', inp: 80, inpTarget: 'a.whatsapp' },
  { ...home, lcp: 2600, cls: 0.12, ttfb: 500, lcpTarget: 'img.hero', inp: 190, inpTarget: 'button.menu-toggle' },
  { ...home, lcp: 3100, cls: 0.02, lcpTarget: 'img.hero' },
  { ...home, lcp: 4000, cls: 0.08, lcpTarget: 'p.lead' },
  { ...home, lcp: 900, cls: 0, lcpTarget: 'h1' },
  { ...home, lcp: 2000, cls: 0.1, lcpTarget: 'img.hero' },
];
const serviceViews: VitalsSample[] = [3000, 2000, 5000].map((lcp) => ({
  kind: 'service',
  edition: 'ar',
  lcp,
  lcpTarget: 'section.banner>img',
}));

beforeAll(() => {
  fillVitals(db, [
    // Spread over the window, the last one on its first day (27 days ago).
    ...homeViews.map((sample, i) => ({ daysAgo: [0, 3, 7, 10, 14, 18, 22, 27][i]!, sample })),
    ...serviceViews.map((sample) => ({ daysAgo: 0, sample })),
    // From 28 days ago and before: far slower, and not counted.
    ...Array.from({ length: 10 }, (_, i) => ({ daysAgo: 28 + i, sample: { ...home, lcp: 50_000, inp: 9000 } })),
  ]);
});

describe('npm run vitals', () => {
  it('prints one row per page kind and edition with the p75 and good share of each metric', () => {
    const { stdout, status } = vitals();
    expect(status).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect(stdout).toContain(`to ${today} (28 days, UTC): 11 samples`);
    expect(stdout).toMatch(
      /^page +edition +samples +LCP p75 +good +n +INP p75 +good +n +CLS p75 +good +n +TTFB p75 +good +n$/m,
    );
    expect(stdout).toMatch(/^home +en +8 +2600 ms\* +63% +8 +190 ms\* +75% +4 +0\.10\* +75% +8 +700 ms\* +75% +4$/m);
    expect(stdout).toMatch(/^service +ar +3 +5000 ms\* +33% +3 +– +– +0 +– +– +0 +– +– +0$/m);
    expect(stdout).toContain('samples: the page views (beacons) the row rests on. *: a p75 of fewer than 50 samples');
    expect(stdout).toContain('LCP element:  img.hero (5), h1 (2), p.lead (1)');
    expect(stdout).toContain('INP target:   button.menu-toggle (3), a.whatsapp (1)');
    expect(stdout).toContain('LCP element:  section.banner>img (3)');
    expect(stdout.indexOf('home')).toBeLessThan(stdout.indexOf('service'));
  });

  it('prints the same as JSON with --json', () => {
    const report = JSON.parse(
      execFileSync(process.execPath, [resolve('scripts/vitals.ts'), '--json'], {
        env: { ...process.env, VITALS_DB: db },
        encoding: 'utf8',
      }),
    ) as VitalsReport;
    expect(report).toMatchObject({ days: 28, samples: 11, database: db });
    expect(report.thresholds).toEqual({ lcp: 2500, inp: 200, cls: 0.1, ttfb: 800 });
    expect(report.rows).toEqual([
      {
        kind: 'home',
        edition: 'en',
        samples: 8,
        lcp: { p75: 2600, good: 0.625, samples: 8 },
        inp: { p75: 190, good: 0.75, samples: 4 },
        cls: { p75: 0.1, good: 0.75, samples: 8 },
        ttfb: { p75: 700, good: 0.75, samples: 4 },
        lcpTargets: [
          { target: 'img.hero', count: 5 },
          { target: 'h1', count: 2 },
          { target: 'p.lead', count: 1 },
        ],
        inpTargets: [
          { target: 'button.menu-toggle', count: 3 },
          { target: 'a.whatsapp', count: 1 },
        ],
        clsTargets: [],
      },
      {
        kind: 'service',
        edition: 'ar',
        samples: 3,
        lcp: { p75: 5000, good: 1 / 3, samples: 3 },
        inp: { p75: null, good: null, samples: 0 },
        cls: { p75: null, good: null, samples: 0 },
        ttfb: { p75: null, good: null, samples: 0 },
        lcpTargets: [{ target: 'section.banner>img', count: 3 }],
        inpTargets: [],
        clsTargets: [],
      },
    ]);
  });

  it('says clearly when the file does not exist, and which variable names it', () => {
    const missing = join(dir, 'nowhere.sqlite');
    const { stdout, stderr, status } = vitals([], missing);
    expect(status).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain(`No vitals samples: ${missing} does not exist.`);
    expect(stderr).toContain('VITALS_DB');
  });
});
