import { expect as baseExpect, test, type Page } from './fixtures';
import { apiRequests, chooseServing, clearMockPrefer, expectNoSeriousA11yViolations, setMockPrefer } from './helpers';

/**
 * Menus (issue 5 items 3 and 4) against `next` + Prism, mock brand `demo`: the menu list per serving type, a menu page
 * with prices and badges, view-only mode, the menu-book popup (open, select with the 1000 ms overlay, tutorial,
 * closing on route change), the callback guard and a forced menuNotFound. Elements are found by role and name.
 */

const R = '/restaurants/r1001';

// The menu screens wait for storage and two calls before they show anything: allow for slow shared CI machines.
const expect = baseExpect.configure({ timeout: 20_000 });
// Each test walks several screens of one subject, one step each (a fresh page per step).
test.describe.configure({ timeout: 300_000 });

const menuLinks = (page: Page) => page.getByRole('main').getByRole('list').getByRole('link');

test('the menu list per serving type and receive time: menus, ranges, links, what is asked, the header radios, English (SPEC §1 L13 §2 L41 L42 L72 §4 L238a L238b L241 §7 L323 L324a L327 §9 L429b)', async ({
  pageWith,
}) => {
  await test.step('takeout: three menus with their receivable range or later date, sent as an immediate order', async () => {
    const page = await pageWith();

    await chooseServing(page, 'takeout');
    const lists = apiRequests(page, /^\/api\/v1\/restaurants\/r1001\/menus$/);
    await page.goto(`${R}/menus?eating_location=takeout`);

    await expect(page.getByRole('heading', { level: 1, name: 'お持ち帰りのメニュー' })).toBeVisible();
    await expect(page.getByText('デモ食堂 渋谷店')).toBeVisible();
    await expect(page.getByText('受取時間：今すぐ')).toBeVisible();
    await expect(menuLinks(page)).toHaveCount(3);
    const grand = page.getByRole('link', { name: /グランドメニュー/ });
    await expect(grand).toContainText('受付時間 11:00〜23:00');
    await expect(grand).toHaveAttribute('href', `${R}/menus/m-grand?eating_location=takeout`);
    await expect(page.getByRole('link', { name: /ランチメニュー/ })).toContainText('11/22 11:00から注文できます');
    // A range past midnight reads 24:xx and above.
    await expect(page.getByRole('link', { name: /深夜テイクアウト/ })).toContainText('受付時間 23:30〜25:00');
    await expect(page.getByRole('radio', { name: 'お持ち帰り' })).toBeChecked();

    // Takeout "now" is what the server render assumes (domain serverAssumedMenuInput): the list came with the HTML,
    // asked as an immediate order (src/api/prefetchable-queries.test.ts), and the browser asks nothing.
    expect(lists).toHaveLength(0);
    await expectNoSeriousA11yViolations(page);
  });
  await test.step('takeout at a chosen time: the time reads 24:xx past midnight and is sent as receiveTime', async () => {
    const page = await pageWith();

    await page.addInitScript(() => {
      window.sessionStorage.setItem('servingType', '"takeout"');
      window.sessionStorage.setItem(
        'selectReceiveTimes',
        JSON.stringify({ receiveTimeType: 'time_specification', receiveTime: '2026-11-22T00:30:00+09:00' }),
      );
    });
    const lists = apiRequests(page, /^\/api\/v1\/restaurants\/r1001\/menus$/);
    await page.goto(`${R}/menus?eating_location=takeout`);
    await expect(page.getByText('受取時間：24:30')).toBeVisible();
    await expect(menuLinks(page)).toHaveCount(3);
    const query = new URL(lists[0]!.url()).searchParams;
    expect(query.get('receiveTime')).toBe('2026-11-21T15:30:00.000Z');
    expect(query.get('isImmediateOrder')).toBe('false');
  });
  await test.step('eat-in: the eat-in menus only, links carry eating_location=eat-in, no takeout flag sent', async () => {
    const page = await pageWith();

    await chooseServing(page, 'eat_in');
    const lists = apiRequests(page, /^\/api\/v1\/restaurants\/r1001\/menus$/);
    await page.goto(`${R}/menus?eating_location=eat-in`);

    await expect(page.getByRole('heading', { level: 1, name: '店内飲食のメニュー' })).toBeVisible();
    await expect(menuLinks(page)).toHaveCount(2);
    await expect(page.getByRole('link', { name: /深夜テイクアウト/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /グランドメニュー/ })).toHaveAttribute(
      'href',
      `${R}/menus/m-grand?eating_location=eat-in`,
    );
    await expect(page.getByRole('radio', { name: '店内飲食' })).toBeChecked();
    await expect(page.getByText('受取時間：今すぐ')).toHaveCount(0);
    // The address says eat-in, and so did the server render's call (no takeout flag): the browser asks nothing.
    expect(lists).toHaveLength(0);
  });
  await test.step('inside the app the browser asks: a tile opens its menu page, which asks for the menu itself', async () => {
    const page = await pageWith();

    await chooseServing(page, 'takeout');
    const menus = apiRequests(page, /^\/api\/v1\/restaurants\/r1001\/menus\/m-grand$/);
    await page.goto(`${R}/menus?eating_location=takeout`);
    await page.getByRole('link', { name: /グランドメニュー/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'グランドメニュー' })).toBeVisible();
    // The router's own request skips the server's menu call (firstLoadOnly): the tap, or the screen, asked for it.
    expect(menus.length).toBeGreaterThan(0);
    const query = new URL(menus[0]!.url()).searchParams;
    expect(query.get('servingType')).toBe('takeout');
    expect(query.get('isMenuViewOnly')).toBeNull();
  });
  await test.step('the header radios switch the serving type: list and address follow', async () => {
    const page = await pageWith();

    await chooseServing(page, 'takeout');
    await page.goto(`${R}/menus?eating_location=takeout`);
    await expect(menuLinks(page)).toHaveCount(3);

    await page.getByRole('radio', { name: '店内飲食' }).check();
    await expect(page.getByRole('heading', { level: 1, name: '店内飲食のメニュー' })).toBeVisible();
    await expect(menuLinks(page)).toHaveCount(2);
    await expect(page).toHaveURL(/eating_location=eat-in/);
    expect(await page.evaluate(() => window.sessionStorage.getItem('servingType'))).toBe('"eat_in"');
  });
  await test.step('in English', async () => {
    const page = await pageWith();

    await chooseServing(page, 'takeout');
    await page
      .context()
      .addCookies([
        { name: 'lang', value: 'en', domain: new URL(test.info().project.use.baseURL!).hostname, path: '/' },
      ]);
    await page.goto(`${R}/menus?eating_location=takeout`);
    await expect(page.getByRole('heading', { level: 1, name: 'Takeout menus' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Late-night takeout/ })).toContainText('Ordering hours 23:30–25:00');
  });
});

test('the menu page: items, prices and badges, first load without JavaScript, item and back, hover prefetch, remembered menu (SPEC §1 L13 §2 L42 L55b §3 L194m)', async ({
  pageWith,
}) => {
  await test.step('categories and items with prices, discounted prices, tags and sold-out / unavailable badges', async () => {
    const page = await pageWith();

    await chooseServing(page, 'takeout');
    const menus = apiRequests(page, /^\/api\/v1\/restaurants\/r1001\/menus\/m-grand$/);
    await page.goto(`${R}/menus/m-grand?eating_location=takeout`);

    await expect(page.getByRole('heading', { level: 1, name: 'グランドメニュー' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'お弁当' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'カテゴリー' })).toBeVisible();

    const karaageBento = page.getByRole('link', { name: /唐揚げ弁当/ });
    await expect(karaageBento).toContainText('￥890');
    await expect(karaageBento).toHaveAttribute(
      'href',
      `${R}/menus/m-grand/items/i-karaage-bento?eating_location=takeout`,
    );
    await expect(karaageBento.locator('img')).toHaveAttribute('src', /\/mock-images\/items\/karaage-bento\.svg$/);

    const hamburg = page.getByRole('link', { name: /ハンバーグ弁当/ });
    await expect(hamburg).toContainText('割引価格￥880');
    await expect(hamburg.locator('s')).toContainText('￥980');
    await expect(hamburg).toContainText('ハンバーグ感謝セール');

    await expect(page.getByRole('link', { name: /照り焼きチキン弁当/ })).toContainText('￥820');
    await expect(page.getByRole('link', { name: /唐揚げ（5個）/ })).toContainText('クーポン対象');
    await expect(page.getByRole('link', { name: /海老天丼/ })).toContainText('売り切れ');
    await expect(page.getByRole('link', { name: /鍋焼きうどん/ })).toContainText('販売休止中');
    await expect(page.getByRole('link', { name: /かつ丼/ })).not.toContainText('売り切れ');

    // The menu came with the first HTML, asked by the server for takeout "now" (src/api/prefetchable-queries.test.ts).
    expect(menus).toHaveLength(0);
    // The menu shown is remembered per restaurant and serving type.
    await expect
      .poll(
        async () =>
          JSON.parse((await page.evaluate(() => window.localStorage.getItem('lastSelectedMenu'))) ?? 'null') as unknown,
      )
      .toEqual({ r1001: { takeout: 'm-grand' } });
    await expectNoSeriousA11yViolations(page);
  });
  await test.step('a first load shows the menu before any JavaScript runs (it comes with the HTML)', async () => {
    const page = await pageWith({ javaScriptEnabled: false });
    await page.goto(`${R}/menus/m-grand?eating_location=eat-in`);
    await expect(page.getByRole('heading', { level: 1, name: 'グランドメニュー' })).toBeVisible();
    await expect(page.getByRole('link', { name: /唐揚げ弁当/ })).toHaveAttribute(
      'href',
      `${R}/menus/m-grand/items/i-karaage-bento?eating_location=eat-in`,
    );
    await page.goto(`${R}/menus/m-grand/items/i-karaage-bento`);
    await expect(page.getByRole('heading', { name: '唐揚げ弁当' })).toBeVisible();
  });
  await test.step('an item opens from the menu with eating_location; back on the menu the header keeps its buttons', async () => {
    const page = await pageWith();

    await chooseServing(page, 'takeout');
    await page.goto(`${R}/menus/m-grand?eating_location=takeout`);
    await page.getByRole('link', { name: /唐揚げ弁当/ }).click();
    await expect(page).toHaveURL(`${R}/menus/m-grand/items/i-karaage-bento?eating_location=takeout`);
    await page.goBack();
    await expect(page).toHaveURL(`${R}/menus/m-grand?eating_location=takeout`);
    await expect(page.getByRole('heading', { level: 1, name: 'グランドメニュー' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'メニューブック' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'お持ち帰り' })).toBeChecked();
  });
  await test.step('a hovered menu tile asks for the menu before the tap; the menu page opens with it and asks nothing more', async () => {
    const page = await pageWith();

    await chooseServing(page, 'takeout');
    const MENU_PATH = /^\/api\/v1\/restaurants\/r1001\/menus\/m-grand$/;
    const asked = apiRequests(page, MENU_PATH);
    await page.goto(`${R}/menus?eating_location=takeout`);
    const tile = page.getByRole('link', { name: /グランドメニュー/ });
    await expect(tile).toBeVisible();
    expect(asked).toHaveLength(0);

    const request = page.waitForRequest((r) => MENU_PATH.test(new URL(r.url()).pathname));
    await tile.hover();
    expect(new URL((await request).url()).searchParams.get('servingType')).toBe('takeout');

    await tile.click();
    await expect(page.getByRole('heading', { level: 1, name: 'グランドメニュー' })).toBeVisible();
    await expect(page.getByRole('link', { name: /唐揚げ弁当/ })).toBeVisible();
    expect(asked).toHaveLength(1);
  });
  await test.step('the remembered menu is marked on the menu list', async () => {
    const page = await pageWith();

    await chooseServing(page, 'takeout');
    await page.goto(`${R}/menus/m-late-night?eating_location=takeout`);
    await expect(page.getByRole('heading', { level: 1, name: '深夜テイクアウト' })).toBeVisible();
    // The menu comes with the first HTML; the page remembers it once it runs in the browser.
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem('lastSelectedMenu')))
      .toContain('m-late-night');
    await page.goto(`${R}/menus?eating_location=takeout`);
    await expect(page.getByRole('link', { name: /深夜テイクアウト.*前回選んだメニュー/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /グランドメニュー.*前回選んだメニュー/ })).toHaveCount(0);
  });
});

// A forced error on the menu list and its way out: e2e/spec-flows.spec.ts; its copy: MenuListScreen.test.tsx. The
// callback guard and a forced menuNotFound are a component test (issue 28 item 7):
// src/features/menus/menus-way-in-and-out.test.tsx.
test('a view-only restaurant: note, all menus, no serving type sent, no eating_location, receive time cleared (SPEC §1 L22 §2 L55b L82 §3 L194n §4 L239a L239b §6 L296)', async ({
  page,
}) => {
  await chooseServing(page, 'eat_in');
  await setMockPrefer(page, '/v1/restaurants/r1006/menus|example=viewOnly');
  await page.goto('/restaurants/r1006/menus?eating_location=eat-in');

  await expect(page.getByRole('heading', { level: 1, name: 'メニュー一覧（閲覧のみ）' })).toBeVisible();
  await expect(page.getByRole('note', { name: '閲覧のみのメニューです' })).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(0);
  await expect(page).not.toHaveURL(/eating_location/);
  const grand = page.getByRole('link', { name: /グランドメニュー/ });
  await expect(grand).toHaveAttribute('href', '/restaurants/r1006/menus/m-grand');
  expect(await page.evaluate(() => window.localStorage.getItem('isMenuViewOnly'))).toBe('true');
  expect(await page.evaluate(() => window.sessionStorage.getItem('selectReceiveTimes'))).toBeNull();
  await expectNoSeriousA11yViolations(page);

  // The menu page (client navigation: the cached list keeps the view-only answer; the mock's menu has no view-only example).
  await clearMockPrefer(page);
  const menus = apiRequests(page, /^\/api\/v1\/restaurants\/r1006\/menus\/m-grand$/);
  await grand.click();
  await expect(page.getByRole('heading', { level: 1, name: 'グランドメニュー' })).toBeVisible();
  await expect(page).toHaveURL('/restaurants/r1006/menus/m-grand');
  await expect(page.getByRole('note', { name: '閲覧のみのメニューです' })).toBeVisible();
  const query = new URL(menus[0]!.url()).searchParams;
  expect(query.get('servingType')).toBeNull();
  expect(query.get('isMenuViewOnly')).toBe('true');
  await expect(page.getByRole('link', { name: /唐揚げ弁当/ })).toHaveAttribute(
    'href',
    '/restaurants/r1006/menus/m-grand/items/i-karaage-bento',
  );
  await expect(page.getByRole('button', { name: /カート(に|へ)/ })).toHaveCount(0);

  // The popup in view-only mode: its own title and a status note.
  await page.getByRole('button', { name: 'メニューブック' }).click();
  const dialog = page.getByRole('dialog', { name: /メニューブック（閲覧のみ）/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('現在この店舗ではご注文いただけません。メニューの閲覧のみできます。')).toBeVisible();
});

test('the menu-book popup: open and close, select with the 1000 ms overlay, close on a route change, tutorial (SPEC §2 L79 L80a L80b L81 L82 L83a L83b L84a L84b §4 L235 §9 L423c)', async ({
  pageWith,
}) => {
  await test.step('opens from the header, shows the tiles with a check on the current menu, and closes', async () => {
    const page = await pageWith();

    await chooseServing(page, 'takeout');
    await page.goto(`${R}/menus/m-grand?eating_location=takeout`);
    await expect(page.getByRole('heading', { level: 1, name: 'グランドメニュー' })).toBeVisible();

    await page.getByRole('button', { name: 'メニューブック' }).click();
    const dialog = page.getByRole('dialog', { name: 'お持ち帰りのメニューを選択' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: /グランドメニュー/ })).toHaveAccessibleName(/選択中/);
    await expect(dialog.getByRole('button', { name: /深夜テイクアウト/ })).toContainText('受付時間 23:30〜25:00');
    await expect(dialog.getByRole('button', { name: /ランチメニュー/ })).toContainText('11/22 11:00から注文できます');
    await expect(dialog.getByRole('button', { name: /深夜テイクアウト/ })).not.toHaveAccessibleName(/選択中/);
    await expectNoSeriousA11yViolations(page);

    await dialog.getByRole('button', { name: 'メニューブックを閉じる' }).click();
    await expect(dialog).toBeHidden();

    // The overlay (Escape) closes the open state too.
    await page.getByRole('button', { name: 'メニューブック' }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
  await test.step('a tap highlights the tile, shows the loading overlay for 1000 ms, navigates and says "menu selected"', async () => {
    const page = await pageWith();

    await chooseServing(page, 'takeout');
    await page.goto(`${R}/menus/m-grand?eating_location=takeout`);
    await expect(page.getByRole('heading', { level: 1, name: 'グランドメニュー' })).toBeVisible();
    await page.getByRole('button', { name: 'メニューブック' }).click();
    const dialog = page.getByRole('dialog', { name: 'お持ち帰りのメニューを選択' });
    const tile = dialog.getByRole('button', { name: /深夜テイクアウト/ });

    // Record in the page when the highlight, the overlay and the new address appear (robust on slow machines).
    await tile.evaluate((node) => {
      const w = window as unknown as { __menuSelect: Record<string, number> };
      w.__menuSelect = {};
      const start = location.href;
      node.addEventListener('click', () => (w.__menuSelect.click ??= performance.now()), { capture: true });
      const tick = () => {
        const now = performance.now();
        if (document.querySelector('[data-highlighted="true"]')) w.__menuSelect.highlight ??= now;
        if (document.querySelector('[role="progressbar"][aria-label="メニューを読み込んでいます"]'))
          w.__menuSelect.overlay ??= now;
        if (location.href !== start) w.__menuSelect.navigated ??= now;
        if (!w.__menuSelect.navigated) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    await tile.click();
    // The snackbar (2000 ms) comes with the navigation.
    await expect(page.getByRole('status').filter({ hasText: '「深夜テイクアウト」を選択しました' })).toBeVisible();
    await expect(page).toHaveURL(`${R}/menus/m-late-night?eating_location=takeout`);
    const times = await page.evaluate(
      () => (window as unknown as { __menuSelect: Record<string, number> }).__menuSelect,
    );
    expect(times.highlight!).toBeLessThan(times.navigated!);
    expect(times.overlay!).toBeLessThan(times.navigated!);
    expect(times.navigated! - times.click!).toBeGreaterThanOrEqual(1000);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: '深夜テイクアウト' })).toBeVisible();
  });
  await test.step('closes on a route change', async () => {
    const page = await pageWith();

    await chooseServing(page, 'takeout');
    await page.goto(`${R}/menus?eating_location=takeout`);
    await page.getByRole('link', { name: /グランドメニュー/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'グランドメニュー' })).toBeVisible();
    await page.getByRole('button', { name: 'メニューブック' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${R}/menus\\?`));
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'お持ち帰りのメニュー' })).toBeVisible();
  });
  await test.step('tutorial: a menu not offered for the serving type asks for a choice; no close button, the overlay does not close it', async () => {
    const page = await pageWith();

    await chooseServing(page, 'eat_in');
    await page.goto(`${R}/menus/m-late-night?eating_location=eat-in`);
    const dialog = page.getByRole('dialog', { name: /店内飲食のメニューを選択/ });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('data-mode', 'tutorial');
    await expect(dialog.getByRole('button', { name: 'メニューブックを閉じる' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: /グランドメニュー/ }).click();
    await expect(page).toHaveURL(`${R}/menus/m-grand?eating_location=eat-in`);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'グランドメニュー' })).toBeVisible();
  });
});
