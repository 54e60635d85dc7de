/**
 * The shared handler's outcome, as the pages that render it see it (/contact/send, and its
 * Arabic twin): the language it was decided in travels with it. A real runtime over a real
 * SQLite file, with no mail server (messages wait in the database).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handleContactPost, MAX_BODY_BYTES, outcomeResponse } from '../../src/server/contact/handler';
import { createContactRuntime, type ContactRuntime } from '../../src/server/contact/runtime';

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
let dir: string;
let runtime: ContactRuntime;
const setUp = (rateLimit = '0') => {
  runtime = createContactRuntime({ CONTACT_DB: join(dir, 'contact.sqlite'), CONTACT_RATE_LIMIT: rateLimit }, quiet);
};
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'contact-handler-'));
  setUp();
});
afterEach(() => {
  runtime.close();
  rmSync(dir, { recursive: true, force: true });
});

const context = () => ({
  runtime,
  clientAddress: '192.0.2.1',
  recipient: 'office@example.ae',
  referencePrefix: 'BH',
  replyTime: { en: 'within one working day', ar: 'خلال يوم عمل واحد' },
  services: [
    { id: 'hvac-system-in-dubai-uae', name: 'HVAC System' },
    { id: 'pest-control', name: 'Pest Control' },
  ],
});
const form = (fields: Record<string, string>, url = 'https://example.ae/contact/send', headers = {}) =>
  new Request(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
const valid = { name: 'فاطمة', email: 'fatima@example.com', mobile: '٠٥٠ ١٢٣ ٤٥٦٧', message: 'مرحبًا' };

describe('handleContactPost', () => {
  it('reads a multipart post whose boundary has capitals, as a browser writes it', async () => {
    const boundary = '----WebKitFormBoundaryQ7xZ2mKp';
    const body = Object.entries({ ...valid, lang: 'ar' })
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('');
    const request = new Request('https://example.ae/contact/send', {
      method: 'POST',
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      body: `${body}--${boundary}--\r\n`,
    });
    expect(await handleContactPost(request, context())).toMatchObject({ edition: 'ar', status: 200 });
    expect(runtime.store.list()).toMatchObject([{ name: 'فاطمة', language: 'ar' }]);
  });

  it('answers an Arabic post in Arabic and stores it as Arabic, with Western digits', async () => {
    const outcome = await handleContactPost(form({ ...valid, lang: 'ar' }), context());
    expect(outcome).toEqual({
      edition: 'ar',
      status: 200,
      kind: 'accepted',
      message: 'شكرًا لك، وصلتنا رسالتك ورقمها المرجعي BH-000001. سنرد عليك خلال يوم عمل واحد.',
      reference: 'BH-000001',
      service: '',
    });
    expect(runtime.store.list()).toMatchObject([
      { language: 'ar', mobile: '050 123 4567', status: 'queued', reference: 'BH-000001' },
    ]);
  });

  it('names the chosen service in English and keeps the page the visitor came from', async () => {
    const page = '/ar/service/hvac-system-in-dubai-uae';
    const outcome = await handleContactPost(
      form({ ...valid, lang: 'ar', service: 'hvac-system-in-dubai-uae', page }),
      context(),
    );
    expect(outcome).toMatchObject({ status: 200, service: 'hvac-system-in-dubai-uae' });
    await handleContactPost(form({ ...valid, service: 'other' }), context());
    await handleContactPost(form(valid), context());
    expect(runtime.store.list().reverse()).toMatchObject([
      { service: 'HVAC System', page, reference: 'BH-000001' },
      { service: 'Something else', page: '', reference: 'BH-000002' },
      { service: '', page: '', reference: 'BH-000003' },
    ]);
  });

  it('refuses a service its list does not hold, and keeps no page it does not know', async () => {
    const outcome = await handleContactPost(
      form({ ...valid, service: 'roof-repair\r\nBcc: x@example.com', page: 'https://elsewhere.example/x' }),
      context(),
    );
    expect(outcome).toMatchObject({ status: 400, errors: { service: 'Please choose a service from the list' } });
    await handleContactPost(form({ ...valid, page: '//elsewhere.example/x' }), context());
    expect(runtime.store.list()).toMatchObject([{ service: '', page: '' }]);
  });

  it('gives the page what it needs to show the form again, in Arabic', async () => {
    const outcome = await handleContactPost(
      form({ name: '', email: 'x', message: 'نص', lang: 'ar', service: 'pest-control' }),
      context(),
    );
    expect(outcome).toEqual({
      edition: 'ar',
      status: 400,
      kind: 'invalid',
      message: 'يُرجى مراجعة الحقول المحددة ثم إرسال النموذج مرة أخرى.',
      errors: { name: 'يُرجى كتابة اسمك', email: 'يُرجى كتابة بريد إلكتروني صحيح، مثل name@example.com' },
      values: { name: '', email: 'x', mobile: '', message: 'نص', service: 'pest-control' },
    });
    expect(runtime.store.list()).toEqual([]);
  });

  it('is English without a `lang` field, as the seed’s contract always was', async () => {
    const outcome = await handleContactPost(form(valid), context());
    expect(outcome).toMatchObject({
      edition: 'en',
      status: 200,
      message:
        'Thank you. We have received your message; its reference is BH-000001. We will reply within one working day.',
    });
    expect(runtime.store.list()).toMatchObject([{ language: 'en' }]);
  });

  it('keeps the honeypot’s spam with its language, answering it like a lead', async () => {
    const outcome = await handleContactPost(form({ ...valid, lang: 'ar', website: 'https://spam.example' }), context());
    expect(outcome).toMatchObject({ status: 200, reference: 'BH-000001' });
    expect(runtime.store.list()).toMatchObject([{ language: 'ar', status: 'spam' }]);
  });

  it('refuses past the rate limit before reading the body, in the language of its route or page, or in both', async () => {
    runtime.close();
    setUp('1');
    expect((await handleContactPost(form({ ...valid, lang: 'ar' }), context())).status).toBe(200);
    const limited = await handleContactPost(
      form({ ...valid, lang: 'ar' }, 'https://example.ae/ar/contact/send'),
      context(),
    );
    expect(limited).toMatchObject({ edition: 'ar', status: 429, kind: 'rate-limited' });
    if (limited.kind !== 'rate-limited') throw new Error('not limited');
    expect(limited.retryAfterSeconds).toBeGreaterThan(2);
    expect(limited.message).toBe(
      `لقد أرسلت عدة رسائل خلال وقت قصير. يُرجى المحاولة مرة أخرى بعد ${limited.retryAfterSeconds} ثانية، أو الاتصال بنا.`,
    );
    const english = await handleContactPost(form(valid), context());
    expect(english).toMatchObject({ edition: 'en', status: 429, message: expect.stringContaining('Please wait') });
    const unnamed = await handleContactPost(form(valid, 'https://example.ae/mail.php'), context());
    expect(unnamed).toMatchObject({ status: 429, message: expect.stringContaining('Please wait') });
    expect(unnamed.message).toContain('لقد أرسلت عدة رسائل');
    expect(runtime.store.list()).toHaveLength(1);
  });

  it('answers a body it does not read in the language of the query or of the page it came from', async () => {
    const huge = { ...valid, lang: 'ar', message: 'x'.repeat(MAX_BODY_BYTES) };
    const fromArabicPage = form(huge, 'https://example.ae/mail.php', { Referer: 'https://example.ae/ar/contact' });
    expect(await handleContactPost(fromArabicPage, context())).toEqual({
      edition: 'ar',
      status: 413,
      kind: 'too-large',
      message: 'رسالتك أطول من أن تُرسل. يُرجى اختصارها ثم المحاولة مرة أخرى.',
    });
    expect(await handleContactPost(form(huge), context())).toMatchObject({ edition: 'en', status: 413 });

    const json = (url: string) =>
      new Request(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(await handleContactPost(json('https://example.ae/mail.php?lang=ar'), context())).toMatchObject({
      edition: 'ar',
      status: 415,
      message: expect.stringMatching(/^يجب إرسال النموذج/),
    });
    expect(await handleContactPost(json('https://example.ae/mail.php'), context())).toMatchObject({
      edition: 'en',
      status: 415,
    });
  });
});

describe('outcomeResponse', () => {
  it('says the language of the answer in Content-Language', async () => {
    const request = form({ ...valid, lang: 'ar' });
    const response = outcomeResponse(await handleContactPost(request, context()), request);
    expect(response.headers.get('content-language')).toBe('ar');
    expect(await response.text()).toBe('شكرًا لك، وصلتنا رسالتك ورقمها المرجعي BH-000001. سنرد عليك خلال يوم عمل واحد.');
  });

  it('gives the reference to a client that asks for JSON', async () => {
    const request = form(valid, 'https://example.ae/mail.php', { Accept: 'application/json' });
    const response = outcomeResponse(await handleContactPost(request, context()), request);
    expect(await response.json()).toEqual({
      ok: true,
      message:
        'Thank you. We have received your message; its reference is BH-000001. We will reply within one working day.',
      reference: 'BH-000001',
    });
  });
});
