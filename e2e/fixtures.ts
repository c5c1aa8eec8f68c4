import { expect, test as base, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * The mock data is written for one moment: "now" is 2026-11-21 22:00 JST (mocks/README.md, "Mock time"). Menus,
 * receive times and campaigns are judged against the browser clock, so every journey runs with the page clock fixed
 * there (timers keep running: snackbars, overlays and animations behave as usual), and the e2e runner pins the mock
 * layer's clock at the same moment (scripts/e2e.mjs), so the data is not shifted. Without it the suites would change
 * their answers at midnight JST.
 */
export const MOCK_NOW = new Date('2026-11-21T22:00:00+09:00');

/** Mock times of the dev kit (scripts/mock/time-shift.mjs): which moment of the data falls on the page clock. */
export type MockTime = 'now' | 'lastOrder' | 'afterMidnight' | 'tomorrowMorning' | 'closed';

const baseUrl = () => process.env.E2E_BASE_URL ?? 'http://localhost:3000';

/**
 * Show another moment of the data at the pinned page clock, e.g. `afterMidnight` (only the late-night menu open).
 * Travels as the `mock_time` cookie to the mock layer, as the dev kit's scenario panel does.
 */
export async function setMockTime(context: BrowserContext, moment: MockTime): Promise<void> {
  await context.addCookies([{ name: 'mock_time', value: moment, url: baseUrl() }]);
}

/**
 * React's hydration errors: the server's HTML did not match the browser's first render, so React threw it away and
 * rendered the page again (a long task on a phone; e2e/hydration.spec.ts). Every journey fails on one.
 */
const HYDRATION_ERROR = /Minified React error #(418|423|425)\b|Hydration failed/;

/** Collects the hydration errors of every page of `context` into `seen`. */
function watchHydration(context: BrowserContext, page: Page, seen: string[]): void {
  const watch = (target: Page) =>
    target.on('pageerror', (error) => {
      if (HYDRATION_ERROR.test(error.message)) seen.push(`${target.url()}: ${error.message.slice(0, 60)}`);
    });
  watch(page);
  context.on('page', watch);
}

/** Sets a context up as every journey's: the page clock pinned at MOCK_NOW, its own mock session, no dev kit. */
async function prepare(context: BrowserContext, page: Page, session: string): Promise<void> {
  await page.clock.setFixedTime(MOCK_NOW);
  // Each test has its own cart and orders in the mock layer (no leaks between parallel tests), and the dev
  // kit's scenario button stays out of the way of the journeys' taps (its own suite shows it).
  await context.addCookies([
    { name: 'mock_session', value: session, url: baseUrl() },
    { name: 'mock_devkit', value: 'hidden', url: baseUrl() },
  ]);
}

/**
 * `pageWith(options)`: a page in a browser context of its own (another locale, viewport, JavaScript off, a chosen
 * `lang`…), set up as the `page` fixture is, with a mock session of its own (so the steps of one test measuring
 * several sizes or languages do not share a cart). Its context closes with the test.
 */
export type PageWith = (options?: BrowserContextOptions & { lang?: 'ja' | 'en' | 'zh-cn' | 'zh-tw' }) => Promise<Page>;

export const test = base.extend<{ mockClock: void; pageWith: PageWith }>({
  mockClock: [
    async ({ page, context }, use, testInfo) => {
      const hydrationErrors: string[] = [];
      watchHydration(context, page, hydrationErrors);
      await prepare(context, page, testInfo.testId);
      await use();
      expect(hydrationErrors, 'hydration errors (the server HTML was thrown away)').toEqual([]);
    },
    { auto: true },
  ],
  pageWith: async ({ browser }, use, testInfo) => {
    const contexts: BrowserContext[] = [];
    const hydrationErrors: string[] = [];
    await use(async ({ lang, ...options } = {}) => {
      const context = await browser.newContext(options);
      contexts.push(context);
      const page = await context.newPage();
      watchHydration(context, page, hydrationErrors);
      await prepare(context, page, `${testInfo.testId}-${contexts.length}`);
      // The language the customer chose earlier (the `lang` cookie), as the footer's choice leaves it.
      if (lang) await context.addCookies([{ name: 'lang', value: lang, url: baseUrl() }]);
      return page;
    });
    await Promise.all(contexts.map((context) => context.close()));
    expect(hydrationErrors, 'hydration errors (the server HTML was thrown away)').toEqual([]);
  },
});
