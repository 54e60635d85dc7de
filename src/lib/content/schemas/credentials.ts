import { z } from 'astro/zod';
import { date, httpsUrl, strict, text } from './fields.ts';

/** A credential's number as its certificate prints it; a number written without quotes is read as that text. */
const credentialNumber = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : value),
  text('number (as the certificate prints it)', { max: 40 }),
);

/**
 * The licences, approvals and certificates the site claims (credentials/credentials.yaml). The
 * content check fails once an expiry has passed and warns 60 days before (credential-expiry.ts).
 */
export const credentialsSchema = strict({
  credentials: z
    .array(
      strict({
        /** What it is, e.g. "Approved maintenance contractor". */
        name: text('name', { max: 100 }),
        /** Who grants it, e.g. "Dubai Municipality". */
        issuer: text('issuer', { max: 100 }),
        number: credentialNumber,
        /** The last day it is valid, year-month-day. */
        expires: date,
        /** The issuer's public page where anyone can look it up; leave it out where there is none. */
        check: httpsUrl("check (the issuer's public check)").optional(),
      }),
      { error: 'credentials must be a list, each item starting with "- name:"' },
    )
    .min(1, { error: 'list at least one credential, or remove the file' }),
});

/** The days from `today` to an expiry, 0 on its last day, below 0 once it has passed (dates are UTC midnights). */
export function daysUntil(expires: Date, today: Date): number {
  const day = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Math.round((expires.getTime() - day) / 86_400_000);
}

/**
 * A translation of the credentials (credentials/ar/credentials.yaml): the words of each, found by
 * its number; the expiry and the link stay in the original.
 */
export const credentialsTranslationSchema = strict({
  credentials: z.array(
    strict({ number: credentialNumber, name: text('name', { max: 100 }), issuer: text('issuer', { max: 100 }) }),
    {
      error: 'credentials must be a list, each item starting with "- number:"',
    },
  ),
});

export type Credentials = z.infer<typeof credentialsSchema>;
export type CredentialsTranslation = z.infer<typeof credentialsTranslationSchema>;
