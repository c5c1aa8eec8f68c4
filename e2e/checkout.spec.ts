import { expect as fixturesExpect, test, type Page } from './fixtures';
import {
  choosePayment,
  fillNewCard,
  openOrderForm,
  preferOn,
  recordAnswers,
  recordCreatedOrders,
  recordPosts,
  seedCheckout,
  tapStandin,
  type PlacedOrder,
} from './checkout-helpers';

// Shared, heavily loaded machines: wait up to 30 s for an answer to show (a patience limit, not a retry).
const expect = fixturesExpect.configure({ timeout: 30_000 });

/** Checkout journeys against `next start` + Prism: order form → placed order → complete page (issue 11). */

test.describe('checkout: placing an order', () => {
  test.describe.configure({ timeout: 180_000 });

  test('takeout with a coupon, paid at the restaurant: one create call, complete page, cart emptied (SPEC §1 L16 L17 L18 §2 L45 §3 L194f L194g L194i §4 L247a §7 L333)', async ({
    page,
  }) => {
    await seedCheckout(page);
    const creates = recordPosts(page, '/v1/orders');
    const placed = recordCreatedOrders(page);
    const place = await openOrderForm(page);
    await expect(page.getByRole('status').filter({ hasText: 'クーポン適用で￥100引き' })).toBeVisible();
    // The mock prices the cart as sent: 唐揚げ弁当 (¥890 + large rice ¥100) and コーラ ×2 (¥400) = ¥1,390,
    // −¥100 = ¥1,290, 8 % included ¥95; nothing that is not in the cart (no chopsticks).
    const prices = page.getByRole('region', { name: 'お支払い金額' });
    await expect(prices).toContainText('小計￥1,390');
    await expect(prices).toContainText(/割引[-−]￥100/);
    await expect(prices).toContainText('合計(税込)￥1,290');
    await expect(page.getByText('8%対象 ￥1,290 のうち消費税')).toBeVisible();
    await expect(page.getByText('唐揚げ弁当')).toBeVisible();
    await expect(page.getByText('割り箸')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: '販売条件' })).toHaveAttribute(
      'href',
      '/restaurants/r1001/terms_of_sale',
    );
    await choosePayment(page, '店頭でお支払い');
    await expect(place).toHaveText('注文する ￥1,290');
    await place.click();
    await expect.poll(() => placed.length).toBe(1);
    const [{ order_id: orderId, order_number: orderNumber, total_price: total }] = placed as [PlacedOrder];
    expect(total).toBe(1290); // the amount on the form is the amount placed
    await expect(page).toHaveURL(new RegExp(`/restaurants/r1001/order/${orderId}/complete$`));
    await expect(page.getByRole('heading', { name: 'ご注文ありがとうございます' })).toBeVisible();
    await expect(page.getByLabel(`注文番号 ${orderNumber}`)).toBeVisible();
    await expect(page.getByRole('link', { name: '注文の詳細を見る' })).toHaveAttribute('href', `/orders/${orderId}`);
    expect(creates).toHaveLength(1);
    expect(creates[0]).toMatchObject({ payment_method: 'PAYMENT_METHOD_ONSITE', coupon_code: 'WELCOME100' });
    expect(String(creates[0]!.idempotency_key)).toMatch(/^[0-9a-f-]{36}$/);
    const stored = await page.evaluate(() => ({
      cart: localStorage.getItem('cart'),
      code: localStorage.getItem('coupon_code'),
      recent: localStorage.getItem('recentlyOrderedRestaurants'),
      method: localStorage.getItem('paymentMethod'),
    }));
    expect(stored.cart).toBeNull();
    expect(stored.code).toBe('"WELCOME100"'); // a stored code keeps the coupon storage (SPEC 4)
    expect((JSON.parse(stored.recent ?? '[]') as unknown[])[0]).toMatchObject({ id: 'r1001' });
    expect(stored.method).toBe('"PAYMENT_METHOD_ONSITE"');
    // A reload shows the same page, from GET /v1/orders/{orderId}.
    await page.reload();
    await expect(page.getByLabel(`注文番号 ${orderNumber}`)).toBeVisible();
  });

  test('eat-in at a seat, cash: seat, 10 % tax from the server, eat-in complete page (SPEC §1 L17 §3 L177a L179 L195h)', async ({
    page,
  }) => {
    await seedCheckout(page, { servingType: 'eat_in', seatNo: '12', couponCode: null });
    const creates = recordPosts(page, '/v1/orders');
    const placed = recordCreatedOrders(page);
    const place = await openOrderForm(page);
    await expect(page.getByText('店内飲食')).toBeVisible();
    // ¥1,390 eat-in: 10 % included, ¥126.
    await expect(page.getByText('10%対象 ￥1,390 のうち消費税')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'PayPay' })).toHaveCount(0); // exactly the confirmation's methods
    await choosePayment(page, '現金(店頭)');
    await expect(place).toHaveText('注文する ￥1,390');
    await place.click();
    await expect.poll(() => placed.length).toBe(1);
    const [order] = placed as [PlacedOrder];
    await expect(page).toHaveURL(new RegExp(`/order/${order.order_id}/complete$`));
    await expect(page.getByLabel(`注文番号 ${order.order_number}`)).toBeVisible();
    await expect(page.getByText('お席でお待ちください', { exact: false })).toBeVisible();
    expect(creates).toHaveLength(1);
    expect(creates[0]).toMatchObject({
      serving_type: 'SERVING_TYPE_EAT_IN',
      seat_no: '12',
      payment_method: 'PAYMENT_METHOD_CASH',
    });
    // The placed order carries what was sent.
    expect(order).toMatchObject({
      serving_type: 'SERVING_TYPE_EAT_IN',
      seat_no: '12',
      payment_method: 'PAYMENT_METHOD_CASH',
      idempotency_key: creates[0]!.idempotency_key,
      total_price: 1390,
      tax_details: [{ tax_rate: 'TEN_PERCENT', taxable_amount: 1390, tax_amount: 126 }],
    });
  });

  test('a new card becomes a one-time token; the card number is never sent; a card the token service refuses places nothing (SPEC §1 L17 §5 L288)', async ({
    page,
  }) => {
    await seedCheckout(page);
    const creates = recordPosts(page, '/v1/orders');
    const place = await openOrderForm(page);
    await choosePayment(page, 'クレジットカード');
    await expect(page.getByRole('radio', { name: '新しいカードを使う' })).toBeChecked();
    await expect(place).toBeDisabled();
    // The years follow the clock, so they are filled in once the page runs in the browser: wait for them.
    await expect(page.getByRole('combobox', { name: '有効期限(年)' }).locator('option')).toHaveText([
      '--',
      '26',
      '27',
      '28',
      '29',
      '30',
      '31',
      '32',
      '33',
      '34',
      '35',
    ]);
    await test.step('a card the token service refuses suggests another card or method and places nothing', async () => {
      await fillNewCard(page, '4000000000000002');
      await place.click();
      await expect(
        page.getByRole('alert').filter({ hasText: '別のカード、または別のお支払い方法をお選びください' }),
      ).toBeVisible();
      expect(creates).toHaveLength(0);
    });
    await test.step('a good card: a one-time token, never the number', async () => {
      await fillNewCard(page);
      await expect(place).toBeEnabled();
      await place.click();
      await expect(page).toHaveURL(/\/restaurants\/r1001\/order\/o-[\w-]+\/complete$/);
      expect(creates).toHaveLength(1);
      const card = creates[0]!.credit_card as Record<string, unknown>;
      expect(String(card.token)).toMatch(/^stub_[0-9a-f]{48}$/);
      expect(JSON.stringify(creates[0])).not.toContain('4111');
    });
  });

  test('a logged-in customer pays with a saved card (SPEC §7 L353)', async ({ page }) => {
    await seedCheckout(page, { loggedIn: true });
    const creates = recordPosts(page, '/v1/orders');
    const place = await openOrderForm(page);
    await choosePayment(page, 'クレジットカード');
    await expect(page.getByRole('radio', { name: /VISA 末尾 4242/ })).toBeChecked();
    await place.click();
    await expect(page).toHaveURL(/\/restaurants\/r1001\/order\/o-[\w-]+\/complete$/);
    expect(creates).toHaveLength(1);
    expect(creates[0]!.credit_card).toEqual({ card_seq: '0' });
  });
});

test.describe('checkout: 3-D Secure and wallets through their stand-ins', () => {
  test.describe.configure({ timeout: 180_000 });

  const tapFor = { approve: '承認する', cancel: 'キャンセルする', fail: '失敗させる' } as const;

  test('3-D Secure card: a cancelled and a failed challenge keep the form and the cart; an approved one places the order (SPEC §7 L335)', async ({
    page,
  }) => {
    await seedCheckout(page);
    await preferOn(page, 'POST', '/v1/orders', 'code=200, example=threeDSecureChallenge');
    await preferOn(page, 'POST', '/v1/orders/start', 'code=200, example=afterThreeDSecure');
    const starts = recordPosts(page, '/v1/orders/start');
    const place = await openOrderForm(page);
    await choosePayment(page, 'クレジットカード(本人認証)');
    for (const result of ['cancel', 'fail', 'approve'] as const) {
      await test.step(`challenge ${result}`, async () => {
        if (result === 'cancel') await fillNewCard(page);
        await place.click();
        await expect(page).toHaveURL(/\/mock-standin\/3ds\/challenge\?order_id=o-20261121-0009/);
        await tapStandin(page, tapFor[result]);
        if (result === 'approve') {
          await expect(page).toHaveURL(/\/restaurants\/r1001\/order\/o-20261121-0009\/complete$/);
          await expect(page.getByLabel('注文番号 A-032')).toBeVisible();
          await expect(page.getByRole('heading', { name: 'ご注文ありがとうございます' })).toBeVisible();
          expect(starts).toEqual([{ order_id: 'o-20261121-0009' }]);
          return;
        }
        await expect(page).toHaveURL(/\/restaurants\/r1001\/order\?payment=/);
        await expect(
          page.getByText(result === 'cancel' ? 'お支払いがキャンセルされました' : 'お支払いができませんでした', {
            exact: false,
          }),
        ).toBeVisible();
        await expect(page.getByText('唐揚げ弁当')).toBeVisible(); // the cart is intact
        expect(starts).toHaveLength(0);
        await choosePayment(page, 'クレジットカード(本人認証)');
        if ((await page.getByRole('textbox', { name: 'カード番号' }).inputValue()) === '') await fillNewCard(page);
      });
    }
  });

  /** One wallet payment from the form: preorder → the wallet's stand-in → `result`; what the customer sees after. */
  async function payByWallet(
    page: Page,
    [name, slug]: readonly [string, string],
    result: keyof typeof tapFor,
  ): Promise<string> {
    const preorders = recordPosts(page, '/v1/orders/preorder');
    const starts = recordPosts(page, '/v1/orders/start');
    const creates = recordPosts(page, '/v1/orders');
    const started = recordAnswers<PlacedOrder>(page, 'POST', '/v1/orders/start');
    const place = page.getByRole('button', { name: /^注文する ￥/ });
    await choosePayment(page, name);
    await expect(place).toHaveText('注文する ￥1,290');
    await place.click();
    await expect(page).toHaveURL(new RegExp(`/mock-standin/wallet/${slug}\\?order_id=o-mock-\\d{4}&`));
    const orderId = new URL(page.url()).searchParams.get('order_id')!;
    await tapStandin(page, tapFor[result]);
    expect(preorders).toHaveLength(1);
    expect(creates).toHaveLength(0);
    if (result === 'approve') {
      await expect(page).toHaveURL(new RegExp(`/restaurants/r1001/order/${orderId}/complete$`));
      await expect(page.getByLabel(/^注文番号 M-\d{3}$/)).toBeVisible();
      expect(starts).toEqual([{ order_id: orderId, payment_request_id: `pr-${slug}-0008` }]);
      await expect.poll(() => started.length).toBe(1);
      expect(started[0]).toMatchObject({ order_id: orderId, payment_method: preorders[0]!.payment_method });
      expect(started[0]!.total_price).toBe(1290); // the amount on the form is the amount placed
      expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
    } else {
      await expect(page).toHaveURL(/\/restaurants\/r1001\/order\?payment=/);
      await expect(page.getByRole('button', { name: /^注文する ￥/ })).toBeVisible();
      await expect(page.getByText('唐揚げ弁当')).toBeVisible();
      expect(starts).toHaveLength(0);
    }
    return orderId;
  }

  // No example asked for: the mock sends each wallet to its own stand-in and places the amount on the form.
  test('PayPay: preorder → stand-in; cancel and fail keep the form and the cart, approve places the order (SPEC §1 L17 §7 L334 L335)', async ({
    page,
  }) => {
    await seedCheckout(page);
    await openOrderForm(page);
    for (const result of ['cancel', 'fail', 'approve'] as const)
      await test.step(result, () => payByWallet(page, ['PayPay', 'paypay'], result));
  });

  test('au PAY and 楽天ペイ each go to their own stand-in: a cancel keeps the form, an approval places the order (SPEC §7 L334 L335)', async ({
    page,
  }) => {
    await seedCheckout(page);
    await openOrderForm(page);
    await test.step('au PAY, cancelled', () => payByWallet(page, ['au PAY', 'au-pay'], 'cancel'));
    await test.step('楽天ペイ, approved', () => payByWallet(page, ['楽天ペイ', 'rakuten-pay'], 'approve'));
  });

  test('d払い on the stateful mock: reserved, paid, then kept: a reload and the in-progress banner show it (SPEC §7 L334)', async ({
    page,
  }) => {
    await seedCheckout(page);
    await openOrderForm(page);
    const starts = recordPosts(page, '/v1/orders/start');
    const orderId = await payByWallet(page, ['d払い', 'd-pay'], 'approve');
    await expect(page.getByRole('heading', { name: 'ご注文ありがとうございます' })).toBeVisible();
    await page.reload();
    await expect(page.getByText('状況: 受付済み')).toBeVisible();
    expect(starts).toHaveLength(1); // a started order is not started again
    await page.goto('/restaurants/r1001/menus');
    const banner = page.getByRole('complementary', { name: '進行中の注文' });
    await expect(banner.getByRole('link', { name: /^注文 M-\d{3} を見る$/ })).toHaveAttribute(
      'href',
      `/orders/${orderId}`,
    );
  });
  // A wallet return in a fresh tab (no session storage): e2e/dmini.spec.ts walks it with the d払い return.
});
