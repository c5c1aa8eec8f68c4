import { expect as baseExpect, test, type Page } from './fixtures';
import { chooseServing, clearMockPrefer, expectNoSeriousA11yViolations, setMockPrefer, storedCart } from './helpers';

/**
 * Flows of issue 31 against `next start` + the mock: the receivable-time confirmation of an item out of its hours,
 * the coupon banner, a coupon link to the menus opened by a new customer (through the callback, at full speed and
 * with 1 s of latency on every call), the way out of a menu-list error and the coupon-by-code page without a failing
 * call. Elements by role and accessible name. The server cart read back is a component test (issue 28 item 7):
 * src/app/server-cart-read-back.test.tsx.
 */

// Full page loads on the shared, loaded machine: answers get 30 s to show and each test 5 minutes, as it walks several
// screens (patience, not retries: every assertion runs once).
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 300_000 });

const R = '/restaurants/r1001';
const ROLL_CAKE = `${R}/menus/m-grand/items/i-roll-cake?eating_location=takeout`;
const COUPON_LINK = `${R}/menus?eating_location=takeout&couponCode=WELCOME100`;
const WELCOME = 'はじめてクーポン 100円引き';

const stored = (page: Page, key: string) =>
  page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null') as unknown, key);

/** Every answer of the app's API delayed by `ms` (the latency the customer's network adds). */
async function addLatency(page: Page, ms: number): Promise<void> {
  if (ms === 0) return;
  await page.route('**/api/v1/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

test('an item not orderable at the chosen receive time: its button opens the receivable-time confirmation: cancel closes it, confirm leads to the receive-time choice and back (SPEC §4 L225c L225d §8 L412)', async ({
  page,
}) => {
  await chooseServing(page, 'takeout');
  await page.goto(ROLL_CAKE);
  await expect(page.getByRole('heading', { level: 2, name: '数量限定ロールケーキ' })).toBeVisible();
  const button = page.getByRole('button', { name: '受取時間外のためご注文いただけません' });
  await expect(button).toBeEnabled();

  await button.click();
  const dialog = page.getByRole('dialog', { name: '受取時間外の商品です' });
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByText('この商品は、選択中の受取時間にはご注文いただけません。受取時間を選び直しますか？'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'やめる' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(ROLL_CAKE);
  expect(await storedCart(page)).toBeNull();

  await button.click();
  await dialog.getByRole('button', { name: '受取時間を変更する' }).click();
  await expect(page).toHaveURL(`${R}/select_receivetime?return_to=${encodeURIComponent(ROLL_CAKE)}`);
  await expect(page.getByRole('heading', { level: 1, name: '受取時間の選択' })).toBeVisible();
  await page.getByRole('button', { name: 'この受取時間で進む' }).click();
  await expect(page).toHaveURL(ROLL_CAKE);
  await expect(page.getByRole('heading', { level: 2, name: '数量限定ロールケーキ' })).toBeVisible();
});

test('coupons from links and codes: the banner while a coupon is held, a coupon link opened by a new customer at 0 and 1000 ms latency, the coupon-by-code page (SPEC §2 L32a L109 §4 L240 L244a L244b §7 L344 L345 L346)', async ({
  pageWith,
}) => {
  await test.step('a coupon taken from a link is named on the menu pages while it is held', async () => {
    const page = await pageWith();

    await chooseServing(page, 'takeout');
    await page.goto(`${R}/menus/m-grand?eating_location=takeout&couponCode=WELCOME100`);
    const notice = page.getByRole('dialog', { name: 'クーポンが利用できます' });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'OK' }).click();
    const banner = page.getByRole('status').filter({ hasText: `クーポン「${WELCOME}」を利用中` });
    await expect(banner).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto(`${R}/menus?eating_location=takeout`);
    await expect(page.getByRole('heading', { level: 1, name: 'お持ち帰りのメニュー' })).toBeVisible();
    await expect(banner).toBeVisible();
  });
  await test.step('no coupon held: no banner', async () => {
    const page = await pageWith();

    await chooseServing(page, 'takeout');
    await page.goto(`${R}/menus/m-grand?eating_location=takeout`);
    await expect(page.getByRole('heading', { level: 1, name: 'グランドメニュー' })).toBeVisible();
    await expect(page.getByTestId('held-coupon-banner')).toHaveCount(0);
  });
  for (const latency of [0, 1000]) {
    await test.step(`a coupon link to the menus opened by a new customer, ${latency} ms latency: the coupon goes through the callback and the receive-time choice, then is stored with its notice and banner`, async () => {
      const page = await pageWith();

      await addLatency(page, latency);
      const visited: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) visited.push(`nav ${new URL(frame.url()).pathname}`);
      });
      await page.goto(COUPON_LINK);

      // No serving type or receive time yet: the callback (takeout from the link) asks for the receive time.
      await expect(page.getByRole('heading', { level: 1, name: '受取時間の選択' })).toBeVisible();
      expect(new URL(page.url()).searchParams.get('return_to')).toBe(COUPON_LINK);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await page.getByRole('button', { name: 'この受取時間で進む' }).click();

      // Back on the link's page with its coupon: judged once there, stored, the notice then the banner.
      await expect(page).toHaveURL(COUPON_LINK);
      const notice = page.getByRole('dialog', { name: 'クーポンが利用できます' });
      await expect(notice.getByRole('heading', { level: 2, name: WELCOME })).toBeVisible();
      expect(await stored(page, 'coupon_code')).toBe('WELCOME100');
      await notice.getByRole('button', { name: 'OK' }).click();
      await expect(page).toHaveURL(`${R}/menus?eating_location=takeout`);
      await expect(page.getByRole('status').filter({ hasText: `クーポン「${WELCOME}」を利用中` })).toBeVisible();
      expect(visited.some((entry) => entry.endsWith('/callback'))).toBe(true);
    });
  }
  for (const [name, key, title] of [
    ['a coupon code', 'WELCOME100', WELCOME],
    ['a coupon id', 'c-welcome', 'はじめてクーポン 100円引き'],
  ] as const) {
    await test.step(`the coupon-by-code page asks the right call first, for ${name}: the coupon, with no failing call and nothing in the console`, async () => {
      const page = await pageWith();

      const failing: string[] = [];
      const logged: string[] = [];
      page.on('response', (response) => {
        if (response.url().includes('/api/') && response.status() >= 400)
          failing.push(`${response.status()} ${new URL(response.url()).pathname}`);
      });
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') logged.push(message.text());
      });
      await page.goto(`/coupons/${key}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      expect(failing).toEqual([]);
      expect(logged).toEqual([]);
    });
  }
});

test('the way out of a menu-list error: "to the shop" opens the eat-in/takeout choice, not the same failing menus (SPEC §7 L367b §8 L379 L403)', async ({
  pageWith,
}) => {
  for (const [name, prefer] of [
    ['E100400004 (no menus)', 'code=403, example=menuPermissionDenied'],
    ['the list call’s DEFAULT (too many requests)', 'code=429'],
  ] as const) {
    await test.step(`${name}: "to the shop" opens the eat-in/takeout choice, not the same failing menus`, async () => {
      const page = await pageWith();

      await chooseServing(page, 'takeout');
      await setMockPrefer(page, prefer, `/v1${R}/menus`);
      await page.goto(`${R}/menus?eating_location=takeout`);
      await page.getByRole('button', { name: '店舗へ' }).click();
      await expect(page).toHaveURL(`${R}/eating_locations`);
      await expect(page.getByRole('heading', { level: 1, name: 'ご利用方法を選択' })).toBeVisible();

      // Choosing again reaches the menus once they answer.
      await clearMockPrefer(page);
      await page.getByRole('button', { name: 'お持ち帰り' }).click();
      await expect(page.getByRole('heading', { level: 1, name: '受取時間の選択' })).toBeVisible();
      await page.getByRole('button', { name: 'この受取時間で進む' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'お持ち帰りのメニュー' })).toBeVisible();
    });
  }
  await test.step('an item answered "has no menus" goes to the menus, and their error leads out the same way', async () => {
    const page = await pageWith();

    await chooseServing(page, 'takeout');
    await setMockPrefer(page, 'code=403, example=menuPermissionDenied', `/v1${R}/menus`);
    await page.goto(`${R}/menus/m-grand/items/i-cola?eating_location=takeout`);
    await expect(page).toHaveURL(`${R}/menus?eating_location=takeout`);
    await page.getByRole('button', { name: '店舗へ' }).click();
    await expect(page).toHaveURL(`${R}/eating_locations`);
  });
});
