/**
 * A per-address sliding-window limit: contact posts (default 5 a minute) and vitals beacons
 * (default 60 a minute) each have their own; 0 turns one off. In memory: one server process serves
 * the site, and a restart forgetting the window is harmless. The addresses live only here, for a
 * minute, and are never written anywhere.
 */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();
  private readonly limit: number;
  private readonly windowMs: number;

  constructor(limit: number, windowMs = 60_000) {
    this.limit = limit;
    this.windowMs = windowMs;
  }

  /** Records a hit; answers how many seconds to wait when the address is over its limit. */
  check(address: string, now = Date.now()): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
    if (this.limit <= 0) return { allowed: true };
    const recent = (this.hits.get(address) ?? []).filter((time) => now - time < this.windowMs);
    if (recent.length >= this.limit) {
      this.hits.set(address, recent);
      const oldest = recent[0] ?? now;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000)) };
    }
    recent.push(now);
    this.hits.set(address, recent);
    if (this.hits.size > 10_000) this.prune(now);
    return { allowed: true };
  }

  private prune(now: number) {
    for (const [address, times] of this.hits) {
      if (times.every((time) => now - time >= this.windowMs)) this.hits.delete(address);
    }
  }
}

/**
 * CONTACT_RATE_LIMIT (or `name`, e.g. VITALS_RATE_LIMIT): a whole number of posts per minute per
 * address; 0 turns the limit off.
 */
export function rateLimitFromEnv(value: string | undefined, fallback = 5, name = 'CONTACT_RATE_LIMIT'): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) {
    throw new Error(`${name} must be a whole number of posts a minute (0 turns it off), not "${value}".`);
  }
  return parsed;
}
