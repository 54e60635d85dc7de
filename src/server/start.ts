/**
 * `npm start` (after the build) and `npm run serve`: one Node process that serves the whole
 * site on PORT (default 4321) and HOST (default localhost), delivers contact messages and visit requests and stores
 * vitals beacons (POST /vitals). IDLE_TIMEOUT_MS, HEADERS_TIMEOUT_MS and REQUEST_TIMEOUT_MS change the
 * time limits every request is held to (./request-limits.ts).
 * On SIGTERM or SIGINT it stops cleanly within 10 s (what systemd waits by default).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createSiteServer, type AstroHandler } from './http.ts';
import { createVisitRequestRuntime } from './visit-request/runtime.ts';
import { createContactRuntime, startupFaultMessage } from './contact/runtime.ts';
import { isStorageFault } from './sqlite.ts';
import { createVitalsRuntime } from './vitals/index.ts';
import { requestLimitsFromEnv } from './request-limits.ts';

const root = process.cwd();
const entry = resolve(root, 'dist/server/entry.mjs');
if (!existsSync(entry)) {
  console.error('No build found in dist/: run `npm run build` first (`npm start` builds, then serves).');
  process.exit(1);
}
const { handler } = (await import(pathToFileURL(entry).href)) as { handler: AstroHandler };

const contact = (() => {
  try {
    return createContactRuntime();
  } catch (error) {
    if (!isStorageFault(error)) throw error;
    // The operator's mistake, not a bug: one sentence that names the file and the fix, no stack.
    console.error(startupFaultMessage(error));
    process.exit(1);
  }
})();
// The contact form's file, opened and checked above; its faults reported through the contact form's health.
const visitRequest = createVisitRequestRuntime(process.env, console, (fault) => contact.storageFailed(fault));
// Its own file and its own limit: a failing or flooded vitals store answers 503 or 429 to beacons only.
const vitals = createVitalsRuntime();
const server = createSiteServer({
  clientDir: resolve(root, 'dist/client'),
  astroHandler: handler,
  locals: { contact, visitRequest },
  health: () => contact.health(),
  vitals: vitals.handle,
  limits: requestLimitsFromEnv(process.env),
});

const port = Number(process.env.PORT ?? 4321);
const host = process.env.HOST ?? 'localhost';
server.listen(port, host, () => {
  console.info(`Serving the site at http://${host.includes(':') ? `[${host}]` : host}:${port}`);
  void contact.outbox.kick();
  void visitRequest.outbox.kick();
});

let stopping = false;

/**
 * Stops accepting connections, lets requests in flight finish (a message being posted is stored
 * before its answer), lets a delivery in progress finish or puts it back in the queue, closes
 * both SQLite files, and exits 0. Whatever still hangs after 9 s is cut off with exit code 1.
 */
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.info(`${signal}: finishing requests in flight, then stopping.`);
  setTimeout(() => {
    console.error('Shutdown took longer than 9 s; stopping anyway.');
    process.exit(1);
  }, 9_000).unref();
  // Keep-alive connections that are idle would hold close() open; closed as they fall idle.
  const idle = setInterval(() => server.closeIdleConnections(), 100);
  await Promise.race([
    new Promise((resolve) => server.close(resolve)),
    new Promise((resolve) => setTimeout(resolve, 4_000)),
  ]);
  clearInterval(idle);
  server.closeAllConnections();
  await Promise.all([contact.shutdown(4_000), visitRequest.shutdown(4_000)]);
  vitals.close();
  console.info('Stopped.');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
