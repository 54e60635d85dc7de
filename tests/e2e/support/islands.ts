import { expect, type Page } from '@playwright/test';

/**
 * Waits until the island of `component` (its file's name: BannerSlider, ContactForm, ReadMore,
 * NavMenu) has woken: Astro drops `ssr` from it once hydrated.
 *
 * An island on `client:after-load` wakes a few seconds after the load event in a visitor's browser
 * (its code is fetched a second after load, then the directive waits for an idle moment:
 * src/integrations/interaction-directives.ts). A test that installed the page clock before opening
 * the page (`page.clock.install()`) jumps over those seconds here instead of waiting them out: a
 * second of the page's time a step, with a short look after each (50 ms; with 250 ms a wake took
 * 0.75 s, with 50 ms 0.36 s in one or two more steps).
 */
export async function islandAwake(page: Page, component: string): Promise<void> {
  const island = page.locator(`astro-island[component-url*="/${component}."]`);
  await expect(async () => {
    await page.clock.fastForward(1_000);
    await expect(island).not.toHaveAttribute('ssr', { timeout: 50 });
  }).toPass({ intervals: [0], timeout: 15_000 });
}
