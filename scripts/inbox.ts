/**
 * `npm run inbox`: the stored contact messages, newest first: each one's reference, the service
 * asked about and the page the visitor came from, the edition of the site it was sent from and its
 * delivery state; then the visit requests (the same file), each with its day, window, urgency and
 * its state (requested, confirmed, another time proposed…: src/server/visits/), the delivery state
 * of its mails (the office's, the visitor's confirmation, and each change's) and where its photos are.
 * Reads CONTACT_DB (default data/contact.sqlite). `npm run inbox -- --all` shows every message
 * (default: the latest 50); `--full` prints whole messages.
 */
import { existsSync } from 'node:fs';
import { formsDbPath } from '../src/server/lead-form/runtime.ts';
import { ContactStore, type StoredMessage } from '../src/server/contact/store.ts';
import { VisitRequestStore } from '../src/server/visit-request/store.ts';
import type { VisitMail } from '../src/server/visit-request/records.ts';
import { EDITION_FACTS } from '../src/shared/editions.ts';

const path = formsDbPath(process.env);
if (!existsSync(path)) {
  console.log(`No messages yet: ${path} does not exist (it is created when the first message arrives).`);
  process.exit(0);
}

const args = new Set(process.argv.slice(2));
const store = new ContactStore(path);
const messages = store.list(args.has('--all') ? Number.MAX_SAFE_INTEGER : 50);
const counts = store.counts();
store.close();
const visitRequests = new VisitRequestStore(path);
const visits = visitRequests.list(args.has('--all') ? Number.MAX_SAFE_INTEGER : 50);
visitRequests.close();

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

const mailState = (mail: Omit<VisitMail, 'request' | 'subject' | 'text' | 'changeId' | 'calendar'>) =>
  mail.status === 'sent'
    ? `${mail.kind} mail sent ${mail.sentAt}`
    : `${mail.kind} mail ${mail.status}, ${mail.attempts} attempt(s), next ${new Date(mail.nextAttemptAt).toISOString()}${mail.lastError ? ` (last error: ${mail.lastError})` : ''}`;

const photoCount = (reference: string) => {
  const count = visitRequests.photosOf(reference).length;
  return count ? `  photos: ${count} in ${visitRequests.photosPath}/${reference}` : '';
};

console.log(`Visit requests: ${visits.length}\n`);
const stateOf = (state: string, time?: { day: string; windowStart: string; windowEnd: string }) =>
  `state: ${state}${time ? ` (${time.day} ${time.windowStart}-${time.windowEnd})` : ''}  `;

for (const { request, state: visitState, time, mails } of visits) {
  const text = args.has('--full') ? request.problem : request.problem.replace(/\s+/g, ' ').slice(0, 80);
  console.log(
    `${request.reference}  ${request.day} ${request.windowStart}-${request.windowEnd}  ${request.urgency}  ${EDITION_FACTS[request.language].englishName} site  ${request.spam ? '' : stateOf(visitState, time)}${request.spam ? 'spam (never mailed)' : mails.map(mailState).join('; ')}`,
  );
  console.log(`    ${request.name}  ${request.phone}${request.email ? ` <${request.email}>` : ''}`);
  console.log(
    `    service: ${request.service || '(not chosen)'}  ${request.property} in ${request.area}  from: ${request.page || '(not known)'}${photoCount(request.reference)}`,
  );
  console.log(`    ${text}\n`);
}
