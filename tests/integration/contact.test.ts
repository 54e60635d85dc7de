/**
 * The contact form's server with real parts: the real server process over the build, a real
 * SQLite file, and a real SMTP server on loopback that receives the mail.
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { downMailPort } from '../support/smtp';
import {
  columnsOf,
  companyEmail,
  contactHarness,
  createOldDatabase,
  decodedMail,
  post,
  readStore,
  until,
  valid,
} from '../support/contact-posts';
import type { RunningSite } from '../../harness/site-server';
import { REQUEST_KEY_FIELD } from '../../src/shared/offline-queue';

const { newDb, site, smtp } = contactHarness('contact', { CONTACT_RETRY_BASE_MS: '200' });

describe('a valid message', () => {
  it('is stored, then delivered exactly once to the company inbox', async () => {
    const mail = await smtp();
    const db = newDb();
    const target = await site({ CONTACT_DB: db, SMTP_URL: `smtp://127.0.0.1:${mail.port}` });

    const response = await post(target, valid);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(
      'Thank you. We have received your message; its reference is BH-000001. We will reply within one working day.',
    );

    await until(() => mail.received.length === 1 || undefined, 'the mail');
    await until(() => readStore(db)[0]?.status === 'sent' || undefined, 'status sent');
    // Stopped, the server finishes any delivery in flight and sends nothing more: what has arrived is all.
    expect(await target.stop()).toBe(0);
    expect(mail.received).toHaveLength(1);
    const [received] = mail.received;
    expect(received!.to).toEqual([companyEmail]);
    expect(received!.headers.get('reply-to')?.[0]).toContain('fatima@example.com');
    expect(received!.headers.get('subject')?.[0]).toBe('Quote request BH-000001 from Fatima Al Marri');
    expect(received!.body).toContain('Our villa AC is leaking.');
    expect(received!.body).toContain('+971 50 123 4567');

    expect(received!.body).toContain('Sent from: the English edition of the site (/contact)');

    const [stored] = readStore(db);
    expect(stored).toMatchObject({
      name: valid.name,
      email: valid.email,
      message: valid.message,
      status: 'sent',
      attempts: 1,
      language: 'en',
    });
  });

  it('answers JSON to a client that asks for it', async () => {
    const target = await site({ CONTACT_DB: newDb() });
    const response = await post(target, valid, { Accept: 'application/json' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      ok: true,
      message: expect.stringMatching(/^Thank you\. .* its reference is BH-000001\./),
      reference: 'BH-000001',
    });
  });

  it('sent twice with one key (kept offline, then sent from two tabs, or its answer lost) is stored once, mailed once, answered with one reference', async () => {
    const mail = await smtp();
    const db = newDb();
    const target = await site({ CONTACT_DB: db, SMTP_URL: `smtp://127.0.0.1:${mail.port}` });
    const keyed = { ...valid, [REQUEST_KEY_FIELD]: '0d6f2a9e-41c7-4b7e-9f3e-7a1c2b3d4e5f' };

    const references = [];
    for (const attempt of [1, 2]) {
      const response = await post(target, keyed, { Accept: 'application/json' });
      expect(response.status, `attempt ${attempt}`).toBe(200);
      references.push(((await response.json()) as { reference: string }).reference);
    }
    expect(references).toEqual(['BH-000001', 'BH-000001']);
    // Another message, with a key of its own, is a message of its own; one without a key always is.
    const other = await post(target, { ...keyed, [REQUEST_KEY_FIELD]: '9c4b1e2d-0000-4000-8000-000000000002' });
    expect(await other.text()).toContain('BH-000002');
    expect((await post(target, valid)).status).toBe(200);
    expect((await post(target, valid)).status).toBe(200);

    await until(() => readStore(db).every((message) => message.status === 'sent') || undefined, 'all sent');
    expect(await target.stop()).toBe(0);
    expect(readStore(db).map((message) => message.reference)).toEqual([
      'BH-000004',
      'BH-000003',
      'BH-000002',
      'BH-000001',
    ]);
    expect(mail.received.map((received) => decodedMail(received.raw).subject.match(/BH-\d+/)?.[0]).sort()).toEqual([
      'BH-000001',
      'BH-000002',
      'BH-000003',
      'BH-000004',
    ]);
  });

  it('names the service and the page it came from in the mail, the store and the inbox, under its reference', async () => {
    const mail = await smtp();
    const db = newDb();
    const target = await site({ CONTACT_DB: db, SMTP_URL: `smtp://127.0.0.1:${mail.port}` });
    const page = '/ar/service/hvac-system-in-dubai-uae';
    const response = await post(target, {
      ...valid,
      name: 'فاطمة المري',
      lang: 'ar',
      service: 'hvac-system-in-dubai-uae',
      page,
    });
    expect(await response.text()).toBe('شكرًا لك، وصلتنا رسالتك ورقمها المرجعي BH-000001. سنرد عليك خلال يوم عمل واحد.');
    expect((await post(target, { ...valid, service: 'other' })).status).toBe(200);

    await until(() => mail.received.length === 2 || undefined, 'both mails');
    const mails = mail.received.map((received) => decodedMail(received.raw));
    const hvac = mails.find((received) => received.subject.includes('BH-000001'))!;
    // Staff read every mail in English: the service by its English name, whichever edition it came from.
    expect(hvac.subject).toBe('[Arabic site] Quote request BH-000001 from فاطمة المري: HVAC Systems');
    expect(hvac.text).toContain(`Reference: BH-000001\nService: HVAC Systems\nCame from: ${page}\n`);
    const other = mails.find((received) => received.subject.includes('BH-000002'))!;
    expect(other.subject).toBe('Quote request BH-000002 from Fatima Al Marri: Something else');
    expect(other.text).toContain('Service: Something else\nCame from: (not known)');

    expect(readStore(db)).toMatchObject([
      { reference: 'BH-000002', service: 'Something else', page: '' },
      { reference: 'BH-000001', service: 'HVAC Systems', page },
    ]);
    const inbox = execFileSync(process.execPath, [resolve('scripts/inbox.ts')], {
      env: { ...process.env, CONTACT_DB: db },
      encoding: 'utf8',
    });
    expect(inbox).toMatch(/^BH-000001 .* Arabic site /m);
    expect(inbox).toContain(`service: HVAC Systems  from: ${page}`);
  });

  it('names a warranty claim as such in the mail and the store, from either edition', async () => {
    const mail = await smtp();
    const db = newDb();
    const target = await site({ CONTACT_DB: db, SMTP_URL: `smtp://127.0.0.1:${mail.port}` });
    const page = '/ar/service/best-plumbing-service-in-dubai-uae';
    expect((await post(target, { ...valid, lang: 'ar', service: 'warranty', page })).status).toBe(200);

    await until(() => mail.received.length === 1 || undefined, 'the mail');
    const claim = decodedMail(mail.received[0]!.raw);
    expect(claim.subject).toBe('[Arabic site] Quote request BH-000001 from Fatima Al Marri: Warranty claim');
    expect(claim.text).toContain(`Service: Warranty claim\nCame from: ${page}\n`);
    expect(readStore(db)).toMatchObject([{ reference: 'BH-000001', service: 'Warranty claim', page }]);
  });

  it('waits in the database when no SMTP_URL is set, and the server says so at start-up', async () => {
    const db = newDb();
    const target = await site({ CONTACT_DB: db });
    expect(target.output()).toContain('SMTP_URL is not set');
    expect((await post(target, valid)).status).toBe(200);
    expect(readStore(db)).toMatchObject([{ status: 'queued', attempts: 0 }]);
  });
});

describe('when the mail server is down', () => {
  it('keeps the message queued and delivers it once the server is back', async () => {
    const { port, release } = await downMailPort();
    const db = newDb();
    const target = await site({ CONTACT_DB: db, SMTP_URL: `smtp://127.0.0.1:${port}` });

    expect((await post(target, valid)).status).toBe(200);
    await until(() => (readStore(db)[0]?.attempts ?? 0) >= 1 || undefined, 'a failed attempt');
    const [queued] = readStore(db);
    expect(queued).toMatchObject({ status: 'queued' });
    expect(queued!.lastError).toBeTruthy();

    await release();
    const mail = await smtp(port);
    await until(() => mail.received.length === 1 || undefined, 'the delayed mail', 15_000);
    await until(() => readStore(db)[0]?.status === 'sent' || undefined, 'status sent');
    expect(await target.stop(), 'stopped, the server sends nothing more').toBe(0);
    expect(mail.received).toHaveLength(1);
  });

  it('delivers after a restart of the site server, once', async () => {
    const { port, release } = await downMailPort();
    const db = newDb();
    const first = await site({ CONTACT_DB: db, SMTP_URL: `smtp://127.0.0.1:${port}` });
    expect((await post(first, valid)).status).toBe(200);
    await until(() => (readStore(db)[0]?.attempts ?? 0) >= 1 || undefined, 'a failed attempt');
    await first.stop();

    expect(readStore(db)).toMatchObject([{ status: 'queued' }]);

    await release();
    const mail = await smtp(port);
    const second = await site({ CONTACT_DB: db, SMTP_URL: `smtp://127.0.0.1:${port}` });
    await until(() => mail.received.length === 1 || undefined, 'the mail after restart', 15_000);
    await until(() => readStore(db)[0]?.status === 'sent' || undefined, 'status sent');
    expect(await second.stop(), 'stopped, the server sends nothing more').toBe(0);
    expect(mail.received).toHaveLength(1);
  });
});

describe('headers cannot be injected', () => {
  it('a line break in the name adds no header to the mail', async () => {
    const mail = await smtp();
    const target = await site({ CONTACT_DB: newDb(), SMTP_URL: `smtp://127.0.0.1:${mail.port}` });
    const name = 'Eve\r\nBcc: victim@example.com\r\nX-Injected: yes';
    expect((await post(target, { ...valid, name })).status).toBe(200);
    await until(() => mail.received[0], 'the mail');
    const [received] = mail.received;
    expect(received!.headers.has('bcc')).toBe(false);
    expect(received!.headers.has('x-injected')).toBe(false);
    expect(received!.to).toEqual([companyEmail]);
    expect(received!.headers.get('subject')?.[0]).toBe(
      'Quote request BH-000001 from Eve Bcc: victim@example.com X-Injected: yes',
    );
  });
});

describe('bad input', () => {
  let target: RunningSite;
  const longSite = async () => {
    target = await site({ CONTACT_DB: newDb(), CONTACT_RATE_LIMIT: '0' });
    return target;
  };

  it('gets a 400 with a message per field', async () => {
    await longSite();
    const response = await post(
      target,
      { name: '  ', email: 'not-an-address', message: '' },
      { Accept: 'application/json' },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      ok: false,
      message: 'Please check the highlighted fields and send the form again.',
      errors: {
        name: 'Please enter your name',
        email: 'Please enter a valid e-mail address, like name@example.com',
        message: 'Please tell us how we can help',
      },
    });

    const tooLong = await post(
      target,
      { ...valid, name: 'n'.repeat(101), mobile: '1'.repeat(31), message: 'm'.repeat(5001) },
      { Accept: 'application/json' },
    );
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).errors).toEqual({
      name: 'Please keep your name under 100 characters',
      mobile: 'Please keep the number under 30 characters',
      message: 'Please keep your message under 5000 characters',
    });

    const plain = await post(target, { ...valid, email: '' });
    expect(plain.status).toBe(400);
    expect(await plain.text()).toBe(
      'Please check the highlighted fields and send the form again.\nemail: Please enter your e-mail address',
    );
  });

  it('gets a 413 for an oversized body', async () => {
    await longSite();
    const response = await post(target, { ...valid, message: 'x'.repeat(70_000) });
    expect(response.status).toBe(413);
    expect(await response.text()).toContain('too long');
  });

  it('gets a 415 for an unexpected content type', async () => {
    await longSite();
    const response = await fetch(`${target.url}/mail.php`, {
      method: 'POST',
      headers: { Origin: target.url, 'Content-Type': 'application/json' },
      body: JSON.stringify(valid),
    });
    expect(response.status).toBe(415);
  });

  it('never gets a 500 for anything a client can send', async () => {
    await longSite();
    const bodies: [string, string | Uint8Array<ArrayBuffer>][] = [
      ['application/x-www-form-urlencoded', 'name=%E0%A4%A&email=%%%&message=%FF'],
      ['multipart/form-data; boundary=nothing', '--broken\r\nContent-Disposition: form-data\r\n'],
      ['multipart/form-data', 'no boundary at all'],
      ['application/x-www-form-urlencoded', new Uint8Array(new ArrayBuffer(6)).fill(255, 1, 3)],
      ['application/x-www-form-urlencoded', ''],
      ['application/x-www-form-urlencoded', 'name[]=a&name[]=b&email=a@b.co&message=hi'],
    ];
    for (const [type, body] of bodies) {
      const response = await fetch(`${target.url}/mail.php`, {
        method: 'POST',
        headers: { Origin: target.url, 'Content-Type': type },
        body,
      });
      expect(response.status, `${type}: ${String(body).slice(0, 30)}`).toBeLessThan(500);
    }
    const get = await fetch(`${target.url}/mail.php`);
    expect(get.status).toBe(405);
  });

  it('is refused from another origin (Astro checks the Origin header)', async () => {
    await longSite();
    const response = await post(target, valid, { Origin: 'https://evil.example' });
    expect(response.status).toBe(403);
  });

  it('is taken through a proxy that ends TLS, whose public address is not the one Node listens on', async () => {
    await longSite();
    const publicHost = { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'www.example.ae' };
    const proxied = await post(target, valid, { ...publicHost, Origin: 'https://www.example.ae' });
    expect(proxied.status).toBe(200);
    // The same proxy headers with a page of another site, or the public name over the wrong scheme.
    for (const origin of ['https://evil.example', 'http://www.example.ae']) {
      expect((await post(target, valid, { ...publicHost, Origin: origin })).status, origin).toBe(403);
    }
  });
});

describe('abuse', () => {
  it('the honeypot is answered like a success, stored as spam and never mailed', async () => {
    const mail = await smtp();
    const db = newDb();
    const target = await site({ CONTACT_DB: db, SMTP_URL: `smtp://127.0.0.1:${mail.port}` });
    const response = await post(target, { ...valid, website: 'https://spam.example' });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Thank you');
    expect(readStore(db)).toMatchObject([{ status: 'spam' }]);
    // The outbox sends in the order messages came: once the next real message has arrived, and the
    // server has stopped, the spam would have been sent before it.
    expect((await post(target, valid)).status).toBe(200);
    await until(() => mail.received.length === 1 || undefined, 'the real message');
    expect(await target.stop()).toBe(0);
    expect(mail.received.map((received) => decodedMail(received.raw).subject)).toEqual([
      expect.stringContaining(valid.name),
    ]);
    expect(readStore(db).map((message) => message.status)).toEqual(['sent', 'spam']);
  });

  it('the rate limit answers 429 with Retry-After past the limit', async () => {
    const target = await site({ CONTACT_DB: newDb(), CONTACT_RATE_LIMIT: '3' });
    for (let i = 0; i < 3; i++) expect((await post(target, valid)).status).toBe(200);
    const limited = await post(target, valid);
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await limited.text()).toContain(`Please wait ${retryAfter} seconds`);
  });

  it('the default limit is 5 a minute', async () => {
    const target = await site({ CONTACT_DB: newDb() });
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await post(target, valid)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('the Arabic edition', () => {
  const arabic = {
    name: 'فاطمة المري',
    email: 'fatima@example.com',
    mobile: '+٩٧١ ٥٠ ١٢٣ ۴۵۶۷',
    message: 'المكيف في الفيلا يسرّب الماء.\nهل يمكنكم الزيارة؟',
    lang: 'ar',
  };
  const invalidAnswer = 'يُرجى مراجعة الحقول المحددة ثم إرسال النموذج مرة أخرى.';
  const tooLargeAnswer = 'رسالتك أطول من أن تُرسل. يُرجى اختصارها ثم المحاولة مرة أخرى.';
  const unsupportedAnswer =
    'يجب إرسال النموذج بصيغة نموذج ويب (application/x-www-form-urlencoded أو multipart/form-data).';
  const postJson = (target: RunningSite, path: string, headers: Record<string, string> = {}) =>
    fetch(`${target.url}${path}`, {
      method: 'POST',
      headers: { Origin: target.url, 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(valid),
    });

  it('an Arabic message is answered in Arabic, stored as Arabic with Western digits, and mailed as from the Arabic site', async () => {
    const mail = await smtp();
    const db = newDb();
    const target = await site({ CONTACT_DB: db, SMTP_URL: `smtp://127.0.0.1:${mail.port}` });

    const response = await post(target, arabic);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-language')).toBe('ar');
    expect(await response.text()).toBe('شكرًا لك، وصلتنا رسالتك ورقمها المرجعي BH-000001. سنرد عليك خلال يوم عمل واحد.');

    await until(() => readStore(db)[0]?.status === 'sent' || undefined, 'status sent');
    const [stored] = readStore(db);
    expect(stored).toMatchObject({ name: arabic.name, mobile: '+971 50 123 4567', language: 'ar', attempts: 1 });
    expect(mail.received).toHaveLength(1);
    const [received] = mail.received;
    const { subject, text } = decodedMail(received!.raw);
    expect(subject).toBe('[Arabic site] Quote request BH-000001 from فاطمة المري');
    expect(text).toContain('Sent from: the Arabic edition of the site (/ar/contact)');
    expect(text).toContain('Mobile: +971 50 123 4567');
    expect(text).toContain(arabic.message);
  });

  it('the form without JavaScript (/contact/send) takes an Arabic message as Arabic', async () => {
    const db = newDb();
    const target = await site({ CONTACT_DB: db });
    const response = await post(target, arabic, {}, '/contact/send');
    expect(response.status).toBe(200);
    expect(readStore(db)).toMatchObject([{ language: 'ar', mobile: '+971 50 123 4567' }]);
  });

  it('missing and malformed fields get a 400 in Arabic, as JSON and as plain text', async () => {
    const target = await site({ CONTACT_DB: newDb(), CONTACT_RATE_LIMIT: '0' });
    const json = await post(target, { lang: 'ar', email: 'ليس عنوانًا' }, { Accept: 'application/json' });
    expect(json.status).toBe(400);
    expect(json.headers.get('content-language')).toBe('ar');
    expect(await json.json()).toEqual({
      ok: false,
      message: invalidAnswer,
      errors: {
        name: 'يُرجى كتابة اسمك',
        email: 'يُرجى كتابة بريد إلكتروني صحيح، مثل name@example.com',
        message: 'يُرجى إخبارنا كيف يمكننا مساعدتك',
      },
    });

    const plain = await post(target, { ...arabic, email: '', mobile: '٠٥٠، ١٢٣' });
    expect(plain.status).toBe(400);
    expect(await plain.text()).toBe(
      [
        invalidAnswer,
        'email: يُرجى كتابة بريدك الإلكتروني',
        'mobile: يُرجى كتابة رقم الهاتف بالأرقام والمسافات وعلامة + فقط',
      ].join('\n'),
    );

    const english = await post(target, { email: '' }, { Accept: 'application/json' });
    expect(english.headers.get('content-language')).toBe('en');
    expect(await english.json()).toEqual({
      ok: false,
      message: 'Please check the highlighted fields and send the form again.',
      errors: {
        name: 'Please enter your name',
        email: 'Please enter your e-mail address',
        message: 'Please tell us how we can help',
      },
    });
  });

  it('an oversized body gets a 413 in Arabic when sent from an Arabic page or with ?lang=ar', async () => {
    const target = await site({ CONTACT_DB: newDb(), CONTACT_RATE_LIMIT: '0' });
    const huge = { ...arabic, message: 'x'.repeat(70_000) };
    const fromPage = await post(target, huge, { Referer: `${target.url}/ar/contact` });
    expect(fromPage.status).toBe(413);
    expect(await fromPage.text()).toBe(tooLargeAnswer);
    const fromQuery = await post(target, huge, { Accept: 'application/json' }, '/mail.php?lang=ar');
    expect(fromQuery.status).toBe(413);
    expect(await fromQuery.json()).toEqual({ ok: false, message: tooLargeAnswer });

    const english = await post(target, huge, { Referer: `${target.url}/contact` });
    expect(english.status).toBe(413);
    expect(await english.text()).toBe('The message is too long to send. Please shorten it and try again.');
  });

  it('an unexpected content type gets a 415 in Arabic when sent from an Arabic page or with ?lang=ar', async () => {
    const target = await site({ CONTACT_DB: newDb(), CONTACT_RATE_LIMIT: '0' });
    const fromPage = await postJson(target, '/mail.php', { Referer: `${target.url}/ar/contact` });
    expect(fromPage.status).toBe(415);
    expect(await fromPage.text()).toBe(unsupportedAnswer);
    const fromQuery = await postJson(target, '/mail.php?lang=ar');
    expect(fromQuery.status).toBe(415);
    expect(await fromQuery.text()).toBe(unsupportedAnswer);

    const english = await postJson(target, '/mail.php', { Referer: `${target.url}/articles/arabic` });
    expect(english.status).toBe(415);
    expect(await english.text()).toBe(
      'The form must be sent as a web form (application/x-www-form-urlencoded or multipart/form-data).',
    );
  });

  it('the rate limit answers an Arabic post in Arabic, with the seconds in Western digits', async () => {
    const target = await site({ CONTACT_DB: newDb(), CONTACT_RATE_LIMIT: '2' });
    for (let i = 0; i < 2; i++) expect((await post(target, arabic)).status).toBe(200);
    // Refused before its body is read: the edition is the page's the island posts from.
    const limited = await post(target, arabic, { Referer: `${target.url}/ar/contact` });
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(10);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await limited.text()).toBe(
      `لقد أرسلت عدة رسائل خلال وقت قصير. يُرجى المحاولة مرة أخرى بعد ${retryAfter} ثانية، أو الاتصال بنا.`,
    );
    const english = await post(target, valid);
    expect(english.status).toBe(429);
    expect(await english.text()).toContain('Please wait');
  });

  it('a database from before the language, service and reference columns is upgraded on start, keeps its messages and still sends the waiting one', async () => {
    const db = newDb();
    const old = { email: 'old@example.com', mobile: '', message: 'From before the upgrade', recipient: companyEmail };
    createOldDatabase(db, [
      { ...old, name: 'Delivered Dana', status: 'sent', receivedAt: new Date(Date.now() - 86_400_000).toISOString() },
      { ...old, name: 'Waiting Walid', status: 'queued', receivedAt: new Date(Date.now() - 60_000).toISOString() },
    ]);
    expect(columnsOf(db).map((column) => column.name)).not.toContain('language');

    const mail = await smtp();
    const target = await site({ CONTACT_DB: db, SMTP_URL: `smtp://127.0.0.1:${mail.port}` });
    await until(() => mail.received.length === 1 || undefined, 'the waiting mail');
    expect(columnsOf(db).map((column) => column.name)).toEqual(
      expect.arrayContaining(['language', 'service', 'page', 'reference', 'request_key']),
    );
    // A message from before references is known by its number.
    const { subject, text } = decodedMail(mail.received[0]!.raw);
    expect(subject).toBe('Quote request #2 from Waiting Walid');
    expect(text).toContain('Sent from: the English edition of the site (/contact)');

    expect((await post(target, arabic)).status).toBe(200);
    await until(() => mail.received.length === 2 || undefined, 'the new mail');
    await until(() => readStore(db).every((message) => message.status === 'sent') || undefined, 'all sent');
    expect(await target.stop(), 'stopped, the server sends nothing more').toBe(0);
    expect(mail.received).toHaveLength(2);
    expect(readStore(db).map(({ id, name, language, reference }) => ({ id, name, language, reference }))).toEqual([
      { id: 3, name: arabic.name, language: 'ar', reference: 'BH-000003' },
      { id: 2, name: 'Waiting Walid', language: 'en', reference: '#2' },
      { id: 1, name: 'Delivered Dana', language: 'en', reference: '#1' },
    ]);
  });
});

describe('security headers', () => {
  it('are on pages, assets and form answers', async () => {
    const target = await site({ CONTACT_DB: newDb() });
    const answerPage = await post(target, valid, {}, '/contact/send');
    for (const response of [
      await fetch(`${target.url}/`),
      await fetch(`${target.url}/favicon.svg`),
      await post(target, valid),
      answerPage,
    ]) {
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
    // The answer page, rendered on request, carries its policy in Astro's header: frame-ancestors joins it.
    expect(answerPage.headers.get('content-security-policy')).toMatch(
      /script-src [^;]*'sha256-.*frame-ancestors 'none'$/,
    );
    const page = await (await fetch(`${target.url}/`)).text();
    const csp = /<meta http-equiv="content-security-policy" content="([^"]+)"/i.exec(page)?.[1] ?? '';
    expect(csp).toMatch(/script-src [^;]*'sha256-/);
    expect(csp).not.toContain('unsafe-inline');
  });
});
