import { expect, test, type Page, type Route } from './fixtures';
import { COLA_LINE, storedCartOf } from '../src/test/cart-fixtures';
import { addToCartButton, apiCallsInFlight, chooseServing, storedCart } from './helpers';

/**
 * Bugs found by reading the code (issue 8 item 6, issue 10 item 1). Each test failed before its fix. The pre-hydration
 * ones hold the page's scripts back for a while so that a tap lands on the server-rendered page, as on a slow phone.
 */

// Each test walks its cases one step each, on a fresh page per step.
test.describe.configure({ timeout: 300_000 });

const TAKEOUT_CART = storedCartOf('takeout', [COLA_LINE]);

async function seedCart(page: Page, cart: unknown): Promise<void> {
  await page.addInitScript((stored) => {
    if (sessionStorage.getItem('e2e-cart-seeded')) return;
    sessionStorage.setItem('e2e-cart-seeded', '1');
    localStorage.setItem('cart', stored);
  }, JSON.stringify(cart));
}

/** Holds the app's scripts back for `ms` (once each), so the server-rendered page is visible before it hydrates. */
async function delayScripts(page: Page, ms: number): Promise<void> {
  await page.route(/\/_next\/static\/chunks\/.*\.js$/, async (route: Route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/** Counts the browser's calls to an API path (method and exact path after /api). */
function countCalls(page: Page, method: string, path: string): { count: () => number } {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname === `/api${path}`) count += 1;
  });
  return { count: () => count };
}

test('issue 10: one tap intent, one line: a double or triple tap on the add button of an item page opened from its address adds one line', async ({
  pageWith,
}) => {
  for (const [name, gapMs] of [
    ['double tap, no gap', 0],
    ['double tap, 80 ms', 80],
    ['triple tap, 80 ms', 80],
  ] as const) {
    await test.step(`${name} adds one line`, async () => {
      const page = await pageWith();

      await chooseServing(page);
      const inFlight = apiCallsInFlight(page);
      const validations = countCalls(page, 'POST', '/v1/orders/cart/validate');
      const cartCalls = countCalls(page, 'POST', '/v1/orders/cart');
      await page.goto('/restaurants/r1001/menus/m-grand/items/i-cola');
      const button = addToCartButton(page);
      await expect(button).toBeEnabled({ timeout: 60_000 });
      const taps = name.startsWith('triple') ? 3 : 2;
      // Taps as a finger does them: each one dispatched at once, not waiting for the button to be ready again.
      await button.evaluate(
        async (element, { taps, gapMs }) => {
          for (let tap = 0; tap < taps; tap += 1) {
            (element as HTMLButtonElement).click();
            if (gapMs > 0) await new Promise((resolve) => setTimeout(resolve, gapMs));
          }
        },
        { taps, gapMs },
      );
      await expect(page).toHaveURL(/\/menus\/m-grand\?/, { timeout: 30_000 });
      await expect(page.getByRole('button', { name: 'カート（1点）' })).toBeVisible();
      // Every tap has been dispatched (the evaluate above returned) and the first one's line is in: once no call is
      // in flight, a second line would have asked for its validation by now.
      await expect.poll(inFlight).toBe(0);
      const cart = await storedCart(page);
      expect(cart?.orderItems.map((line) => [line.itemId, line.quantity])).toEqual([['i-cola', 1]]);
      expect(validations.count()).toBe(1);
      expect(cartCalls.count()).toBe(1);
    });
  }
});

test('issue 8 item 6: before the page hydrated, a tap on the cart button opens the cart and a language chosen in the footer survives a reload', async ({
  pageWith,
}) => {
  await test.step('a tap on the cart button before the page hydrated opens the cart (or waits until it can)', async () => {
    const page = await pageWith();

    await seedCart(page, TAKEOUT_CART);
    await delayScripts(page, 1_000);
    await page.goto('/', { waitUntil: 'commit' });
    // One tap, no retry: the control either works or does not look ready until it does.
    await page.getByRole('button', { name: /^カート/ }).click({ timeout: 60_000 });
    await expect(page.getByRole('dialog', { name: /^カート/ })).toBeVisible({ timeout: 30_000 });
  });
  await test.step('a language chosen in the footer before the page hydrated survives a reload', async () => {
    const page = await pageWith();

    await delayScripts(page, 1_000);
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('combobox', { name: '言語' }).selectOption('en', { timeout: 60_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US', { timeout: 30_000 });
    // The reload drops scripts still held by the delay: their handlers may not continue them any more.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Demo Shokudo' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  });
});

test('edit from the cart panel without session choices ends on the item being edited (SPEC §4 L240)', async ({
  page,
}) => {
  await seedCart(page, TAKEOUT_CART);
  const inFlight = apiCallsInFlight(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'カート（2点）' }).click();
  await page
    .getByRole('dialog', { name: /^カート/ })
    .getByRole('button', { name: 'コーラを編集' })
    .click();
  // No receive time in this session: the restaurant flow asks for it first (SPEC 4), then comes back.
  await expect(page).toHaveURL(/\/restaurants\/r1001\/select_receivetime/, { timeout: 30_000 });
  await page.getByRole('radio', { name: '今すぐ受け取る' }).check();
  await page.getByRole('button', { name: 'この受取時間で進む' }).click();
  await expect(page).toHaveURL(/\/restaurants\/r1001\/menus\/m-grand\/items\/i-cola\?customizeId=c-1b2c3d4e/, {
    timeout: 30_000,
  });
  // The edit has settled (the line's choices loaded into an enabled update button, no call in flight) and the page
  // is still the item being edited: nothing sends the customer on afterwards.
  await expect(page.getByRole('button', { name: /^カートを更新/ })).toBeEnabled();
  await expect.poll(inFlight).toBe(0);
  await expect(page).toHaveURL(/\/items\/i-cola\?customizeId=c-1b2c3d4e/);
});
