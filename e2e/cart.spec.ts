import { expect, test, type Page } from './fixtures';
import { COLA_LINE, storedCartOf } from '../src/test/cart-fixtures';
import { expectNoSeriousA11yViolations, seedCart, setMockPrefer, storedCart } from './helpers';

/**
 * The cart panel against `next` + Prism (mock brand `demo`): the cart is seeded in local storage (once per tab, so a
 * reload reads what the app stored) with the mock's cart entries of `mocks/cart/request.json`.
 */

const karaageBento = {
  customizeId: 'c-7f3a9e21',
  itemId: 'i-karaage-bento',
  version: 3,
  quantity: 1,
  name: '唐揚げ弁当',
  nameLanguages: [{ code: 'en', text: 'Karaage bento' }],
  imageUrl: '/mock-images/items/karaage-bento.svg',
  price: 890,
  menuId: 'm-grand',
  state: 'OnSale',
  customizeItems: [
    { itemId: 'ci-rice-large', version: 1, quantity: 1, name: '大盛り', price: 100, customizeGroupId: 'g-kb-rice' },
    {
      itemId: 'ci-side-tamagoyaki',
      version: 1,
      quantity: 2,
      name: '玉子焼き',
      price: 0,
      customizeGroupId: 'g-kb-side',
    },
    {
      itemId: 'ci-side-potato-salad',
      version: 1,
      quantity: 1,
      name: 'ポテトサラダ',
      price: 0,
      customizeGroupId: 'g-kb-side',
    },
    {
      itemId: 'ci-drink-coffee',
      version: 1,
      quantity: 1,
      name: 'コーヒー',
      price: 200,
      customizeGroupId: 'g-kb-drink',
      customizeItems: [
        {
          itemId: 'ci-coffee-iced',
          version: 1,
          quantity: 1,
          name: 'アイス',
          price: 30,
          customizeGroupId: 'g-kb-coffee-temp',
          customizeItems: [
            {
              itemId: 'ci-add-milk',
              version: 1,
              quantity: 1,
              name: 'ミルク',
              price: 0,
              customizeGroupId: 'g-kb-coffee-add',
            },
          ],
        },
      ],
    },
  ],
};

function cartOf(servingType: 'takeout' | 'eat_in', orderItems: object[] = [karaageBento, COLA_LINE]) {
  return storedCartOf(servingType, orderItems);
}

/** Opens the panel from the header's cart button: one tap (the button is not enabled before it can open the cart). */
async function openCartHere(page: Page) {
  const panel = page.getByRole('dialog', { name: /^カート/ });
  await page.getByRole('button', { name: /^カート/ }).click();
  await expect(panel).toBeVisible();
  return panel;
}

async function openCart(page: Page) {
  await page.goto('/');
  return openCartHere(page);
}

test.describe('cart panel', () => {
  test.describe.configure({ timeout: 90_000 });

  test('opens from the header cart button with count, lines, caption, subtotals and the order total (SPEC §2 L67b L97 L98 L101 §9 L430a)', async ({
    page,
  }) => {
    await seedCart(page, cartOf('takeout'));
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'カート（3点）' })).toBeVisible();
    const panel = await openCart(page);
    await expect(panel.getByRole('heading', { name: 'カート（3点）' })).toBeVisible();
    const lines = panel.getByRole('list', { name: 'カートの商品' }).getByRole('listitem');
    await expect(lines).toHaveCount(2);
    await expect(lines.first().getByRole('heading', { name: '唐揚げ弁当' })).toBeVisible();
    await expect(lines.first()).toContainText('大盛り、玉子焼き×2、ポテトサラダ、コーヒー、アイス、ミルク');
    await expect(lines.first()).toContainText('小計 ￥1,220');
    await expect(lines.nth(1)).toContainText('小計 ￥400');
    await expect(lines.first().getByRole('img', { name: '唐揚げ弁当' })).toBeVisible();
    await expect(panel.getByRole('button', { name: /注文に進む/ })).toBeEnabled();
    await expect(panel.getByRole('button', { name: /注文に進む/ })).toContainText('合計 ￥1,620');
    await expectNoSeriousA11yViolations(page);
    await panel.getByRole('button', { name: 'カートを閉じる' }).click();
    await expect(panel).toBeHidden();
  });

  test('quantity stepper: change snackbar, upper bound 99 disables +, 0 opens the delete dialog (quit keeps, delete removes) (SPEC §2 L102 §4 L229a L229b L229c L232a §5 L277)', async ({
    page,
  }) => {
    const nearMax = { ...COLA_LINE, quantity: 98 };
    await seedCart(page, cartOf('takeout', [karaageBento, nearMax]));
    const panel = await openCart(page);
    await panel.getByRole('button', { name: 'コーラを1つ増やす' }).click();
    await expect(page.getByText('数量を変更しました')).toBeVisible();
    await expect(panel.getByRole('group', { name: 'コーラの数量' })).toContainText('99');
    await expect(panel.getByRole('button', { name: 'コーラを1つ増やす' })).toBeDisabled();
    await expect.poll(async () => (await storedCart(page))?.orderItems[1]?.quantity).toBe(99);

    // 1 → 0 asks first; quit keeps the line.
    await panel.getByRole('button', { name: '唐揚げ弁当を1つ減らす' }).click();
    let dialog = page.getByRole('dialog', { name: '商品を削除しますか？' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'やめる' }).click();
    await expect(dialog).toBeHidden();
    await expect(panel.getByRole('heading', { name: '唐揚げ弁当' })).toBeVisible();
    await expect(panel.getByRole('group', { name: '唐揚げ弁当の数量' })).toContainText('1');

    // … delete removes it with the delete snackbar.
    await panel.getByRole('button', { name: '唐揚げ弁当を1つ減らす' }).click();
    dialog = page.getByRole('dialog', { name: '商品を削除しますか？' });
    await dialog.getByRole('button', { name: '削除する' }).click();
    await expect(page.getByText('商品を削除しました')).toBeVisible();
    await expect(panel.getByRole('heading', { name: '唐揚げ弁当' })).toBeHidden();
    await expect(panel.getByRole('heading', { name: 'カート（99点）' })).toBeVisible();
  });

  test('the delete button removes a line after confirmation; the last line leaves the empty state (SPEC §2 L102 §4 L228a §9 L430b)', async ({
    page,
  }) => {
    await seedCart(page, cartOf('takeout', [COLA_LINE]));
    const panel = await openCart(page);
    await panel.getByRole('button', { name: 'コーラを削除' }).click();
    await page.getByRole('dialog', { name: '商品を削除しますか？' }).getByRole('button', { name: '削除する' }).click();
    await expect(panel.getByText('カートに商品が入っていません')).toBeVisible();
    await expect(panel.getByRole('button', { name: /注文に進む/ })).toBeDisabled();
    await expect(panel.getByRole('button', { name: /注文に進む/ })).toContainText('￥0');
    expect(await storedCart(page))?.toBeNull();
    await panel.getByRole('button', { name: 'カートを閉じる' }).click();
    await expect(page.getByRole('button', { name: 'カート', exact: true })).toBeVisible();
  });

  test('empty cart: message, menu button, order button disabled (SPEC §2 L100 §5 L279)', async ({ page }) => {
    const panel = await openCart(page);
    await expect(panel.getByRole('heading', { name: 'カート（0点）' })).toBeVisible();
    await expect(panel.getByText('カートに商品が入っていません')).toBeVisible();
    await expect(panel.getByRole('button', { name: /注文に進む/ })).toBeDisabled();
    await expect(panel.getByRole('checkbox')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await panel.getByRole('button', { name: 'メニューを見る' }).click();
    await expect(panel).toBeHidden();
  });

  test('option items: checkboxes for takeout sorted by id, tick adds, untick removes (SPEC §2 L103 §4 L231)', async ({
    page,
  }) => {
    await seedCart(page, {
      ...cartOf('takeout'),
      optionItems: [{ itemId: 'opt-3', name: 'フォーク', price: 0, version: 1, quantity: 1 }],
    });
    const panel = await openCart(page);
    const options = panel.getByRole('checkbox');
    await expect(options).toHaveCount(5);
    await expect(panel.getByRole('checkbox', { name: '割り箸' })).not.toBeChecked();
    await expect(panel.getByRole('checkbox', { name: 'フォーク' })).toBeChecked();
    const labels = await panel.locator('label:has(input[type=checkbox])').allInnerTexts();
    expect(labels.map((l) => l.trim())).toEqual(['割り箸', 'スプーン', 'フォーク', 'おしぼり', 'レジ袋（￥5）']);
    await panel.getByRole('checkbox', { name: '割り箸' }).check();
    await expect
      .poll(async () => (await storedCart(page))?.optionItems.map((o) => `${o.itemId}×${o.quantity}`))
      .toEqual(['opt-3×1', 'opt-1×1']);
    await panel.getByRole('checkbox', { name: 'フォーク' }).uncheck();
    await expect.poll(async () => (await storedCart(page))?.optionItems.map((o) => o.itemId)).toEqual(['opt-1']);
  });

  test('option items are not offered for eat-in (SPEC §2 L103)', async ({ page }) => {
    await seedCart(page, cartOf('eat_in'));
    const panel = await openCart(page);
    await expect(panel.getByText('店内飲食')).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'コーラ' })).toBeVisible();
    await expect(panel.getByRole('checkbox')).toHaveCount(0);
  });

  test('edit goes to the item page with customizeId and eating_location; other items goes back to the menu (SPEC §2 L43a L99)', async ({
    page,
  }) => {
    await seedCart(page, cartOf('takeout'));
    // The session of the customer who filled the cart (without it the flow asks first: e2e/regressions.spec.ts).
    await page.addInitScript(() => {
      sessionStorage.setItem('servingType', '"takeout"');
      sessionStorage.setItem('selectReceiveTimes', JSON.stringify({ receiveTimeType: 'now', receiveTime: null }));
    });
    let panel = await openCart(page);
    await panel.getByRole('button', { name: 'コーラを編集' }).click();
    const itemAddress =
      /\/restaurants\/r1001\/menus\/m-grand\/items\/i-cola\?customizeId=c-1b2c3d4e&eating_location=takeout$/;
    await expect(page).toHaveURL(itemAddress, { timeout: 30_000 });
    await expect(page.getByRole('button', { name: /^カートを更新/ })).toBeVisible();
    await expect(page).toHaveURL(itemAddress);
    await page.goto('/');
    panel = await openCart(page);
    await panel.getByRole('button', { name: '他の商品を追加する' }).click();
    await expect(page).toHaveURL(/\/restaurants\/r1001\/menus/, { timeout: 30_000 });
  });

  test('the order button leads to the order form (SPEC §2 L44)', async ({ page }) => {
    await seedCart(page, cartOf('takeout'));
    const panel = await openCart(page);
    await panel.getByRole('button', { name: /注文に進む/ }).click();
    await expect(page).toHaveURL(/\/restaurants\/r1001\/order$/, { timeout: 30_000 });
  });

  test('the cart survives a reload (SPEC §3 L194l)', async ({ page }) => {
    await seedCart(page, cartOf('takeout'));
    let panel = await openCart(page);
    await panel.getByRole('button', { name: 'コーラを1つ増やす' }).click();
    await expect(panel.getByRole('heading', { name: 'カート（4点）' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'カート（4点）' })).toBeVisible();
    panel = await openCartHere(page);
    await expect(panel.getByRole('heading', { name: 'カート（4点）' })).toBeVisible();
    await expect(panel.getByRole('group', { name: 'コーラの数量' })).toContainText('3');
  });

  for (const [name, raw] of [
    ['corrupt JSON', '{"restaurant": {"id": "r1001"}, "orderItems": [ oops'],
    ['a wrong shape', JSON.stringify({ restaurant: { id: 'r1001' }, orderItems: [{ quantity: 'many' }] })],
    ['an expired cart', JSON.stringify({ ...cartOf('takeout'), expiry: '2020-01-01T00:00:00Z' })],
  ] as const) {
    test(`${name} in local storage gives an empty cart, no error page (SPEC §4 L228b)`, async ({ page }) => {
      await seedCart(page, raw);
      const panel = await openCart(page);
      await expect(panel.getByText('カートに商品が入っていません')).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
      await panel.getByRole('button', { name: 'カートを閉じる' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'デモ食堂' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'カート', exact: true })).toBeVisible();
    });
  }

  test('a failing cart call (item sold out) opens the error modal and clears the cart (SPEC §2 L104b §4 L232c §7 L368b §8 L396)', async ({
    page,
  }) => {
    await seedCart(page, cartOf('takeout'));
    await setMockPrefer(page, '/v1/orders/cart|code=409, example=itemSoldOut');
    const panel = await openCart(page);
    await panel.getByRole('button', { name: 'コーラを1つ増やす' }).click();
    const modal = page.getByRole('dialog', { name: '売り切れです' });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText('売り切れの商品があったため、カートを空にしました');
    expect(await storedCart(page))?.toBeNull();
    await modal.getByRole('button', { name: 'カートを確認する' }).click();
    await expect(page.getByRole('dialog', { name: 'カート（0点）' })).toBeVisible();
    await expect(page.getByText('カートに商品が入っていません')).toBeVisible();
  });

  test('an invalid receive time on the cart call opens the out-of-time dialog instead (SPEC §2 L114 §4 L232d §8 L393)', async ({
    page,
  }) => {
    await seedCart(page, cartOf('takeout'));
    await setMockPrefer(page, '/v1/orders/cart|code=409, example=invalidReceiveTime');
    const panel = await openCart(page);
    await panel.getByRole('button', { name: 'コーラを1つ増やす' }).click();
    const dialog = page.getByRole('dialog', { name: '受取時間外です' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: '受取時間を選ぶ' })).toBeVisible();
    await expect(page.getByTestId('error-modal')).toHaveCount(0);
    await dialog.getByRole('button', { name: '受取時間を選ぶ' }).click();
    await expect(page).toHaveURL(/\/restaurants\/r1001\/select_receivetime$/, { timeout: 30_000 });
  });

  test('a held coupon shows the coupon bar from the order calculation (SPEC §2 L97 §5 L282)', async ({ page }) => {
    await seedCart(page, cartOf('takeout'));
    await page.addInitScript(() => localStorage.setItem('coupon_code', JSON.stringify('WELCOME100')));
    const panel = await openCart(page);
    await expect(panel.getByRole('status', { name: 'クーポン' })).toContainText('クーポン適用で￥100引き');
  });

  test('no coupon bar without a held coupon', async ({ page }) => {
    await seedCart(page, cartOf('takeout'));
    const panel = await openCart(page);
    await expect(panel.getByRole('heading', { name: 'コーラ' })).toBeVisible();
    await expect(panel.getByRole('status', { name: 'クーポン' })).toHaveCount(0);
  });
});
