/**
 * The emergency page, in every engine and both editions: it opens with no signal after one visit to
 * another page, as the service worker keeps it from its install (src/integrations/service-worker.ts)
 * though the visitor never opened it; the signal drops at the network (SiteProxy), the same way for
 * each engine. And on a phone, every page's header keeps it one tap away.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { ar } from '../../src/lib/i18n/ar.ts';
import { PUBLIC_EMERGENCY_NUMBERS } from '../../src/lib/public-emergency-lines.ts';
import { telHref } from '../../src/lib/text.ts';
import { EDITIONS, fileInEdition, pathInEdition } from '../../src/shared/editions.ts';
import { PAGE_KIND_PATHS } from '../support/page-kinds.ts';
import { expect, sameAtEverySize, test } from './support/test.ts';

const settings = parse(readFileSync('src/content/settings/site.yaml', 'utf8')) as { phone: string; whatsapp?: string };
const headingIn = (edition: (typeof EDITIONS)[number]) =>
  (
    parse(readFileSync(`src/content/emergency/${fileInEdition('emergency', edition)}.yaml`, 'utf8')) as {
      heading: string;
    }
  ).heading;

test.describe(() => {
  // Once per engine.
  sameAtEverySize('the service worker');

  test('after one visit to Home, the emergency page opens offline in both editions, with its calls and chat', async ({
    visitor,
    siteProxy,
  }) => {
    test.setTimeout(60_000);
    const network = await siteProxy();
    await visitor.open(`${network.url}/`);
    // The worker registers 3 s after load (jumped to where the engine lets the test move the page's
    // clock on); once active, its install has kept every precached page.
    await expect
      .poll(
        async () => {
          await visitor.skipAhead(3_000);
          return visitor.run(async () => Boolean((await navigator.serviceWorker.getRegistration())?.active));
        },
        { timeout: 20_000 },
      )
      .toBe(true);

    network.goOffline();
    for (const edition of EDITIONS) {
      await visitor.open(`${network.url}${pathInEdition('/emergency', edition)}`);
      const page = await visitor.run(() => {
        const links = [...document.querySelectorAll<HTMLAnchorElement>('main a[href]')];
        const call = links.find((link) => link.protocol === 'tel:');
        return {
          heading: document.querySelector('h1')?.textContent?.trim(),
          dir: document.documentElement.dir,
          hrefs: links.map((link) => link.getAttribute('href')!),
          // Its inline CSS came with it: the first call is a button, not a bare link.
          callButtonHeight: call?.getBoundingClientRect().height ?? 0,
        };
      });
      expect(page.heading, edition).toBe(headingIn(edition));
      expect(page.dir).toBe(edition === 'ar' ? 'rtl' : 'ltr');
      expect(page.hrefs[0] ?? '', 'the first link of the page calls the company').toBe(telHref(settings.phone));
      expect(page.callButtonHeight).toBeGreaterThanOrEqual(44);
      if (settings.whatsapp) expect(page.hrefs.some((href) => href.startsWith('https://wa.me/'))).toBe(true);
      for (const number of Object.values(PUBLIC_EMERGENCY_NUMBERS)) expect(page.hrefs).toContain(`tel:${number}`);
    }
    // A page never opened shows the offline page, which leads to the emergency page.
    await visitor.open(`${network.url}/ar/safety-compliance-in-dubai-commercial-buildings`);
    expect(await visitor.run(() => document.querySelector('h1')?.textContent)).toBe(ar.offlineTitle);
    await visitor.click('main a[href="/ar/emergency"]');
    await expect.poll(() => visitor.run(() => document.querySelector('h1')?.textContent?.trim())).toBe(headingIn('ar'));
  });
});

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
        await visitor.run(() => scrollTo(0, document.documentElement.scrollHeight));
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
