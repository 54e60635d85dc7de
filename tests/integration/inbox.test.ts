/** `npm run inbox` shows the person running the server every stored message and its delivery state. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ContactStore } from '../../src/server/contact/store';

const dir = mkdtempSync(join(tmpdir(), 'inbox-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const inbox = (db: string) =>
  execFileSync(process.execPath, [resolve('scripts/inbox.ts')], {
    env: { ...process.env, CONTACT_DB: db },
    encoding: 'utf8',
  });

describe('npm run inbox', () => {
  it('lists messages newest first with their state, and the counts', () => {
    const db = join(dir, 'contact.sqlite');
    const store = new ContactStore(db);
    const message = {
      email: 'a@example.com',
      mobile: '',
      message: 'Please call me back.',
      recipient: 'info@example.ae',
    };
    const sent = store.add({ ...message, name: 'Sent Sami' });
    store.markSent(sent.id);
    const failed = store.add({ ...message, name: 'Queued Qamar' });
    store.markFailed(failed.id, 'connect ECONNREFUSED', Date.now() + 60_000);
    store.add({ ...message, name: 'Spam Bot', spam: true });
    store.add({ ...message, name: 'نورة', language: 'ar' });
    store.close();

    const output = inbox(db);
    expect(output).toContain('sent 1 · queued 2 · spam 1');
    const order = ['نورة', 'Spam Bot', 'Queued Qamar', 'Sent Sami'].map((name) => output.indexOf(name));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(output).toMatch(/#2 .*queued, 1 attempt\(s\), next .*\(last error: connect ECONNREFUSED\)/);
    expect(output).toMatch(/#1 .*sent \d{4}-/);
    expect(output).toMatch(/#3 .*spam \(never mailed\)/);
    expect(output).toContain('Please call me back.');
  });

  it('shows which edition of the site each message came from', () => {
    const db = join(dir, 'editions.sqlite');
    const store = new ContactStore(db);
    const message = { email: 'a@example.com', mobile: '', message: 'Hello', recipient: 'info@example.ae' };
    store.add({ ...message, name: 'Arabic Amal', language: 'ar' });
    store.add({ ...message, name: 'English Emma', language: 'en' });
    store.add({ ...message, name: 'Unsaid Umar' });
    store.close();

    const lines = inbox(db).split('\n');
    const headerOf = (name: string) => lines[lines.findIndex((line) => line.includes(name)) - 1];
    expect(headerOf('Arabic Amal')).toMatch(/^#1 .* Arabic site .*queued/);
    expect(headerOf('English Emma')).toMatch(/^#2 .* English site .*queued/);
    expect(headerOf('Unsaid Umar')).toMatch(/^#3 .* English site /);
  });

  it('says so when no message has arrived yet, without creating the database', () => {
    expect(inbox(join(dir, 'none.sqlite'))).toMatch(/^No messages yet: .*none\.sqlite does not exist/);
  });
});
