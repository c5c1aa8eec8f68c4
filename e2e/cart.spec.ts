import { expect, test, type Page } from './fixtures';
import { COLA_LINE, storedCartOf } from '../src/test/cart-fixtures';
import { expectNoSeriousA11yViolations, seedCart, storedCart } from './helpers';

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
  test.describe.configure({ timeout: 120_000 });

  test('opens from the header cart button with count, lines, caption, subtotals and the order total; survives a reload (SPEC §2 L67b L97 L98 L101 §3 L194l §9 L430a)', async ({
    page,
  }) => {
    await seedCart(page, cartOf('takeout'));
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'カート（3点）' })).toBeVisible();
    let panel = await openCartHere(page);
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

    await test.step('a change survives a reload', async () => {
      await panel.getByRole('button', { name: 'コーラを1つ増やす' }).click();
      await expect(panel.getByRole('heading', { name: 'カート（4点）' })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('button', { name: 'カート（4点）' })).toBeVisible();
      panel = await openCartHere(page);
      await expect(panel.getByRole('heading', { name: 'カート（4点）' })).toBeVisible();
      await expect(panel.getByRole('group', { name: 'コーラの数量' })).toContainText('3');
    });
    await panel.getByRole('button', { name: 'カートを閉じる' }).click();
    await expect(panel).toBeHidden();
  });

  test('quantity stepper up to 99, 0 asks before deleting, the delete button, down to the empty state (SPEC §2 L100 L102 §4 L228a L229a L229b L229c L232a §5 L277 L279 §9 L430b)', async ({
    page,
  }) => {
    const nearMax = { ...COLA_LINE, quantity: 98 };
    await seedCart(page, cartOf('takeout', [karaageBento, nearMax]));
    const panel = await openCart(page);
    const dialog = page.getByRole('dialog', { name: '商品を削除しますか？' });
    await test.step('change snackbar, upper bound 99 disables +', async () => {
      await panel.getByRole('button', { name: 'コーラを1つ増やす' }).click();
      await expect(page.getByText('数量を変更しました')).toBeVisible();
      await expect(panel.getByRole('group', { name: 'コーラの数量' })).toContainText('99');
      await expect(panel.getByRole('button', { name: 'コーラを1つ増やす' })).toBeDisabled();
      await expect.poll(async () => (await storedCart(page))?.orderItems[1]?.quantity).toBe(99);
    });
    await test.step('1 → 0 asks first: quit keeps the line, delete removes it', async () => {
      await panel.getByRole('button', { name: '唐揚げ弁当を1つ減らす' }).click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'やめる' }).click();
      await expect(dialog).toBeHidden();
      await expect(panel.getByRole('heading', { name: '唐揚げ弁当' })).toBeVisible();
      await expect(panel.getByRole('group', { name: '唐揚げ弁当の数量' })).toContainText('1');
      await panel.getByRole('button', { name: '唐揚げ弁当を1つ減らす' }).click();
      await dialog.getByRole('button', { name: '削除する' }).click();
      await expect(page.getByText('商品を削除しました')).toBeVisible();
      await expect(panel.getByRole('heading', { name: '唐揚げ弁当' })).toBeHidden();
      await expect(panel.getByRole('heading', { name: 'カート（99点）' })).toBeVisible();
    });
    await test.step('the delete button removes the last line after confirmation: the empty state', async () => {
      await panel.getByRole('button', { name: 'コーラを削除' }).click();
      await dialog.getByRole('button', { name: '削除する' }).click();
      await expect(panel.getByRole('heading', { name: 'カート（0点）' })).toBeVisible();
      await expect(panel.getByText('カートに商品が入っていません')).toBeVisible();
      await expect(panel.getByRole('button', { name: /注文に進む/ })).toBeDisabled();
      await expect(panel.getByRole('button', { name: /注文に進む/ })).toContainText('￥0');
      await expect(panel.getByRole('checkbox')).toHaveCount(0);
      expect(await storedCart(page))?.toBeNull();
      await expectNoSeriousA11yViolations(page);
      await panel.getByRole('button', { name: 'メニューを見る' }).click();
      await expect(panel).toBeHidden();
      await expect(page.getByRole('button', { name: 'カート', exact: true })).toBeVisible();
    });
  });

  test('option items: checkboxes for takeout sorted by id, tick adds, untick removes; none for eat-in (SPEC §2 L103 §4 L231)', async ({
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

    await test.step('an eat-in cart offers no option items', async () => {
      await page.evaluate((cart) => localStorage.setItem('cart', JSON.stringify(cart)), cartOf('eat_in'));
      await page.reload();
      const eatIn = await openCartHere(page);
      await expect(eatIn.getByText('店内飲食')).toBeVisible();
      await expect(eatIn.getByRole('heading', { name: 'コーラ' })).toBeVisible();
      await expect(eatIn.getByRole('checkbox')).toHaveCount(0);
    });
  });

  test('edit goes to the item page with customizeId and eating_location; other items goes back to the menu; the order button to the order form (SPEC §2 L43a L44 L99)', async ({
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
    panel = await openCart(page);
    await panel.getByRole('button', { name: '他の商品を追加する' }).click();
    await expect(page).toHaveURL(/\/restaurants\/r1001\/menus/, { timeout: 30_000 });
    panel = await openCart(page);
    await panel.getByRole('button', { name: /注文に進む/ }).click();
    await expect(page).toHaveURL(/\/restaurants\/r1001\/order$/, { timeout: 30_000 });
  });

  // Component tests (issue 28 item 7): a corrupt stored cart (src/app/stored-cart-corrupt.test.tsx), an out-of-time
  // cart call and the coupon bar (src/features/cart/cart-panel-dialogs.test.tsx).
});
