/**
 * Gecko, from Debian's firefox-esr, launched by Playwright over WebDriver BiDi (its `moz-firefox`
 * channel) through firefox-esr.ts, which stands in for the binary.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const FIREFOX_INSTALL_HINT = 'apt-get install -y firefox-esr';
const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

export function findFirefox(): string {
  if (!existsSync(FIREFOX)) {
    throw new Error(`Firefox tests need Firefox ESR at ${FIREFOX}: ${FIREFOX_INSTALL_HINT} (or set FIREFOX_PATH).`);
  }
  return FIREFOX;
}

export const FIREFOX_VIA_BIDI = {
  channel: 'moz-firefox',
  executablePath: fileURLToPath(new URL('./firefox-esr', import.meta.url)),
};
