/** A real SMTP server on loopback (the smtp-server package) that keeps what it receives. */
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  headers: Map<string, string[]>;
  body: string;
}

export function parseMail(raw: string): Pick<ReceivedMail, 'headers' | 'body'> {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string[]>();
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon < 1) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headers.set(name, [...(headers.get(name) ?? []), line.slice(colon + 1).trim()]);
  }
  return { headers, body };
}

export interface SmtpDelays {
  /** Wait this long before greeting a new connection (nothing of the message is sent meanwhile). */
  greetingMs?: number;
  /** Wait this long after receiving a message before accepting it (the sender waits for the answer). */
  acceptMs?: number;
}

export class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  private server: SMTPServer | undefined;
  port = 0;

  async start(port = 0, delays: SmtpDelays = {}): Promise<number> {
    const wait = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));
    const server = new SMTPServer({
      authOptional: true,
      onConnect: (_session, callback) => void wait(delays.greetingMs).then(() => callback()),
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          this.received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw,
            ...parseMail(raw),
          });
          void wait(delays.acceptMs).then(() => callback());
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    const address = server.server.address();
    this.port = typeof address === 'object' && address ? address.port : port;
    return this.port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/**
 * A port where the mail server is down, held until it comes back: a listener that drops every
 * connection at once (a delivery attempt fails straight away, as against a closed port). A port
 * merely freed could be handed meanwhile to a site server started with freePort, which would then
 * take the mail connection and never greet it; CI once waited 10 s for a failed attempt that way.
 */
export async function downMailPort(): Promise<{ port: number; release: () => Promise<void> }> {
  const { createServer } = await import('node:net');
  const holder = createServer((socket) => socket.destroy());
  await new Promise<void>((resolve, reject) => {
    holder.once('error', reject);
    holder.listen(0, '127.0.0.1', resolve);
  });
  const address = holder.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { port, release: () => new Promise((resolve) => holder.close(() => resolve())) };
}
