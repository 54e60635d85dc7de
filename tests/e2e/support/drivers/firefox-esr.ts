/**
 * Debian's Firefox ESR, as Playwright's `moz-firefox` channel (WebDriver BiDi) launches it, with
 * one difference: Playwright sets every new browser context's colour scheme through
 * `emulation.setMediaFeaturesOverride`, a BiDi command that Firefox 153 ESR does not know yet,
 * and gives up on the whole context when it fails. This stands where Playwright expects the
 * Firefox binary: it starts firefox-esr with the same arguments, relays BiDi between the two
 * word for word, and answers that one command itself (the tests never ask for a colour scheme).
 * Remove it once Debian ships an ESR that knows the command.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { WebSocket, WebSocketServer } from 'ws';

const ANSWERED_HERE = new Set(['emulation.setMediaFeaturesOverride']);
const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

const firefox = spawn(FIREFOX, process.argv.slice(2), { stdio: ['ignore', 'inherit', 'pipe'] });
firefox.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => firefox.kill(signal));

createInterface({ input: firefox.stderr! }).on('line', (line) => {
  const listening = line.match(/WebDriver BiDi listening on (ws:\/\/\S+)/);
  if (!listening) return void process.stderr.write(`${line}\n`);
  const relay = new WebSocketServer({ host: '127.0.0.1', port: 0 }, () => {
    const { port } = relay.address() as { port: number };
    process.stderr.write(`WebDriver BiDi listening on ws://127.0.0.1:${port}\n`);
  });
  relay.on('connection', (client, request) => relayTo(`${listening[1]}${request.url ?? ''}`, client));
});

function relayTo(upstreamUrl: string, client: WebSocket) {
  const upstream = new WebSocket(upstreamUrl);
  const waiting: string[] = [];
  upstream.on('open', () => waiting.splice(0).forEach((message) => upstream.send(message)));
  upstream.on('message', (data) => client.send(data.toString()));
  upstream.on('close', () => client.close());
  client.on('close', () => upstream.close());
  client.on('message', (data) => {
    const text = data.toString();
    const { id, method } = JSON.parse(text) as { id: number; method: string };
    if (ANSWERED_HERE.has(method)) return client.send(JSON.stringify({ type: 'success', id, result: {} }));
    if (upstream.readyState === WebSocket.OPEN) upstream.send(text);
    else waiting.push(text);
  });
}
