/**
 * The contact form's parts, wired from the environment once per server process:
 * CONTACT_DB (SQLite file, default data/contact.sqlite), SMTP_URL (unset: messages wait in the
 * database), CONTACT_FROM (From address), CONTACT_RATE_LIMIT (posts a minute per address,
 * default 5, 0 = off), CONTACT_RETRY_BASE_MS (first retry delay), TRUST_PROXY (read the
 * visitor's address from X-Forwarded-For when behind a reverse proxy), CONTACT_RETENTION_DAYS
 * (delivered messages are deleted this many days after delivery, default 365; spam after 30),
 * CONTACT_MAX_WAIT_SECONDS (/healthz answers 503 once a message has waited this long for a mail
 * server that is set, default 3600).
 */
import { resolve } from 'node:path';
import { createSmtpMailer } from './mailer.ts';
import { Outbox } from '../outbox.ts';
import { RateLimiter, rateLimitFromEnv } from '../rate-limit.ts';
import { ContactStore, outboxHealth, type StoredMessage } from './store.ts';
import { isStorageFault, type StorageFault, type FaultCode } from '../sqlite.ts';

/** What /healthz reports (src/server/http.ts): it answers 503 while `problems` names any. */
export interface ContactHealth {
  problems: string[];
  store: { writable: true } | { writable: false; fault: FaultCode; since: string };
  outbox: ReturnType<typeof outboxHealth>;
}

export interface ContactRuntime {
  store: ContactStore;
  outbox: Outbox<StoredMessage>;
  limiter: RateLimiter;
  trustProxy: boolean;
  log: Pick<Console, 'info' | 'warn' | 'error'>;
  /**
   * For /healthz: whether a message can be stored now (a write probe, at most one every
   * PROBE_INTERVAL_MS), the outbox's depth and the age of its oldest waiting message; throws if
   * the database cannot be opened.
   */
  health(now?: number): ContactHealth;
  /** A message could not be stored: logged in one line, and /healthz says so until a write passes again. */
  storageFailed(fault: StorageFault): void;
  /** Deletes messages past their retention time (see the privacy notice); runs daily by itself. */
  purge(now?: number): number;
  /** Waits up to `graceMs` for a delivery in progress (or puts it back in the queue), then closes the database. */
  shutdown(graceMs: number): Promise<void>;
  close(): void;
}

export const DEFAULT_DB_PATH = 'data/contact.sqlite';
export const DEFAULT_RETENTION_DAYS = 365;
/** Spam is kept only long enough to check a wrongly caught message. */
export const SPAM_RETENTION_DAYS = 30;
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

export function createContactRuntime(
  env: Record<string, string | undefined> = process.env,
  log: Pick<Console, 'info' | 'warn' | 'error'> = console,
): ContactRuntime {
  const store = new ContactStore(resolve(env.CONTACT_DB || DEFAULT_DB_PATH));
  // Opening reads; only a write shows a read-only file or a full disk, before any visitor finds it.
  store.probeWrite();
  const smtpUrl = env.SMTP_URL?.trim();
  const from = env.CONTACT_FROM?.trim() || 'Website contact form <no-reply@localhost>';
  const mailer = smtpUrl
    ? createSmtpMailer(smtpUrl, { from, messageIdHost: env.CONTACT_MESSAGE_ID_HOST?.trim() || 'contact-form.local' })
    : undefined;
  const retryBaseMs = env.CONTACT_RETRY_BASE_MS ? Number(env.CONTACT_RETRY_BASE_MS) : undefined;
  const outbox = new Outbox(store, mailer, { retryBaseMs, log, itemName: 'Contact message' });
  const limiter = new RateLimiter(rateLimitFromEnv(env.CONTACT_RATE_LIMIT));
  const retentionDays = env.CONTACT_RETENTION_DAYS ? Number(env.CONTACT_RETENTION_DAYS) : DEFAULT_RETENTION_DAYS;
  if (!(retentionDays > 0)) throw new Error('CONTACT_RETENTION_DAYS must be a number of days above 0.');
  const maxWaitSeconds = env.CONTACT_MAX_WAIT_SECONDS ? Number(env.CONTACT_MAX_WAIT_SECONDS) : DEFAULT_MAX_WAIT_SECONDS;
  if (!(maxWaitSeconds > 0)) throw new Error('CONTACT_MAX_WAIT_SECONDS must be a number of seconds above 0.');
  const purge = (now = Date.now()) => store.purge({ deliveredDays: retentionDays, spamDays: SPAM_RETENTION_DAYS }, now);
  purge();
  const purgeDaily = setInterval(() => purge(), 86_400_000);
  purgeDaily.unref();

  if (!mailer) {
    log.warn(
      `SMTP_URL is not set: contact messages are stored in ${store.path} and wait there until it is (see \`npm run inbox\`).`,
    );
  }
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

  return {
    store,
    outbox,
    limiter,
    log,
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    health(now = Date.now()) {
      const problems: string[] = [];
      const { fault, since } = writeResult(now);
      if (fault) problems.push(`Contact messages cannot be stored: ${fault.message}`);
      const waiting = outboxHealth(store.path, now);
      if (outbox.canSend && waiting.oldestWaitingSeconds !== null && waiting.oldestWaitingSeconds > maxWaitSeconds)
        problems.push(
          `A contact message has waited ${waiting.oldestWaitingSeconds} s for the mail server (more than ${maxWaitSeconds} s): see the log for why it is not delivered.`,
        );
      return {
        problems,
        store: fault
          ? { writable: false, fault: fault.code, since: new Date(since!).toISOString() }
          : { writable: true },
        outbox: waiting,
      };
    },
    storageFailed(fault) {
      log.error(`Contact message not stored, answered 503: ${fault.message}`);
      recordWrite(fault, Date.now());
    },
    purge,
    async shutdown(graceMs) {
      clearInterval(purgeDaily);
      await outbox.shutdown(graceMs);
      store.close();
    },
    close() {
      clearInterval(purgeDaily);
      outbox.stop();
      store.close();
    },
  };
}

/** The visitor's address, from the proxy's X-Forwarded-For only when the proxy is trusted. */
export function visitorAddress(request: Request, socketAddress: string, trustProxy: boolean): string {
  if (!trustProxy) return socketAddress;
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || socketAddress;
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
