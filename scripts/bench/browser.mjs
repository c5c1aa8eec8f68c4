// Debian's Chromium through Playwright, with the flags this machine needs (DESIGN.md). Shared by the benchmarks.
import { chromium, devices } from '@playwright/test';

/** `locale`: the browser's language (Accept-Language), Japanese unless a benchmark asks for another. */
export async function launchPhone({ locale = 'ja-JP' } = {}) {
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
  const context = await browser.newContext({ ...devices['Pixel 7'], locale, timezoneId: 'Asia/Tokyo' });
  return { browser, context };
}
