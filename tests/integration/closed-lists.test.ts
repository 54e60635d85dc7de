/**
 * The fields whose values come from a list (the service on both forms; the property, urgency and
 * window of a visit request) take only the list's current values, on the real server with a real
 * SQLite file and a real SMTP server: anything else is refused under its field in the page's
 * words, with every field handed back, and never reaches the store or a mail's subject.
 */
import { describe, expect, it } from 'vitest';
import { editionInfo } from '../../src/lib/i18n';
import { contactHarness, decodedMail, post, readStore, until, valid } from '../support/contact-posts';
import { readVisits, visitRequest } from '../support/visit-request-posts';

const { newDb, site, smtp } = contactHarness('closed-lists', { CONTACT_RETRY_BASE_MS: '200' });

const HOSTILE = 'FREE MONEY at http://evil.example';
const sendVisit = (target: { url: string }, fields: Record<string, string>) =>
  fetch(`${target.url}/book/send.json`, {
    method: 'POST',
    headers: { Origin: target.url },
    body: new URLSearchParams(fields),
  });

describe('a visit request with a value its lists do not hold', () => {
  it('is refused under that field in the page’s words, and nothing is stored', async () => {
    const db = newDb();
    const target = await site({ CONTACT_DB: db });
    const { fieldErrors } = editionInfo.ar.ui.visitRequest;
    const cases = [
      ['service', HOSTILE, editionInfo.ar.ui.contactFieldErrors.serviceUnknown],
      ['property', 'castle', fieldErrors.propertyMissing],
      ['urgency', 'whenever', fieldErrors.urgencyMissing],
      ['window', '03:33', undefined],
    ] as const;
    for (const [field, value, words] of cases) {
      const response = await sendVisit(target, { ...visitRequest, lang: 'ar', [field]: value });
      expect(response.status, field).toBe(400);
      const answer = (await response.json()) as { errors: Record<string, string> };
      expect(Object.keys(answer.errors), field).toEqual([field]);
      if (words) expect(answer.errors[field], field).toBe(words);
    }
    expect(readVisits(db)).toEqual([]);
  });

  it('without JavaScript: the form again with the refusal and every word kept', async () => {
    const target = await site({ CONTACT_DB: newDb() });
    const page = await fetch(`${target.url}/book/send`, {
      method: 'POST',
      headers: { Origin: target.url },
      body: new URLSearchParams({ ...visitRequest, service: HOSTILE }),
    });
    expect(page.status).toBe(400);
    const html = await page.text();
    expect(html).toContain(editionInfo.en.ui.contactFieldErrors.serviceUnknown);
    for (const kept of [visitRequest.problem, visitRequest.area, visitRequest.phone]) expect(html).toContain(kept);
  });
});

describe('a contact message with a service the form does not offer', () => {
  it('is refused in the page’s words; the mail’s subject only ever names a service of the list', async () => {
    const mail = await smtp();
    const db = newDb();
    const target = await site({ CONTACT_DB: db, SMTP_URL: `smtp://127.0.0.1:${mail.port}` });

    const refused = await post(target, { ...valid, lang: 'ar', service: HOSTILE }, { Accept: 'application/json' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      errors: { service: editionInfo.ar.ui.contactFieldErrors.serviceUnknown },
    });
    expect(readStore(db)).toEqual([]);

    expect((await post(target, { ...valid, service: 'hvac-system-in-dubai-uae' })).status).toBe(200);
    await until(() => mail.received.length === 1 || undefined, 'the mail');
    const { subject } = decodedMail(mail.received[0]!.raw);
    expect(subject).toBe('Quote request BH-000001 from Fatima Al Marri: HVAC Systems');
  });
});
