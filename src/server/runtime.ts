/**
 * The contact form's parts, wired from the environment once per server process:
 * CONTACT_DB (SQLite file, default data/contact.sqlite), SMTP_URL (unset: messages wait in the
 * database), CONTACT_FROM (From address), CONTACT_RATE_LIMIT (posts a minute per address,
 * default 5, 0 = off), CONTACT_RETRY_BASE_MS (first retry delay), TRUST_PROXY (read the
 * visitor's address from X-Forwarded-For when behind a reverse proxy).
 */
import { resolve } from 'node:path';
import { createSmtpMailer } from './mailer.ts';
import { Outbox } from './outbox.ts';
import { RateLimiter, rateLimitFromEnv } from './rate-limit.ts';
import { ContactStore } from './store.ts';

export interface ContactRuntime {
  store: ContactStore;
  outbox: Outbox;
  limiter: RateLimiter;
  trustProxy: boolean;
  close(): void;
}

export const DEFAULT_DB_PATH = 'data/contact.sqlite';

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
  const outbox = new Outbox(store, mailer, { retryBaseMs, log });
  const limiter = new RateLimiter(rateLimitFromEnv(env.CONTACT_RATE_LIMIT));

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
    close() {
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
