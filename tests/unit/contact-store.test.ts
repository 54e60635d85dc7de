/**
 * The store records which edition each message came from, and a database file written before
 * that column existed is upgraded in place when it is opened, keeping every message and its state.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ContactStore } from '../../src/server/contact/store';
import { columnsOf, createOldDatabase, type OldMessage } from '../support/contact-posts';
import { folderPerTest, withStore } from '../support/store-files';

let dir: string;
let db: string;
folderPerTest('contact-store-', (folder) => {
  dir = folder;
  db = join(dir, 'contact.sqlite');
});

const message = {
  name: 'Omar',
  email: 'omar@example.com',
  mobile: '',
  message: 'Hello',
  recipient: 'office@example.ae',
};

const open = <T>(use: (store: ContactStore) => T): T => withStore(new ContactStore(db), use);

describe('the language of a message', () => {
  it('is stored as given, English when not given, and read back', () => {
    const ids = open((store) => [
      store.add({ ...message, language: 'ar' }).id,
      store.add({ ...message, language: 'en' }).id,
      store.add(message).id,
      store.add({ ...message, spam: true, language: 'ar' }).id,
    ]);
    const languages = open((store) => ids.map((id) => store.get(id)?.language));
    expect(languages).toEqual(['ar', 'en', 'en', 'ar']);
  });

  it('travels with the message the outbox claims', () => {
    open((store) => store.add({ ...message, language: 'ar' }, Date.now() - 1000));
    expect(open((store) => store.claimNextDue())?.language).toBe('ar');
  });
});

describe('a database from before the language column', () => {
  const old: OldMessage[] = [
    { ...message, name: 'Delivered Dana', status: 'sent', receivedAt: '2025-01-02T03:04:05.000Z' },
    { ...message, name: 'Waiting Walid', status: 'queued', receivedAt: '2025-01-03T03:04:05.000Z' },
    { ...message, name: 'Spam Bot', status: 'spam', receivedAt: '2025-01-04T03:04:05.000Z' },
  ];

  it('gains the column on open, every earlier message English, nothing else changed', () => {
    createOldDatabase(db, old);
    expect(columnsOf(db).map((column) => column.name)).not.toContain('language');

    const before = open((store) => store.list());
    expect(columnsOf(db).find((column) => column.name === 'language')).toMatchObject({
      dflt_value: "'en'",
      notnull: 1,
    });
    expect(before.map(({ name, status, receivedAt, language }) => ({ name, status, receivedAt, language }))).toEqual([
      { name: 'Spam Bot', status: 'spam', receivedAt: '2025-01-04T03:04:05.000Z', language: 'en' },
      { name: 'Waiting Walid', status: 'queued', receivedAt: '2025-01-03T03:04:05.000Z', language: 'en' },
      { name: 'Delivered Dana', status: 'sent', receivedAt: '2025-01-02T03:04:05.000Z', language: 'en' },
    ]);
  });

  it('keeps its queue: the waiting message is still claimed, and new messages follow its ids', () => {
    createOldDatabase(db, old);
    const claimed = open((store) => store.claimNextDue());
    expect(claimed).toMatchObject({ id: 2, name: 'Waiting Walid', language: 'en' });
    const added = open((store) => store.add({ ...message, language: 'ar' }));
    expect(added).toMatchObject({ id: 4, language: 'ar' });
  });

  it('is upgraded once: opening it again, or a new database, adds nothing twice', () => {
    createOldDatabase(db, old);
    open(() => undefined);
    open(() => undefined);
    expect(columnsOf(db).filter((column) => column.name === 'language')).toHaveLength(1);
    expect(open((store) => store.counts())).toEqual({ queued: 1, sending: 0, sent: 1, spam: 1 });

    db = join(dir, 'new.sqlite');
    open(() => undefined);
    open(() => undefined);
    expect(columnsOf(db).filter((column) => column.name === 'language')).toHaveLength(1);
  });
});
