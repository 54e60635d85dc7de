/**
 * The privacy notice's promise, against a real SQLite file: delivered messages are deleted
 * CONTACT_RETENTION_DAYS after delivery (365 by default), spam after 30 days, and a message that
 * still waits for delivery is never deleted, however old.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createContactRuntime } from '../../src/server/contact/runtime';
import { ContactStore } from '../../src/server/contact/store';
import { folderPerTest } from '../support/store-files';

const DAY = 86_400_000;
const message = (name: string, spam = false) => ({
  name,
  email: 'visitor@example.com',
  mobile: '',
  message: 'Please call me about a leaking pipe.',
  recipient: 'office@example.com',
  spam,
});

let db: string;
folderPerTest('retention-', (dir) => (db = join(dir, 'contact.sqlite')));

/** Writes messages received and delivered `daysAgo` days ago; returns the names left after `run`. */
function scenario(run: () => void) {
  const now = Date.now();
  const store = new ContactStore(db);
  const delivered = (name: string, daysAgo: number) => {
    const { id } = store.add(message(name), now - daysAgo * DAY - DAY);
    store.markSent(id, now - daysAgo * DAY);
  };
  delivered('delivered 400 days ago', 400);
  delivered('delivered 100 days ago', 100);
  delivered('delivered yesterday', 1);
  store.add(message('spam 31 days ago', true), now - 31 * DAY);
  store.add(message('spam 29 days ago', true), now - 29 * DAY);
  store.add(message('waiting for 500 days'), now - 500 * DAY);
  store.close();
  run();
  const after = new ContactStore(db);
  try {
    return after
      .list()
      .map((row) => row.name)
      .sort();
  } finally {
    after.close();
  }
}

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

describe('retention', () => {
  it('by default keeps delivered messages a year and spam 30 days, from the server start on', () => {
    const left = scenario(() => createContactRuntime({ CONTACT_DB: db }, quiet).close());
    expect(left).toEqual(
      ['delivered 100 days ago', 'delivered yesterday', 'spam 29 days ago', 'waiting for 500 days'].sort(),
    );
  });

  it('follows CONTACT_RETENTION_DAYS for delivered messages', () => {
    const left = scenario(() => createContactRuntime({ CONTACT_DB: db, CONTACT_RETENTION_DAYS: '30' }, quiet).close());
    expect(left).toEqual(['delivered yesterday', 'spam 29 days ago', 'waiting for 500 days'].sort());
  });

  it('refuses a retention that is not a number of days', () => {
    expect(() => createContactRuntime({ CONTACT_DB: db, CONTACT_RETENTION_DAYS: 'forever' }, quiet)).toThrow(
      'CONTACT_RETENTION_DAYS',
    );
  });
});
