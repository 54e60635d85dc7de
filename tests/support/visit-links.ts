/**
 * Helpers for tests of a visit request's private pages (src/pages/[...lang]/visit/[token].astro):
 * the links the mails carry, a press as the page's form posts it, the parts of a mail with an
 * attachment, and the state the SQLite file holds.
 */
import { DatabaseSync } from 'node:sqlite';
import type { RunningSite } from '../../harness/site-server';
import { parseMail, type ReceivedMail } from './smtp';

/** The path of every private link in a text, in order: `/visit/<token>` or `/ar/visit/<token>`. */
export const visitLinksIn = (text: string) =>
  [...text.matchAll(/https?:\/\/[^/\s]+((?:\/ar)?\/visit\/[A-Za-z0-9_-]{44})/g)].map((match) => match[1]!);

/** A press as the page's form sends it: a urlencoded POST to the page's own address, from its origin. */
export function press(
  target: RunningSite,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = { Origin: target.url },
) {
  return fetch(`${target.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

const decode = (part: { headers: Map<string, string[]>; body: string }) => {
  const encoding = (part.headers.get('content-transfer-encoding')?.[0] ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable')
    return Buffer.from(
      part.body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  return part.body;
};

/** A mail's parts, each with its type and its decoded text (one part for a mail that is not multipart). */
export function mailParts(mail: Pick<ReceivedMail, 'headers' | 'body'>): { type: string; text: string }[] {
  const type = mail.headers.get('content-type')?.[0] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!boundary) return [{ type, text: decode(mail) }];
  return mail.body
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((raw) => mailParts(parseMail(raw.replace(/^\r?\n/, ''))));
}

/** The text of a mail and the calendar file it carries, if any. */
export function mailContent(mail: ReceivedMail) {
  const parts = mailParts(mail);
  return {
    text: parts.find((part) => part.type.startsWith('text/plain'))?.text.replace(/\r\n/g, '\n') ?? '',
    calendar: parts.find((part) => part.type.startsWith('text/calendar'))?.text,
  };
}

/** The changes a request's history holds, oldest first. */
export function changesIn(dbPath: string) {
  const db = new DatabaseSync(dbPath, { readOnly: true });
  try {
    return db.prepare('SELECT actor, action, state, day, window_start, note FROM visit_changes ORDER BY id').all() as {
      actor: string;
      action: string;
      state: string;
      day: string;
      window_start: string;
      note: string;
    }[];
  } finally {
    db.close();
  }
}

/** Runs SQL on the file, to move a request's dates into the past as time would. */
export function rewrite(dbPath: string, sql: string, ...values: (string | number)[]) {
  const db = new DatabaseSync(dbPath);
  try {
    db.prepare(sql).run(...values);
  } finally {
    db.close();
  }
}

/** The texts of a file's visit mails, in the order they were queued (sent or not). */
export function queuedMailTexts(dbPath: string): string[] {
  const db = new DatabaseSync(dbPath, { readOnly: true });
  try {
    return (db.prepare('SELECT text FROM visit_mails ORDER BY id').all() as { text: string }[]).map((row) => row.text);
  } finally {
    db.close();
  }
}
