/**
 * What `npm run vitals` prints: for each page kind and edition, the 75th percentile of each
 * metric, the share of samples Google calls "good", and the elements most often involved. Pure
 * (rows in, numbers and text out), so the arithmetic is tested on its own.
 *
 * p75 is the nearest-rank percentile: the value at rank ceil(0.75 × n) of the sorted samples, a
 * value some visitor really had (no interpolation), and what Google's own reports call passing:
 * three visits in four at least this fast. "Good" is at or under Google's threshold for the
 * metric (web.dev/articles/vitals): LCP 2500 ms, INP 200 ms, CLS 0.1, TTFB 800 ms. A metric's
 * numbers count only the samples that carried it (a page view with no interaction has no INP).
 */
import { EDITIONS } from '../../shared/editions.ts';
import { PAGE_KINDS } from '../../shared/page-kinds.ts';
import { METRICS, type Metric } from '../../shared/vitals.ts';
import { dayOf, type VitalsRow } from './store.ts';

export const REPORT_DAYS = 28;
export const GOOD: Record<Metric, number> = { lcp: 2500, inp: 200, cls: 0.1, ttfb: 800 };
/**
 * Under this many samples, a p75 swings by hundreds of milliseconds from one week to the next; the
 * table marks it, so that a row resting on a handful of visits is read as a trend, not a figure.
 */
export const FEW_SAMPLES = 50;
/** How many of the most common elements are listed per metric. */
export const TOP_TARGETS = 3;

/** The nearest-rank percentile `p` (0 to 100) of `values`; undefined when there are none. */
export function percentile(values: readonly number[], p: number): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1];
}

export const p75 = (values: readonly number[]) => percentile(values, 75);

/** The share (0 to 1) of `values` at or under `threshold`; undefined when there are none. */
export function goodShare(values: readonly number[], threshold: number): number | undefined {
  if (values.length === 0) return undefined;
  return values.filter((value) => value <= threshold).length / values.length;
}

export interface TargetCount {
  target: string;
  count: number;
}

/** The `top` most frequent targets, most frequent first (ties in alphabetical order). */
export function topTargets(targets: readonly (string | null)[], top = TOP_TARGETS): TargetCount[] {
  const counts = new Map<string, number>();
  for (const target of targets) if (target) counts.set(target, (counts.get(target) ?? 0) + 1);
  return [...counts]
    .map(([target, count]) => ({ target, count }))
    .sort((a, b) => b.count - a.count || (a.target < b.target ? -1 : a.target > b.target ? 1 : 0))
    .slice(0, top);
}

export interface MetricSummary {
  /** The 75th percentile: ms, or unitless for CLS; null without samples. */
  p75: number | null;
  /** The share of samples at or under the "good" threshold, 0 to 1; null without samples. */
  good: number | null;
  /** How many samples carried this metric. */
  samples: number;
}

export interface ReportRow extends Record<Metric, MetricSummary> {
  kind: string;
  edition: string;
  /** Beacons received for this page kind and edition. */
  samples: number;
  lcpTargets: TargetCount[];
  inpTargets: TargetCount[];
  clsTargets: TargetCount[];
}

export interface VitalsReport {
  /** The first and last day counted (UTC, inclusive). */
  from: string;
  to: string;
  days: number;
  database: string;
  samples: number;
  thresholds: Record<Metric, number>;
  rows: ReportRow[];
}

type Sample = Pick<VitalsRow, 'kind' | 'edition' | Metric | 'lcpTarget' | 'inpTarget' | 'clsTarget'>;

const order = (list: readonly string[], value: string) => {
  const index = list.indexOf(value);
  return index === -1 ? list.length : index;
};

function summarizeMetric(samples: readonly Sample[], metric: Metric): MetricSummary {
  const values = samples.map((sample) => sample[metric]).filter((value): value is number => value !== null);
  return { p75: p75(values) ?? null, good: goodShare(values, GOOD[metric]) ?? null, samples: values.length };
}

/** One row per page kind and edition that has samples, in the site's order of kinds, English first. */
export function summarize(samples: readonly Sample[]): ReportRow[] {
  const groups = new Map<string, Sample[]>();
  for (const sample of samples) {
    const key = `${sample.kind}\u0000${sample.edition}`;
    const group = groups.get(key);
    if (group) group.push(sample);
    else groups.set(key, [sample]);
  }
  return [...groups.values()]
    .map((group) => {
      const { kind, edition } = group[0]!;
      const metrics = Object.fromEntries(METRICS.map((metric) => [metric, summarizeMetric(group, metric)]));
      return {
        kind,
        edition,
        samples: group.length,
        ...(metrics as Record<Metric, MetricSummary>),
        lcpTargets: topTargets(group.map((sample) => sample.lcpTarget)),
        inpTargets: topTargets(group.map((sample) => sample.inpTarget)),
        clsTargets: topTargets(group.map((sample) => sample.clsTarget)),
      };
    })
    .sort(
      (a, b) =>
        order(PAGE_KINDS, a.kind) - order(PAGE_KINDS, b.kind) ||
        a.kind.localeCompare(b.kind) ||
        order(EDITIONS, a.edition) - order(EDITIONS, b.edition),
    );
}

const DAY_MS = 86_400_000;

/** The first day of the window that ends today (UTC): today and the 27 days before it. */
export const reportStart = (now = Date.now(), days = REPORT_DAYS) => dayOf(now - (days - 1) * DAY_MS);

export function buildReport(samples: readonly Sample[], database: string, now = Date.now()): VitalsReport {
  return {
    from: reportStart(now),
    to: dayOf(now),
    days: REPORT_DAYS,
    database,
    samples: samples.length,
    thresholds: GOOD,
    rows: summarize(samples),
  };
}

const LABEL: Record<Metric, string> = { lcp: 'LCP', inp: 'INP', cls: 'CLS', ttfb: 'TTFB' };

function p75Text(metric: Metric, { p75: value, samples }: MetricSummary): string {
  if (value === null) return '–';
  return (metric === 'cls' ? value.toFixed(2) : `${Math.round(value)} ms`) + (samples < FEW_SAMPLES ? '*' : '');
}

const percent = (share: number | null) => (share === null ? '–' : `${Math.round(share * 100)}%`);

/** The report as a table for a terminal: one line per page kind and edition, then the elements. */
export function formatReport(report: VitalsReport): string {
  const lines = [
    `Field data from real visitors, ${report.from} to ${report.to} (${report.days} days, UTC): ${report.samples} samples`,
    `from ${report.database}`,
    '',
  ];
  if (report.rows.length === 0) {
    lines.push(`No vitals samples in the last ${report.days} days.`);
    return lines.join('\n');
  }
  const header = ['page', 'edition', 'samples', ...METRICS.flatMap((m) => [`${LABEL[m]} p75`, 'good', 'n'])];
  const table = report.rows.map((row) => [
    row.kind,
    row.edition,
    String(row.samples),
    ...METRICS.flatMap((m) => [p75Text(m, row[m]), percent(row[m].good), String(row[m].samples)]),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...table.map((cells) => cells[column]!.length)));
  // Names to the left, numbers to the right, two spaces between columns.
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column < 2 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ')
      .trimEnd();
  lines.push(line(header), ...table.map(line), '');
  lines.push(
    `good: share of samples at or under ${METRICS.map((m) => `${LABEL[m]} ${m === 'cls' ? GOOD[m] : `${GOOD[m]} ms`}`).join(', ')}; n: samples with that metric.`,
    `samples: the page views (beacons) the row rests on. *: a p75 of fewer than ${FEW_SAMPLES} samples, which swings week to week: read the trend.`,
    '',
    `Most common elements (number of samples):`,
  );
  const targets = (list: TargetCount[]) =>
    list.length ? list.map(({ target, count }) => `${target} (${count})`).join(', ') : '–';
  for (const row of report.rows) {
    lines.push(`  ${row.kind} ${row.edition}`);
    lines.push(`    LCP element:  ${targets(row.lcpTargets)}`);
    lines.push(`    INP target:   ${targets(row.inpTargets)}`);
    lines.push(`    CLS shifted:  ${targets(row.clsTargets)}`);
  }
  return lines.join('\n');
}
