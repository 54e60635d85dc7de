import { expect, type Visitor } from './visitor.ts';

/**
 * Wakes the island as a first touch would (the frame script fetches its code), and waits for it.
 * An island that wakes on its own seconds after load (`client:after-load`) is jumped to where the
 * engine lets the test move the page's clock on (Visitor.skipAhead), and waited for elsewhere.
 */
export async function wake(visitor: Visitor, island: string, target: string) {
  await visitor.run((selector) => {
    document.querySelector(selector)!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
  }, target);
  await expect
    .poll(
      async () => {
        await visitor.skipAhead(1_000);
        return visitor.run(
          (name) => document.querySelector(`astro-island[component-url*="/${name}."]`)?.hasAttribute('ssr'),
          island,
        );
      },
      {
        message: `${island} wakes`,
        // Every tenth of a second: the poll's default steps (up to a second apart) left a woken
        // island unseen for most of a second.
        intervals: [100],
        timeout: 15_000,
      },
    )
    .toBe(false);
}
