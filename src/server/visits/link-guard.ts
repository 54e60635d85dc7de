/**
 * What the two private pages hold to before they open anything: their headers (kept by no cache,
 * out of search, the token in their address sent to no other site), a press only as a POST from
 * the page's own origin, and a limit on wrong tokens per address, so that guessing one is slow.
 */
import { PRIVATE_PAGE_HEADERS } from '../../shared/serving/response-headers.ts';
import { rateLimitFromEnv } from '../rate-limit.ts';

export function setPrivatePageHeaders(headers: Headers): void {
  for (const [name, value] of Object.entries(PRIVATE_PAGE_HEADERS)) headers.set(name, value);
}

/**
 * Whether a post comes from a page of this site: its Origin is the address it was sent to. The
 * server hands a post through a trusted proxy on with the Origin it expects (src/server/http.ts), so
 * this holds behind a proxy and the static host's worker too. A post without Origin is refused:
 * every browser the site supports sends it with a form's POST.
 */
export function fromOwnPage(request: Request): boolean {
  const origin = request.headers.get('origin');
  return origin !== null && URL.canParse(request.url) && origin === new URL(request.url).origin;
}

/** Wrong tokens an address may try in a minute before every link is refused it for the rest of that minute. */
export const WRONG_LINKS_A_MINUTE = 10;

/** The wrong tokens each address tried in the last minute, in memory like the forms' limit (src/server/rate-limit.ts). */
export class WrongLinkLimit {
  private readonly tries = new Map<string, number[]>();
  private readonly limit: number;
  private readonly windowMs: number;

  constructor(limit = WRONG_LINKS_A_MINUTE, windowMs = 60_000) {
    this.limit = limit;
    this.windowMs = windowMs;
  }

  /** Seconds until `address` may try a link again, or nothing while it may. */
  waitFor(address: string, now = Date.now()): number | undefined {
    if (this.limit <= 0) return undefined;
    const recent = (this.tries.get(address) ?? []).filter((time) => now - time < this.windowMs);
    if (recent.length < this.limit) return undefined;
    return Math.max(1, Math.ceil((recent[0]! + this.windowMs - now) / 1000));
  }

  failed(address: string, now = Date.now()): void {
    const recent = (this.tries.get(address) ?? []).filter((time) => now - time < this.windowMs);
    recent.push(now);
    this.tries.set(address, recent);
    if (this.tries.size > 10_000)
      for (const [key, times] of this.tries)
        if (times.every((time) => now - time >= this.windowMs)) this.tries.delete(key);
  }
}

/** The server process's one limit (the pages are rendered in the same process); VISIT_WRONG_LINKS_A_MINUTE, 0 turns it off. */
export const wrongLinks = new WrongLinkLimit(
  rateLimitFromEnv(process.env.VISIT_WRONG_LINKS_A_MINUTE, WRONG_LINKS_A_MINUTE, 'VISIT_WRONG_LINKS_A_MINUTE'),
);
