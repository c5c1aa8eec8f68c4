import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { seedCheckout } from '../checkout-helpers';
import { setMockPrefer } from '../helpers';
import { copy } from './acts';
import { type Before, capture, LANGUAGES, record, type Shot, shownBefore } from './capture';

/**
 * The client-side conditions of SPEC 8 in the gallery: network-level failures, the location error, and the cart
 * conflict dialogs. Each condition is brought about as a customer would meet it, in each language.
 */
test.describe.configure({ timeout: 180_000 });

const COLA = '/restaurants/r1001/menus/m-grand/items/i-cola';

interface Condition {
  id: string;
  screen: string;
  summary: string;
  /** Opens the screen (and breaks a call where the condition is a failed call). */
  prepare: (page: Page) => Promise<void>;
  /** The customer's tap that brings the condition about, in `lang`. */
  tap?: (page: Page, lang: string) => Promise<void>;
}

const addToCart = (page: Page, lang: string) =>
  page.getByRole('button', { name: copy(lang, 'item', 'item.addToCart') }).click();

const CONDITIONS: Condition[] = [
  {
    id: 'client--network-error',
    screen: 'restaurant list',
    summary: 'The restaurant list call fails at the network level (no connection)',
    prepare: async (page) => {
      // The opening list comes with the page's HTML when the server's call succeeds (src/server/prefetch.server.ts):
      // that call fails here (the mock's Prefer), so the page asks from the browser, which has no connection.
      await setMockPrefer(page, 'code=500', '/v1/restaurants');
      await page.route('**/api/v1/restaurants?*', (route) => route.abort('internetdisconnected'));
      await page.goto('/');
    },
  },
  {
    id: 'client--timeout',
    screen: 'menu list',
    summary: 'The menu list call times out',
    prepare: async (page) => {
      await page.route('**/api/v1/restaurants/r1001/menus*', (route) => route.abort('timedout'));
      await page.goto('/restaurants/r1001/menus?eating_location=takeout');
    },
  },
  {
    id: 'client--location-denied',
    screen: 'restaurant list',
    summary: 'Location asked for, and the browser refuses it',
    prepare: (page) => page.goto('/').then(() => undefined),
    tap: (page, lang) => page.getByRole('button', { name: copy(lang, 'restaurants', 'list.nearMe') }).click(),
  },
  {
    id: 'client--serving-type-conflict',
    screen: 'item add',
    summary: 'A takeout cart, then an eat-in add: the serving-type conflict dialog',
    prepare: async (page) => {
      await page.goto(COLA);
      await page.evaluate(() => sessionStorage.setItem('servingType', JSON.stringify('eat_in')));
      await page.goto(COLA);
    },
    tap: addToCart,
  },
  {
    id: 'client--restaurant-conflict',
    screen: 'item add',
    summary: 'A cart from r1001, then an add at r1002: the one-restaurant dialog naming both',
    prepare: (page) => page.goto('/restaurants/r1002/menus/m-grand/items/i-cola').then(() => undefined),
    tap: addToCart,
  },
];

test.use({ permissions: [] }); // the location is refused, as a customer who says no

for (const condition of CONDITIONS) {
  test(`${condition.screen}: ${condition.summary}`, async ({ page, context, baseURL }) => {
    const url = baseURL ?? 'http://localhost:3000';
    await seedCheckout(page, { couponCode: null });
    const shots: Record<string, Shot> = {};
    for (const lang of LANGUAGES) {
      await context.addCookies([{ name: 'lang', value: lang, url }]);
      await page.goto('/privacy_policy');
      await page.evaluate(() => sessionStorage.removeItem('e2e-checkout-seeded'));
      let failed = '';
      let before: Before | undefined;
      try {
        await condition.prepare(page);
        if (condition.tap) {
          await page.waitForLoadState('networkidle');
          before = await shownBefore(page); // only what the tap adds
          await condition.tap(page, lang);
        }
      } catch (error) {
        failed = `could not bring it about: ${String(error).split('\n')[0]}`;
      }
      shots[lang] = await capture(page, { id: condition.id, lang, before, failed });
    }
    const { id, screen, summary } = condition;
    const entry = { id, screen, summary, operationId: 'client', status: 0, example: '' };
    expect(record(entry, shots)).toEqual([]);
  });
}
