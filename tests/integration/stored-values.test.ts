/**
 * What the forms store and mail is text that was checked, on the real server with a real SQLite
 * file and a real SMTP server: direction overrides, isolates and other invisible format characters
 * are taken out of every text field (the joiners Arabic script needs are kept), so that no name
 * can turn a mail's To, Reply-To or Subject around; and a post that fills the robots' field is
 * held to the same checks before anything of it is stored.
 */
import { describe, expect, it } from 'vitest';
import { contactHarness, decodedMail, post, readStore, until, valid } from '../support/contact-posts';
import { parseMail } from '../support/smtp';
import { readVisits, visitRequest } from '../support/visit-request-posts';
import { HONEYPOT_FIELD } from '../../src/shared/contact/fields';

const { newDb, site, smtp } = contactHarness('stored-values', { CONTACT_RETRY_BASE_MS: '200' });

/** Right-to-left override, left-to-right isolate, pop, zero-width space, word joiner, byte-order mark. */
const FORMAT = ['\u202E', '\u2066', '\u2069', '\u200B', '\u2060', '\uFEFF'];
const HAS_FORMAT = /[\u202A-\u202E\u2066-\u2069\u200B\u2060\uFEFF\u200E\u200F\u061C]/u;
/** A name in Arabic script with a zero-width non-joiner, which the script needs. */
const JOINED = 'عبد\u200Cالله';
/** A header's value as a person reads it (nodemailer writes a non-ASCII name as encoded words). */
const decodedHeader = (value: string) => decodedMail(`Subject: ${value}\r\n\r\n`).subject;

describe('format characters in text fields', () => {
  it('are taken out of a visit request before it is stored and mailed; the joiners Arabic needs are kept', async () => {
    const mail = await smtp();
    const db = newDb();
    const target = await site({ CONTACT_DB: db, SMTP_URL: `smtp://127.0.0.1:${mail.port}` });
    const response = await fetch(`${target.url}/book/send.json`, {
      method: 'POST',
      headers: { Origin: target.url },
      body: new URLSearchParams({
        ...visitRequest,
        name: `${FORMAT[0]}Fatima${FORMAT[1]}gpj.exe${FORMAT[2]} ${JOINED}`,
        area: `Mir${FORMAT[3]}dif${FORMAT[0]}`,
        problem: `The AC${FORMAT[4]} drips.${FORMAT[5]}`,
      }),
    });
    expect(response.status).toBe(200);
    const [stored] = readVisits(db);
    expect(stored!.request).toMatchObject({
      name: `Fatimagpj.exe ${JOINED}`,
      area: 'Mirdif',
      problem: 'The AC drips.',
    });

    await until(() => mail.received.length === 2 || undefined, 'the office mail and the confirmation');
    for (const received of mail.received) {
      const { headers } = parseMail(received.raw);
      for (const header of ['to', 'reply-to', 'subject'])
        expect(decodedHeader(headers.get(header)?.[0] ?? ''), header).not.toMatch(HAS_FORMAT);
      expect(decodedMail(received.raw).text).not.toMatch(HAS_FORMAT);
    }
  });

  it('are taken out of a contact message, its mail’s Reply-To and Subject included', async () => {
    const mail = await smtp();
    const db = newDb();
    const target = await site({ CONTACT_DB: db, SMTP_URL: `smtp://127.0.0.1:${mail.port}` });
    const name = `Omar${FORMAT[0]} Saeed${FORMAT[3]}`;
    expect((await post(target, { ...valid, name, message: `Hello${FORMAT[1]} there${FORMAT[2]}` })).status).toBe(200);
    expect(readStore(db)[0]).toMatchObject({ name: 'Omar Saeed', message: 'Hello there' });

    await until(() => mail.received.length === 1 || undefined, 'the mail');
    const raw = mail.received[0]!.raw;
    expect(decodedMail(raw).subject).toBe('Quote request BH-000001 from Omar Saeed');
    expect(Buffer.from(raw).toString('utf8')).not.toMatch(HAS_FORMAT);
    expect(parseMail(raw).headers.get('reply-to')?.[0]).toContain('Omar Saeed');
  });
});

describe('a post with the robots’ field filled in', () => {
  it('is held to the same checks: what fails them is never stored', async () => {
    const db = newDb();
    const target = await site({ CONTACT_DB: db });
    const robot = { [HONEYPOT_FIELD]: 'https://spam.example' };

    const contact = await post(target, { ...valid, ...robot, name: 'x'.repeat(150), email: 'not an address' });
    expect(contact.status).toBe(400);
    const visit = await fetch(`${target.url}/book/send.json`, {
      method: 'POST',
      headers: { Origin: target.url },
      body: new URLSearchParams({ ...visitRequest, ...robot, day: '2099-13-45', area: `a${FORMAT[0]}`.repeat(300) }),
    });
    expect(visit.status).toBe(400);
    expect(readStore(db)).toEqual([]);
    expect(readVisits(db)).toEqual([]);

    // A robot's post that passes the checks is kept for review, cleaned as any other, and answered like a success.
    const cleanRobot = await post(target, { ...valid, ...robot, name: `Bot${FORMAT[0]}` });
    expect(cleanRobot.status).toBe(200);
    expect(readStore(db)).toMatchObject([{ name: 'Bot', status: 'spam' }]);
  });
});
