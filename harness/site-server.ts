/** Starts the real server process (`node src/server/start.ts`) over the current build. */
import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from './free-port.ts';

export interface RunningSite {
  url: string;
  output: () => string;
  /** Sends SIGTERM; resolves with the exit code once the process has exited. */
  stop: () => Promise<number | null>;
  /** Sends SIGKILL, as a power cut or the kernel's out-of-memory killer would; resolves once it is gone. */
  kill: () => Promise<void>;
}

/**
 * `cwd`: another copy of the built project (the pruned-install test), by default this one;
 * `node`: another Node binary, by default the one running the tests.
 */
export async function startSite(
  env: Record<string, string>,
  cwd = process.cwd(),
  node = process.execPath,
): Promise<RunningSite> {
  const port = await freePort();
  const child: ChildProcess = spawn(node, ['src/server/start.ts'], {
    cwd,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', NODE_NO_WARNINGS: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 20_000);
    const check = () => {
      if (output.includes('Serving the site')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    stop: () =>
      new Promise<number | null>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => resolve(code));
        child.kill('SIGTERM');
      }),
    kill: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}
