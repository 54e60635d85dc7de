/**
 * `npm start` (after the build) and `npm run serve`: one Node process that serves the whole
 * site on PORT (default 4321) and HOST (default localhost), and delivers contact messages.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createSiteServer, type AstroHandler } from './http.ts';
import { createContactRuntime } from './runtime.ts';

const root = process.cwd();
const entry = resolve(root, 'dist/server/entry.mjs');
if (!existsSync(entry)) {
  console.error('No build found in dist/: run `npm run build` first (`npm start` builds, then serves).');
  process.exit(1);
}
const { handler } = (await import(pathToFileURL(entry).href)) as { handler: AstroHandler };

const contact = createContactRuntime();
const server = createSiteServer({
  clientDir: resolve(root, 'dist/client'),
  astroHandler: handler,
  locals: { contact },
});

const port = Number(process.env.PORT ?? 4321);
const host = process.env.HOST ?? 'localhost';
server.listen(port, host, () => {
  console.info(`Serving the site at http://${host.includes(':') ? `[${host}]` : host}:${port}`);
  void contact.outbox.kick();
});

function shutdown() {
  server.close();
  contact.close();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
