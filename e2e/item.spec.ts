import { expect as baseExpect, test, type Page, type PageWith } from './fixtures';
import {
  addToCartButton,
  chosenItemIds,
  chooseServing,
  expectNoSeriousA11yViolations,
  expectSnackbar,
  setMockPrefer,
  storedCart,
} from './helpers';

/**
 * The item detail and the add-to-cart flow against the mock (karaage bento: required radio, multi-select with
 * counts, checkable toppings, drink radio nesting to depth 3). Elements by role and accessible name.
 */

// The shared CI cores are slow: a patience limit for answers (the validation call among them) to show, not a retry.
const expect = baseExpect.configure({ timeout: 30_000 });
// Each test walks several screens of one subject, one step each.
test.describe.configure({ timeout: 240_000 });

const KARAAGE = '/restaurants/r1001/menus/m-grand/items/i-karaage-bento';

/** A page of its own (own cart, own mock session) with takeout and "now" chosen, as the menus leave them. */
async function takeoutPage(pageWith: PageWith, options: Parameters<PageWith>[0] = {}): Promise<Page> {
  const page = await pageWith(options);
  await chooseServing(page);
  return page;
}

/** Adds the karaage bento as it comes and waits until the cart holds it (the badge and the stored cart). */
async function addKaraage(page: Page, url = KARAAGE) {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 2, name: '唐揚げ弁当' })).toBeVisible();
  await addToCartButton(page).click();
  await expect(page).toHaveURL(/\/menus\/m-grand\?/);
  // The menu page has taken the cart over (hydrated, cart stored) before the test changes anything behind it.
  await expect(page.getByRole('button', { name: 'カート（1点）' })).toBeVisible();
  await expect.poll(async () => (await storedCart(page))?.orderItems.length).toBe(1);
}

/**
 * Opens an item page while the cart holds one line, and waits until the header counts that line: the count is read
 * from the stored cart in the browser, so the page has hydrated and read the stored choices, and a tap on its add
 * button is taken (a tap on the server-rendered button before that would be lost on a slow machine).
 */
async function openItemHoldingCart(page: Page, url: string, name: string) {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'カート（1点）' })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await chooseServing(page);
});

test('customizes the karaage bento and adds it; a second add prepends; editing the line restores its choices; close; another customization (SPEC §1 L14 L15 §2 L43a L67b L87 L89a L89b L90a §4 L205 L212 L213 L214 L215d L222a L222b L230 §5 L270b L270c L271 L272 L275a L275b L280)', async ({
  page,
  pageWith,
}) => {
  await test.step('customizes the karaage bento: radio, limits, counters, checkable group, depth 3, total, add to cart', async () => {
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
  await test.step('a second add prepends; editing a line via customizeId restores its choices and updates it in place (the karaage line above has large rice)', async () => {
    await page.goto('/restaurants/r1001/menus/m-grand/items/i-cola');
    await addToCartButton(page).click();
    await expect(page.getByRole('button', { name: 'カート（3点）' })).toBeVisible();
    let cart = await storedCart(page);
    expect(cart?.orderItems.map((line) => line.itemId)).toEqual(['i-cola', 'i-karaage-bento']);
    const karaage = cart!.orderItems[1]!;

    await page.goto(`${KARAAGE}?customizeId=${karaage.customizeId}`);
    const rice = page.getByRole('radiogroup', { name: 'ご飯の量' });
    await expect(rice.getByRole('radio', { name: '大盛り' })).toBeChecked();
    await rice.getByRole('radio', { name: '少なめ' }).check();
    await page.getByRole('button', { name: /^カートを更新/ }).click();
    await expect(page).toHaveURL(/\/menus\/m-grand\?/);
    cart = await storedCart(page);
    expect(cart?.orderItems.map((line) => line.itemId)).toEqual(['i-cola', 'i-karaage-bento']);
    expect(chosenItemIds(cart?.orderItems[1])).toContain('ci-rice-small');
    expect(chosenItemIds(cart?.orderItems[1])).not.toContain('ci-rice-large');
  });
  await test.step('close goes to the restaurant menus page', async () => {
    await page.goto(KARAAGE);
    await expect(page.getByRole('heading', { level: 2, name: '唐揚げ弁当' })).toBeVisible();
    await page.getByRole('button', { name: '閉じる' }).click();
    await expect(page).toHaveURL(/\/restaurants\/r1001\/menus\?eating_location=takeout$/);
  });
  await test.step('add another customization: two lines with their own choices', async () => {
    const page = await takeoutPage(pageWith);
    await page.goto(KARAAGE);
    await expect(page.getByRole('heading', { level: 2, name: '唐揚げ弁当' })).toBeVisible();
    await page.getByRole('button', { name: '別のカスタマイズを追加' }).click();
    const second = page.getByRole('region', { name: 'カスタマイズ 2' });
    await second.getByRole('radiogroup', { name: 'ご飯の量' }).getByRole('radio', { name: '大盛り' }).check();
    await expect(page.getByTestId('item-total')).toHaveText('￥1,880');
    await addToCartButton(page).click();
    await expect(page.getByRole('button', { name: 'カート（2点）' })).toBeVisible();
    expect((await storedCart(page))?.orderItems).toHaveLength(2);
  });
});

test('alcohol: the confirmation shows first; cancel keeps the cart empty, confirm adds and is remembered (SPEC §2 L91 §3 L194o §4 L218a L218b §6 L295)', async ({
  page,
}) => {
  await page.goto('/restaurants/r1001/menus/m-grand/items/i-beer');
  await expect(page.getByRole('heading', { level: 2, name: '生ビール' })).toBeVisible();
  await addToCartButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'お酒の注文について' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'キャンセル' }).click();
  await expect(dialog).toBeHidden();
  expect(await storedCart(page)).toBeNull();

  await addToCartButton(page).click();
  await page.getByRole('dialog', { name: 'お酒の注文について' }).getByRole('button', { name: '20歳以上です' }).click();
  await expect(page.getByRole('button', { name: 'カート（1点）' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('isApprovedAlcohol'))).toBe('true');

  // Approved once: the next alcohol add goes straight through.
  await page.goto('/restaurants/r1001/menus/m-grand/items/i-beer');
  await addToCartButton(page).click();
  await expect(page.getByRole('button', { name: 'カート（2点）' })).toBeVisible();
});

// Item statuses (sold out, not orderable now, overtime, time notes, view-only, English) are a component test
// (issue 28 item 7): src/features/item/item-statuses.test.tsx.

test('cart conflicts: another serving type, another restaurant, not orderable at once; change replaces the cart (SPEC §3 L142b §4 L221 L225a L225b L225c §5 L269 §8 L380 L413 L414)', async ({
  pageWith,
}) => {
  await test.step('serving type: a takeout line in the cart, then eat-in: change replaces the cart and opens it; quit keeps it', async () => {
    const page = await takeoutPage(pageWith);
    await addKaraage(page);
    // Eat-in chosen since: the item's address carries it, as the menu page's links do (the address owns the choice).
    await openItemHoldingCart(page, '/restaurants/r1001/menus/m-grand/items/i-cola?eating_location=eat-in', 'コーラ');
    await addToCartButton(page).click();
    let dialog = page.getByRole('dialog', { name: 'カートの内容が変更されます' });
    await expect(dialog).toContainText('お持ち帰り');
    await expect(dialog).toContainText('店内飲食');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'やめる' }).click();
    await expect(dialog).toBeHidden();
    expect((await storedCart(page))?.servingType).toBe('takeout');

    await addToCartButton(page).click();
    dialog = page.getByRole('dialog', { name: 'カートの内容が変更されます' });
    await dialog.getByRole('button', { name: '変更する' }).click();
    await expect(page).toHaveURL(/\/menus\/m-grand\?eating_location=eat-in$/);
    // The cart opens after a confirmed conflict.
    await expect(page.getByRole('dialog', { name: 'カート（1点）' })).toBeVisible();
    const cart = await storedCart(page);
    expect(cart?.servingType).toBe('eat_in');
    expect(cart?.orderItems.map((line) => line.itemId)).toEqual(['i-cola']);
  });
  await test.step('restaurant: cart from r1001, add at r1002 names both restaurants; change replaces the cart', async () => {
    const page = await takeoutPage(pageWith);
    await addKaraage(page);
    await openItemHoldingCart(page, '/restaurants/r1002/menus/m-grand/items/i-cola', 'コーラ');
    await addToCartButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'カートの内容が変更されます' });
    await expect(dialog).toContainText('デモ食堂 渋谷店');
    await expect(dialog).toContainText('デモ食堂 新宿西口店');
    await dialog.getByRole('button', { name: '変更する' }).click();
    await expect(page).toHaveURL(/\/restaurants\/r1002\/menus\/m-grand\?/);
    const cart = await storedCart(page);
    expect(cart?.restaurant.id).toBe('r1002');
    expect(cart?.orderItems.map((line) => line.itemId)).toEqual(['i-cola']);
  });
  await test.step('not orderable at once (forced on validateCart): change replaces the cart', async () => {
    const page = await takeoutPage(pageWith);
    await addKaraage(page);
    await openItemHoldingCart(page, '/restaurants/r1001/menus/m-grand/items/i-cola', 'コーラ');
    await setMockPrefer(page, 'code=409, example=notOrderableAtOnce', '/v1/orders/cart/validate');
    await addToCartButton(page).click();
    const dialog = page.getByRole('dialog', { name: '同時に注文できません' });
    await dialog.getByRole('button', { name: '変更する' }).click();
    await expect(dialog).toBeHidden();
    const cart = await storedCart(page);
    expect(cart?.orderItems.map((line) => line.itemId)).toEqual(['i-cola']);
  });
});
