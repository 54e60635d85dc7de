/**
 * `npm run bench:contact`: posts valid contact messages at the real server (started here as a
 * child process over the current build, CONTACT_RATE_LIMIT=0, a fresh SQLite file) from this
 * second process with autocannon, then prints accepted messages per second, p50/p99 latency,
 * and whether the database holds exactly as many messages as were accepted.
 * Options: BENCH_REQUESTS (default 5000; a fixed count, so every request has its answer when the
 * database is counted), BENCH_CONNECTIONS (default 10).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { ContactStore } from '../src/server/contact/store.ts';
import { startSite } from '../harness/site-server.ts';

const requests = Number(process.env.BENCH_REQUESTS ?? 5000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const dir = mkdtempSync(join(tmpdir(), 'bench-contact-'));
const db = join(dir, 'contact.sqlite');

const site = await startSite({ CONTACT_DB: db, CONTACT_RATE_LIMIT: '0', SMTP_URL: '' });
try {
  const body = new URLSearchParams({
    name: 'Benchmark Visitor',
    email: 'visitor@example.com',
    mobile: '+971 50 000 0000',
    message: 'Please send a quote for the annual maintenance of a 30-storey residential tower in Dubai Marina.',
  }).toString();
  const result = await autocannon({
    url: `${site.url}/mail.php`,
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: site.url },
    body,
    connections,
    amount: requests,
  });
  const store = new ContactStore(db);
  const counts = store.counts();
  store.close();
  const stored = counts.queued + counts.sending + counts.sent;
  const accepted = result['2xx'];
  const rows = [
    ['connections', String(connections)],
    ['requests', String(requests)],
    ['duration (s)', result.duration.toFixed(1)],
    ['accepted (200)', String(accepted)],
    ['other answers', String(result.non2xx + result.errors)],
    ['accepted / s (mean)', (accepted / result.duration).toFixed(0)],
    ['latency p50 (ms)', String(result.latency.p50)],
    ['latency p99 (ms)', String(result.latency.p99)],
    ['stored in SQLite', String(stored)],
    ['stored = accepted', stored === accepted ? 'yes' : 'NO'],
  ];
  console.log('\nContact form benchmark (POST /mail.php, loopback, WAL SQLite, no SMTP)\n');
  for (const [name, value] of rows) console.log(`  ${name.padEnd(22)} ${value}`);
  if (stored !== accepted) process.exitCode = 1;
} finally {
  await site.stop();
  rmSync(dir, { recursive: true, force: true });
}
