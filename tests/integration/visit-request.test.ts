/**
 * The visit request form's server with real parts: the real server process over the build, a real
 * SQLite file (the contact form's), and a real SMTP server on loopback. The day asked for is one the
 * office's schedule file allows now, on Dubai's clock, so the test holds whatever day it runs.
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { editionInfo } from '../../src/lib/i18n';
import { REQUEST_KEY_FIELD } from '../../src/shared/offline-queue';
import { bookableDays } from '../../src/shared/schedule';
import { day, readVisits, schedule, visitRequest as request } from '../support/visit-request-posts';
import {
  companyEmail,
  contactHarness,
  decodedMail,
  post,
  readStore,
  until,
  valid as validContact,
} from '../support/contact-posts';

const { newDb, site, smtp } = contactHarness('booking', { CONTACT_RETRY_BASE_MS: '200' });

describe('a visit request', () => {
  it('is stored before it is answered, mailed once to the office and once to the visitor, numbered with the quotes', async () => {
    const mail = await smtp();
    const db = newDb();
    const target = await site({ CONTACT_DB: db, SMTP_URL: `smtp://127.0.0.1:${mail.port}` });

    expect((await post(target, validContact)).status).toBe(200);
    const response = await post(target, request, { Accept: 'application/json' }, '/book/send.json');
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { ok: boolean; reference: string; message: string };
    expect(answer).toMatchObject({ ok: true, reference: 'BH-000002' });
    // Answered only once stored: the store holds it whatever the mail does.
    expect(readVisits(db).map(({ request: stored }) => stored.reference)).toEqual(['BH-000002']);
    // The next quote takes the next number: a reference names one lead.
    const quote = (await (await post(target, validContact, { Accept: 'application/json' })).json()) as {
      reference: string;
    };
    expect(quote.reference).toBe('BH-000003');

    await until(() => mail.received.length === 4 || undefined, 'two quotes, the office mail and the confirmation');
    await until(
      () => readVisits(db)[0]!.mails.every((sent) => sent.status === 'sent') || undefined,
      'both mails marked sent',
    );
    expect(await target.stop()).toBe(0);
    expect(mail.received).toHaveLength(4);
    const visitMails = mail.received
      .map((received) => ({ to: received.to, ...decodedMail(received.raw) }))
      .filter((received) => received.subject.includes('BH-000002'));
    expect(visitMails).toHaveLength(2);
    const office = visitMails.find((received) => received.to.includes(companyEmail))!;
    const dayName = new Intl.DateTimeFormat('en-US', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${day.date}T00:00:00Z`));
    const window = `${day.windows[0]!.start}–${day.windows[0]!.end}`;
    expect(office.subject).toBe(`[EMERGENCY] Visit request BH-000002: HVAC Systems, ${dayName} ${window}`);
    expect(office.text).toContain('Phone: +971 50 123 4567');
    expect(office.text).toContain('Area: Mirdif');
    const visitor = visitMails.find((received) => received.to.includes('fatima@example.com'))!;
    expect(visitor.subject).toBe(editionInfo.en.ui.visitRequest.confirmationMail.subject('BH-000002'));
    expect(visitor.text).toContain('requested, not yet confirmed');
    expect(readStore(db).map((message) => message.reference)).toEqual(['BH-000003', 'BH-000001']);
  });

  it('sent twice with one key (a lost answer, the browser sending its waiting copy) is stored once, mailed once, answered with one reference', async () => {
    const mail = await smtp();
    const db = newDb();
    const target = await site({ CONTACT_DB: db, SMTP_URL: `smtp://127.0.0.1:${mail.port}` });
    const keyed = { ...request, email: '', [REQUEST_KEY_FIELD]: '5f0c7a52-3c1e-4f0e-9d7a-1b2c3d4e5f60' };

    const answers = [];
    for (const path of ['/book/send.json', '/book/send.json']) {
      const response = await post(target, keyed, { Accept: 'application/json' }, path);
      expect(response.status).toBe(200);
      answers.push((await response.json()) as { ok: boolean; reference: string });
    }
    expect(answers.map((answer) => answer.reference)).toEqual(['BH-000001', 'BH-000001']);
    // Another request, with a key of its own, is a request of its own.
    const other = await post(
      target,
      { ...keyed, [REQUEST_KEY_FIELD]: 'b3e1d2c4-0000-4000-8000-000000000002' },
      {
        Accept: 'application/json',
      },
      '/book/send.json',
    );
    expect(((await other.json()) as { reference: string }).reference).toBe('BH-000002');

    await until(
      () => readVisits(db).every(({ mails }) => mails.every((sent) => sent.status === 'sent')) || undefined,
      'the office mails marked sent',
    );
    expect(await target.stop()).toBe(0);
    expect(readVisits(db).map(({ request: stored }) => stored.reference)).toEqual(['BH-000002', 'BH-000001']);
    expect(mail.received.map((received) => decodedMail(received.raw).subject.match(/BH-\d+/)?.[0]).sort()).toEqual([
      'BH-000001',
      'BH-000002',
    ]);
  });

  it('refuses a day the schedule does not allow in the page’s language, keeping every other field', async () => {
    const db = newDb();
    const target = await site({ CONTACT_DB: db });
    const sunday = bookableDays({ ...schedule, workingDays: ['sunday'] }, new Date()).slice(-1)[0]!.date;
    const words = editionInfo.ar.ui.visitRequest;
    const refused = { ...request, day: sunday, lang: 'ar', area: 'مردف', name: 'فاطمة' };

    const page = await post(target, refused, {}, '/ar/book/send');
    expect(page.status).toBe(400);
    const html = await page.text();
    expect(html).toContain(words.refusals.closed(schedule));
    for (const kept of ['مردف', 'فاطمة', request.phone, request.problem, request.email])
      expect(html).toContain(`${kept}`);
    expect(html).toMatch(/<option value="emergency" selected/);
    expect(html).toMatch(/<option value="villa" selected/);

    const json = await post(target, refused, { Accept: 'application/json' }, '/book/send.json');
    expect(json.status).toBe(400);
    expect(await json.json()).toMatchObject({ ok: false, errors: { day: words.refusals.closed(schedule) } });
    expect(readVisits(db)).toEqual([]);
  });

  it('is listed by npm run inbox with its day, window, urgency and delivery state', async () => {
    const db = newDb();
    const target = await site({ CONTACT_DB: db });
    expect((await post(target, request, {}, '/book/send')).status).toBe(200);
    await target.stop();
    const output = execFileSync(process.execPath, [resolve('scripts/inbox.ts')], {
      env: { ...process.env, CONTACT_DB: db },
      encoding: 'utf8',
    });
    expect(output).toContain(
      `BH-000001  ${day.date} ${day.windows[0]!.start}-${day.windows[0]!.end}  emergency  English site  state: requested  office mail queued, 0 attempt(s)`,
    );
    expect(output).toContain('visitor mail queued');
    expect(output).toContain('Fatima Al Marri  +971 50 123 4567');
  });
});
