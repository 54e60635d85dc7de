/**
 * The contact form's parts, wired from the environment once per server process: the settings every
 * form shares (../lead-form/runtime.ts: CONTACT_DB, SMTP_URL, CONTACT_FROM, CONTACT_RATE_LIMIT,
 * CONTACT_RETRY_BASE_MS, CONTACT_RETENTION_DAYS, TRUST_PROXY), and its own:
 * CONTACT_MAX_WAIT_SECONDS (/healthz answers 503 once a message has waited this long for a mail
 * server that is set, default 3600). Its file is checked for writing at start, and /healthz reads
 * its health, which a visit request's storage fault reaches too (the same file, the same disk).
 */
import { createFormRuntime, formsDbPath, type Env, type FormRuntime, type Log } from '../lead-form/runtime.ts';
import { isStorageFault, type StorageFault, type FaultCode } from '../sqlite.ts';
import { composeMail } from './mailer.ts';
import { ContactStore, outboxHealth, type StoredMessage } from './store.ts';

/** What /healthz reports (src/server/http.ts): it answers 503 while `problems` names any. */
export interface ContactHealth {
  problems: string[];
  store: { writable: true } | { writable: false; fault: FaultCode; since: string };
  outbox: ReturnType<typeof outboxHealth>;
}

export interface ContactRuntime extends FormRuntime<ContactStore, StoredMessage> {
  /**
   * For /healthz: whether a message can be stored now (a write probe, at most one every
   * PROBE_INTERVAL_MS), the outbox's depth and the age of its oldest waiting message; throws if
   * the database cannot be opened.
   */
  health(now?: number): ContactHealth;
}

/** A message waiting longer than this for a mail server that is set makes /healthz answer 503. */
export const DEFAULT_MAX_WAIT_SECONDS = 3600;
/** /healthz writes to the disk at most this often, however often a monitor asks. */
export const PROBE_INTERVAL_MS = 2000;

/**
 * The database cannot be written at start: one sentence for the person starting the server,
 * naming the file and the fix (src/server/start.ts prints it and stops).
 */
export const startupFaultMessage = (fault: StorageFault) =>
  `The contact database ${fault.path} cannot be written (${fault.code}): ${fault.remedy}; or set CONTACT_DB to another path.`;

export function createContactRuntime(env: Env = process.env, log: Log = console): ContactRuntime {
  const store = new ContactStore(formsDbPath(env));
  // Opening reads; only a write shows a read-only file or a full disk, before any visitor finds it.
  store.probeWrite();
  const maxWaitSeconds = env.CONTACT_MAX_WAIT_SECONDS ? Number(env.CONTACT_MAX_WAIT_SECONDS) : DEFAULT_MAX_WAIT_SECONDS;
  if (!(maxWaitSeconds > 0)) throw new Error('CONTACT_MAX_WAIT_SECONDS must be a number of seconds above 0.');
  // The last write's result: a visitor's message or the probe. Cleared by the next write that passes.
  let lastWrite: { at: number; fault?: StorageFault; since?: number } = { at: -Infinity };
  const recordWrite = (fault: StorageFault | undefined, now: number) => {
    lastWrite = { at: now, fault, since: fault ? (lastWrite.fault ? lastWrite.since : now) : undefined };
  };
  const writeResult = (now: number) => {
    if (now - lastWrite.at >= PROBE_INTERVAL_MS) {
      try {
        store.probeWrite();
        recordWrite(undefined, now);
      } catch (error) {
        if (!isStorageFault(error)) throw error;
        recordWrite(error, now);
      }
    }
    return lastWrite;
  };
  const form = createFormRuntime(
    {
      store,
      compose: composeMail,
      leadName: 'Contact message',
      mailName: 'Contact message',
      onStorageFault: (fault) => recordWrite(fault, Date.now()),
    },
    env,
    log,
  );
  if (!form.outbox.canSend) {
    log.warn(
      `SMTP_URL is not set: contact messages are stored in ${store.path} and wait there until it is (see \`npm run inbox\`).`,
    );
  }

  return {
    ...form,
    health(now = Date.now()) {
      const problems: string[] = [];
      const { fault, since } = writeResult(now);
      if (fault) problems.push(`Contact messages cannot be stored: ${fault.message}`);
      const waiting = outboxHealth(store.path, now);
      if (form.outbox.canSend && waiting.oldestQueuedSeconds !== null && waiting.oldestQueuedSeconds > maxWaitSeconds)
        problems.push(
          `A contact message has waited ${waiting.oldestQueuedSeconds} s for the mail server (more than ${maxWaitSeconds} s): see the log for why it is not delivered.`,
        );
      return {
        problems,
        store: fault
          ? { writable: false, fault: fault.code, since: new Date(since!).toISOString() }
          : { writable: true },
        outbox: waiting,
      };
    },
  };
}

let devRuntime: ContactRuntime | undefined;

/**
 * The runtime the server process passes in as Astro.locals.contact; under `astro dev`, where no
 * such process exists, one is created on first use.
 */
export function contactRuntimeFrom(locals: { contact?: ContactRuntime }): ContactRuntime {
  if (locals.contact) return locals.contact;
  devRuntime ??= createContactRuntime();
  return devRuntime;
}
