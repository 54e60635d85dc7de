/**
 * The time and size limits every request is held to, on the real server process over real
 * sockets: a request whose bytes stop coming is closed with 408, headers that never end and a
 * request that trickles past the whole-request ceiling too, and a declared length over a route's
 * limit is refused at once, on every route, without the body being read. The limits are the
 * server's settings (docs/deploy.md), made short here so that no test waits 25 s.
 */
import { describe, expect, it } from 'vitest';
import { contactHarness } from '../support/contact-posts';
import { rawRequest } from '../support/raw-requests';
import type { RunningSite } from '../../harness/site-server';

const { newDb, site } = contactHarness('request-limits');

/** Short limits: a second without a byte, two for the headers, three for a whole request. */
const SHORT = { IDLE_TIMEOUT_MS: '1000', HEADERS_TIMEOUT_MS: '2000', REQUEST_TIMEOUT_MS: '3000' };

const boundary = 'probe';
/** The start of a multipart body whose photo goes on longer than what is sent. */
const photoStart = `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nFatima\r\n--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;

const postHead = (
  target: RunningSite,
  path: string,
  length: number,
  type = `multipart/form-data; boundary=${boundary}`,
) =>
  rawRequest(target.url, `POST ${path} HTTP/1.1`, {
    Host: new URL(target.url).host,
    Origin: target.url,
    'Content-Type': type,
    'Content-Length': String(length),
  });

describe('a request whose bytes stop coming', () => {
  it('is answered 408 and closed after the idle time, mid-body', async () => {
    const target = await site({ CONTACT_DB: newDb(), ...SHORT });
    const stalled = await postHead(target, '/book/send', 2_000_000);
    await stalled.write(photoStart + 'x'.repeat(100_000));

    expect(await stalled.status(2_500)).toBe(408);
    await stalled.closed(1_000);
    expect(stalled.answer()).toMatch(/^HTTP\/1\.1 408 /);
    expect(stalled.answer()).toMatch(/\r\nConnection: close\r\n/i);
  });

  it('headers that never end are answered 408 and closed after the headers’ own limit', async () => {
    const target = await site({ CONTACT_DB: newDb(), ...SHORT, IDLE_TIMEOUT_MS: '10000' });
    const slow = await rawRequest(target.url, 'GET / HTTP/1.1', { Host: new URL(target.url).host }, false);
    // A header line every 300 ms: never idle, never done.
    let more = true;
    const trickle = (async () => {
      for (let line = 0; more && line < 40; line++) {
        if (!(await slow.write(`X-Slow-${line}: ${line}\r\n`))) break;
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
    })();
    try {
      expect(await slow.status(4_500)).toBe(408);
      await slow.closed(1_000);
    } finally {
      more = false;
      await trickle;
    }
  });

  it('a body that trickles in is cut at the whole-request ceiling with 408', async () => {
    const target = await site({ CONTACT_DB: newDb(), ...SHORT });
    const slow = await postHead(target, '/book/send.json', 100_000);
    await slow.write(photoStart);
    let more = true;
    const trickle = (async () => {
      for (let byte = 0; more && byte < 40; byte++) {
        if (!(await slow.write('x'))) break;
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
    })();
    try {
      expect(await slow.status(5_500)).toBe(408);
      await slow.closed(1_000);
      expect(slow.timings().answerMs).toBeGreaterThanOrEqual(2_900);
    } finally {
      more = false;
      await trickle;
    }
  });
});

describe('a declared length over the limit', () => {
  /** Every route, with what it may take and how its posts are encoded. */
  const routes = [
    ['/mail.php', 'application/x-www-form-urlencoded'],
    ['/contact/send', 'application/x-www-form-urlencoded'],
    ['/ar/contact/send', 'application/x-www-form-urlencoded'],
    ['/book/send', `multipart/form-data; boundary=${boundary}`],
    ['/ar/book/send', `multipart/form-data; boundary=${boundary}`],
    ['/book/send.json', `multipart/form-data; boundary=${boundary}`],
    ['/vitals', 'application/json'],
    ['/about', 'application/x-www-form-urlencoded'],
    ['/no-such-page', 'application/x-www-form-urlencoded'],
  ] as const;

  it('is refused at once on every route, and the connection closed while the client keeps sending', async () => {
    const target = await site({ CONTACT_DB: newDb(), ...SHORT, IDLE_TIMEOUT_MS: '10000' });
    const tenGigabytes = 10 * 1024 ** 3;
    for (const [path, type] of routes) {
      const huge = await postHead(target, path, tenGigabytes, type);
      await huge.write(type.startsWith('multipart') ? photoStart : 'name=Fatima&message=');
      expect(await huge.status(1_500).catch(() => 0), path).toBe(413);
      expect(await huge.keepSending(256 * 1024 ** 2), `${path}: closed while the client keeps sending`).toBe(true);
      await huge.closed(3_000);
      huge.end();
    }
  });
});
