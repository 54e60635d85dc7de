/**
 * A request key sent again, on the real server with a real SQLite file: with the same words it is
 * the same request, answered as the first time; with other words it is refused with 409 in the
 * page's language, naming the request already received, and nothing of the second post is
 * stored, mailed or described as booked.
 */
import { describe, expect, it } from 'vitest';
import { editionInfo } from '../../src/lib/i18n';
import { REQUEST_KEY_FIELD } from '../../src/shared/offline-queue';
import { bookableDays } from '../../src/shared/schedule';
import { contactHarness, post, readStore, valid } from '../support/contact-posts';
import { readVisits, schedule, visitRequest } from '../support/visit-request-posts';

const { newDb, site } = contactHarness('request-keys');

const key = { [REQUEST_KEY_FIELD]: '5b0e7c1a-9d2f-4e8b-a1c3-2f6d8e4b7a90' };
const [firstDay, secondDay] = bookableDays(schedule, new Date()).slice(-2);

describe('a visit request sent again with its key', () => {
  const emergency = {
    ...visitRequest,
    ...key,
    lang: 'ar',
    urgency: 'emergency',
    day: secondDay!.date,
    window: secondDay!.windows[0]!.start,
  };
  const scheduledOtherDay = {
    ...emergency,
    urgency: 'scheduled',
    day: firstDay!.date,
    window: firstDay!.windows.at(-1)!.start,
  };
  const send = (target: { url: string }, fields: Record<string, string>, path = '/book/send.json') =>
    fetch(`${target.url}${path}`, {
      method: 'POST',
      headers: { Origin: target.url },
      body: new URLSearchParams(fields),
    });

  it('with the same words: the same answer; with other words: 409 in the page’s language with the first one’s reference', async () => {
    const db = newDb();
    const target = await site({ CONTACT_DB: db });
    const first = await send(target, emergency);
    expect(first.status).toBe(200);
    const firstAnswer = (await first.json()) as { reference: string; message: string; urgency: string };
    expect(firstAnswer).toMatchObject({ reference: 'BH-000001', urgency: 'emergency' });

    const again = await send(target, emergency);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({
      reference: 'BH-000001',
      message: firstAnswer.message,
      urgency: 'emergency',
    });

    const changed = await send(target, scheduledOtherDay);
    expect(changed.status).toBe(409);
    const refusal = (await changed.json()) as Record<string, unknown>;
    expect(refusal).toMatchObject({
      ok: false,
      reference: 'BH-000001',
      message: editionInfo.ar.ui.contactAnswers.alreadyReceived('BH-000001'),
    });
    expect(refusal).not.toHaveProperty('urgency');
    expect(refusal).not.toHaveProperty('links');

    const page = await send(target, scheduledOtherDay, '/ar/book/send');
    expect(page.status).toBe(409);
    const html = await page.text();
    expect(html).toContain(editionInfo.ar.ui.contactAnswers.alreadyReceived('BH-000001'));
    // The visitor's words of the second post are handed back, not lost.
    expect(html).toContain(visitRequest.problem);

    const visits = readVisits(db);
    expect(visits).toHaveLength(1);
    expect(visits[0]!.request).toMatchObject({ urgency: 'emergency', day: secondDay!.date });
    expect(visits[0]!.mails.map((mail) => mail.kind)).toEqual(['office', 'visitor']);
  });
});

describe('a contact message sent again with its key', () => {
  it('with other words: 409 with the first one’s reference, and only the first one stored', async () => {
    const db = newDb();
    const target = await site({ CONTACT_DB: db });
    expect((await post(target, { ...valid, ...key })).status).toBe(200);
    const again = await post(target, { ...valid, ...key });
    expect(again.status).toBe(200);
    expect(await again.text()).toContain('BH-000001');

    const changed = await post(
      target,
      { ...valid, ...key, message: 'Please send FREE MONEY.' },
      { Accept: 'application/json' },
    );
    expect(changed.status).toBe(409);
    expect(await changed.json()).toMatchObject({
      ok: false,
      reference: 'BH-000001',
      message: editionInfo.en.ui.contactAnswers.alreadyReceived('BH-000001'),
    });
    expect(readStore(db).map((message) => message.message)).toEqual([valid.message]);
  });
});
