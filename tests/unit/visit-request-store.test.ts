/**
 * A visit request sent twice with one key (the island's waiting copy sent again, or an answer lost
 * on the way) is stored once, with one mail, and both sends read the same reference; a file
 * written before requests carried a key takes the column in place and keeps its requests.
 */
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { VisitRequestStore } from '../../src/server/visit-request/store';
import type { NewVisitRequest } from '../../src/server/visit-request/records';
import { folderPerTest, withStore } from '../support/store-files';

let db: string;
folderPerTest('booking-store-', (dir) => (db = join(dir, 'contact.sqlite')));

const request: NewVisitRequest = {
  service: 'HVAC Systems',
  property: 'villa',
  area: 'Mirdif',
  day: '2026-12-01',
  windowStart: '08:00',
  windowEnd: '12:00',
  urgency: 'scheduled',
  problem: 'The AC blows warm air.',
  name: 'Fatima',
  phone: '+971 50 123 4567',
  email: '',
  recipient: 'office@example.ae',
  referencePrefix: 'BH-',
};
const mails = () => ({ office: { subject: 'Visit', text: 'Visit' } });

const open = <T>(use: (store: VisitRequestStore) => T): T => withStore(new VisitRequestStore(db), use);

describe('a request key', () => {
  it('stores a request sent twice with one key once, with one mail, and answers both with its reference', () => {
    const key = '5f0c7a52-3c1e-4f0e-9d7a-1b2c3d4e5f60';
    const [first, repeat, other] = open((store) => [
      store.add({ ...request, key }, mails),
      store.add({ ...request, key }, mails),
      store.add({ ...request, key: 'another-key-0001' }, mails),
    ]);
    expect(repeat!.reference).toBe(first!.reference);
    expect(other!.reference).not.toBe(first!.reference);
    const listed = open((store) => store.list());
    expect(listed.map(({ request: stored }) => stored.reference)).toEqual([other!.reference, first!.reference]);
    expect(listed.map(({ mails: queued }) => queued.length)).toEqual([1, 1]);
  });

  it('stores every request without a key (the form without JavaScript) as its own', () => {
    open((store) => [store.add(request, mails), store.add(request, mails)]);
    expect(open((store) => store.list())).toHaveLength(2);
  });

  it('is added to a file written before requests carried one, keeping its requests', () => {
    open((store) => store.add(request, mails));
    const raw = new DatabaseSync(db);
    raw.exec('DROP INDEX visit_requests_key; ALTER TABLE visit_requests DROP COLUMN request_key');
    raw.close();
    const key = 'a-key-after-the-upgrade';
    const [first, repeat] = open((store) => [
      store.add({ ...request, key }, mails),
      store.add({ ...request, key }, mails),
    ]);
    expect(repeat!.reference).toBe(first!.reference);
    expect(open((store) => store.list())).toHaveLength(2);
  });
});
