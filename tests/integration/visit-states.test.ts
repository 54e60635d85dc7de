/**
 * A visit request after it is received, with real parts: the server process over the build, a real
 * SQLite file and a real SMTP server on loopback. The office and the visitor move the request on
 * from the private links their mails carry (src/pages/[...lang]/visit/[token].astro,
 * src/server/visits/); each change and its mail are one write, and every link is safe to open.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { editionInfo } from '../../src/lib/i18n';
import { bookableDays } from '../../src/shared/schedule';
import { slotValue } from '../../src/shared/visits';
import type { RunningSite } from '../../harness/site-server';
import { FIRST_FLIGHT_BYTES, responseBytes } from '../../harness/first-flight';
import { readVisits, schedule, visitRequest } from '../support/visit-request-posts';
import { companyEmail, contactHarness, decodedMail, post, until } from '../support/contact-posts';
import type { TestSmtpServer } from '../support/smtp';
import { cameraPhoto } from '../support/photos';
import { changesIn, mailContent, press, queuedMailTexts, rewrite, visitLinksIn } from '../support/visit-links';

const { newDb, site, smtp } = contactHarness('visit-states', { CONTACT_RETRY_BASE_MS: '200' });
const en = editionInfo.en.ui.visits;
const ar = editionInfo.ar.ui.visits;

/** The mails about one request, as received. */
const mailsAbout = (mail: TestSmtpServer, reference: string) =>
  mail.received
    .map((received) => ({ to: received.to, subject: decodedMail(received.raw).subject, ...mailContent(received) }))
    .filter((received) => received.subject.includes(reference));

/** Sends a visit request and reads the private links from its two mails. */
async function requestVisit(target: RunningSite, mail: TestSmtpServer, fields: Record<string, string> = visitRequest) {
  const response = await post(target, fields, { Accept: 'application/json' }, '/book/send.json');
  expect(response.status).toBe(200);
  const { reference } = (await response.json()) as { reference: string };
  const mails = await until(() => {
    const about = mailsAbout(mail, reference);
    return about.length === (fields.email ? 2 : 1) ? about : undefined;
  }, 'the office mail and the confirmation');
  const office = mails.find((received) => received.to.includes(companyEmail))!;
  const visitor = mails.find((received) => !received.to.includes(companyEmail));
  return {
    reference,
    office: visitLinksIn(office.text)[0]!,
    visitor: visitor ? visitLinksIn(visitor.text)[0]! : undefined,
  };
}

const stateShown = (html: string) => /data-testid="visit-state" data-state="([a-z]+)"/.exec(html)?.[1];
const pageOf = async (target: RunningSite, path: string) => (await fetch(`${target.url}${path}`)).text();

describe('a visit request after it is received', () => {
  it('is confirmed by the office from its mail: opening either link changes nothing, the visitor gets one mail with the confirmed calendar entry, and the same press twice is one change and one mail', async () => {
    const mail = await smtp();
    const db = newDb();
    const target = await site({ CONTACT_DB: db, SMTP_URL: `smtp://127.0.0.1:${mail.port}` });
    const { reference, office, visitor } = await requestVisit(target, mail);
    expect(office).toMatch(/^\/visit\//);
    expect(visitor).toMatch(/^\/visit\//);

    // A mail scanner opens every link with GET and HEAD, any query it likes: nothing changes.
    for (const path of [office, visitor!, `${office}?action=confirm&after=0`])
      for (const method of ['GET', 'HEAD']) {
        const response = await fetch(`${target.url}${path}`, { method });
        expect(response.status).toBe(200);
        expect(response.headers.get('cache-control')).toBe('no-store');
        expect(response.headers.get('x-robots-tag')).toBe('noindex');
        expect(response.headers.get('referrer-policy')).toBe('same-origin');
      }
    expect(changesIn(db)).toEqual([]);
    expect(readVisits(db)[0]!.mails).toHaveLength(2);
    expect(stateShown(await pageOf(target, visitor!))).toBe('requested');

    const pressed = await press(target, office, { action: 'confirm', after: '0', note: 'Ahmed will come.' });
    expect(pressed.status).toBe(200);
    expect(await pressed.text()).toContain(en.outcomes.made(en.states.confirmed));
    const [confirmed] = await until(() => {
      const found = mailsAbout(mail, reference).filter((m) => m.subject === en.mails.confirmed.subject(reference));
      return found.length ? found : undefined;
    }, 'the confirmation');
    expect(confirmed!.to).toEqual(['fatima@example.com']);
    expect(confirmed!.text).toContain(en.mails.note('Ahmed will come.'));
    expect(confirmed!.text).toContain(en.mails.whatsapp('https://wa.me/971505550178'));
    expect(visitLinksIn(confirmed!.text)).toHaveLength(1);
    expect(confirmed!.calendar).toContain(`UID:${reference}@visit-request`);
    expect(confirmed!.calendar).toContain('STATUS:CONFIRMED');
    expect(confirmed!.calendar).toContain('SEQUENCE:1');

    // Pressed again (a double tap, a reload of the answer): one change, one mail.
    const again = await press(target, office, { action: 'confirm', after: '0', note: 'Ahmed will come.' });
    expect(again.status).toBe(200);
    expect(await again.text()).toContain(en.outcomes.repeat);
    expect(changesIn(db).map((change) => change.action)).toEqual(['confirm']);
    expect(readVisits(db)[0]!.mails).toHaveLength(3);
    expect(stateShown(await pageOf(target, visitor!))).toBe('confirmed');
    // The visitor's page shows the office's words to them, and nothing of the request they did not need to see.
    const statusPage = await pageOf(target, visitor!);
    expect(statusPage).toContain('Ahmed will come.');
    for (const withheld of [visitRequest.problem, visitRequest.phone, visitRequest.email, '127.0.0.1'])
      expect(statusPage).not.toContain(withheld);

    // The day sheet lists it; `npm run inbox` shows its state.
    const sheet = execFileSync(process.execPath, ['scripts/visits.ts', '--day', visitRequest.day], {
      env: { ...process.env, CONTACT_DB: db, NODE_NO_WARNINGS: '1' },
      encoding: 'utf8',
    });
    expect(sheet).toContain(`${reference}  Mirdif  HVAC Systems`);
    expect(sheet).toContain('Fatima Al Marri  +971 50 123 4567');

    const done = await press(target, office, { action: 'done', after: '1' });
    expect(done.status).toBe(200);
    const inbox = execFileSync(process.execPath, ['scripts/inbox.ts'], {
      env: { ...process.env, CONTACT_DB: db, NODE_NO_WARNINGS: '1' },
      encoding: 'utf8',
    });
    expect(inbox).toContain(`state: done (${visitRequest.day} ${visitRequest.window}-`);
    // No token reaches the server's log.
    const tokens = [office, visitor!, ...visitLinksIn(confirmed!.text)].map((path) => path.slice(-44));
    expect(tokens.filter((token) => target.output().includes(token))).toEqual([]);
  });

  it('moves to another time the office proposes, which the visitor, in their edition, asks a call about, then accepts in one tap; the office hears of both', async () => {
    const mail = await smtp();
    const db = newDb();
    const target = await site({ CONTACT_DB: db, SMTP_URL: `smtp://127.0.0.1:${mail.port}` });
    const { reference, office, visitor } = await requestVisit(target, mail, { ...visitRequest, lang: 'ar' });
    expect(visitor).toMatch(/^\/ar\/visit\//);
    const other = bookableDays(schedule, new Date())[0]!;
    const slot = slotValue(other.date, other.windows.at(-1)!.start);

    const proposed = await press(target, office, { action: 'propose', after: '0', slot });
    expect(proposed.status).toBe(200);
    const proposal = await until(
      () => mailsAbout(mail, reference).find((m) => m.subject === ar.mails.proposed.subject(reference)),
      'the proposal',
    );
    expect(proposal.text).toContain(other.windows.at(-1)!.end);
    const page = await pageOf(target, visitor!);
    expect(stateShown(page)).toBe('proposed');
    expect(page).toContain(ar.actions.accept);

    // Asking for a call changes no state; the office hears of it, with the visitor's words.
    const call = await press(target, visitor!, { action: 'call', after: '1', note: 'بعد الخامسة مساءً' });
    expect(call.status).toBe(200);
    expect(await call.text()).toContain(ar.outcomes.callAsked);
    const asked = await until(
      () => mailsAbout(mail, reference).find((m) => m.to.includes(companyEmail) && m.subject.includes('another time')),
      "the office's news of the call asked for",
    );
    expect(asked.text).toContain('Their words: بعد الخامسة مساءً');
    expect(stateShown(await pageOf(target, visitor!))).toBe('proposed');

    const accepted = await press(target, visitor!, { action: 'accept', after: '2' });
    expect(accepted.status).toBe(200);
    expect(
      changesIn(db).map(({ actor, action, state, day, window_start }) => [actor, action, state, day, window_start]),
    ).toEqual([
      ['office', 'propose', 'proposed', other.date, other.windows.at(-1)!.start],
      ['visitor', 'call', 'proposed', other.date, other.windows.at(-1)!.start],
      ['visitor', 'accept', 'confirmed', other.date, other.windows.at(-1)!.start],
    ]);
    const confirmation = await until(
      () => mailsAbout(mail, reference).find((m) => m.subject === ar.mails.confirmed.subject(reference)),
      'the confirmation',
    );
    expect(confirmation.calendar).toContain('SEQUENCE:3');
    const news = await until(
      () => mailsAbout(mail, reference).find((m) => m.to.includes(companyEmail) && m.subject.includes('accepted')),
      "the office's news",
    );
    expect(visitLinksIn(news.text)[0]).toMatch(/^\/visit\//);
    expect(stateShown(await pageOf(target, office))).toBe('confirmed');
  });

  it('ends in one state when the visitor cancels as the office confirms: both pages show it, the later press is told, only the cancellation is mailed', async () => {
    const mail = await smtp();
    const db = newDb();
    const target = await site({ CONTACT_DB: db, SMTP_URL: `smtp://127.0.0.1:${mail.port}` });
    const { reference, office, visitor } = await requestVisit(target, mail);

    expect((await press(target, visitor!, { action: 'cancel', after: '0' })).status).toBe(200);
    const late = await press(target, office, { action: 'confirm', after: '0' });
    expect(late.status).toBe(409);
    expect(await late.text()).toContain(en.actors.visitor);
    expect(changesIn(db).map((change) => change.state)).toEqual(['cancelled']);
    expect(stateShown(await pageOf(target, office))).toBe('cancelled');
    expect(stateShown(await pageOf(target, visitor!))).toBe('cancelled');
    const cancelled = await until(
      () => mailsAbout(mail, reference).find((m) => m.subject === en.mails.cancelled.subject(reference)),
      'the cancellation',
    );
    expect(cancelled.calendar).toContain('STATUS:CANCELLED');
    expect(readVisits(db)[0]!.mails.map((queued) => queued.kind)).toEqual(['office', 'visitor', 'office', 'visitor']);
  });

  it('is declined with a reason; a visitor without e-mail gets no mail, and the office page offers the words on WhatsApp with the status link', async () => {
    const mail = await smtp();
    const db = newDb();
    const target = await site({ CONTACT_DB: db, SMTP_URL: `smtp://127.0.0.1:${mail.port}` });
    const { office } = await requestVisit(target, mail, { ...visitRequest, email: '' });

    const declined = await press(target, office, { action: 'decline', after: '0', reason: 'area' });
    expect(declined.status).toBe(200);
    const html = await declined.text();
    const whatsapp = /href="(https:\/\/wa\.me\/971501234567\?text=[^"]+)"/.exec(html)?.[1];
    expect(whatsapp).toBeDefined();
    const words = decodeURIComponent(whatsapp!.replaceAll('&amp;', '&'));
    expect(words).toContain(en.reasons.area);
    const status = visitLinksIn(words)[0]!;
    expect(stateShown(await pageOf(target, status))).toBe('declined');
    expect(readVisits(db)[0]!.mails.map((queued) => queued.kind)).toEqual(['office']);

    // A visitor who gave an e-mail gets the decline with its reason, the phone, and a cancelling calendar file.
    const withMail = await requestVisit(target, mail);
    expect((await press(target, withMail.office, { action: 'decline', after: '1', reason: 'full' })).status).toBe(200);
    const decline = await until(
      () =>
        mailsAbout(mail, withMail.reference).find((m) => m.subject === en.mails.declined.subject(withMail.reference)),
      'the decline',
    );
    expect(decline.text).toContain(en.reasons.full);
    expect(decline.text).toContain(en.mails.contact('+971 4 555 0142'));
    expect(decline.calendar).toContain('STATUS:CANCELLED');
    expect(stateShown(await pageOf(target, withMail.visitor!))).toBe('declined');
  });

  it('answers a wrong, tampered or expired link with the same short page and status, and limits the wrong ones an address tries', async () => {
    const mail = await smtp();
    const db = newDb();
    const target = await site({ CONTACT_DB: db, SMTP_URL: `smtp://127.0.0.1:${mail.port}` });
    const { office, visitor } = await requestVisit(target, mail);
    const flip = (path: string) => `${path.slice(0, -1)}${path.endsWith('A') ? 'B' : 'A'}`;

    const wrong = await fetch(`${target.url}/visit/${'x'.repeat(44)}`);
    const body = await wrong.text();
    expect(wrong.status).toBe(404);
    expect(wrong.headers.get('cache-control')).toBe('no-store');
    expect(body).toContain(en.noLink.title);
    for (const path of [flip(office), flip(visitor!), '/visit/short', `${office.slice(0, 20)}${'A'.repeat(32)}`]) {
      const response = await fetch(`${target.url}${path}`);
      expect([path, response.status]).toEqual([path, 404]);
      expect(await response.text()).toBe(body);
    }
    // A tampered link's press changes nothing.
    expect((await press(target, flip(office), { action: 'confirm', after: '0' })).status).toBe(404);
    expect(changesIn(db)).toEqual([]);

    // The office's link ends 30 days after the visit's day; the visitor's 30 days after the request ended.
    expect((await press(target, visitor!, { action: 'cancel', after: '0' })).status).toBe(200);
    rewrite(
      db,
      `UPDATE visit_changes SET day = '2026-01-01', at = ?`,
      new Date(Date.now() - 31 * 86_400_000).toISOString(),
    );
    for (const path of [office, visitor!]) {
      const response = await fetch(`${target.url}${path}`);
      expect([path, response.status]).toEqual([path, 404]);
      expect(await response.text()).toBe(body);
    }

    // Eight wrong tokens so far from this address; the tenth is the last it may try this minute.
    expect((await fetch(`${target.url}/visit/${'y'.repeat(44)}`)).status).toBe(404);
    expect((await fetch(`${target.url}/visit/${'z'.repeat(44)}`)).status).toBe(404);
    const limited = await fetch(`${target.url}/visit/${'w'.repeat(44)}`);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.text()).toContain(en.noLink.tooMany);
  });

  it('fits each page, the office’s, the visitor’s and a wrong link’s, in both editions, into the first flight', async () => {
    const mail = await smtp();
    const db = newDb();
    const target = await site({ CONTACT_DB: db, SMTP_URL: `smtp://127.0.0.1:${mail.port}` });
    const { office, visitor } = await requestVisit(target, mail, { ...visitRequest, lang: 'ar' });
    const sizes = [];
    for (const path of [office, `/ar${office}`, visitor!, visitor!.replace(/^\/ar/, ''), `/visit/${'x'.repeat(44)}`]) {
      const { status, bytes } = await responseBytes(target.url, path);
      sizes.push([path.replace(/[\w-]{44}$/, '…'), status, bytes <= FIRST_FLIGHT_BYTES ? 'fits' : `${bytes} bytes`]);
    }
    expect(sizes).toEqual([
      ['/visit/…', 200, 'fits'],
      ['/ar/visit/…', 200, 'fits'],
      ['/ar/visit/…', 200, 'fits'],
      ['/visit/…', 200, 'fits'],
      ['/visit/…', 404, 'fits'],
    ]);
  });

  it("shows the request's photos on the office's page only", async () => {
    const mail = await smtp();
    const db = newDb();
    const target = await site({ CONTACT_DB: db, SMTP_URL: `smtp://127.0.0.1:${mail.port}` });
    const form = new FormData();
    for (const [name, value] of Object.entries(visitRequest)) form.append(name, value);
    form.append('photos', new File([await cameraPhoto(64, 48, 'png')], 'leak.png', { type: 'image/png' }));
    const sent = await fetch(`${target.url}/book/send.json`, {
      method: 'POST',
      headers: { Origin: target.url, Accept: 'application/json' },
      body: form,
    });
    expect(sent.status).toBe(200);
    const [office, visitor] = visitLinksIn(queuedMailTexts(db).join('\n'));
    const page = await pageOf(target, office!);
    expect(page).toContain(`src="${office}/photos/1"`);
    const photo = await fetch(`${target.url}${office}/photos/1`);
    expect([photo.status, photo.headers.get('content-type'), photo.headers.get('cache-control')]).toEqual([
      200,
      'image/png',
      'no-store',
    ]);
    expect(
      Buffer.from(await photo.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
    for (const path of [`${visitor}/photos/1`, `${office}/photos/2`, `/visit/${'x'.repeat(44)}/photos/1`])
      expect([path, (await fetch(`${target.url}${path}`)).status]).toEqual([path, 404]);
  });

  it('refuses a press that does not come from the page itself', async () => {
    const mail = await smtp();
    const db = newDb();
    const target = await site({ CONTACT_DB: db, SMTP_URL: `smtp://127.0.0.1:${mail.port}` });
    const { office } = await requestVisit(target, mail);
    for (const headers of [{ Origin: 'https://elsewhere.example' }, {} as Record<string, string>]) {
      const response = await press(target, office, { action: 'confirm', after: '0' }, headers);
      expect(response.status).toBe(403);
    }
    expect(changesIn(db)).toEqual([]);
    expect(stateShown(await pageOf(target, office))).toBe('requested');
  });

  it('loses neither a change nor its mail when the server is killed before the mail goes, and sends it once', async () => {
    const db = newDb();
    const first = await site({ CONTACT_DB: db });
    const response = await post(first, visitRequest, { Accept: 'application/json' }, '/book/send.json');
    const { reference } = (await response.json()) as { reference: string };
    const office = visitLinksIn(queuedMailTexts(db).join('\n'))[0]!;
    expect((await press(first, office, { action: 'confirm', after: '0' })).status).toBe(200);
    await first.kill();

    const mail = await smtp();
    await site({ CONTACT_DB: db, SMTP_URL: `smtp://127.0.0.1:${mail.port}` });
    await until(
      () => readVisits(db)[0]!.mails.every((queued) => queued.status === 'sent') || undefined,
      'every mail sent',
    );
    expect(changesIn(db).map((change) => change.state)).toEqual(['confirmed']);
    expect(mailsAbout(mail, reference).filter((m) => m.subject === en.mails.confirmed.subject(reference))).toHaveLength(
      1,
    );
    expect(mailsAbout(mail, reference)).toHaveLength(3);
  });
});
