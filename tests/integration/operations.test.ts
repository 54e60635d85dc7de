/**
 * What the person who runs the server relies on, with the real server process, real SQLite
 * files and a real SMTP server on loopback that is slow to answer: /healthz, a clean stop on
 * SIGTERM that neither loses nor repeats a message, and `npm run backup` while the server runs.
 */
import { spawnSync } from 'node:child_process';
import { request } from 'node:http';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { contactHarness, post, readStore, until, valid } from '../support/contact-posts';
import type { RunningSite } from '../../harness/site-server';
import type { SmtpDelays } from '../support/smtp';

const harness = contactHarness('operations');
const { newDb, site } = harness;
const smtp = (delays: SmtpDelays = {}) => harness.smtp(0, delays);

/** SIGTERM, then the exit code, or 'still running' if the process outlives the 10 s it is allowed. */
const terminate = (target: RunningSite) =>
  Promise.race([
    target.stop(),
    new Promise<string>((resolve) => setTimeout(() => resolve('still running after 10 s'), 10_000).unref()),
  ]);

describe('GET /healthz', () => {
  it('reports the outbox depth and the age of its oldest waiting message, without personal data', async () => {
    const db = newDb();
    const target = await site({ CONTACT_DB: db });
    const empty = await fetch(`${target.url}/healthz`);
    expect(empty.status).toBe(200);
    expect(empty.headers.get('cache-control')).toBe('no-store');
    expect(await empty.json()).toEqual({
      status: 'ok',
      store: { writable: true },
      outbox: { waiting: 0, oldestQueuedSeconds: null },
    });

    expect((await post(target, valid)).status).toBe(200);
    const waiting = await fetch(`${target.url}/healthz`);
    const text = await waiting.text();
    expect(JSON.parse(text)).toEqual({
      status: 'ok',
      store: { writable: true },
      outbox: { waiting: 1, oldestQueuedSeconds: expect.any(Number) },
    });
    for (const value of Object.values(valid)) expect(text).not.toContain(value);
  });

  it('answers 503 when the database cannot be opened', async () => {
    const db = newDb();
    const target = await site({ CONTACT_DB: db });
    expect((await fetch(`${target.url}/healthz`)).status).toBe(200);
    for (const file of [db, `${db}-wal`, `${db}-shm`]) rmSync(file, { force: true });
    const broken = await fetch(`${target.url}/healthz`);
    expect(broken.status).toBe(503);
    expect(await broken.json()).toEqual({
      status: 'unavailable',
      problems: [expect.stringContaining('unable to open database file')],
    });
  });
});

describe('SIGTERM', () => {
  it('lets a request in flight finish: a message half sent when the signal comes is stored and answered', async () => {
    const db = newDb();
    const target = await site({ CONTACT_DB: db });
    const body = new URLSearchParams(valid).toString();
    const half = Math.floor(body.length / 2);
    let taken!: () => void;
    const requestTaken = new Promise<void>((resolve) => (taken = resolve));
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        `${target.url}/mail.php`,
        {
          method: 'POST',
          headers: {
            Origin: target.url,
            'Content-Type': 'application/x-www-form-urlencoded',
            'Content-Length': Buffer.byteLength(body),
            // The server answers "100 Continue" once it has read the headers and taken the request.
            Expect: '100-continue',
          },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      req.on('continue', () => {
        req.write(body.slice(0, half));
        taken();
      });
      req.flushHeaders();
      // The rest of the message follows only once the server has begun to stop.
      void until(() => target.output().includes('finishing requests in flight') || undefined, 'the shutdown').then(() =>
        req.end(body.slice(half)),
      );
    });
    // The signal comes once the server has the request, half of its body on the way.
    await requestTaken;
    const exit = terminate(target);
    expect(await answer).toMatchObject({ status: 200, text: expect.stringContaining('Thank you') });
    expect(await exit).toBe(0);
    expect(readStore(db)).toMatchObject([{ name: valid.name, status: 'queued' }]);
  });

  it('lets a delivery in progress finish, then closes SQLite and exits 0', async () => {
    const mail = await smtp({ acceptMs: 2_000 });
    const db = newDb();
    const target = await site({ CONTACT_DB: db, SMTP_URL: `smtp://127.0.0.1:${mail.port}` });
    expect((await post(target, valid)).status).toBe(200);
    // The mail server has the message and is slow to say it accepted it.
    await until(() => mail.received.length === 1 || undefined, 'the mail to reach the SMTP server');

    expect(await terminate(target)).toBe(0);
    expect(target.output()).toContain('Stopped.');
    // SQLite removes the WAL file when the last connection closes cleanly.
    expect(existsSync(`${db}-wal`)).toBe(false);
    expect(readStore(db)).toMatchObject([{ status: 'sent', attempts: 1 }]);
    expect(mail.received).toHaveLength(1);
  });

  it('stops accepting at once, puts a delivery that cannot finish back in the queue, and the next start sends it once', async () => {
    // This mail server does not even greet within the shutdown's grace period.
    const stuck = await smtp({ greetingMs: 8_000 });
    const db = newDb();
    const target = await site({ CONTACT_DB: db, SMTP_URL: `smtp://127.0.0.1:${stuck.port}` });
    expect((await post(target, valid)).status).toBe(200);
    await until(() => readStore(db)[0]?.status === 'sending' || undefined, 'the delivery to start');

    const exit = terminate(target);
    await until(() => target.output().includes('finishing requests in flight') || undefined, 'the shutdown to start');
    await expect(fetch(`${target.url}/`)).rejects.toThrow();
    expect(await exit).toBe(0);
    expect(existsSync(`${db}-wal`)).toBe(false);
    expect(readStore(db)).toMatchObject([{ status: 'queued', attempts: 0 }]);
    expect(stuck.received).toHaveLength(0);

    const mail = await smtp();
    await site({ CONTACT_DB: db, SMTP_URL: `smtp://127.0.0.1:${mail.port}` });
    await until(() => readStore(db)[0]?.status === 'sent' || undefined, 'delivery by the next process');
    expect(mail.received).toHaveLength(1);
  });
});

describe('npm run backup', () => {
  it('copies the database while the server runs and writes to it, and the copy opens with every message', async () => {
    const db = newDb();
    const target = await site({ CONTACT_DB: db });
    for (let i = 0; i < 3; i++) expect((await post(target, { ...valid, name: `Visitor ${i}` })).status).toBe(200);
    // A message arrives while the backup runs; the copy has it or not, but is whole either way.
    const late = post(target, { ...valid, name: 'Late visitor' });
    const copy = join(harness.dir(), 'backups', 'copy.sqlite');
    const backup = spawnSync(process.execPath, ['scripts/backup.ts', copy], {
      env: { ...process.env, CONTACT_DB: db, NODE_NO_WARNINGS: '1' },
      encoding: 'utf8',
    });
    expect((await late).status).toBe(200);
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout).toContain(`to ${copy}`);

    const restored = new DatabaseSync(copy, { readOnly: true });
    try {
      expect(restored.prepare('PRAGMA integrity_check').get()).toEqual({ integrity_check: 'ok' });
      const names = (restored.prepare('SELECT name FROM messages ORDER BY id').all() as { name: string }[]).map(
        (row) => row.name,
      );
      expect(names.slice(0, 3)).toEqual(['Visitor 0', 'Visitor 1', 'Visitor 2']);
    } finally {
      restored.close();
    }
    // Refuses to overwrite an earlier backup.
    const again = spawnSync(process.execPath, ['scripts/backup.ts', copy], {
      env: { ...process.env, CONTACT_DB: db, NODE_NO_WARNINGS: '1' },
      encoding: 'utf8',
    });
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('already exists');
  });
});
