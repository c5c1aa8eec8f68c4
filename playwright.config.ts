import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end suites against `next start` + Prism (started by scripts/e2e.mjs, which sets E2E_BASE_URL), in Debian's
 * Chromium on a phone viewport. No browser is ever downloaded: CHROMIUM_PATH or /usr/bin/chromium is used.
 */
export default defineConfig({
  testDir: './e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  use: {
    ...devices['Pixel 7'],
    browserName: 'chromium',
    baseURL: process.env.E2E_BASE_URL ?? 'http://localhost:3000',
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
});
