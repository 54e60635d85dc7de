/**
 * POST /vitals on the real server process over the build, with real SQLite files: a beacon is
 * stored without anything that identifies the visitor; malformed, oversized and flooding beacons
 * are refused without harm to the contact form, which keeps its own file and its own limit.
 */
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contactHarness, post, readStore, until, valid } from '../support/contact-posts';
import { beacon, fillVitals, sample, vitalsColumns, vitalsRows } from '../support/vitals';

const { dir, newDb, site } = contactHarness('vitals');

/**
 * One request written to a bare socket, as a client the server may cut off mid-body: what the
 * server answered, once it has closed the connection. Writing into a connection the server has
 * closed fails (EPIPE, ECONNRESET) for any client; fetch then reports the failure instead of the
 * answer that came first, so the oversized cases are not sent with fetch.
 */
function exchange(target: { url: string }, request: string[]): Promise<string> {
  return new Promise((resolve) => {
    let received = '';
    const socket = connect(Number(new URL(target.url).port), '127.0.0.1', () => {
      for (const part of request) socket.write(part);
    });
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.on('error', () => {
      // The close that follows resolves with what arrived before it.
    });
    socket.on('close', () => resolve(received));
  });
}

const beaconHead = (length: string) =>
  `POST /vitals HTTP/1.1\r\nHost: site\r\nContent-Type: text/plain\r\n${length}\r\n\r\n`;
let vitalsCounter = 0;
const newVitalsDb = () => join(dir(), `vitals-${++vitalsCounter}.sqlite`);

/** The bytes of the database and its write-ahead log, where a freshly written row still sits. */
const fileBytes = (path: string) =>
  Buffer.concat([path, `${path}-wal`].filter((file) => existsSync(file)).map((file) => readFileSync(file)));

describe('a valid beacon', () => {
  it('is stored, as text/plain (sendBeacon with a string) and as application/json, and answered 204', async () => {
    const db = newVitalsDb();
    const target = await site({ CONTACT_DB: newDb(), VITALS_DB: db });
    const plain = await beacon(target, sample);
    expect(plain.status).toBe(204);
    expect(plain.headers.get('cache-control')).toBe('no-store');
    expect(plain.headers.get('x-content-type-options')).toBe('nosniff');
    const json = await beacon(
      target,
      { kind: 'home', edition: 'en', ttfb: 180 },
      { 'Content-Type': 'application/json' },
    );
    expect(json.status).toBe(204);
    expect(vitalsRows(db)).toEqual([
      {
        id: 1,
        received_on: new Date().toISOString().slice(0, 10),
        kind: 'service',
        edition: 'ar',
        lcp: 2100,
        inp: 96,
        cls: 0.04,
        ttfb: 420,
        lcp_target: 'main>section.banner>img',
        inp_target: 'button.menu-toggle',
        cls_target: 'footer',
        connection: '4g',
        device: 'phone',
      },
      expect.objectContaining({ id: 2, kind: 'home', edition: 'en', ttfb: 180, lcp: null, lcp_target: null }),
    ]);
  });

  it('leaves no address, browser, cookie or time of day in the file', async () => {
    const db = newVitalsDb();
    const target = await site({ CONTACT_DB: newDb(), VITALS_DB: db, TRUST_PROXY: '1' });
    const response = await beacon(target, sample, {
      'User-Agent': 'Mozilla/5.0 (Linux; Android 14) UniqueBrowserMarker/1.0',
      'X-Forwarded-For': '203.0.113.77',
      Cookie: 'session=s3cr3t-cookie-value',
      Referer: `${target.url}/ar/service/hvac-system-in-dubai-uae?ref=visitor-42`,
    });
    expect(response.status).toBe(204);
    expect(vitalsColumns(db)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/address|ip|agent|cookie|user|session|url|referr?er|_at$/)]),
    );
    const bytes = fileBytes(db).toString('latin1');
    expect(bytes).toContain('button.menu-toggle');
    for (const secret of [
      '203.0.113.77',
      '127.0.0.1',
      'UniqueBrowserMarker',
      's3cr3t-cookie-value',
      'visitor-42',
      'hvac',
    ]) {
      expect(bytes, secret).not.toContain(secret);
    }
    expect(target.output()).not.toContain('203.0.113.77');
  });
});

describe('beacons that are refused', () => {
  it('malformed, oversized and flooding beacons get 400, 413 and 429, and a contact message sent in the same second is stored', async () => {
    const contactDb = newDb();
    const db = newVitalsDb();
    const target = await site({ CONTACT_DB: contactDb, VITALS_DB: db });

    // 7 refused beacons; each counts towards the address's 60 a minute, like any other.
    const malformed = ['not json', '{"kind":"home"', '[]', JSON.stringify({ ...sample, visitorId: 'abc' })];
    for (const body of malformed) expect((await beacon(target, body)).status, body).toBe(400);
    expect((await beacon(target, { kind: 'home', edition: 'en', lcp: 99_999 })).status).toBe(400);
    const long = `{"kind":"home","edition":"en","lcp":1,"x":"${'a'.repeat(3000)}"}`;
    expect(await exchange(target, [beaconHead(`Content-Length: ${long.length}`), long])).toMatch(/^HTTP\/1\.1 413 /);
    // A declared megabyte is refused from its length alone: the answer comes before any of the body.
    const huge = await exchange(target, [beaconHead('Content-Length: 1000000')]);
    expect(huge).toMatch(/^HTTP\/1\.1 413 /);
    expect(huge).toMatch(/\r\nconnection: close\r\n/i);

    // A flood of valid beacons from one address, and a contact message among them.
    const [contact, ...flood] = await Promise.all([
      post(target, valid),
      ...Array.from({ length: 70 }, () => beacon(target, sample)),
    ]);
    expect(contact!.status).toBe(200);
    const statuses = flood.map((response) => response.status).sort();
    expect(statuses).toEqual([...Array(53).fill(204), ...Array(17).fill(429)]);
    const limited = flood.find((response) => response.status === 429)!;
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);

    expect(readStore(contactDb)).toMatchObject([{ name: valid.name, status: 'queued' }]);
    expect(vitalsRows(db)).toHaveLength(53);
    // The contact form's own limit (5 a minute) is untouched by the beacons.
    for (let i = 0; i < 4; i++) expect((await post(target, valid)).status).toBe(200);
    expect((await fetch(`${target.url}/`)).status).toBe(200);
  });

  it('stops reading a body past 2 KB and closes the connection, without waiting for its end', async () => {
    const db = newVitalsDb();
    const target = await site({ CONTACT_DB: newDb(), VITALS_DB: db });
    // A chunked body that never ends: the answer can only come from the server giving up reading,
    // and the promise only settles once the server has closed the connection.
    const head = await exchange(target, [
      beaconHead('Transfer-Encoding: chunked'),
      ...Array.from({ length: 3 }, () => `3e8\r\n${'a'.repeat(1000)}\r\n`),
    ]);
    expect(head).toMatch(/^HTTP\/1\.1 413 /);
    expect(head).toMatch(/\r\nconnection: close\r\n/i);
    expect(vitalsRows(db)).toEqual([]);
    expect((await beacon(target, sample)).status).toBe(204);
  });

  it('answers 405 to any method but POST', async () => {
    const target = await site({ CONTACT_DB: newDb(), VITALS_DB: newVitalsDb() });
    for (const method of ['GET', 'HEAD', 'PUT', 'DELETE']) {
      const response = await beacon(target, sample, {}, method);
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow'), method).toBe('POST');
    }
  });

  it('follows VITALS_RATE_LIMIT, per address', async () => {
    const target = await site({
      CONTACT_DB: newDb(),
      VITALS_DB: newVitalsDb(),
      VITALS_RATE_LIMIT: '2',
      TRUST_PROXY: '1',
    });
    const from = (address: string) => beacon(target, sample, { 'X-Forwarded-For': address });
    expect([(await from('203.0.113.1')).status, (await from('203.0.113.1')).status]).toEqual([204, 204]);
    expect((await from('203.0.113.1')).status).toBe(429);
    expect((await from('203.0.113.2')).status).toBe(204);
  });
});

describe('a vitals store that cannot be written', () => {
  it('answers 503 to beacons and logs it once, while the site and the contact form work', async () => {
    writeFileSync(join(dir(), 'a-file'), '');
    const contactDb = newDb();
    const target = await site({ CONTACT_DB: contactDb, VITALS_DB: join(dir(), 'a-file', 'vitals.sqlite') });
    for (let i = 0; i < 3; i++) expect((await beacon(target, sample)).status).toBe(503);
    expect((await post(target, valid)).status).toBe(200);
    expect(readStore(contactDb)).toHaveLength(1);
    expect((await fetch(`${target.url}/healthz`)).status).toBe(200);
    expect(target.output().match(/Speed samples cannot be stored/g)).toHaveLength(1);
  });
});

describe('retention on the server', () => {
  it('deletes samples older than VITALS_RETENTION_DAYS at start, and holds VITALS_MAX_ROWS', async () => {
    const db = newVitalsDb();
    fillVitals(
      db,
      [100, 40, 20, 1].map((daysAgo) => ({ daysAgo, sample: { ...sample, lcp: daysAgo } })),
    );
    const target = await site({
      CONTACT_DB: newDb(),
      VITALS_DB: db,
      VITALS_RETENTION_DAYS: '30',
      VITALS_MAX_ROWS: '4',
    });
    await until(() => vitalsRows(db).length === 2 || undefined, 'the purge at start');
    expect(vitalsRows(db).map((row) => row.lcp)).toEqual([20, 1]);
    for (let i = 0; i < 5; i++) expect((await beacon(target, { ...sample, lcp: 1000 + i })).status).toBe(204);
    expect(vitalsRows(db).map((row) => row.lcp)).toEqual([1001, 1002, 1003, 1004]);
  });
});
