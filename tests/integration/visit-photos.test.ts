/**
 * A visit request's photos with real parts: the real server process over the build, a real SQLite
 * file and a real SMTP server on loopback. Photos posted as a phone's camera wrote them (GPS
 * position and all) are stored beside the request without it and attached to the office's mail;
 * too many, or too large to take, are refused in the page's language with every field kept; and
 * a photo that cannot be written stores nothing and answers 503 with the words kept.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { editionInfo } from '../../src/lib/i18n';
import { VisitRequestStore } from '../../src/server/visit-request/store';
import { visitPhotosPath } from '../../src/server/visit-request/photo-files';
import { readVisits, visitRequest } from '../support/visit-request-posts';
import { contactHarness, until } from '../support/contact-posts';
import { cameraPhoto, mailAttachments, photoFacts } from '../support/photos';
import type { RunningSite } from '../../harness/site-server';

const { newDb, site, smtp } = contactHarness('visit-photos', { CONTACT_RETRY_BASE_MS: '200' });

const request = {
  ...visitRequest,
  area: 'مردف',
  urgency: 'scheduled',
  problem: 'The AC drips on the floor.',
  name: 'فاطمة',
};

/** Posts the form as a browser does with a file field: multipart, the text fields first, the photos last. */
function postWithPhotos(
  target: RunningSite,
  path: string,
  fields: Record<string, string>,
  photos: { name: string; bytes: Uint8Array<ArrayBuffer>; type?: string }[],
  headers: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const photo of photos)
    form.append('photos', new File([photo.bytes], photo.name, { type: photo.type ?? 'image/jpeg' }));
  return fetch(`${target.url}${path}`, { method: 'POST', headers: { Origin: target.url, ...headers }, body: form });
}

/** The same post with a boundary as Chromium and Safari write it: with capitals, which the server must keep. */
async function postAsBrowser(...args: Parameters<typeof postWithPhotos>) {
  const [target, path, fields, photos, headers = {}] = args;
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const photo of photos) form.append('photos', new File([photo.bytes], photo.name, { type: 'image/jpeg' }));
  const encoded = new Response(form);
  const boundary = /boundary=(.+)$/.exec(encoded.headers.get('content-type')!)![1]!;
  const browserBoundary = '----WebKitFormBoundaryQ3xTfZ9kLmN2pA7B';
  const body = Buffer.from(
    Buffer.from(await encoded.arrayBuffer())
      .toString('latin1')
      .replaceAll(boundary, browserBoundary),
    'latin1',
  );
  return fetch(`${target.url}${path}`, {
    method: 'POST',
    headers: { Origin: target.url, 'Content-Type': `multipart/form-data; boundary=${browserBoundary}`, ...headers },
    body,
  });
}

const ar = editionInfo.ar.ui.visitRequest.photos;

describe('a visit request with photos', () => {
  it('stores them beside the request without their location, and attaches them to the office’s mail only', async () => {
    const mail = await smtp();
    const db = newDb();
    const target = await site({ CONTACT_DB: db, SMTP_URL: `smtp://127.0.0.1:${mail.port}` });
    const jpeg = await cameraPhoto(800, 600, 'jpeg', 6);
    const png = await cameraPhoto(300, 200, 'png');

    const response = await postAsBrowser(
      target,
      '/book/send.json',
      request,
      [
        { name: 'IMG_0001.JPG', bytes: jpeg },
        // The name and the browser's type say JPEG; the bytes say PNG, and the bytes are believed.
        { name: 'IMG_0002.jpg', bytes: png },
      ],
      { Accept: 'application/json' },
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true, reference: 'BH-000001' });

    const folder = join(visitPhotosPath(db), 'BH-000001');
    expect(readdirSync(folder)).toEqual(['1.jpg', '2.png']);
    const stored = [readFileSync(join(folder, '1.jpg')), readFileSync(join(folder, '2.png'))];
    expect(await photoFacts(stored[0]!)).toMatchObject({
      format: 'jpeg',
      width: 800,
      orientation: 6,
      hasLocation: false,
      namesCamera: false,
    });
    expect(await photoFacts(stored[1]!)).toMatchObject({ format: 'png', hasLocation: false, namesCamera: false });

    await until(() => mail.received.length === 2 || undefined, 'the office mail and the confirmation');
    await until(() => readVisits(db)[0]!.mails.every((sent) => sent.status === 'sent') || undefined, 'both sent');
    const office = mail.received.find((received) => !received.to.includes('fatima@example.com'))!;
    const visitor = mail.received.find((received) => received.to.includes('fatima@example.com'))!;
    expect(
      mailAttachments(office.raw).map(({ filename, bytes }) => [
        filename,
        bytes.equals(stored[filename.endsWith('png') ? 1 : 0]!),
      ]),
    ).toEqual([
      ['BH-000001-1.jpg', true],
      ['BH-000001-2.png', true],
    ]);
    expect(mailAttachments(visitor.raw)).toEqual([]);
  });

  it('refuses a fourth photo, or one that is not a photo, in the page’s language with every field kept', async () => {
    const db = newDb();
    const target = await site({ CONTACT_DB: db });
    const jpeg = await cameraPhoto(40, 30);
    const four = Array.from({ length: 4 }, (_, index) => ({ name: `${index}.jpg`, bytes: jpeg }));

    const page = await postWithPhotos(target, '/ar/book/send', { ...request, lang: 'ar' }, four);
    expect(page.status).toBe(400);
    const html = await page.text();
    expect(html).toContain(ar.tooMany);
    for (const kept of ['مردف', 'فاطمة', request.phone, request.problem, request.email]) expect(html).toContain(kept);

    const script = new TextEncoder().encode('<?php system($_GET["c"]); ?>');
    const json = await postWithPhotos(target, '/book/send.json', { ...request, lang: 'ar' }, [
      { name: 'photo.jpg', bytes: script },
    ]);
    expect(json.status).toBe(400);
    expect(await json.json()).toMatchObject({ ok: false, errors: { photos: ar.notAPhoto('photo.jpg') } });
    expect(readVisits(db)).toEqual([]);
    expect(existsSync(visitPhotosPath(db))).toBe(false);
  });

  it('too large to take, without JavaScript: a page in the page’s language with every other field kept', async () => {
    const db = newDb();
    const target = await site({ CONTACT_DB: db });
    const huge = new Uint8Array(21 * 1024 * 1024);
    huge.set([0xff, 0xd8, 0xff]);

    const page = await postWithPhotos(target, '/ar/book/send', { ...request, lang: 'ar', page: '/ar/services' }, [
      { name: 'big.jpg', bytes: huge },
    ]);
    expect(page.status).toBe(413);
    const html = await page.text();
    expect(html).toMatch(/<html[^>]* lang="ar"/);
    expect(html).toContain(ar.tooLarge);
    for (const kept of ['مردف', 'فاطمة', request.phone, request.problem, request.email]) expect(html).toContain(kept);
    expect(html).toMatch(/<option value="villa" selected/);
    expect(readVisits(db)).toEqual([]);
  });

  it('that cannot be written: nothing stored, 503 with the words kept', async () => {
    const db = newDb();
    const target = await site({ CONTACT_DB: db });
    // A file where the photos' folder belongs: no photo can be written under it.
    writeFileSync(visitPhotosPath(db), 'not a folder');

    const page = await postWithPhotos(target, '/book/send', request, [
      { name: 'a.jpg', bytes: await cameraPhoto(40, 30) },
    ]);
    expect(page.status).toBe(503);
    const html = await page.text();
    for (const kept of ['مردف', 'فاطمة', request.phone, request.problem]) expect(html).toContain(kept);
    expect(readVisits(db)).toEqual([]);
  });
});

describe('a visit request’s photos, for the office', () => {
  it('npm run inbox says where they are, and npm run backup copies them beside the copy of the database', async () => {
    const db = newDb();
    const target = await site({ CONTACT_DB: db });
    const photo = { name: 'a.jpg', bytes: await cameraPhoto(40, 30) };
    expect((await postWithPhotos(target, '/book/send', request, [photo, photo])).status).toBe(200);
    await target.stop();
    const run = (script: string, ...args: string[]) =>
      execFileSync(process.execPath, [resolve(script), ...args], {
        env: { ...process.env, CONTACT_DB: db },
        encoding: 'utf8',
      });

    expect(run('scripts/inbox.ts')).toContain(`photos: 2 in ${visitPhotosPath(db)}/BH-000001`);
    const copy = join(dirname(db), 'backups', 'copy.sqlite');
    run('scripts/backup.ts', copy);
    expect(readdirSync(join(visitPhotosPath(copy), 'BH-000001'))).toEqual(['1.jpg', '2.jpg']);
  });
});

describe('a visit request’s photos, past the retention time', () => {
  it('are deleted with their request', async () => {
    const db = newDb();
    const store = new VisitRequestStore(db);
    try {
      const photo = { type: 'image/jpeg' as const, extension: 'jpg' as const, bytes: await cameraPhoto(40, 30) };
      const stored = store.add(
        {
          ...request,
          windowStart: '08:00',
          windowEnd: '10:00',
          urgency: 'scheduled',
          property: 'villa',
          recipient: 'office@example.ae',
          referencePrefix: 'BH',
          photos: [photo],
        },
        () => ({ office: { subject: 's', text: 't' } }),
        Date.parse('2026-01-01T00:00:00Z'),
      );
      expect(store.photosOf(stored.reference)).toHaveLength(1);
      const mail = store.claimNextDue(Date.parse('2026-01-01T00:00:01Z'))!;
      store.markSent(mail.id, Date.parse('2026-01-01T00:00:02Z'));

      expect(store.purge({ deliveredDays: 365, spamDays: 30 }, Date.parse('2026-12-01T00:00:00Z'))).toBe(0);
      expect(store.photosOf(stored.reference)).toHaveLength(1);
      expect(store.purge({ deliveredDays: 365, spamDays: 30 }, Date.parse('2027-01-02T00:00:00Z'))).toBe(1);
      expect(existsSync(join(visitPhotosPath(db), stored.reference))).toBe(false);
    } finally {
      store.close();
    }
  });
});
