/**
 * `npm run backup [-- <file>]`: writes a consistent copy of the contact database (CONTACT_DB,
 * default data/contact.sqlite) while the server keeps running, with SQLite's VACUUM INTO: one
 * read transaction, so the copy is the database as it was at one moment, compacted, with no WAL
 * file to carry along. Default target: backups/contact-<UTC date and time>.sqlite. The visit
 * requests' photos are copied after it into the folder named after the copy (its -visit-photos
 * folder): every photo of a request in the copy was written before the request was, so it is there.
 * To restore, see docs/deploy.md ("Backups").
 */
import { cpSync, existsSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { visitPhotosPath } from '../src/server/visit-request/photo-files.ts';
import { formsDbPath } from '../src/server/lead-form/runtime.ts';

const source = formsDbPath(process.env);
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
const target = resolve(process.argv[2] ?? `backups/contact-${stamp}.sqlite`);

if (!existsSync(source)) {
  console.error(`No contact database at ${source} (set CONTACT_DB to where the server keeps it).`);
  process.exit(1);
}
if (existsSync(target)) {
  console.error(`${target} already exists; choose another file name.`);
  process.exit(1);
}
mkdirSync(dirname(target), { recursive: true });
const db = new DatabaseSync(source, { readOnly: true });
try {
  // The server may be writing a message right now: wait for it rather than fail.
  db.exec('PRAGMA busy_timeout = 5000');
  db.prepare('VACUUM INTO ?').run(target);
} finally {
  db.close();
}
const photos = visitPhotosPath(source);
if (existsSync(photos)) cpSync(photos, visitPhotosPath(target), { recursive: true });
const copy = new DatabaseSync(target, { readOnly: true });
const { n } = copy.prepare('SELECT COUNT(*) AS n FROM messages').get() as { n: number };
copy.close();
console.log(`Backed up ${source} to ${target} (${n} messages).`);
