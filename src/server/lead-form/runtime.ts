/**
 * A form's parts, wired once per server process from the settings every form shares
 * (docs/deploy.md): its store in CONTACT_DB (default data/contact.sqlite), its mail through
 * SMTP_URL (unset: leads wait in the database) from CONTACT_FROM, retried from
 * CONTACT_RETRY_BASE_MS; a visitor's posts limited by CONTACT_RATE_LIMIT (a minute, per address,
 * each form counting its own); delivered leads deleted CONTACT_RETENTION_DAYS after delivery
 * (default 365; spam after 30), every day; and the visitor's address read from X-Forwarded-For only
 * with TRUST_PROXY. A form hands in its store and how its mail is written, and keeps only what is
 * its own (the contact form adds /healthz).
 */
import { resolve } from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { Outbox, type Deliverable, type OutboxQueue, type Sender } from '../outbox.ts';
import { RateLimiter, rateLimitFromEnv } from '../rate-limit.ts';
import type { StorageFault } from '../sqlite.ts';

export type Env = Record<string, string | undefined>;
export type Log = Pick<Console, 'info' | 'warn' | 'error'>;

export const DEFAULT_DB_PATH = 'data/contact.sqlite';
export const DEFAULT_RETENTION_DAYS = 365;
/** Spam is kept only long enough to check a wrongly caught lead. */
export const SPAM_RETENTION_DAYS = 30;

/** The forms' one SQLite file. */
export const formsDbPath = (env: Env) => resolve(env.CONTACT_DB || DEFAULT_DB_PATH);

export interface MailSettings {
  /** The From address; many SMTP servers only relay their own domain's addresses. */
  from: string;
  /** A stable host for Message-ID, so that a retried mail can be recognised as the same one. */
  messageIdHost: string;
}

/** What a form's store does beyond the outbox's queue. */
export interface FormStore<Item extends Deliverable> extends OutboxQueue<Item> {
  readonly path: string;
  /** Deletes what the privacy notice says is not kept; returns how many leads were deleted. */
  purge(limits: { deliveredDays: number; spamDays: number }, now?: number): number;
  close(): void;
}

export interface FormRuntime<Store extends FormStore<Item>, Item extends Deliverable> {
  store: Store;
  outbox: Outbox<Item>;
  limiter: RateLimiter;
  trustProxy: boolean;
  log: Log;
  /** A lead could not be stored: logged in one line, and handed to the form's `onStorageFault`. */
  storageFailed(fault: StorageFault): void;
  /** Deletes leads past their retention time (see the privacy notice); runs daily by itself. */
  purge(now?: number): number;
  /** Waits up to `graceMs` for a delivery in progress (or puts it back in the queue), then closes the database. */
  shutdown(graceMs: number): Promise<void>;
  close(): void;
}

export interface FormParts<Store extends FormStore<Item>, Item extends Deliverable> {
  store: Store;
  /** The mail nodemailer sends for one item of the store's queue. */
  compose: (item: Item, settings: MailSettings) => SendMailOptions;
  /** What the log calls a lead ("Contact message") and one item of its outbox ("Visit request mail"). */
  leadName: string;
  mailName: string;
  onStorageFault?: (fault: StorageFault) => void;
}

export function createFormRuntime<Store extends FormStore<Item>, Item extends Deliverable>(
  { store, compose, leadName, mailName, onStorageFault = () => {} }: FormParts<Store, Item>,
  env: Env,
  log: Log,
): FormRuntime<Store, Item> {
  const retentionDays = env.CONTACT_RETENTION_DAYS ? Number(env.CONTACT_RETENTION_DAYS) : DEFAULT_RETENTION_DAYS;
  if (!(retentionDays > 0)) throw new Error('CONTACT_RETENTION_DAYS must be a number of days above 0.');
  const smtpUrl = env.SMTP_URL?.trim();
  const settings: MailSettings = {
    from: env.CONTACT_FROM?.trim() || 'Website contact form <no-reply@localhost>',
    messageIdHost: env.CONTACT_MESSAGE_ID_HOST?.trim() || 'contact-form.local',
  };
  const mailer = smtpUrl ? smtpSender(smtpUrl, (item: Item) => compose(item, settings)) : undefined;
  const retryBaseMs = env.CONTACT_RETRY_BASE_MS ? Number(env.CONTACT_RETRY_BASE_MS) : undefined;
  const outbox = new Outbox(store, mailer, { retryBaseMs, log, itemName: mailName });
  const purge = (now = Date.now()) => store.purge({ deliveredDays: retentionDays, spamDays: SPAM_RETENTION_DAYS }, now);
  purge();
  const purgeDaily = setInterval(() => purge(), 86_400_000);
  purgeDaily.unref();
  return {
    store,
    outbox,
    limiter: new RateLimiter(rateLimitFromEnv(env.CONTACT_RATE_LIMIT)),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    log,
    storageFailed(fault) {
      log.error(`${leadName} not stored, answered 503: ${fault.message}`);
      onStorageFault(fault);
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

/**
 * Hands each item to the mail server at `smtpUrl` as `compose` writes it. Every value reaches
 * nodemailer as data, never as a raw header line, so no field can add a header.
 */
function smtpSender<Item>(smtpUrl: string, compose: (item: Item) => SendMailOptions): Sender<Item> {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(item) {
      await transport.sendMail(compose(item));
    },
    close() {
      transport.close();
    },
  };
}

/** The visitor's address, from the proxy's X-Forwarded-For only when the proxy is trusted. */
export function visitorAddress(request: Request, socketAddress: string, trustProxy: boolean): string {
  if (!trustProxy) return socketAddress;
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || socketAddress;
}
