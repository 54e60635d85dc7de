/** Helpers for tests that post the contact form to the real server and read its SQLite file. */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { parse } from 'yaml';
import { ContactStore } from '../../src/server/contact/store';
import { startSite, type RunningSite } from '../../harness/site-server';
import { parseMail, TestSmtpServer, type SmtpDelays } from './smtp';

export function post(
  target: RunningSite,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
  path = '/mail.php',
) {
  return fetch(`${target.url}${path}`, {
    method: 'POST',
    headers: { Origin: target.url, 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

/** Where the forms' mail goes: the company e-mail from settings. */
export const companyEmail = (parse(readFileSync('src/content/settings/site.yaml', 'utf8')) as { email: string }).email;

export const valid = {
  name: 'Fatima Al Marri',
  email: 'fatima@example.com',
  mobile: '+971 50 123 4567',
  message: 'Our villa AC is leaking.\nCan you visit?',
};

export async function until<T>(probe: () => T | undefined, what: string, timeoutMs = 10_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const readStore = (path: string) => {
  const store = new ContactStore(path);
  try {
    return store.list();
  } finally {
    store.close();
  }
};

/** Quoted-printable (RFC 2045, and the Q encoding of RFC 2047 when `underscoreIsSpace`) to bytes. */
function quotedPrintable(text: string, underscoreIsSpace = false): Buffer {
  const bytes: number[] = [];
  const source = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    if (char === '=' && /^[0-9A-F]{2}$/i.test(source.slice(i + 1, i + 3))) {
      bytes.push(parseInt(source.slice(i + 1, i + 3), 16));
      i += 2;
    } else if (char === '_' && underscoreIsSpace) bytes.push(0x20);
    else bytes.push(...Buffer.from(char, 'utf8'));
  }
  return Buffer.from(bytes);
}

/** A header with RFC 2047 encoded words, decoded (adjacent words joined before decoding, as a character may span two). */
function decodeHeader(value: string): string {
  const word = /=\?utf-8\?([bq])\?([^?]*)\?=/gi;
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/(?:=\?utf-8\?[bq]\?[^?]*\?=)+/gi, (run) =>
      Buffer.concat(
        [...run.matchAll(word)].map(([, encoding, text]) =>
          encoding!.toLowerCase() === 'b' ? Buffer.from(text!, 'base64') : quotedPrintable(text!, true),
        ),
      ).toString('utf8'),
    );
}

/**
 * The subject and plain-text body of a mail as a person reads them: nodemailer sends non-ASCII
 * text encoded (RFC 2047 words in headers, quoted-printable or base64 in the body).
 */
export function decodedMail(raw: string): { subject: string; text: string } {
  const { headers, body } = parseMail(raw);
  const encoding = (headers.get('content-transfer-encoding')?.[0] ?? '7bit').toLowerCase();
  const bytes =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? quotedPrintable(body)
        : Buffer.from(body, 'utf8');
  return {
    subject: decodeHeader(headers.get('subject')?.[0] ?? ''),
    text: bytes.toString('utf8').replace(/\r\n/g, '\n'),
  };
}

/** The messages table as the store created it before the Arabic edition (no language column). */
const TABLE_BEFORE_LANGUAGE = `
  CREATE TABLE messages (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    received_at TEXT NOT NULL,
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    mobile TEXT NOT NULL DEFAULT '',
    message TEXT NOT NULL,
    recipient TEXT NOT NULL,
    client_address TEXT,
    status TEXT NOT NULL CHECK (status IN ('queued', 'sending', 'sent', 'spam')),
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    lease_until INTEGER,
    last_error TEXT,
    sent_at TEXT
  );
  CREATE INDEX messages_outbox ON messages (status, next_attempt_at);
`;

export interface OldMessage {
  name: string;
  email: string;
  mobile: string;
  message: string;
  recipient: string;
  status: 'queued' | 'sent' | 'spam';
  receivedAt?: string;
}

/** A database file as a deployment made it before the Arabic edition, holding `messages`. */
export function createOldDatabase(path: string, messages: OldMessage[]) {
  const db = new DatabaseSync(path);
  try {
    db.exec('PRAGMA journal_mode = WAL;');
    db.exec(TABLE_BEFORE_LANGUAGE);
    const insert = db.prepare(
      `INSERT INTO messages (received_at, name, email, mobile, message, recipient, status, next_attempt_at, sent_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const message of messages) {
      const receivedAt = message.receivedAt ?? new Date().toISOString();
      const sentAt = message.status === 'sent' ? receivedAt : null;
      const { name, email, mobile, recipient, status } = message;
      insert.run(receivedAt, name, email, mobile, message.message, recipient, status, Date.parse(receivedAt), sentAt);
    }
  } finally {
    db.close();
  }
}

/** The columns of the messages table, as SQLite reports them. */
export function columnsOf(path: string) {
  const db = new DatabaseSync(path, { readOnly: true });
  try {
    return db.prepare('PRAGMA table_info(messages)').all() as {
      name: string;
      dflt_value: string | null;
      notnull: number;
    }[];
  } finally {
    db.close();
  }
}

/**
 * The servers one test file starts, stopped after each test: real server processes over the
 * build, real SMTP servers on loopback, and fresh SQLite files in a folder removed at the end.
 */
export function contactHarness(prefix: string, siteDefaults: Record<string, string> = {}) {
  let dir = '';
  const sites: RunningSite[] = [];
  const smtps: TestSmtpServer[] = [];
  let dbCounter = 0;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  });
  afterEach(async () => {
    await Promise.all(sites.splice(0).map((running) => running.stop()));
    await Promise.all(smtps.splice(0).map((server) => server.stop()));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return {
    dir: () => dir,
    newDb: () => join(dir, `contact-${++dbCounter}.sqlite`),
    async site(env: Record<string, string>) {
      const running = await startSite({ ...siteDefaults, ...env });
      sites.push(running);
      return running;
    },
    async smtp(port = 0, delays: SmtpDelays = {}) {
      const server = new TestSmtpServer();
      await server.start(port, delays);
      smtps.push(server);
      return server;
    },
  };
}
