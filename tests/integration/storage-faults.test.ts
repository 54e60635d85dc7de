/**
 * When the disk fails, the visitor loses nothing: the real server process over real faults (a
 * full tmpfs, a lock held by a second SQLite connection, a file the server's user may not write).
 * Every form route answers 503 with Retry-After in the page's language and hands the visitor's
 * words back; nothing is acknowledged that was not stored; the log names SQLite's code in one line;
 * /healthz says so while it lasts and recovers by itself.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editionInfo, type Edition } from '../../src/lib/i18n/index.ts';
import { ContactStore } from '../../src/server/contact/store.ts';
import { contactHarness, post, readStore, until, valid } from '../support/contact-posts';
import { canMountTmpfs, holdWriteLock, SmallDisk } from '../support/faults';
import type { RunningSite } from '../../harness/site-server';
import { downMailPort } from '../support/smtp';

const { newDb, site, smtp } = contactHarness('storage-faults', { CONTACT_RATE_LIMIT: '0' });
const unavailable = (edition: Edition) => editionInfo[edition].ui.contactAnswers.unavailable;

const health = async (target: RunningSite) => {
  const response = await fetch(`${target.url}/healthz`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

/** Polls /healthz until it answers `status` (the write probe runs at most every 2 s). */
async function healthBecomes(target: RunningSite, status: number) {
  const started = Date.now();
  for (;;) {
    const answer = await health(target);
    if (answer.status === status) return answer;
    if (Date.now() - started > 15_000)
      throw new Error(`/healthz still ${answer.status}: ${JSON.stringify(answer.body)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Once the fault is gone, /healthz says so by itself and a message is stored, as the first: none of the refused ones was. */
async function expectStoredAgain(target: RunningSite) {
  await healthBecomes(target, 200);
  const after = await post(target, valid);
  expect(after.status).toBe(200);
  expect(await after.text()).toContain('BH-000001');
}

/** What the server printed about storage: each line names the code, and no stack trace follows. */
const storageLog = (target: RunningSite) => {
  const output = target.output();
  expect(output, 'no stack trace').not.toMatch(/\n\s+at /);
  return output.split('\n').filter((line) => line.includes('not stored'));
};

/** Posts every form route in both editions and checks each answer says "not sent" and hands the words back. */
async function expectEveryFormRefused(target: RunningSite) {
  for (const edition of ['en', 'ar'] as const) {
    const fields = { ...valid, lang: edition };

    const json = await post(target, fields, { Accept: 'application/json' });
    expect(json.status).toBe(503);
    expect(json.headers.get('retry-after')).toBe('120');
    expect(await json.json()).toEqual({
      ok: false,
      stored: false,
      message: unavailable(edition),
      retryAfterSeconds: 120,
    });

    const text = await post(target, fields);
    expect(text.status).toBe(503);
    expect(await text.text()).toBe(unavailable(edition));

    const prefix = edition === 'ar' ? '/ar' : '';
    const page = await post(target, fields, {}, `${prefix}/contact/send`);
    expect(page.status, `${prefix}/contact/send`).toBe(503);
    expect(page.headers.get('retry-after')).toBe('120');
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain(`<html lang="${edition}"`);
    // The words, the other ways to reach the company, and every field as the visitor typed it.
    const notice = /data-testid="not-sent">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';
    expect(notice).toContain(unavailable(edition));
    expect(notice).toMatch(/href="tel:\+971/);
    expect(notice).toContain('href="https://wa.me/');
    expect(notice).toContain('href="mailto:');
    expect(formValues(html)).toEqual({ ...valid, lang: edition });
  }
}

/** The contact form's fields as the page fills them in. */
function formValues(html: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [, tag = ''] of html.matchAll(/<input ([^>]*id="contact-[^"]*"[^>]*)>/g)) {
    const name = /name="([^"]*)"/.exec(tag)?.[1];
    const value = /value="([^"]*)"/.exec(tag)?.[1] ?? '';
    if (name && value) values[name] = value;
  }
  const message = /<textarea[^>]*name="message"[^>]*>([^<]*)<\/textarea>/.exec(html)?.[1];
  if (message) values.message = message;
  const lang = /<input type="hidden" name="lang" value="([^"]*)"/.exec(html)?.[1];
  if (lang) values.lang = lang;
  return values;
}

const mountable = canMountTmpfs();

describe.skipIf(!mountable)('a full disk', () => {
  let disk: SmallDisk;
  beforeAll(() => (disk = SmallDisk.mount()));
  afterAll(() => disk?.unmount());

  it('every form answers 503 in its language with the words kept, nothing is stored, and /healthz tells it until there is room again', async () => {
    const db = join(disk.dir, 'contact.sqlite');
    const target = await site({ CONTACT_DB: db });
    expect(await health(target)).toMatchObject({ status: 200, body: { status: 'ok', store: { writable: true } } });

    disk.fill();
    try {
      // Seen by /healthz's own write before any visitor meets it.
      expect((await healthBecomes(target, 503)).body).toMatchObject({ store: { fault: 'SQLITE_FULL' } });
      await expectEveryFormRefused(target);

      const during = await health(target);
      expect(during).toMatchObject({
        status: 503,
        body: { status: 'unavailable', store: { writable: false, fault: 'SQLITE_FULL' } },
      });
      expect((during.body.problems as string[])[0]).toContain(`SQLITE_FULL (database or disk is full) at ${db}`);
      const lines = storageLog(target);
      expect(lines).toHaveLength(6);
      for (const line of lines)
        expect(line).toBe(
          `Contact message not stored, answered 503: SQLITE_FULL (database or disk is full) at ${db}: the disk is full: free space on it.`,
        );
    } finally {
      disk.free();
    }
    await expectStoredAgain(target);
    expect(readStore(db)).toHaveLength(1);
  });

  // SQLite meets the full disk first when it makes the file's shared-memory index: SQLITE_IOERR.
  it('stops the server at start with one sentence that names the file and the fix', async () => {
    const db = join(disk.dir, 'start.sqlite');
    new ContactStore(db).close();
    try {
      disk.fill();
      const started = spawnSync(process.execPath, ['src/server/start.ts'], {
        env: { ...process.env, CONTACT_DB: db, PORT: '0', NODE_NO_WARNINGS: '1' },
        encoding: 'utf8',
        timeout: 20_000,
      });
      expect(started.status).toBe(1);
      expect(started.stderr.trim()).toBe(
        `The contact database ${db} cannot be written (SQLITE_IOERR): the disk failed to read or write it: check the disk (dmesg) and free space; or set CONTACT_DB to another path.`,
      );
    } finally {
      disk.free();
    }
  });
});

describe('a database locked by another process', () => {
  it('every form answers 503 in its language with the words kept, and /healthz says so until the lock is let go', async () => {
    const db = newDb();
    const target = await site({ CONTACT_DB: db });
    expect((await health(target)).status).toBe(200);

    const lock = holdWriteLock(db);
    try {
      await expectEveryFormRefused(target);
      const during = await health(target);
      expect(during).toMatchObject({ status: 503, body: { store: { writable: false, fault: 'SQLITE_BUSY' } } });
      for (const line of storageLog(target)) expect(line).toContain('SQLITE_BUSY (database is locked)');
    } finally {
      lock.release();
    }

    await expectStoredAgain(target);
  });
});

describe('a read-only database at start', () => {
  let dir = '';
  beforeAll(() => (dir = mkdtempSync(join(tmpdir(), 'read-only-'))));
  afterAll(() => {
    chmodSync(dir, 0o755);
    rmSync(dir, { recursive: true, force: true });
  });

  it('stops the server with one sentence that names the file and the fix', () => {
    const db = join(dir, 'contact.sqlite');
    new ContactStore(db).close();
    chmodSync(db, 0o444);
    chmodSync(dir, 0o555);
    // Root may write any file: the server runs as an unprivileged user, as a service's user would.
    const asUser = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
    const started = spawnSync(process.execPath, ['src/server/start.ts'], {
      env: { ...process.env, CONTACT_DB: db, PORT: '0', NODE_NO_WARNINGS: '1' },
      encoding: 'utf8',
      timeout: 20_000,
      ...asUser,
    });
    expect(started.status, started.stderr).toBe(1);
    expect(started.stderr.trim()).toBe(
      `The contact database ${db} cannot be written (SQLITE_READONLY): it is read-only: give the server's user write access to the file and its folder; or set CONTACT_DB to another path.`,
    );
  });
});

describe('an outbox that waits too long', () => {
  it('makes /healthz answer 503 while messages wait past CONTACT_MAX_WAIT_SECONDS for a mail server that is set, and 200 once they are delivered', async () => {
    const { port, release } = await downMailPort();
    const target = await site({
      CONTACT_DB: newDb(),
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      CONTACT_RETRY_BASE_MS: '200',
      CONTACT_MAX_WAIT_SECONDS: '1',
    });
    expect((await post(target, valid)).status).toBe(200);
    const waiting = await healthBecomes(target, 503);
    expect(waiting.body).toMatchObject({ status: 'unavailable', store: { writable: true } });
    expect((waiting.body.problems as string[])[0]).toMatch(/^A contact message has waited \d+ s for the mail server/);

    await release();
    const mail = await smtp(port);
    await until(() => mail.received.length === 1 || undefined, 'the delayed mail', 15_000);
    expect((await healthBecomes(target, 200)).body).toMatchObject({ outbox: { waiting: 0 } });
  });
});

describe('a burst of posts with the server killed halfway', () => {
  it('delivers every acknowledged message exactly once after a restart', async () => {
    const db = newDb();
    // No mail server yet: what the burst leaves is only what the disk kept.
    const first = await site({ CONTACT_DB: db, SMTP_URL: '' });
    const burst = Array.from({ length: 60 }, (_, i) =>
      post(first, { ...valid, name: `Visitor ${i}` }, { Accept: 'application/json' })
        .then(async (response) => (response.status === 200 ? ((await response.json()) as { reference: string }) : null))
        .catch(() => null),
    );
    let answered = 0;
    await Promise.race(burst.map((answer) => answer.then(() => ++answered >= 20 || new Promise(() => {}))));
    await first.kill();
    const acknowledged = (await Promise.all(burst)).flatMap((answer) => (answer ? [answer.reference] : []));
    expect(acknowledged.length).toBeGreaterThanOrEqual(20);

    const mail = await smtp();
    const second = await site({ CONTACT_DB: db, SMTP_URL: `smtp://127.0.0.1:${mail.port}` });
    await until(() => mail.received.length >= acknowledged.length || undefined, 'the mail', 30_000);
    expect(await second.stop()).toBe(0);
    const subjects = mail.received.map((received) => received.headers.get('subject')?.[0] ?? '');
    for (const reference of acknowledged)
      expect(
        subjects.filter((subject) => subject.includes(reference)),
        reference,
      ).toHaveLength(1);
    expect(new Set(subjects).size, 'no message mailed twice').toBe(subjects.length);
  });
});
