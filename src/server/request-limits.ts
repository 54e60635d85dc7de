/**
 * How long a request may take and what a route may carry, whatever the route: a connection with
 * no byte for `idleMs` is closed, headers must arrive within `headersMs` and the whole request
 * within `requestMs`, each answered 408 while an answer can still be sent. An answer given before
 * its body has arrived (a refusal) leaves the rest of the body unread: what still comes is
 * dropped for a moment, so that the answer reaches the client before the connection closes, and
 * then the connection is closed. The figures and why they were chosen: docs/deploy.md, "Time and
 * size limits".
 */
import { STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { securityHeaders } from '../shared/serving/response-headers.ts';

export interface RequestLimits {
  /** No byte either way for this long closes the connection (IDLE_TIMEOUT_MS). */
  idleMs: number;
  /** The request line and headers arrive within this (HEADERS_TIMEOUT_MS). */
  headersMs: number;
  /** The whole request, its body included, arrives within this (REQUEST_TIMEOUT_MS). */
  requestMs: number;
}

/** The production figures (docs/deploy.md says why). */
export const DEFAULT_REQUEST_LIMITS: RequestLimits = { idleMs: 25_000, headersMs: 15_000, requestMs: 120_000 };

/**
 * After an answer sent before its body arrived, what still comes is read and dropped for at most
 * this long and this much, so that the client has the answer before the connection closes
 * (closed at once, a client still sending may get a reset that discards the answer).
 */
export const REFUSED_BODY_LINGER = { ms: 2_000, bytes: 1024 * 1024 } as const;

const SETTINGS = {
  idleMs: 'IDLE_TIMEOUT_MS',
  headersMs: 'HEADERS_TIMEOUT_MS',
  requestMs: 'REQUEST_TIMEOUT_MS',
} as const;

/** The limits from IDLE_TIMEOUT_MS, HEADERS_TIMEOUT_MS and REQUEST_TIMEOUT_MS, each a whole number of milliseconds. */
export function requestLimitsFromEnv(env: Record<string, string | undefined>): RequestLimits {
  const limits = { ...DEFAULT_REQUEST_LIMITS };
  for (const [key, name] of Object.entries(SETTINGS) as [keyof RequestLimits, string][]) {
    const value = env[name]?.trim();
    if (!value) continue;
    const parsed = Number(value);
    if (!Number.isInteger(parsed) || parsed <= 0)
      throw new Error(`${name} must be a whole number of milliseconds above 0, not "${value}".`);
    limits[key] = parsed;
  }
  if (limits.headersMs > limits.requestMs)
    throw new Error(
      'HEADERS_TIMEOUT_MS must not be longer than REQUEST_TIMEOUT_MS: the headers are part of the request.',
    );
  return limits;
}

/** The options of `createServer` that hold the headers and the whole request to their limits. */
export const serverTimeouts = (limits: RequestLimits) => ({
  headersTimeout: limits.headersMs,
  requestTimeout: limits.requestMs,
  // Node checks both on this interval; its default, 30 s, would stretch a 15 s limit to 45 s.
  connectionsCheckingInterval: Math.min(1_000, Math.ceil(limits.headersMs / 4)),
});

/** The answer in progress on each connection, so that a timeout knows whether one can still be sent. */
const answers = new WeakMap<Socket, ServerResponse>();

/** Writes `status` on the connection, unless an answer has begun there already, and closes it. */
function closeWith(socket: Socket, status: number): void {
  if (socket.writable && !answers.get(socket)?.headersSent) {
    const headers = Object.entries(securityHeaders('encrypted' in socket)).map(
      ([name, value]) => `${name}: ${value}\r\n`,
    );
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\n${headers.join('')}\r\n`,
    );
  }
  socket.destroy();
}

/** The status a client's fault is answered with (what Node itself would answer). */
const clientErrorStatus = (code: string | undefined) =>
  code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;

/** Holds `server` to the idle limit, and answers a timeout or a malformed request in words Node would use, with the site's headers. */
export function holdToLimits(server: Server, limits: RequestLimits): void {
  server.timeout = limits.idleMs;
  server.on('timeout', (socket: Socket) => closeWith(socket, 408));
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === 'ECONNRESET') return void socket.destroy();
    closeWith(socket, clientErrorStatus(error.code));
  });
}

/**
 * Follows one request's answer: when it is finished before the body has arrived whole, the body is
 * not read further; what still comes is dropped (within REFUSED_BODY_LINGER) and the connection closed.
 */
export function closeAfterEarlyAnswer(req: IncomingMessage, res: ServerResponse): void {
  const socket = req.socket;
  answers.set(socket, res);
  res.once('finish', () => {
    if (answers.get(socket) === res) answers.delete(socket);
    if (req.complete) return;
    const close = () => socket.destroy();
    const timer = setTimeout(close, REFUSED_BODY_LINGER.ms);
    // Node drops a body no one reads without a word: what was dropped is what the socket read since.
    const readBefore = socket.bytesRead;
    const watch = setInterval(() => {
      if (socket.bytesRead - readBefore > REFUSED_BODY_LINGER.bytes) close();
    }, 50);
    timer.unref();
    watch.unref();
    socket.once('close', () => {
      clearTimeout(timer);
      clearInterval(watch);
    });
    // A reader the route left waiting (a body stream it stopped reading) would hold the bytes back.
    req.removeAllListeners('readable');
    req.once('end', () => socket.end());
    req.resume();
  });
}

/**
 * The most a request to a route that reads no body may declare: none. The routes that take one
 * (the forms and the vitals beacons) refuse a declared length over their own limit themselves, in
 * the page's language.
 */
export const declaresUnreadBody = (req: IncomingMessage) => Number(req.headers['content-length'] ?? 0) > 0;
