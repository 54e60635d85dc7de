/** Summaries of a bench's repeated runs. */

/**
 * The middle value of `values` (the mean of the two middle ones for an even count): one slow or
 * fast run does not move it, as it would move a mean.
 */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('the median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
