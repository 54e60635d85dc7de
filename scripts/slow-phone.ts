/** The slow phone every speed bench uses (docs/performance.md): slow 4G, CPU slowed 4x, 390 px. */
export const SLOW_PHONE = {
  latencyMs: 150,
  downloadBitsPerSecond: 1_600_000,
  uploadBitsPerSecond: 750_000,
  cpuSlowdown: 4,
  viewport: { width: 390, height: 844 },
};
