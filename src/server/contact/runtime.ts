/**
 * The contact form's parts, wired from the environment once per server process:
 * CONTACT_DB (SQLite file, default data/contact.sqlite), SMTP_URL (unset: messages wait in the
 * database), CONTACT_FROM (From address), CONTACT_RATE_LIMIT (posts a minute per address,
 * default 5, 0 = off), CONTACT_RETRY_BASE_MS (first retry delay), TRUST_PROXY (read the
 * visitor's address from X-Forwarded-For when behind a reverse proxy), CONTACT_RETENTION_DAYS
 * (delivered messages are deleted this many days after delivery, default 365; spam after 30).
 */
import { resolve } from 'node:path';
import { createSmtpMailer } from './mailer.ts';
import { Outbox } from '../outbox.ts';
import { RateLimiter, rateLimitFromEnv } from '../rate-limit.ts';
import { ContactStore, outboxHealth, type StoredMessage } from './store.ts';

export interface ContactRuntime {
  store: ContactStore;
  outbox: Outbox<StoredMessage>;
  limiter: RateLimiter;
  trustProxy: boolean;
  /** The outbox's depth and the age of its oldest waiting message, for /healthz; throws if the database cannot be opened. */
  health(): { outbox: ReturnType<typeof outboxHealth> };
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

export function createContactRuntime(
  env: Record<string, string | undefined> = process.env,
  log: Pick<Console, 'info' | 'warn'> = console,
): ContactRuntime {
  const store = new ContactStore(resolve(env.CONTACT_DB || DEFAULT_DB_PATH));
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
  const purge = (now = Date.now()) => store.purge({ deliveredDays: retentionDays, spamDays: SPAM_RETENTION_DAYS }, now);
  purge();
  const purgeDaily = setInterval(() => purge(), 86_400_000);
  purgeDaily.unref();

  if (!mailer) {
    log.warn(
      `SMTP_URL is not set: contact messages are stored in ${store.path} and wait there until it is (see \`npm run inbox\`).`,
    );
  }
  return {
    store,
    outbox,
    limiter,
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    health: () => ({ outbox: outboxHealth(store.path) }),
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
