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
  firefoxUserPrefs: {
    // One content process for the site's pages, as Firefox for Android (GeckoView) runs them:
    // desktop Firefox's site isolation (Fission) starts a process for each origin, and the tests'
    // network proxies are origins of their own. With these two, the Firefox tests take about a
    // tenth less processor time (docs/browsers.md); what a page shows and does is the same.
    'fission.autostart': false,
    'dom.ipc.processPrelaunch.enabled': false,
  },
};
