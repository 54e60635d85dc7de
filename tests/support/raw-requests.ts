/**
 * Requests written byte by byte on a real socket, for the tests of what the server does with a
 * client that stalls, trickles or keeps sending after its answer: when the answer's head arrived
 * (and how much of the body had been sent by then), and when the server closed the connection.
 */
import { connect, type Socket } from 'node:net';

export interface RawRequest {
  /** Writes bytes of the request; resolves once the socket took them (false: it is closed). */
  write(bytes: string | Uint8Array): Promise<boolean>;
  /** The answer's status, once its head has arrived; rejects when none came within `timeoutMs`. */
  status(timeoutMs: number): Promise<number>;
  /** Resolves once the server has closed the connection; rejects when it is still open after `timeoutMs`. */
  closed(timeoutMs: number): Promise<void>;
  /**
   * Keeps sending body bytes, as a client that ignores its answer does, until the connection is
   * closed or `limit` bytes were sent: resolves with whether it was closed.
   */
  keepSending(limit: number): Promise<boolean>;
  /** Everything the server answered, as text. */
  answer(): string;
  /** How many body bytes had been written when the answer's head arrived (undefined: none arrived yet). */
  sentBeforeAnswer(): number | undefined;
  /** Milliseconds from opening to the answer's head, and to the close. */
  timings(): { answerMs?: number; closedMs?: number };
  end(): void;
}

/** Opens a connection to `siteUrl` and writes the request's line and headers, without the blank line when `headEnds` is false. */
export async function rawRequest(
  siteUrl: string,
  requestLine: string,
  headers: Record<string, string>,
  headEnds = true,
): Promise<RawRequest> {
  const { hostname, port } = new URL(siteUrl);
  const socket: Socket = connect(Number(port), hostname);
  socket.setNoDelay(true);
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  const opened = Date.now();
  let answer = '';
  let bodySent = 0;
  let sentAtAnswer: number | undefined;
  let answerMs: number | undefined;
  let closedMs: number | undefined;
  const waiters = new Set<() => void>();
  const wake = () => waiters.forEach((waiter) => waiter());
  socket.on('data', (chunk: Buffer) => {
    answer += chunk.toString('latin1');
    if (answerMs === undefined && /^HTTP\/1\.1 \d{3}/.test(answer)) {
      answerMs = Date.now() - opened;
      sentAtAnswer = bodySent;
    }
    wake();
  });
  const onClosed = () => {
    closedMs ??= Date.now() - opened;
    wake();
  };
  socket.on('end', onClosed).on('close', onClosed).on('error', onClosed);

  const waitFor = (done: () => boolean, timeoutMs: number, what: string) =>
    new Promise<void>((resolve, reject) => {
      if (done()) return resolve();
      const check = () => {
        if (!done()) return;
        clearTimeout(timer);
        waiters.delete(check);
        resolve();
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(
          new Error(`${what} within ${timeoutMs} ms; the server answered: ${JSON.stringify(answer.slice(0, 200))}`),
        );
      }, timeoutMs);
      waiters.add(check);
    });

  const write = (bytes: string | Uint8Array, body = true) =>
    new Promise<boolean>((resolve) => {
      if (closedMs !== undefined || socket.destroyed) return resolve(false);
      socket.write(bytes, (error) => {
        if (!error && body) bodySent += typeof bytes === 'string' ? Buffer.byteLength(bytes) : bytes.byteLength;
        resolve(!error);
      });
    });

  const head = `${requestLine}\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}${headEnds ? '\r\n' : ''}`;
  await write(head, false);

  return {
    write: (bytes) => write(bytes),
    status: async (timeoutMs) => {
      await waitFor(() => answerMs !== undefined, timeoutMs, 'no answer');
      return Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)![1]);
    },
    closed: (timeoutMs) => waitFor(() => closedMs !== undefined, timeoutMs, 'the connection was not closed'),
    async keepSending(limit) {
      const chunk = new Uint8Array(64 * 1024).fill(0x61);
      for (let sent = 0; sent < limit; sent += chunk.byteLength) if (!(await write(chunk))) return true;
      return closedMs !== undefined;
    },
    answer: () => answer,
    sentBeforeAnswer: () => sentAtAnswer,
    timings: () => ({ answerMs, closedMs }),
    end: () => socket.destroy(),
  };
}
