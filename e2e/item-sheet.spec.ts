import { expect, test, type Page } from './fixtures';
import {
  addToCartButton,
  apiRequests,
  chosenItemIds,
  chooseServing,
  expectNoSeriousA11yViolations,
  expectSnackbar,
  storedCart,
} from './helpers';

/** The item sheet over the menu page (intercepted route): the menu stays underneath; close and back return to it. */

test.describe.configure({ timeout: 240_000 });

const MENU = '/restaurants/r1001/menus/m-grand?eating_location=takeout';

async function openFromMenu(page: Page, name: RegExp) {
  await page.goto(MENU);
  const link = page.getByRole('link', { name }).first();
  await expect(link).toBeVisible();
  await link.click();
}

test.beforeEach(async ({ page }) => {
  await chooseServing(page);
});

test('the sheet over the menu page: opens, locks scroll, closes back to the menu (button and browser back); a hovered card asks for the item before the tap (SPEC §2 L43b L87)', async ({
  page,
  pageWith,
}) => {
  await test.step('opens over the menu page, locks scroll, closes back to the menu (button and browser back)', async () => {
    await openFromMenu(page, /^唐揚げ弁当/);
    const sheet = page.getByRole('dialog', { name: '唐揚げ弁当' });
    await expect(sheet).toBeVisible();
    await expect(page).toHaveURL(/\/restaurants\/r1001\/menus\/m-grand\/items\/i-karaage-bento/);
    // The menu page stays mounted underneath, and the page does not scroll behind the sheet.
    await expect(page.locator('a[data-item-id="i-cola"]')).toBeAttached();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await expect(sheet.getByTestId('item-total')).toHaveText('￥890');
    await expectNoSeriousA11yViolations(page);

    await sheet.getByRole('button', { name: '閉じる' }).click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/\/restaurants\/r1001\/menus\/m-grand\?eating_location=takeout$/);
    await expect(page.getByRole('link', { name: /^唐揚げ弁当/ }).first()).toBeVisible();

    await page
      .getByRole('link', { name: /^唐揚げ弁当/ })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: '唐揚げ弁当' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('dialog', { name: '唐揚げ弁当' })).toBeHidden();
    await expect(page).toHaveURL(/\/menus\/m-grand\?eating_location=takeout$/);
  });
  await test.step('a hovered item card asks for the item before the tap; the sheet opens with it and asks nothing more', async () => {
    const page = await pageWith();
    await chooseServing(page);

    const ITEM_PATH = /^\/api\/v1\/restaurants\/r1001\/menus\/m-grand\/items\/i-karaage-bento$/;
    const asked = apiRequests(page, ITEM_PATH);
    await page.goto(MENU);
    const card = page.getByRole('link', { name: /^唐揚げ弁当/ }).first();
    await expect(card).toBeVisible();
    expect(asked).toHaveLength(0);

    const request = page.waitForRequest((r) => ITEM_PATH.test(new URL(r.url()).pathname));
    await card.hover();
    expect(new URL((await request).url()).searchParams.get('servingType')).toBe('takeout');
    expect(asked).toHaveLength(1);

    await card.click();
    const sheet = page.getByRole('dialog', { name: '唐揚げ弁当' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByTestId('item-total')).toHaveText('￥890');
    expect(asked).toHaveLength(1);
  });
});

test('customizes in the sheet, hits a limit (snackbar), adds to cart and returns to the menu with the badge; the cart panel edits the line in the sheet (SPEC §1 L15 §2 L43a L67b §4 L222a L222b)', async ({
  page,
}) => {
  await test.step('customizes in the sheet, hits a limit (snackbar), adds to cart and returns to the menu with the badge', async () => {
    await openFromMenu(page, /^唐揚げ弁当/);
    const sheet = page.getByRole('dialog', { name: '唐揚げ弁当' });
    await sheet.getByRole('radiogroup', { name: 'ご飯の量' }).getByRole('radio', { name: '大盛り' }).check();
    await sheet.getByRole('button', { name: '玉子焼きを増やす' }).click();
    await sheet.getByRole('button', { name: '玉子焼きを増やす' }).click();
    await expectSnackbar(page, '上限（2個）に達しています');
    await expect(sheet.getByRole('status').filter({ hasText: '上限（2個）に達しています' })).toBeAttached();
    await expect(sheet.getByTestId('item-total')).toHaveText('￥990');
    await addToCartButton(sheet).click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/\/menus\/m-grand\?eating_location=takeout$/);
    await expect(page.getByRole('button', { name: 'カート（1点）' })).toBeVisible();
    expect((await storedCart(page))?.orderItems[0]).toMatchObject({ itemId: 'i-karaage-bento', quantity: 1 });
  });
  await test.step('edits a cart line from the cart panel: the sheet starts from the line and updates it', async () => {
    // The line added above, with large rice.
    let sheet = page.getByRole('dialog', { name: '唐揚げ弁当' });

    await page.getByRole('button', { name: 'カート（1点）' }).click();
    await page.getByRole('dialog', { name: 'カート（1点）' }).getByRole('button', { name: '唐揚げ弁当を編集' }).click();
    await expect(page).toHaveURL(/items\/i-karaage-bento\?.*customizeId=/);
    sheet = page.getByRole('dialog', { name: '唐揚げ弁当' });
    const rice = sheet.getByRole('radiogroup', { name: 'ご飯の量' });
    await expect(rice.getByRole('radio', { name: '大盛り' })).toBeChecked();
    await rice.getByRole('radio', { name: '少なめ' }).check();
    await sheet.getByRole('button', { name: /^カートを更新/ }).click();
    await expect(sheet).toBeHidden();
    const cart = await storedCart(page);
    expect(cart?.orderItems).toHaveLength(1);
    expect(chosenItemIds(cart?.orderItems[0])).toContain('ci-rice-small');
    expect(chosenItemIds(cart?.orderItems[0])).not.toContain('ci-rice-large');
  });
});
