import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** Where the browser tests find Chromium; one clear line when there is none. */
export function findChromium(): string {
  const candidates = [process.env.CHROMIUM_PATH, playwrightsOwn(), '/usr/bin/chromium', '/usr/bin/chromium-browser'];
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
