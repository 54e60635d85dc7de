/**
 * `npm run inbox`: the stored contact messages, newest first: each one's reference, the service
 * asked about and the page the visitor came from, the edition of the site it was sent from and its
 * delivery state.
 * Reads CONTACT_DB (default data/contact.sqlite). `npm run inbox -- --all` shows every message
 * (default: the latest 50); `--full` prints whole messages.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEFAULT_DB_PATH } from '../src/server/contact/runtime.ts';
import { ContactStore, type StoredMessage } from '../src/server/contact/store.ts';
import { EDITION_FACTS } from '../src/shared/editions.ts';

const path = resolve(process.env.CONTACT_DB || DEFAULT_DB_PATH);
if (!existsSync(path)) {
  console.log(`No messages yet: ${path} does not exist (it is created when the first message arrives).`);
  process.exit(0);
}

const args = new Set(process.argv.slice(2));
const store = new ContactStore(path);
const messages = store.list(args.has('--all') ? Number.MAX_SAFE_INTEGER : 50);
const counts = store.counts();
store.close();

const state = (message: StoredMessage) => {
  if (message.status === 'sent') return `sent ${message.sentAt}`;
  if (message.status === 'spam') return 'spam (never mailed)';
  const next = new Date(message.nextAttemptAt).toISOString();
  return `${message.status}, ${message.attempts} attempt(s), next ${next}${message.lastError ? ` (last error: ${message.lastError})` : ''}`;
};

console.log(`${path}\nsent ${counts.sent} · queued ${counts.queued + counts.sending} · spam ${counts.spam}\n`);
for (const message of messages) {
  const text = args.has('--full') ? message.message : message.message.replace(/\s+/g, ' ').slice(0, 80);
  console.log(
    `${message.reference}  ${message.receivedAt}  ${EDITION_FACTS[message.language].englishName} site  ${state(message)}`,
  );
  console.log(`    ${message.name} <${message.email}>${message.mobile ? `  ${message.mobile}` : ''}`);
  console.log(`    service: ${message.service || '(not chosen)'}  from: ${message.page || '(not known)'}`);
  console.log(`    ${text}\n`);
}
