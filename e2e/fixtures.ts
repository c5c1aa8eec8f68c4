import { test as base } from '@playwright/test';

export * from '@playwright/test';

/**
 * The mock data is written for one moment: "now" is 2026-11-21 22:00 JST (mocks/README.md, "Mock time"). Menus,
 * receive times and campaigns are judged against the browser clock, so every journey runs with the page clock fixed
 * there (timers keep running: snackbars, overlays and animations behave as usual). Without it the suites would
 * change their answers at midnight JST.
 */
export const MOCK_NOW = new Date('2026-11-21T22:00:00+09:00');

export const test = base.extend<{ mockClock: void }>({
  mockClock: [
    async ({ page }, use) => {
      await page.clock.setFixedTime(MOCK_NOW);
      await use();
    },
    { auto: true },
  ],
});
