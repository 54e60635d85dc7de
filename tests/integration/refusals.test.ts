/**
 * Refusals that come before the body is read, on the real server process over real sockets: an
 * address over its rate limit, and a post from another site, are answered while the body is still
 * on its way, and the connection is closed when the client keeps sending; a post too large to
 * read is answered in the page's language, read from the route or the page it was sent from, or
 * in both editions when nothing names one.
 */
import { describe, expect, it } from 'vitest';
import { editionInfo } from '../../src/lib/i18n';
import { contactHarness, post, valid } from '../support/contact-posts';
import { rawRequest } from '../support/raw-requests';
import { visitRequest } from '../support/visit-request-posts';
import type { RunningSite } from '../../harness/site-server';

const { newDb, site } = contactHarness('refusals');

const boundary = 'probe';
const fieldsThenPhoto = `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nFatima\r\n--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
const FIFTEEN_MB = 15 * 1024 * 1024;

/** A multipart post of `length` bytes on a raw socket, its first 100 KB sent. */
async function bigUpload(target: RunningSite, path: string, origin: string, length = FIFTEEN_MB) {
  const upload = await rawRequest(target.url, `POST ${path} HTTP/1.1`, {
    Host: new URL(target.url).host,
    Origin: origin,
    'Content-Type': `multipart/form-data; boundary=${boundary}`,
    'Content-Length': String(length),
  });
  await upload.write(fieldsThenPhoto + 'x'.repeat(100_000));
  return upload;
}

describe('a body that is refused', () => {
  it('over the rate limit: 429 before the upload is sent, and the connection closed while it keeps coming', async () => {
    const target = await site({ CONTACT_DB: newDb(), CONTACT_RATE_LIMIT: '1' });
    const first = await fetch(`${target.url}/book/send.json`, {
      method: 'POST',
      headers: { Origin: target.url },
      body: new URLSearchParams(visitRequest),
    });
    expect(first.status).toBe(200);

    const upload = await bigUpload(target, '/book/send.json', target.url);
    expect(await upload.status(2_000)).toBe(429);
    expect(upload.sentBeforeAnswer()).toBeLessThan(FIFTEEN_MB);
    expect(await upload.keepSending(256 * 1024 ** 2), 'closed while the client keeps sending').toBe(true);
    upload.end();
  });

  it('over the rate limit on the contact form: 429 before its body arrives', async () => {
    const target = await site({ CONTACT_DB: newDb(), CONTACT_RATE_LIMIT: '1' });
    expect((await post(target, valid)).status).toBe(200);
    const message = await rawRequest(target.url, 'POST /mail.php HTTP/1.1', {
      Host: new URL(target.url).host,
      Origin: target.url,
      'Content-Type': 'application/x-www-form-urlencoded',
      'Content-Length': '60000',
    });
    await message.write('name=Fatima&message=');
    expect(await message.status(2_000)).toBe(429);
    message.end();
  });

  it('from another site: 403 before the upload is sent, and the connection closed while it keeps coming', async () => {
    const target = await site({ CONTACT_DB: newDb() });
    const upload = await bigUpload(target, '/book/send', 'https://evil.example');
    expect(await upload.status(2_000)).toBe(403);
    expect(upload.sentBeforeAnswer()).toBeLessThan(FIFTEEN_MB);
    expect(await upload.keepSending(256 * 1024 ** 2), 'closed while the client keeps sending').toBe(true);
    upload.end();
  });
});

describe('a post too large to read', () => {
  const tooLong = { ...valid, message: 'x'.repeat(70_000), lang: 'ar' };
  const { ar, en } = { ar: editionInfo.ar.ui.contactAnswers, en: editionInfo.en.ui.contactAnswers };

  it('is answered in the edition of the page it was sent from', async () => {
    const target = await site({ CONTACT_DB: newDb() });
    const fromArabicPage = await post(target, tooLong, { Referer: `${target.url}/ar/contact` });
    expect(fromArabicPage.status).toBe(413);
    expect(await fromArabicPage.text()).toBe(ar.tooLarge);
  });

  it('to an Arabic route, is answered in Arabic without a referring page', async () => {
    const target = await site({ CONTACT_DB: newDb() });
    const page = await post(target, tooLong, {}, '/ar/contact/send');
    expect(page.status).toBe(413);
    expect(await page.text()).toContain(ar.tooLarge);
  });

  it('to /mail.php with nothing that names the page’s edition, is answered in both', async () => {
    const target = await site({ CONTACT_DB: newDb() });
    const answer = await post(target, tooLong);
    expect(answer.status).toBe(413);
    const text = await answer.text();
    expect(text).toContain(en.tooLarge);
    expect(text).toContain(ar.tooLarge);
  });
});
