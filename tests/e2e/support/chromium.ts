import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** Keeps the browser off the network: this machine has none, and no test or bench may depend on one. */
export const OFFLINE_CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Where the browser tests find Chromium; one clear line when there is none. */
export function findChromium(
  candidates = [process.env.CHROMIUM_PATH, playwrightsOwn(), '/usr/bin/chromium', '/usr/bin/chromium-browser'],
): string {
  const found = candidates.find((path): path is string => Boolean(path) && existsSync(path as string));
  if (!found) {
    throw new Error(
      'No Chromium found for the browser tests: install it with `apt-get install -y chromium` (Debian) or `npx playwright install chromium`, or set CHROMIUM_PATH to a Chromium binary.',
    );
  }
  return found;
}

function playwrightsOwn(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}
