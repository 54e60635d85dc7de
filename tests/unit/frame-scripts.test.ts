/**
 * The browser scripts the build bundles (src/browser/): the interaction directive's contract,
 * which the directive and the frame script both keep, the service worker's registration, and the
 * analytics loader's address (what it does in a page: tests/e2e/analytics.spec.ts).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  directiveValue,
  INTERACTION_DIRECTIVE,
  WAITING_ISLAND,
  wakesOnInteraction,
} from '../../src/browser/island-interaction.ts';
import { isLocalHost } from '../../src/browser/deferred-tasks/register-service-worker.ts';
import { bundledAnalyticsLoader } from '../../src/integrations/browser-bundles.ts';
import { analyticsLoader, TAG_MANAGER_ORIGIN, TAG_MANAGER_SRC_STAND_IN } from '../../src/lib/tag-manager.ts';

/** An island as Astro renders it: the directive's value sits JSON-encoded in `opts`. */
const island = (opts: string | null) => ({ getAttribute: (name: string) => (name === 'opts' ? opts : null) });

describe('the interaction directive contract', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names the islands of the directive the integration registers', () => {
    expect(WAITING_ISLAND).toBe(`astro-island[client=${INTERACTION_DIRECTIVE}]`);
  });

  it('reads the media query Astro writes into opts, or nothing', () => {
    const query = '(max-width: 991.98px)';
    expect(directiveValue(island(JSON.stringify({ name: 'SiteNavbar', value: query })))).toBe(query);
    expect(directiveValue(island(JSON.stringify({ name: 'SiteNavbar', value: true })))).toBe(true);
    expect(directiveValue(island(null))).toBeUndefined();
  });

  it('wakes an island with no query at once, one with a query only while it matches', () => {
    const matchMedia = vi.fn((query: string) => ({ matches: query === '(max-width: 991.98px)' }));
    vi.stubGlobal('matchMedia', matchMedia);
    expect(wakesOnInteraction(true)).toBe(true);
    expect(wakesOnInteraction(undefined)).toBe(true);
    expect(wakesOnInteraction('(max-width: 991.98px)')).toBe(true);
    expect(wakesOnInteraction('(min-width: 992px)')).toBe(false);
    expect(matchMedia).toHaveBeenCalledTimes(2);
  });
});

describe('the service worker registration', () => {
  it('checks /sw.js first only on the developer’s own machine', () => {
    for (const host of ['localhost', '127.0.0.1', '[::1]']) expect(isLocalHost(host), host).toBe(true);
    for (const host of ['example.ae', 'www.example.ae', '10.0.0.5']) expect(isLocalHost(host), host).toBe(false);
  });
});

describe('the analytics loader', () => {
  const bundled = bundledAnalyticsLoader();

  it("writes the container's tag manager address in, once, in place of the stand-in", () => {
    const loader = analyticsLoader(bundled, 'GTM-ABC1234');
    expect(loader).toContain(JSON.stringify(`${TAG_MANAGER_ORIGIN}/gtm.js?id=GTM-ABC1234`));
    expect(loader).not.toContain(TAG_MANAGER_SRC_STAND_IN);
    expect(loader.length - bundled.length).toBeLessThan(60);
  });

  it('refuses anything that is not a container id, so nothing else can be written into a script', () => {
    for (const id of ['', 'GTM-1', 'UA-12345-1', 'GTM-ABC1234"};alert(1);//', 'gtm-abc1234']) {
      expect(() => analyticsLoader(bundled, id), id).toThrow(/Not a tag manager id/);
    }
  });

  it('says so when the bundle lost its stand-in, rather than loading nothing', () => {
    expect(() => analyticsLoader('(()=>{})();', 'GTM-ABC1234')).toThrow(/no "__TAG_MANAGER_SRC__"/);
  });
});
