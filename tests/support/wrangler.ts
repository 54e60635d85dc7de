/**
 * Cloudflare's own runner for Pages (`wrangler pages dev`, which serves with workerd), for a test
 * that checks the emulation (./pages-host.ts) against the real thing. Not a dependency of the
 * project (about 230 MB): a test uses it when `WRANGLER` names its `bin/wrangler.js`, installed
 * anywhere (`npm install wrangler@4` in a folder of its own). It runs offline.
 */
import { spawn } from 'node:child_process';
import { freePort } from '../../harness/free-port.ts';

export interface Wrangler {
  url: string;
  stop: () => Promise<void>;
}

export async function startWranglerPagesDev(wrangler: string, clientDir: string): Promise<Wrangler> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [wrangler, 'pages', 'dev', clientDir, '--port', String(port), '--ip', '127.0.0.1'],
    {
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`wrangler did not start:\n${output}`)), 60_000);
    child.stdout.on('data', () => {
      if (!output.includes('Ready on')) return;
      clearTimeout(timer);
      resolve();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`wrangler exited with ${code}:\n${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
