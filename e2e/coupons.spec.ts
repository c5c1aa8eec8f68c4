import { expect as baseExpect, test, type Page } from './fixtures';
import { expectNoSeriousA11yViolations, setMockPrefer } from './helpers';
import { seedCheckout, ORDER_URL } from './checkout-helpers';

/**
 * Coupons (issue 12 items 5–8) against `next start` + Prism: the coupon flow from a link's query (each dialog), the
 * login-required coupon carried through the login round trip into the order form, the detail page and its overlay,
 * and hostile coupon keys.
 */

// Full page loads on the shared, loaded machine: answers get 30 s to show and each test 2 minutes (patience, not
// retries: every assertion runs once).
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

const DETAIL = '/restaurants/r1001/detail';

const couponDialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });
const stored = (page: Page, key: string) =>
  page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null') as unknown, key);

// Which answer stores or removes the coupon and which dialog it opens is a table in src/domain/coupon-flow.test.ts
// (ids and codes, every date state, limits, other restaurants, malformed keys); each dialog's copy and buttons are in
// src/features/coupons/Coupons.test.tsx. The browser walks the flow from a link with one case of each kind.
test('the coupon flow from a link: stored with the available notice, refused ones removed with their dialog, login-required, restaurant-not-available (SPEC §2 L32b L108 §3 L194e L194f §4 L244a L244b L245 L246 §6 L294a §8 L388 L416d §9 L423f)', async ({
  page,
}) => {
  await test.step('a usable coupon code is stored and its detail opens over the page as the available notice', async () => {
    await page.goto(`${DETAIL}?couponCode=WELCOME100`);
    const dialog = couponDialog(page, 'クーポンが利用できます');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('取得できる期間：2026/11/1 0:00〜2026/12/31 23:59')).toBeVisible();
    await expect(dialog.getByRole('heading', { level: 2, name: 'はじめてクーポン 100円引き' })).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'はじめてクーポン 100円引きの画像' })).toBeVisible();
    // SPEC 9: coupon dialogs are at most 450 px high.
    const box = await page.locator('[data-testid="coupon-dialog"] .MuiDialog-paper').boundingBox();
    expect(box?.height ?? 0).toBeLessThanOrEqual(450);
    expect(await stored(page, 'coupon_code')).toBe('WELCOME100');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(DETAIL);
    expect(await stored(page, 'coupon_code')).toBe('WELCOME100');
  });

  await test.step('a usable coupon id is stored as coupon_id', async () => {
    await page.goto(`${DETAIL}?couponId=c-welcome`);
    await expect(couponDialog(page, 'クーポンが利用できます')).toBeVisible();
    expect(await stored(page, 'coupon_id')).toBe('c-welcome');
  });

  for (const [name, query, title] of [
    ['expired code (AFTER_DATE)', 'couponCode=SUMMER2026', 'クーポンの有効期限が切れています'],
    ['unknown code', 'couponCode=NO-SUCH-COUPON', 'クーポンが見つかりません'],
  ] as const) {
    await test.step(`${name}: removed from storage, its dialog explains`, async () => {
      await page.evaluate(() => localStorage.setItem('coupon_code', JSON.stringify('HELD-BEFORE')));
      await page.goto(`${DETAIL}?${query}`);
      const dialog = couponDialog(page, title);
      await expect(dialog).toBeVisible();
      await expect.poll(() => stored(page, 'coupon_code')).toBeNull();
      await dialog.getByRole('button', { name: '閉じる' }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(DETAIL);
    });
  }

  await test.step('a guest with a login-required coupon gets the login dialog; "back" closes it and keeps storage', async () => {
    await page.goto(`${DETAIL}?couponCode=MEMBER300`);
    const dialog = couponDialog(page, 'ログインが必要なクーポンです');
    await expect(dialog.getByRole('button', { name: 'ログイン・会員登録' })).toBeVisible();
    await dialog.getByRole('button', { name: '戻る' }).click();
    await expect(dialog).toBeHidden();
    expect(await stored(page, 'coupon_code')).toBeNull();
  });

  await test.step('E100800003 from the server: the restaurant-not-available dialog', async () => {
    await setMockPrefer(page, 'code=409, example=couponNotAvailableAtRestaurant', '/v1/pricing/coupons/WELCOME100');
    await page.goto(`${DETAIL}?couponCode=WELCOME100`);
    await expect(couponDialog(page, 'この店舗では利用できません')).toBeVisible();
  });
});

// Malformed keys asking nothing and the id-then-code order are component tests (Coupons.test.tsx "detail page"); the
// browser checks that no markup from an address ever runs or lands in the page.
test('hostile coupon keys never crash nor reflect markup (SPEC §8 L386)', async ({ page }) => {
  const script = '<script>window.__pwned=1</script>';
  const pwned = () => page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned);
  for (const [name, value] of [
    ['markup', script],
    ['2 000 characters', 'A'.repeat(2000)],
    ['unicode', 'クーポン🎁'],
  ] as const) {
    await test.step(`${name} in couponCode: the not-found dialog`, async () => {
      await page.goto(`${DETAIL}?couponCode=${encodeURIComponent(value)}`);
      await expect(couponDialog(page, 'クーポンが見つかりません')).toBeVisible();
      expect(await pwned()).toBeUndefined();
      await expect(page.locator('script:not([src])', { hasText: '__pwned' })).toHaveCount(0);
    });
  }
  await test.step('markup as the key of the detail page: asked as an id, then as a code, encoded once', async () => {
    const asked: string[] = [];
    page.on(
      'request',
      (r) => r.url().includes('/api/v1/') && r.url().includes('coupons/') && asked.push(new URL(r.url()).pathname),
    );
    await page.goto(`/coupons/${encodeURIComponent(script)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'クーポンが見つかりません' })).toBeVisible();
    expect(await pwned()).toBeUndefined();
    const once = encodeURIComponent(script);
    expect(asked).toEqual([`/api/v1/coupons/${once}`, `/api/v1/pricing/coupons/${once}`]);
  });
  await test.step('a stored coupon of the wrong shape is dropped', async () => {
    await page.evaluate(() => localStorage.setItem('coupon_code', JSON.stringify({ value: 1 })));
    await page.goto('/coupons/c-welcome');
    await expect(page.getByRole('heading', { level: 1, name: 'はじめてクーポン 100円引き' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('coupon_code'))).toBeNull();
  });
});

test('coupon detail page: by code from a page of the app, close goes back there; by id, no header or footer, close goes to / (SPEC §2 L32a L107a L107b §7 L344 L346)', async ({
  page,
}) => {
  await test.step('by code, opened from a page of the app: close goes back there', async () => {
    await page.goto(DETAIL);
    await expect(page.getByRole('heading', { level: 1, name: 'デモ食堂 渋谷店' })).toBeVisible();
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '/coupons/SPEND2000';
      link.textContent = 'coupon link';
      // Pinned to the top of the screen: the end of the page is under the orders-in-progress banner docked there.
      link.style.cssText = 'position: fixed; top: 0; left: 0; z-index: 10000; background: #fff; color: #000';
      document.body.append(link);
    });
    await page.getByRole('link', { name: 'coupon link' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /SPEND2000|2,000|2000/ })).toBeVisible();
    await page.getByRole('button', { name: '閉じる' }).click();
    await expect(page).toHaveURL(DETAIL);
  });
  await test.step('by id, opened directly: title, image, name, range, usage limit and notes; close goes to /', async () => {
    await page.goto('/coupons/c-welcome');
    await expect(page.getByRole('heading', { level: 1, name: 'はじめてクーポン 100円引き' })).toBeVisible();
    await expect(page.getByText('クーポン', { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: 'はじめてクーポン 100円引きの画像' })).toBeVisible();
    await expect(page.getByText('2026/11/1 0:00〜2026/12/31 23:59')).toBeVisible();
    await expect(page.getByText('お一人様1回までご利用いただけます')).toBeVisible();
    await expect(page.getByText('お一人様1回限り。他のクーポンとの併用はできません。')).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: '閉じる' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

// A coupon link on a menu page sent with the menu call, and a held coupon dropped on the order form, are component
// tests (issue 28 item 7): src/app/coupon-link-menu.test.tsx, src/app/order-form-held-coupon.test.tsx.
test.describe('coupons while ordering (issue 12 item 8)', () => {
  test('the order form lists the coupons of this restaurant: unusable ones greyed with their reason, apply and remove (SPEC §1 L16 §5 L286 §7 L345)', async ({
    page,
  }) => {
    await seedCheckout(page, { couponCode: null });
    const listCall = page.waitForRequest((r) => r.url().includes('/api/v1/pricing/coupon/available'));
    await page.goto(ORDER_URL);
    // Issue 29: the list is a disclosure, closed as the form opens; opening it asks for the list.
    const disclosure = page.getByRole('button', { name: 'この店舗で使えるクーポン' });
    await expect(disclosure).toHaveAttribute('aria-expanded', 'false');
    await disclosure.click();
    await expect(disclosure).toHaveAttribute('aria-expanded', 'true');
    const query = new URL((await listCall).url()).searchParams;
    expect(query.get('restaurantId')).toBe('r1001');
    const list = page.getByRole('region', { name: 'この店舗で使えるクーポン' });
    // Issue 27 item 5: a coupon that cannot be used now is greyed with its reason and has no 使う.
    const xmas = list.getByRole('list', { name: '今は使えないクーポン' }).getByRole('listitem').filter({
      hasText: 'クリスマス300円引き',
    });
    await expect(xmas).toContainText('12月20日(日)から使えます');
    await expect(list.getByRole('button', { name: 'クリスマス300円引きを使う', exact: true })).toHaveCount(0);

    await list.getByRole('button', { name: 'はじめてクーポン 100円引きを使う' }).click();
    await expect(page.getByText('クーポンを適用しました')).toBeVisible();
    expect(await stored(page, 'coupon_code')).toBe('WELCOME100');
    await expect(list.getByText('利用中')).toBeVisible();
    await page.getByRole('button', { name: 'クーポンを外す' }).click();
    await expect.poll(() => stored(page, 'coupon_code')).toBeNull();
  });
});

test.describe('in English', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
  });

  test('a login-required coupon for a guest survives the login round trip into the order form', async ({ page }) => {
    await seedCheckout(page, { couponCode: null });
    await page.goto(`${ORDER_URL}?couponCode=MEMBER300`);
    const login = couponDialog(page, 'Log in to use this coupon');
    await expect(login).toBeVisible();
    await expect(login.getByText('This coupon is for members. Please log in or register to use it.')).toBeVisible();
    await login.getByRole('button', { name: 'Log in / Register' }).click();

    await expect(page).toHaveURL(/\/mock-standin\/sign-in\?/);
    await page.getByRole('button', { name: 'Sign in as the demo customer' }).click();

    await expect(page).toHaveURL(/\/restaurants\/r1001\/order\?couponCode=MEMBER300$/);
    const notice = couponDialog(page, 'Coupon available');
    await expect(notice.getByRole('heading', { level: 2, name: 'Members only: 300 yen off' })).toBeVisible();
    await expect(notice.getByText('Log in to use this coupon.')).toBeVisible();
    expect(await stored(page, 'coupon_code')).toBe('MEMBER300');
    await notice.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/restaurants\/r1001\/order$/);
    await expect(page.getByRole('button', { name: 'Remove coupon' })).toBeVisible();
  });
});
