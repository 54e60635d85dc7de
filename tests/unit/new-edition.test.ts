/**
 * A new edition is one line in src/shared/editions.ts and its words in src/lib/i18n: nothing else
 * names the editions. Planted in a copy of the project, a test-only third edition (French, under
 * /fr) is taken by the routes, the contact form's answers and store, the vitals beacon's check and
 * page kinds, and the search index, with no other file changed.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject } from '../support/project-copy';

let root: string;
let dataDir: string;

/** Replaces `anchor` in a file of the copy, failing loudly when the anchor has moved. */
function plant(file: string, anchor: string, replacement: string) {
  const path = join(root, file);
  const text = readFileSync(path, 'utf8');
  if (!text.includes(anchor)) throw new Error(`${file} no longer has ${JSON.stringify(anchor)}: update this test`);
  writeFileSync(path, text.replace(anchor, replacement));
}

/** A module of the copy (its own instance: nothing is shared with the project's). */
const load = <T>(file: string): Promise<T> => import(/* @vite-ignore */ join(root, file));

beforeAll(() => {
  root = copyProject('new-edition-');
  dataDir = mkdtempSync(join(tmpdir(), 'new-edition-data-'));
  // The one list…
  plant(
    'src/shared/editions.ts',
    "ar: { dir: 'rtl', prefix: 'ar', englishName: 'Arabic' },",
    "ar: { dir: 'rtl', prefix: 'ar', englishName: 'Arabic' },\n  fr: { dir: 'ltr', prefix: 'fr', englishName: 'French' },",
  );
  // …and the edition's words (English ones stand in for a translation here).
  plant(
    'src/lib/i18n/index.ts',
    "ar: { dateLocale: 'ar-AE-u-nu-latn-ca-gregory', ogLocale: 'ar_AE', name: 'العربية', ui: ar },",
    "ar: { dateLocale: 'ar-AE-u-nu-latn-ca-gregory', ogLocale: 'ar_AE', name: 'العربية', ui: ar },\n  fr: { dateLocale: 'fr-AE', ogLocale: 'fr_AE', name: 'Français', ui: en },",
  );
}, 60_000);

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a third edition added to the one list', () => {
  it('gets its routes: a page of every edition under its prefix, and addresses read back', async () => {
    const i18n = await load<typeof import('../../src/lib/i18n/index.ts')>('src/lib/i18n/index.ts');
    expect(i18n.editionPaths()).toContainEqual({ params: { lang: 'fr' } });
    expect(i18n.pathInEdition('/service/hvac', 'fr' as never)).toBe('/fr/service/hvac');
    expect(i18n.editionOfPath('/fr/contact')).toEqual({ edition: 'fr', path: '/contact' });
    expect(i18n.entryEdition('fr/mep-maintenance-company-in-uae')).toEqual({
      edition: 'fr',
      slug: 'mep-maintenance-company-in-uae',
    });
    expect(i18n.navigationFor('fr' as never).map((item) => item.href)).toContain('/fr/contact');
  });

  it('is answered and stored by the contact form in its own edition', async () => {
    const { handleContactPost, outcomeResponse } = await load<typeof import('../../src/server/contact/handler.ts')>(
      'src/server/contact/handler.ts',
    );
    const { createContactRuntime } = await load<typeof import('../../src/server/contact/runtime.ts')>(
      'src/server/contact/runtime.ts',
    );
    const { composeMail } =
      await load<typeof import('../../src/server/contact/mailer.ts')>('src/server/contact/mailer.ts');
    const runtime = createContactRuntime(
      { CONTACT_DB: join(dataDir, 'contact.sqlite'), CONTACT_RATE_LIMIT: '0' },
      { info: () => {}, warn: () => {}, error: () => {} },
    );
    try {
      const request = (fields: Record<string, string>) =>
        new Request('https://example.ae/mail.php', {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', Referer: 'https://example.ae/fr/contact' },
          body: new URLSearchParams(fields).toString(),
        });
      const context = {
        runtime,
        clientAddress: '192.0.2.1',
        recipient: 'office@example.ae',
        referencePrefix: 'BH',
        replyTime: { en: 'soon', ar: 'قريبًا', fr: 'bientôt' } as never,
        services: [],
      };
      const outcome = await handleContactPost(
        request({ name: 'Claire', email: 'claire@example.com', message: 'Bonjour', lang: 'fr' }),
        context,
      );
      expect(outcome).toMatchObject({ edition: 'fr', status: 200, kind: 'accepted' });
      expect(outcomeResponse(outcome, new Request('https://example.ae/mail.php')).headers.get('content-language')).toBe(
        'fr',
      );
      // Without the field, the page it came from names the edition.
      expect(await handleContactPost(request({ name: '' }), context)).toMatchObject({ edition: 'fr', status: 400 });
      const [stored] = runtime.store.list();
      expect(stored).toMatchObject({ language: 'fr', name: 'Claire' });
      const mail = composeMail(stored!, { from: 'site@example.ae', messageIdHost: 'example.ae' });
      expect(mail.subject).toMatch(/^\[French site\] /);
      expect(mail.text).toContain('Sent from: the French edition of the site (/fr/contact)');
    } finally {
      runtime.close();
    }
  });

  it('is taken by the vitals beacon’s check, and its pages are filed under their kinds', async () => {
    const { parseVitals } = await load<typeof import('../../src/server/vitals/input.ts')>('src/server/vitals/input.ts');
    const { pageKindOf } = await load<typeof import('../../src/shared/page-kinds.ts')>('src/shared/page-kinds.ts');
    expect(parseVitals(JSON.stringify({ kind: 'service', edition: 'fr', lcp: 1200 }))).toMatchObject({ ok: true });
    expect(parseVitals(JSON.stringify({ kind: 'service', edition: 'de', lcp: 1200 }))).toMatchObject({ ok: false });
    expect(pageKindOf('/fr/service/hvac', false)).toBe('service');
    expect(pageKindOf('/fr', false)).toBe('home');
  });

  it('has its service pages indexed as services by the search index', async () => {
    const { searchKind } =
      await load<typeof import('../../src/lib/searchable-pages.ts')>('src/lib/searchable-pages.ts');
    expect(searchKind('fr/service/hvac.html', '<html></html>')).toBe('service');
    expect(searchKind('fr/about.html', '<html></html>')).toBeUndefined();
  });
});

describe('the project as it is', () => {
  it('has no third edition: the planted one lives only in the copy', async () => {
    const { EDITIONS } = await import('../../src/shared/editions');
    expect(EDITIONS).toEqual(['en', 'ar']);
  });
});
