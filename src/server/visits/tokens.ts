/**
 * A private link's token: a selector that finds its row and a secret checked against the row's
 * hash (the split-token pattern). The secret is 192 random bits; the file keeps only its SHA-256,
 * so a copy of the database (a backup) opens no page, and the check compares two digests of equal
 * length in constant time, so its timing says nothing of how much of a guess was right. A token
 * is never written to the log, and no secret of the server's is needed: nothing to set up, nothing
 * to rotate (docs/deploy.md says how to end every link at once).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { VISIT_TOKEN_PATTERN } from '../../shared/visits.ts';

const SELECTOR_BYTES = 9;
const SECRET_BYTES = 24;
/** The selector's length in base64url: 9 bytes are 12 characters, the secret's 24 are 32. */
const SELECTOR_LENGTH = (SELECTOR_BYTES / 3) * 4;

export interface NewToken {
  /** What the link carries: selector and secret. */
  token: string;
  selector: string;
  /** The secret's SHA-256: what the file keeps. */
  secretHash: Buffer;
}

const digest = (secret: string) => createHash('sha256').update(secret).digest();

export function newToken(): NewToken {
  const selector = randomBytes(SELECTOR_BYTES).toString('base64url');
  const secret = randomBytes(SECRET_BYTES).toString('base64url');
  return { token: `${selector}${secret}`, selector, secretHash: digest(secret) };
}

/** A token's two halves, or nothing for a text that cannot be one. */
export function splitToken(token: string): { selector: string; secret: string } | undefined {
  if (!VISIT_TOKEN_PATTERN.test(token)) return undefined;
  return { selector: token.slice(0, SELECTOR_LENGTH), secret: token.slice(SELECTOR_LENGTH) };
}

/** Whether `secret` is the one whose hash the file kept, compared in constant time. */
export function secretMatches(secret: string, kept: Uint8Array): boolean {
  const given = digest(secret);
  return kept.byteLength === given.byteLength && timingSafeEqual(given, kept);
}
