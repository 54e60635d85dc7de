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

/**
 * The Chromium the benchmarks measure: the browser visitors run, not a test build. One clear line
 * when there is none.
 */
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

/**
 * The Chromium the browser tests drive: Debian's headless shell where installed, the same Blink
 * without the desktop browser around it, as Playwright's own headless runs use. Loading and drawing
 * the same pages takes about half the processor time of the full browser in its headless mode
 * (docs/browsers.md), and this machine is bound by processor time while the suite runs.
 */
export function findTestChromium(): string {
  return findChromium([
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium-headless-shell',
    playwrightsOwn(),
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ]);
}

function playwrightsOwn(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}
