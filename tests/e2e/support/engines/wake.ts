import { expect, type Visitor } from './visitor.ts';

/** Wakes the island as a first touch would (the frame script fetches its code), and waits for it. */
export async function wake(visitor: Visitor, island: string, target: string) {
  await visitor.run((selector) => {
    document.querySelector(selector)!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
  }, target);
  await expect
    .poll(
      () =>
        visitor.run(
          (name) => document.querySelector(`astro-island[component-url*="/${name}."]`)?.hasAttribute('ssr'),
          island,
        ),
      {
        message: `${island} wakes`,
        timeout: 15_000,
      },
    )
    .toBe(false);
}
