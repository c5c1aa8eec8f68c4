import { expect, test } from '@playwright/test';
import { addToCartButton, chooseServing, expectNoSeriousA11yViolations, expectSnackbar, storedCart } from './item-helpers';

/**
 * The item detail and the add-to-cart flow against the mock (karaage bento: required radio, multi-select with
 * counts, checkable toppings, drink radio nesting to depth 3). Elements by role and accessible name.
 */

test.describe.configure({ timeout: 120_000 });

const KARAAGE = '/restaurants/r1001/menus/m-grand/items/i-karaage-bento';

test.describe('item opened directly', () => {
  test.beforeEach(async ({ page }) => {
    await chooseServing(page);
  });

  test('customizes the karaage bento: radio, limits, counters, checkable group, depth 3, total, add to cart', async ({ page }) => {
    await page.goto(KARAAGE);
    await expect(page.getByRole('heading', { level: 2, name: '唐揚げ弁当' })).toBeVisible();
    await expect(page.getByRole('img', { name: '唐揚げ弁当' })).toBeVisible();
    const total = page.getByTestId('item-total');
    await expect(total).toHaveText('￥890');

    // Required radio: the default is chosen; choosing large rice adds 100 yen.
    const rice = page.getByRole('radiogroup', { name: 'ご飯の量' });
    await expect(rice.getByRole('radio', { name: '普通' })).toBeChecked();
    await rice.getByRole('radio', { name: '大盛り' }).check();
    await expect(rice.getByRole('radio', { name: '大盛り' })).toBeChecked();
    await expect(total).toHaveText('￥990');

    // Sides (items 1–2, total 1–3, counters): per-item max and item-count max show snackbars.
    const sides = page.getByRole('group', { name: 'おかずを選ぶ' });
    await expect(page.getByText('※1〜2種類 / 合計1〜3個')).toBeVisible();
    await expect(sides.getByRole('group', { name: '玉子焼きの数量' }).getByRole('status')).toHaveText('1');
    await sides.getByRole('button', { name: '玉子焼きを増やす' }).click();
    await expect(sides.getByRole('group', { name: '玉子焼きの数量' }).getByRole('status')).toHaveText('2');
    await sides.getByRole('button', { name: '玉子焼きを増やす' }).click();
    await expectSnackbar(page, '上限（2個）に達しています');
    await sides.getByRole('button', { name: 'ポテトサラダを増やす' }).click();
    await expect(page.getByLabel('3個中3個選択中')).toBeVisible();
    await sides.getByRole('button', { name: 'ひじき煮を増やす' }).click();
    await expectSnackbar(page, '1〜2個の中から選択してください');
    await expect(sides.getByRole('group', { name: 'ひじき煮の数量' }).getByRole('status')).toHaveText('0');

    // Checkable toppings: items show once the group is ticked.
    await expect(page.getByRole('button', { name: 'マヨネーズを増やす' })).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'トッピングを追加する' }).check();
    await page.getByRole('button', { name: 'マヨネーズを増やす' }).click();
    await expect(total).toHaveText('￥1,040');

    // Drink → coffee → iced → milk (depth 3, no images there).
    const drink = page.getByRole('radiogroup', { name: 'セットドリンク' });
    await drink.getByRole('radio', { name: 'コーヒー' }).check();
    await expect(page.getByRole('radiogroup', { name: '温度' }).getByRole('radio', { name: 'ホット' })).toBeChecked();
    await page.getByRole('radiogroup', { name: '温度' }).getByRole('radio', { name: 'アイス' }).check();
    const additions = page.getByRole('group', { name: 'ミルク・シロップ' });
    await additions.getByRole('checkbox', { name: 'ミルク' }).check();
    await expect(additions.getByRole('img')).toHaveCount(0);
    await expect(total).toHaveText('￥1,270');

    // Order quantity 2 doubles the total.
    await page.getByRole('button', { name: '数量を増やす' }).click();
    await expect(total).toHaveText('￥2,540');

    await expectNoSeriousA11yViolations(page);

    await addToCartButton(page).click();
    await expect(page).toHaveURL(/\/restaurants\/r1001\/menus\/m-grand\?eating_location=takeout$/);
    await expect(page.getByRole('button', { name: 'カート（2点）' })).toBeVisible();
    const cart = await storedCart(page);
    expect(cart?.restaurant.id).toBe('r1001');
    expect(cart?.orderItems).toHaveLength(1);
    expect(cart?.orderItems[0]).toMatchObject({ itemId: 'i-karaage-bento', quantity: 2 });
  });

  test('close goes to the restaurant menus page', async ({ page }) => {
    await page.goto(KARAAGE);
    await expect(page.getByRole('heading', { level: 2, name: '唐揚げ弁当' })).toBeVisible();
    await page.getByRole('button', { name: '閉じる' }).click();
    await expect(page).toHaveURL(/\/restaurants\/r1001\/menus\?eating_location=takeout$/);
  });
});
