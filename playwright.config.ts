/**
 * Browser tests run against the production build served by the same server `npm start` runs
 * (built by `npm test` before this), in three engines:
 * - Chromium (projects `phone` and `desktop`) runs every test: $CHROMIUM_PATH when set, else
 *   Debian's headless shell (/usr/bin/chromium-headless-shell), else Playwright's own browser
 *   where installed, else Debian's /usr/bin/chromium.
 * - Firefox (Debian's firefox-esr over WebDriver BiDi) and WebKit (WebKitGTK's MiniBrowser over
 *   WebDriver) run every test but those tagged CHROMIUM_ONLY (tests/e2e/support/test.ts): the
 *   others are written once for all three, against a Visitor (tests/e2e/support/drivers/visitor.ts).
 *   docs/browsers.md says how to run one engine alone.
 *
 * ENGINES=chromium,firefox,webkit (the default) chooses the engines.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices, type Project } from '@playwright/test';
import { findTestChromium, OFFLINE_CHROMIUM_FLAGS } from './harness/chromium';
import { findFirefox, FIREFOX_VIA_BIDI } from './tests/e2e/support/drivers/firefox';
import { findMiniBrowser } from './tests/e2e/support/drivers/webkit';
import type { Engine } from './tests/e2e/support/drivers/visitor';
import { CHROMIUM_ONLY, type FormFactor } from './tests/e2e/support/test';

const port = Number(process.env.TEST_PORT ?? 4399);
/** The browser tests' SMTP server listens here (tests/e2e/contact-form.spec.ts starts it). */
export const smtpPort = port + 1;
/**
 * The test server's vitals-beacon file, one per run (tests/e2e/vitals.spec.ts reads it).
 * Set once, in the runner, so that the test workers, which load this file again, name the same file.
 */
export const vitalsDb = (process.env.E2E_VITALS_DB ??= join(tmpdir(), `e2e-vitals-${process.pid}.sqlite`));
/** The run's contact database, for a test that reads what the server stored beside it (a visit's photos). */
export const contactDb = (process.env.E2E_CONTACT_DB ??= join(tmpdir(), `e2e-contact-${process.pid}.sqlite`));
const engines = (process.env.ENGINES ?? 'chromium,firefox,webkit').split(',') as Engine[];

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

// Each project names its form factor: a test marked sameAtEverySize (tests/e2e/support/test.ts)
// runs in the projects of one form factor only.
const projects: Project[] = [];
if (engines.includes('chromium')) {
  const chromium = { executablePath: findTestChromium(), args: OFFLINE_CHROMIUM_FLAGS };
  projects.push(
    {
      name: 'phone',
      use: {
        ...devices['Pixel 7'],
        viewport: PHONE,
        // The tests read CSS pixels; drawing 2.6 device pixels for each, in software, only costs time.
        // Every picture width a sharper screen would pick is requested by site.spec.ts.
        deviceScaleFactor: 1,
        browserName: 'chromium',
        launchOptions: chromium,
        formFactor: 'phone',
      },
    },
    {
      name: 'desktop',
      use: {
        ...devices['Desktop Chrome'],
        viewport: DESKTOP,
        browserName: 'chromium',
        launchOptions: chromium,
        formFactor: 'desktop',
      },
    },
  );
}
/** The same tests at phone and desktop size, in an engine Chromium's projects do not cover. */
function everyEngineProjects(engine: Exclude<Engine, 'chromium'>, use: Project['use']): Project[] {
  return (
    [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const
  ).map(([size, viewport]) => ({
    name: `${engine}-${size}`,
    // The tests only Chromium runs, left out as the tests are listed; every engine runs the rest.
    grepInvert: new RegExp(CHROMIUM_ONLY.tag),
    // One worker a project: each worker starts its own browsers (Firefox twice, with and without
    // JavaScript), and a Firefox start costs 4–15 s. Phone and desktop still run side by side.
    workers: 1,
    use: { ...use, engine, viewport, formFactor: size },
  }));
}
if (engines.includes('firefox')) {
  findFirefox();
  projects.push(...everyEngineProjects('firefox', { browserName: 'firefox', launchOptions: FIREFOX_VIA_BIDI }));
}
if (engines.includes('webkit')) {
  findMiniBrowser();
  projects.push(...everyEngineProjects('webkit', {}));
}

export default defineConfig<{ engine: Engine; formFactor: FormFactor }>({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Both cores: each test opens its own window, and the server answers from memory.
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
  },
  projects,
  webServer: {
    command: 'node src/server/start.ts',
    url: `http://127.0.0.1:${port}/`,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      // A fresh database per run; browser tests post often from one address, so no rate limit.
      CONTACT_DB: contactDb,
      CONTACT_RATE_LIMIT: '0',
      // The visit pages' tests open wrong links from one address, in every project at once.
      VISIT_WRONG_LINKS_A_MINUTE: '0',
      // Every page a test leaves may send a vitals beacon: a file of this run's own, and no limit.
      VITALS_DB: vitalsDb,
      VITALS_RATE_LIMIT: '0',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      CONTACT_RETRY_BASE_MS: '60000',
    },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
