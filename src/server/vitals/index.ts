/**
 * POST /vitals: the vitals beacons that pages send as a visitor leaves them (the shape is in
 * src/shared/vitals.ts, checked by input.ts), stored in their own SQLite file (store.ts) for `npm run vitals`.
 * Answered by the Node server itself, before Astro: 204 stored, 400 not a valid beacon, 413 over
 * 2 KB (reading stops there and the connection is closed), 429 over the per-address limit, 405
 * any method but POST, 503 when the file cannot be written. Nothing here can throw into the
 * server, and the visitor's address is used only by the in-memory rate limit, never stored or
 * logged.
 *
 * From the environment: VITALS_DB (default vitals.sqlite beside CONTACT_DB, i.e.
 * data/vitals.sqlite), VITALS_RATE_LIMIT (beacons a minute per address, default 60, 0 = off),
 * VITALS_RETENTION_DAYS (default 90: the privacy notice says so), VITALS_MAX_ROWS (default
 * 200,000), TRUST_PROXY (as for the contact form).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { formsDbPath } from '../lead-form/runtime.ts';
import { RateLimiter, rateLimitFromEnv } from '../rate-limit.ts';
import { MAX_BEACON_BYTES, parseVitals } from './input.ts';
import { VitalsStore, type VitalsStoreOptions } from './store.ts';
import { storageFaultOf } from '../sqlite.ts';

export { VITALS_PATH } from '../../shared/vitals.ts';
export const DEFAULT_VITALS_RATE_LIMIT = 60;
export const DEFAULT_VITALS_RETENTION_DAYS = 90;
export const DEFAULT_VITALS_MAX_ROWS = 200_000;
/** How long after a failed open the file is tried again (each beacon meanwhile gets 503 at once). */
const REOPEN_AFTER_MS = 60_000;

type Env = Record<string, string | undefined>;

/** VITALS_DB, or vitals.sqlite in the folder of the contact database. */
export function vitalsDbPath(env: Env = process.env): string {
  if (env.VITALS_DB) return resolve(env.VITALS_DB);
  return join(dirname(formsDbPath(env)), 'vitals.sqlite');
}

function positiveNumber(env: Env, name: string, fallback: number, whole = false): number {
  const value = env[name]?.trim();
  if (!value) return fallback;
  const parsed = Number(value);
  if (!(parsed > 0) || (whole && !Number.isInteger(parsed))) {
    throw new Error(`${name} must be a ${whole ? 'whole number' : 'number'} above 0, not "${value}".`);
  }
  return parsed;
}

export function vitalsOptionsFromEnv(env: Env = process.env): VitalsStoreOptions {
  return {
    retentionDays: positiveNumber(env, 'VITALS_RETENTION_DAYS', DEFAULT_VITALS_RETENTION_DAYS),
    maxRows: positiveNumber(env, 'VITALS_MAX_ROWS', DEFAULT_VITALS_MAX_ROWS, true),
  };
}

export interface VitalsRuntime {
  readonly path: string;
  /** Answers a request to /vitals, whatever its method; never throws. */
  handle(req: IncomingMessage, res: ServerResponse): void;
  /** Deletes samples past their retention time or the row cap; runs every hour by itself. */
  purge(now?: number): number;
  close(): void;
}

type Body = { kind: 'body'; text: string } | { kind: 'too-large' } | { kind: 'not-utf8' };

/**
 * The body, read only up to `limit` bytes: a declared or actual length past it stops the
 * reading there (the caller then closes the connection), so a huge body is never buffered.
 */
function readBody(req: IncomingMessage, limit: number): Promise<Body> {
  if (Number(req.headers['content-length']) > limit) return Promise.resolve({ kind: 'too-large' });
  return new Promise((resolvePromise, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > limit) {
        req.off('data', onData);
        req.pause();
        return resolvePromise({ kind: 'too-large' });
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('error', reject);
    // A visitor gone mid-body; after 'end' this changes nothing.
    req.once('close', () => reject(new Error('The request closed before its end.')));
    req.once('end', () => {
      try {
        resolvePromise({ kind: 'body', text: new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks)) });
      } catch {
        resolvePromise({ kind: 'not-utf8' });
      }
    });
  });
}

function answer(res: ServerResponse, status: number, text?: string) {
  res.statusCode = status;
  res.setHeader('Cache-Control', 'no-store');
  if (text === undefined) return void res.end();
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end(text);
}

export function createVitalsRuntime(
  env: Env = process.env,
  log: Pick<Console, 'info' | 'error'> = console,
): VitalsRuntime {
  const path = vitalsDbPath(env);
  const options = vitalsOptionsFromEnv(env);
  const limiter = new RateLimiter(
    rateLimitFromEnv(env.VITALS_RATE_LIMIT, DEFAULT_VITALS_RATE_LIMIT, 'VITALS_RATE_LIMIT'),
  );
  const trustProxy = env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true';

  let store: VitalsStore | undefined;
  let lastOpenAttempt = -Infinity;
  let failing = false;
  let closed = false;
  /** Logged once when the file starts failing, and once when it works again: a flood of beacons cannot flood the log. */
  const failed = (error: unknown) => {
    // A fault of the disk or the file is one line naming SQLite's code; anything else is a bug, with its stack.
    const fault = storageFaultOf(error, path);
    if (!failing)
      log.error('Speed samples cannot be stored (beacons get 503 until they can):', fault ? fault.message : error);
    failing = true;
  };
  const worked = () => {
    if (failing) log.info(`Speed samples are stored in ${path} again.`);
    failing = false;
  };
  const open = (now = Date.now()): VitalsStore | undefined => {
    if (store || closed || now - lastOpenAttempt < REOPEN_AFTER_MS) return store;
    lastOpenAttempt = now;
    try {
      store = new VitalsStore(path, options, now);
    } catch (error) {
      failed(error);
    }
    return store;
  };
  open();

  const purge = (now = Date.now()) => {
    try {
      return open(now)?.purge(now) ?? 0;
    } catch (error) {
      failed(error);
      return 0;
    }
  };
  const purgeHourly = setInterval(() => purge(), 3_600_000);
  purgeHourly.unref();

  const address = (req: IncomingMessage) => {
    const forwarded = trustProxy
      ? String(req.headers['x-forwarded-for'] ?? '')
          .split(',')[0]
          ?.trim()
      : '';
    return forwarded || req.socket.remoteAddress || '';
  };

  const receive = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST');
      return answer(res, 405, 'Vitals beacons are sent with POST.');
    }
    const limit = limiter.check(address(req));
    if (!limit.allowed) {
      res.setHeader('Retry-After', String(limit.retryAfterSeconds));
      return answer(res, 429, 'Too many vitals beacons from this address.');
    }
    const body = await readBody(req, MAX_BEACON_BYTES);
    if (body.kind === 'too-large') {
      // Whatever is still coming is not read: the connection closes after this answer.
      res.setHeader('Connection', 'close');
      return answer(res, 413, `A vitals beacon is at most ${MAX_BEACON_BYTES} bytes.`);
    }
    if (body.kind === 'not-utf8') return answer(res, 400, 'The body is not UTF-8 text.');
    const parsed = parseVitals(body.text);
    if (!parsed.ok) return answer(res, 400, `Not a vitals beacon: ${parsed.error}.`);
    const target = open();
    if (!target) return answer(res, 503, 'Speed samples cannot be stored just now.');
    try {
      target.add(parsed.sample);
      worked();
    } catch (error) {
      failed(error);
      return answer(res, 503, 'Speed samples cannot be stored just now.');
    }
    answer(res, 204);
  };

  return {
    path,
    handle(req, res) {
      receive(req, res).catch(() => {
        // The visitor went away mid-body (the only way reading can fail): no one to answer.
        if (!res.headersSent) res.destroy();
      });
    },
    purge,
    close() {
      closed = true;
      clearInterval(purgeHourly);
      try {
        store?.close();
      } catch {
        // Already closed.
      }
      store = undefined;
    },
  };
}
