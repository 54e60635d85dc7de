/**
 * Browser tests run against the production build served by the same server `npm start` runs
 * (built by `npm test` before this). Chromium: $CHROMIUM_PATH when set, else Playwright's own
 * browser where installed, else Debian's /usr/bin/chromium.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { findChromium, OFFLINE_CHROMIUM_FLAGS } from './tests/e2e/support/chromium';

const port = Number(process.env.TEST_PORT ?? 4399);
/** The browser tests' SMTP server listens here (tests/e2e/contact.spec.ts starts it). */
export const smtpPort = port + 1;
const chromium = findChromium();

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: chromium, args: OFFLINE_CHROMIUM_FLAGS },
    trace: 'off',
  },
  projects: [
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, browserName: 'chromium' },
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, browserName: 'chromium' },
    },
  ],
  webServer: {
    command: 'node src/server/start.ts',
    url: `http://127.0.0.1:${port}/`,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      // A fresh database per run; browser tests post often from one address, so no rate limit.
      CONTACT_DB: join(tmpdir(), `e2e-contact-${process.pid}.sqlite`),
      CONTACT_RATE_LIMIT: '0',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      CONTACT_RETRY_BASE_MS: '60000',
    },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
