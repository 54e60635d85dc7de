/**
 * The emergency page, in every engine and both editions: on a phone, every page's header keeps it
 * one tap away. That it opens with no signal after one visit to another page: offline.spec.ts.
 */
import { EDITIONS, pathInEdition } from '../../src/shared/editions.ts';
import { PAGE_KIND_PATHS } from '../../harness/page-kind-paths.ts';
import { expect, test } from './support/test.ts';

test.describe(() => {
  test.skip(({ formFactor }) => formFactor !== 'phone', "a phone's header");

  test('on a phone of 320 px, scrolled down any page, the header keeps the emergency page one tap away, in both editions', async ({
    visitor,
  }) => {
    await visitor.resize(320);
    for (const edition of EDITIONS) {
      const emergency = pathInEdition('/emergency', edition);
      for (const path of [PAGE_KIND_PATHS.home, PAGE_KIND_PATHS.article]) {
        await visitor.open(pathInEdition(path, edition));
        // At once, as a finger leaves it: a glide still under way when the test taps could move
        // the header's slide past the tap (docs/browsers.md, "Typing and taps").
        await visitor.run(() => scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
        // Polled: the loading overlay lifts, and the header slides its top bar away as the page scrolls.
        await expect
          .poll(
            () =>
              visitor.run((href) => {
                const link = document.querySelector(`header a[href="${href}"]`);
                if (!link) return 'no link';
                const box = link.getBoundingClientRect();
                if (box.left < 0 || box.right > innerWidth || box.top < 0 || box.bottom > innerHeight)
                  return 'off screen';
                if (box.width < 24 || box.height < 44) return `${box.width} × ${box.height} px`;
                const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
                return link.contains(hit) ? 'one tap away' : 'covered';
              }, emergency),
            { message: `${path} (${edition})` },
          )
          .toBe('one tap away');
      }
      await visitor.click(`header a[href="${emergency}"]`);
      await expect.poll(() => visitor.location()).toBe(emergency);
    }
  });
});
