import { expect as baseExpect, test, type Page } from './fixtures';
import { apiCallsInFlight, chooseServing, expectHydrated, seedCart, setMockPrefer } from './helpers';
import { openOrderForm, seedCheckout } from './checkout-helpers';

/**
 * Issue 16, "Broken today": the browsing half at the standard of the anchor apps. No page scrolls sideways at 320 px
 * or wider, the prefecture field reads cleanly, English copy uses plurals and the language's list separator, success
 * messages do not look like errors, the error page keeps the brand and stays in the app, and the small breakages of
 * the walk are gone. Elements by role and accessible name.
 */

// The shared CI cores are slow: a patience limit for answers to show, not a retry.
const expect = baseExpect.configure({ timeout: 30_000 });
// Each test walks several screens of one subject, one step each (a fresh page per step).
test.describe.configure({ timeout: 300_000 });

const R = '/restaurants/r1001';
const WIDTHS = [320, 412] as const;

/** The page's layout width against the viewport's: no sideways scroll when scrollWidth ≤ clientWidth. */
async function expectNoSidewaysScroll(page: Page, label: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${label}: ${scrollWidth} px laid out on a ${clientWidth} px screen`).toBeLessThanOrEqual(
    clientWidth,
  );
}

const cartItem = {
  customizeId: 'c-1b2c3d4e',
  itemId: 'i-cola',
  version: 3,
  quantity: 1,
  name: 'コーラ',
  price: 200,
  menuId: 'm-grand',
  state: 'OnSale',
  customizeItems: [],
};
const oneItemCart = {
  expiry: '2999-12-31T00:00:00Z',
  restaurant: { id: 'r1001', name: 'デモ食堂 渋谷店' },
  orderItems: [cartItem],
  optionItems: [],
  servingType: 'takeout',
};

const richCart = {
  ...oneItemCart,
  orderItems: [
    {
      customizeId: 'c-7f3a9e21',
      itemId: 'i-karaage-bento',
      version: 3,
      quantity: 1,
      name: '唐揚げ弁当',
      nameLanguages: [{ code: 'en', text: 'Karaage bento' }],
      price: 890,
      menuId: 'm-grand',
      state: 'OnSale',
      customizeItems: [
        {
          itemId: 'ci-rice-large',
          version: 1,
          quantity: 1,
          name: '大盛り',
          nameLanguages: [{ code: 'en', text: 'Large rice' }],
          price: 100,
          customizeGroupId: 'g-kb-rice',
        },
        {
          itemId: 'ci-side-tamagoyaki',
          version: 1,
          quantity: 1,
          name: '玉子焼き',
          nameLanguages: [{ code: 'en', text: 'Tamagoyaki' }],
          price: 0,
          customizeGroupId: 'g-kb-side',
        },
      ],
    },
  ],
};

test('item 1: no page scrolls sideways at 320 or 412 px: brand top, restaurant detail, menu list, menu page, item page, cart panel, order form', async ({
  pageWith,
}) => {
  for (const width of WIDTHS) {
    const viewport = { width, height: 800 };
    await test.step(`at ${width} px: browsing pages`, async () => {
      const page = await pageWith({ viewport });

      await chooseServing(page, 'takeout');
      await page.goto('/');
      await expect(page.getByRole('list', { name: '店舗一覧' }).getByRole('listitem')).toHaveCount(6);
      await expectNoSidewaysScroll(page, 'brand top');

      await page.goto(`${R}/detail`);
      await expect(page.getByRole('heading', { level: 1, name: 'デモ食堂 渋谷店' })).toBeVisible();
      await expectNoSidewaysScroll(page, 'restaurant detail');

      await page.goto(`${R}/menus?eating_location=takeout`);
      await expect(page.getByRole('heading', { level: 1, name: 'お持ち帰りのメニュー' })).toBeVisible();
      await expect(page.getByRole('link', { name: /グランドメニュー/ })).toBeVisible();
      await expectNoSidewaysScroll(page, 'menu list');

      await page.goto(`${R}/menus/m-grand?eating_location=takeout`);
      await expect(page.getByRole('link', { name: /ハンバーグ弁当/ })).toContainText('割引価格');
      await expectNoSidewaysScroll(page, 'menu page');

      await page.goto(`${R}/menus/m-grand/items/i-karaage-bento?eating_location=takeout`);
      await expect(page.getByRole('heading', { level: 2, name: '唐揚げ弁当' })).toBeVisible();
      await expectNoSidewaysScroll(page, 'item page opened directly');
    });
    await test.step(`at ${width} px: cart panel open`, async () => {
      const page = await pageWith({ viewport });

      await seedCart(page, oneItemCart);
      await page.goto('/');
      await page.getByRole('button', { name: /^カート/ }).click();
      const panel = page.getByRole('dialog', { name: /^カート/ });
      await expect(panel.getByText('コーラ')).toBeVisible();
      await expectNoSidewaysScroll(page, 'cart panel');
    });
    await test.step(`at ${width} px: order form with a seeded cart`, async () => {
      const page = await pageWith({ viewport });

      await seedCheckout(page);
      await openOrderForm(page);
      await expectNoSidewaysScroll(page, 'order form');
    });
  }
});

test('item 5 and item 6: the cart panel speaks English in the singular and plural; a success message is neutral and clear of the order button', async ({
  pageWith,
}) => {
  await test.step('"Cart (1 item)" in the singular, captions joined with ", ", the yen sign of the language', async () => {
    const page = await pageWith({ lang: 'en' });

    await seedCart(page, richCart);
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Cart (1 item)', exact: true })).toBeVisible();
    await page.getByRole('button', { name: /^Cart/ }).click();
    const panel = page.getByRole('dialog', { name: 'Cart (1 item)' });
    await expect(panel.getByRole('heading', { name: 'Cart (1 item)' })).toBeVisible();
    await expect(panel.getByText('Large rice, Tamagoyaki', { exact: true })).toBeVisible();
    await expect(panel.getByText('、')).toHaveCount(0);
    await expect(panel.getByRole('button', { name: /^Proceed to order/ })).toContainText('¥990');
    await expect(panel.getByText('￥')).toHaveCount(0);
  });
  await test.step('two items read "Cart (2 items)"', async () => {
    const page = await pageWith({ lang: 'en' });

    await seedCart(page, { ...oneItemCart, orderItems: [{ ...cartItem, quantity: 2 }] });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Cart (2 items)', exact: true })).toBeVisible();
  });
  await test.step('"数量を変更しました" in a neutral colour, clear of the order button', async () => {
    const page = await pageWith();

    await seedCart(page, oneItemCart);
    await page.goto('/');
    await page.getByRole('button', { name: /^カート/ }).click();
    const panel = page.getByRole('dialog', { name: /^カート/ });
    await panel.getByRole('button', { name: 'コーラを1つ増やす' }).click();
    const message = page.getByRole('status').filter({ hasText: '数量を変更しました' });
    await expect(message).toBeVisible();
    const order = panel.getByRole('button', { name: /^注文/ });
    const [messageBox, orderBox] = [await message.boundingBox(), await order.boundingBox()];
    expect(messageBox!.y + messageBox!.height, 'the message ends above the order button').toBeLessThanOrEqual(
      orderBox!.y,
    );
    const colours = await Promise.all(
      [message, order].map((l) => l.evaluate((el) => getComputedStyle(el).backgroundColor)),
    );
    expect(colours[0], 'not the brand colour of the order button').not.toBe(colours[1]);
    const [r, g, b] = colours[0]!.match(/\d+/g)!.map(Number) as [number, number, number];
    expect(r - Math.min(g, b), 'not a red').toBeLessThan(40);
  });
});

test('items 2 and 3: labels and bars clear of what they label: the prefecture field on the brand top, the item sheet close button', async ({
  pageWith,
}) => {
  await test.step('item 3: the prefecture label sits above the field, clear of the "all prefectures" choice', async () => {
    const page = await pageWith();

    await page.goto('/');
    const select = page.getByRole('combobox', { name: '都道府県' });
    await expect(select).toBeVisible();
    await expect(select).toHaveValue('');
    await expect(select.locator('option:checked')).toHaveText('すべての都道府県');
    const label = page.locator('label').filter({ hasText: /^都道府県$/ });
    const [labelBox, selectBox] = [await label.boundingBox(), await select.boundingBox()];
    // A label on the outline (shrunk) is centred on the field's top edge; one left inside overlaps the placeholder.
    expect(labelBox!.y + labelBox!.height / 2).toBeLessThanOrEqual(selectBox!.y + 4);
  });
  await test.step('item 2: the item sheet close button does not cover the "+" of option steppers while scrolling nested groups', async () => {
    const page = await pageWith();

    await chooseServing(page, 'takeout');
    await page.goto(`${R}/menus/m-grand?eating_location=takeout`);
    await page
      .getByRole('link', { name: /^唐揚げ弁当/ })
      .first()
      .click();
    const sheet = page.getByRole('dialog', { name: '唐揚げ弁当' });
    await expect(sheet.getByRole('button', { name: '玉子焼きを増やす' })).toBeVisible();
    await expect(sheet.getByRole('button', { name: '閉じる' })).toBeVisible();
    // The nested drink groups make the sheet long enough to scroll each "+" up to the top.
    await sheet.getByRole('radiogroup', { name: 'セットドリンク' }).getByRole('radio', { name: 'コーヒー' }).check();
    await sheet.getByRole('radiogroup', { name: '温度' }).getByRole('radio', { name: 'アイス' }).check();
    await expect(sheet.getByRole('group', { name: 'ミルク・シロップ' })).toBeVisible();
    const plusButtons = sheet.getByRole('button', { name: /を増やす$/ });
    expect(await plusButtons.count()).toBeGreaterThan(1);
    // Scroll each "+" up to the close button's row. The close button may hide a "+" only when the whole row is behind
    // an opaque bar (scrolled under the header, as any list); a button floating over a row whose name still shows,
    // with its "+" hidden, is the bug.
    const covered = await sheet.evaluate((paper) => {
      const close = [...paper.querySelectorAll('button')].find((b) => b.getAttribute('aria-label') === '閉じる')!;
      const bar = close.parentElement!;
      const result: string[] = [];
      for (const plus of paper.querySelectorAll('button[aria-label$="を増やす"]')) {
        paper.scrollTop += plus.getBoundingClientRect().top - close.getBoundingClientRect().top;
        const box = plus.getBoundingClientRect();
        const y = box.top + box.height / 2;
        const onPlus = document.elementFromPoint(box.left + box.width / 2, y);
        const onRowStart = document.elementFromPoint(paper.getBoundingClientRect().left + 24, y);
        const rowShows = onRowStart !== null && !bar.contains(onRowStart);
        if (onPlus && close.contains(onPlus) && rowShows) result.push(plus.getAttribute('aria-label') ?? '');
      }
      return result;
    });
    expect(covered, 'steppers whose "+" the close button covers').toEqual([]);
  });
});

test('items 4 and 8: the error page stays in the app; small breakages of the walk are gone (SPEC §6 L296)', async ({
  pageWith,
  request,
  baseURL,
}) => {
  await test.step('every call failing: one message as a page, no modal repeating it; 戻る stays in the app', async () => {
    const page = await pageWith();

    await chooseServing(page, 'takeout');
    await setMockPrefer(page, 'code=500');
    const inFlight = apiCallsInFlight(page);
    await page.goto(`${R}/menus?eating_location=takeout`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    const back = main.getByRole('button');
    await expect(back).toHaveCount(1);
    // The footer's restaurant call fails too: its modal would only repeat the page. Judged once every call is in.
    await expect.poll(inFlight).toBe(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await back.click();
    await expect(page).toHaveURL(`${baseURL}/`);
  });
  await test.step('an unknown restaurant id says the restaurant was not found', async () => {
    const page = await pageWith();

    await chooseServing(page, 'takeout');
    await page.goto('/restaurants/r9999/detail');
    await expect(page.getByText('店舗が見つかりません')).toBeVisible();
    await expect(page.getByText('リクエストに誤りがあります')).toHaveCount(0);
  });
  await test.step('/favicon.ico answers an icon (the brand logo), not a 404', async () => {
    const response = await request.get('/favicon.ico');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^image\//);
  });
  await test.step('a view-only menu item offers no quantity stepper', async () => {
    const page = await pageWith();

    await page.addInitScript(() => window.localStorage.setItem('isMenuViewOnly', 'true'));
    await setMockPrefer(page, 'example=viewOnly', '/v1/restaurants/r1006/menus/m-grand/items/');
    await page.goto('/restaurants/r1006/menus/m-grand/items/i-salmon-bento');
    await expect(page.getByRole('heading', { level: 2, name: '鮭の塩焼き弁当' })).toBeVisible();
    await expect(page.getByRole('button', { name: '閲覧専用メニューのためご注文いただけません' })).toBeDisabled();
    await expect(page.getByRole('button', { name: '数量を増やす' })).toHaveCount(0);
    await expect(page.getByRole('group', { name: '注文数量' })).toHaveCount(0);
  });
  await test.step('switching to takeout with the header radio asks for a receive time instead of silently keeping "now"', async () => {
    const page = await pageWith();

    await chooseServing(page, 'eat_in');
    await page.goto(`${R}/menus/m-grand?eating_location=eat-in`);
    await expect(page.getByRole('heading', { level: 1, name: 'グランドメニュー' })).toBeVisible();
    // The radio reacts once the page has hydrated (a tap before that is lost: noted in issue 29's closing note).
    await expectHydrated(page);
    // click, not check(): the radio leaves the page at once, and check() would wait for it to read its state.
    await page.getByRole('radio', { name: 'お持ち帰り' }).click();
    await expect(page).toHaveURL(/\/restaurants\/r1001\/select_receivetime/);
    await expect(page.getByRole('heading', { level: 1, name: '受取時間の選択' })).toBeVisible();
    expect(await page.evaluate(() => window.sessionStorage.getItem('servingType'))).toBe('"takeout"');
  });
});
