/**
 * The visit request form's parts, wired once per server process from the contact form's settings
 * (docs/deploy.md): its tables live in CONTACT_DB, its mail goes through SMTP_URL from
 * CONTACT_FROM, a visitor's posts count against CONTACT_RATE_LIMIT, and delivered requests are kept
 * CONTACT_RETENTION_DAYS (their photos with them). A storage fault is reported through the contact
 * form's health (the same file, the same disk), which /healthz reads.
 */
import { resolve } from 'node:path';
import { Outbox } from '../outbox.ts';
import { RateLimiter, rateLimitFromEnv } from '../rate-limit.ts';
import type { StorageFault } from '../sqlite.ts';
import { DEFAULT_DB_PATH, DEFAULT_RETENTION_DAYS, SPAM_RETENTION_DAYS } from '../contact/runtime.ts';
import { createBookingMailer } from './mailer.ts';
import { BookingStore, type VisitMail } from './store.ts';

export interface BookingRuntime {
  store: BookingStore;
  outbox: Outbox<VisitMail>;
  limiter: RateLimiter;
  trustProxy: boolean;
  /** A request could not be stored: logged, and /healthz says so (through the contact form's health). */
  storageFailed(fault: StorageFault): void;
  purge(now?: number): number;
  shutdown(graceMs: number): Promise<void>;
  close(): void;
}

export function createBookingRuntime(
  env: Record<string, string | undefined> = process.env,
  log: Pick<Console, 'info' | 'warn' | 'error'> = console,
  onStorageFault: (fault: StorageFault) => void = () => {},
): BookingRuntime {
  const store = new BookingStore(resolve(env.CONTACT_DB || DEFAULT_DB_PATH));
  const smtpUrl = env.SMTP_URL?.trim();
  const from = env.CONTACT_FROM?.trim() || 'Website contact form <no-reply@localhost>';
  const mailer = smtpUrl
    ? createBookingMailer(
        smtpUrl,
        { from, messageIdHost: env.CONTACT_MESSAGE_ID_HOST?.trim() || 'contact-form.local' },
        (reference) => store.photosOf(reference),
      )
    : undefined;
  const retryBaseMs = env.CONTACT_RETRY_BASE_MS ? Number(env.CONTACT_RETRY_BASE_MS) : undefined;
  const outbox = new Outbox(store, mailer, { retryBaseMs, log, itemName: 'Visit request mail' });
  const retentionDays = env.CONTACT_RETENTION_DAYS ? Number(env.CONTACT_RETENTION_DAYS) : DEFAULT_RETENTION_DAYS;
  const purge = (now = Date.now()) => store.purge({ deliveredDays: retentionDays, spamDays: SPAM_RETENTION_DAYS }, now);
  purge();
  const purgeDaily = setInterval(() => purge(), 86_400_000);
  purgeDaily.unref();
  return {
    store,
    outbox,
    limiter: new RateLimiter(rateLimitFromEnv(env.CONTACT_RATE_LIMIT)),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    storageFailed(fault) {
      log.error(`Visit request not stored, answered 503: ${fault.message}`);
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

let devRuntime: BookingRuntime | undefined;

/**
 * The runtime the server process passes in as Astro.locals.booking; under `astro dev`, where no
 * such process exists, one is created on first use.
 */
export function bookingRuntimeFrom(locals: { booking?: BookingRuntime }): BookingRuntime {
  if (locals.booking) return locals.booking;
  devRuntime ??= createBookingRuntime();
  return devRuntime;
}
