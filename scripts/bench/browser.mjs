// Debian's Chromium through Playwright, with the flags this machine needs (DESIGN.md). Shared by the benchmarks.
import { chromium, devices } from '@playwright/test';

export async function launchPhone() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  const context = await browser.newContext({ ...devices['Pixel 7'], locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
  return { browser, context };
}
