import { expect, test, type Page, type Route } from './fixtures';
import { clearMockPrefer, expectNoSeriousA11yViolations, setMockPrefer } from './helpers';

/**
 * Brand top (restaurant list) and the restaurant flow (callback → eating_locations → select_receivetime → menus,
 * detail) against `next` + Prism, mock brand `demo`, phone viewport. Elements are found by role and accessible name.
 */

const LIST_CALL = /\/api\/v1\/restaurants(\?|$)/;

/** Answers list calls with a named Prism example chosen from the call's query (the proxy passes Prefer through). */
async function routeList(page: Page, pick: (url: URL) => string | null): Promise<void> {
  await page.route(LIST_CALL, async (route: Route) => {
    const example = pick(new URL(route.request().url()));
    await route.continue(
      example ? { headers: { ...route.request().headers(), prefer: `example=${example}` } } : undefined,
    );
  });
}

const results = (page: Page) => page.getByRole('list', { name: '店舗一覧' });

// Each test walks several screens of one subject, one step each (a fresh page per step).
test.describe.configure({ timeout: 240_000 });

test('brand top: the restaurant list for a guest and a logged-in customer, the 47 prefectures, in English (SPEC §2 L30a §3 L190 §7 L311 L317 L339 §9 L431b)', async ({
  pageWith,
}) => {
  await test.step('lists the restaurants with name, address and open state; no serious a11y violations', async () => {
    const page = await pageWith();

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'デモ食堂' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '店舗を探す' })).toBeVisible();
    const shibuya = page.getByRole('link', { name: 'デモ食堂 渋谷店', exact: true });
    await expect(shibuya).toBeVisible();
    await expect(shibuya).toHaveAttribute('href', '/restaurants/r1001/callback');
    await expect(results(page).getByRole('listitem')).toHaveCount(6);
    await expect(page.getByText('東京都渋谷区道玄坂1-2-3')).toBeVisible();
    await expect(page.getByRole('img', { name: 'デモ食堂 渋谷店の外観' })).toBeVisible();
    await expect(results(page).getByText('営業時間外')).toHaveCount(1); // r1006 is closed now
    await expect(page.getByRole('region', { name: '最近注文した店舗' })).toHaveCount(0); // guest
    await expectNoSeriousA11yViolations(page);
  });
  await test.step('a logged-in customer also sees the recently ordered restaurants', async () => {
    const page = await pageWith();

    await page.goto('/404');
    await page.evaluate(() =>
      localStorage.setItem(
        'auth',
        JSON.stringify({ accessToken: 'a', refreshToken: 'r', refreshTokenExpires: '2099-01-01T00:00:00Z' }),
      ),
    );
    await page.goto('/');
    const recent = page.getByRole('region', { name: '最近注文した店舗' });
    await expect(recent.getByRole('link', { name: 'デモ食堂 渋谷店', exact: true })).toBeVisible();
    await expect(recent.getByRole('link', { name: 'デモ食堂 梅田店', exact: true })).toBeVisible();
    await expect(results(page).getByRole('listitem')).toHaveCount(6);
  });
  await test.step('the prefecture filter offers the 47 prefectures', async () => {
    const page = await pageWith();

    await page.goto('/');
    const select = page.getByRole('combobox', { name: '都道府県' });
    await expect(select.getByRole('option')).toHaveCount(48); // "all" + 47
    await expect(select.getByRole('option', { name: '沖縄県' })).toHaveCount(1);
  });
  await test.step('in English the list is translated', async () => {
    const page = await pageWith();
    const context = page.context();

    const url = new URL(test.info().project.use.baseURL ?? 'http://localhost:3000');
    await context.addCookies([{ name: 'lang', value: 'en', domain: url.hostname, path: '/' }]);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 2, name: 'Find a restaurant' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Demo Shokudo Shibuya', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Near me' })).toBeVisible();
  });
});

test('brand top: finding a restaurant by search, prefecture, paging and position (SPEC §1 L10 §7 L311 §8 L409 §9 L432)', async ({
  pageWith,
}) => {
  await test.step('search (debounced) → prefecture filter → empty result → clear', async () => {
    const page = await pageWith();

    await routeList(page, (url) => (url.searchParams.get('text') === '存在しない店' ? 'noResults' : null));
    await page.goto('/');
    await expect(results(page).getByRole('listitem')).toHaveCount(6);

    const searched = page.waitForRequest(
      (r) => LIST_CALL.test(r.url()) && new URL(r.url()).searchParams.get('text') === '渋谷',
    );
    await page.getByRole('searchbox', { name: '店舗名・住所で検索' }).fill('渋谷');
    const textCall = new URL((await searched).url());
    expect(textCall.searchParams.get('brandId')).toBe('demo');
    expect(textCall.searchParams.get('page.pageSize')).toBe('20');

    const filtered = page.waitForRequest(
      (r) => LIST_CALL.test(r.url()) && new URL(r.url()).searchParams.get('prefectureId') === '13',
    );
    await page.getByRole('combobox', { name: '都道府県' }).selectOption({ label: '東京都' });
    expect(new URL((await filtered).url()).searchParams.get('text')).toBe('渋谷');

    await page.getByRole('searchbox', { name: '店舗名・住所で検索' }).fill('存在しない店');
    await expect(page.getByText('条件に合う店舗が見つかりませんでした。')).toBeVisible();
    await expect(results(page)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: '条件をクリア' }).click();
    await expect(page.getByRole('searchbox', { name: '店舗名・住所で検索' })).toHaveValue('');
    await expect(page.getByRole('combobox', { name: '都道府県' })).toHaveValue('');
    await expect(results(page).getByRole('listitem')).toHaveCount(6);
  });
  await test.step('paging: "show more" sends page.pageToken and appends the next page', async () => {
    const page = await pageWith();

    // The first page comes with the HTML (the server's call, example from the cookie); the next from the browser.
    await setMockPrefer(page, 'example=tokyoOnly', '/v1/restaurants');
    await page.goto('/');
    await expect(results(page).getByRole('listitem')).toHaveCount(1);
    await clearMockPrefer(page);
    await routeList(page, (url) => (url.searchParams.get('page.pageToken') ? 'allRestaurants' : null));
    const next = page.waitForRequest(
      (r) => LIST_CALL.test(r.url()) && new URL(r.url()).searchParams.has('page.pageToken'),
    );
    await page.getByRole('button', { name: 'さらに表示' }).click();
    expect(new URL((await next).url()).searchParams.get('page.pageToken')).toBe('cGFnZToy');
    await expect(results(page).getByRole('listitem')).toHaveCount(6);
    await expect(page.getByRole('button', { name: 'さらに表示' })).toHaveCount(0);
  });
  await test.step('near me denied: shows the user-denied message', async () => {
    const page = await pageWith({ permissions: [] });

    await page.goto('/');
    await expect(results(page).getByRole('listitem')).toHaveCount(6);
    await page.getByRole('button', { name: '現在地から探す' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '位置情報を取得できませんでした' })).toBeVisible({
      timeout: 8000,
    });
    await expect(page.getByRole('button', { name: '現在地から探す' })).toHaveAttribute('aria-pressed', 'false');
  });
  await test.step('near me allowed: sends the position and shows distances', async () => {
    const page = await pageWith({
      permissions: ['geolocation'],
      geolocation: { latitude: 35.658, longitude: 139.7016 },
    });

    await routeList(page, (url) => (url.searchParams.has('latitude') ? 'nearby' : null));
    await page.goto('/');
    await expect(results(page).getByRole('listitem')).toHaveCount(6);
    const located = page.waitForRequest(
      (r) => LIST_CALL.test(r.url()) && new URL(r.url()).searchParams.has('latitude'),
    );
    await page.getByRole('button', { name: '現在地から探す' }).click();
    const call = new URL((await located).url());
    expect(Number(call.searchParams.get('latitude'))).toBeCloseTo(35.658);
    expect(Number(call.searchParams.get('longitude'))).toBeCloseTo(139.7016);
    await expect(page.getByText('現在地から194 m')).toBeVisible();
    await expect(page.getByRole('button', { name: '現在地から探す' })).toHaveAttribute('aria-pressed', 'true');
  });
});

test('restaurant flow: takeout and eat-in walks, a stored choice, a stored eat-in at a takeout-only restaurant (SPEC §1 L11 L12 §2 L38 L40 L47 §3 L186a L186b L195i L195l §9 L429b)', async ({
  pageWith,
}) => {
  await test.step('takeout walk: list → callback → eating_locations → select_receivetime (past midnight) → menus', async () => {
    const page = await pageWith();

    await page.goto('/');
    await page.getByRole('link', { name: 'デモ食堂 渋谷店', exact: true }).click();
    await expect(page).toHaveURL(/\/restaurants\/r1001\/eating_locations$/);
    await expect(page.getByRole('heading', { level: 1, name: 'ご利用方法を選択' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'お持ち帰り' }).click();

    await expect(page).toHaveURL(/\/restaurants\/r1001\/select_receivetime$/);
    await expect(page.getByRole('heading', { level: 1, name: '受取時間の選択' })).toBeVisible();
    await expect(page.getByRole('radio', { name: '今すぐ受け取る' })).toBeChecked();
    await expect(page.getByText('23:30〜25:00')).toBeVisible(); // the late-night window, past midnight as 25:00
    await page.getByRole('radio', { name: '受取時間を指定する' }).check();
    const time = page.getByRole('combobox', { name: '受取時間' });
    await expect(time.getByRole('option', { name: '25:00' })).toHaveCount(1);
    await time.selectOption({ label: '24:30' });
    await expect(time.locator('option:checked')).toHaveText('24:30');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'この受取時間で進む' }).click();

    await expect(page).toHaveURL(/\/restaurants\/r1001\/menus\?eating_location=takeout$/);
    const stored = await page.evaluate(() => [
      sessionStorage.getItem('servingType'),
      sessionStorage.getItem('selectReceiveTimes'),
    ]);
    expect(stored[0]).toBe('"takeout"');
    expect(JSON.parse(stored[1]!)).toEqual({
      receiveTimeType: 'time_specification',
      receiveTime: '2026-11-21T15:30:00.000Z',
    });
  });
  await test.step('eat-in walk goes straight to the menus; the callback then remembers the choice', async () => {
    const page = await pageWith();

    await page.goto('/');
    await page.getByRole('link', { name: 'デモ食堂 梅田店', exact: true }).click();
    await expect(page).toHaveURL(/\/restaurants\/r1004\/eating_locations$/);
    await page.getByRole('button', { name: '店内飲食' }).click();
    await expect(page).toHaveURL(/\/restaurants\/r1004\/menus\?eating_location=eat-in$/);
    const stored = await page.evaluate(() => [
      sessionStorage.getItem('servingType'),
      sessionStorage.getItem('selectReceiveTimes'),
    ]);
    expect(stored[0]).toBe('"eat_in"');
    expect(JSON.parse(stored[1]!)).toEqual({ receiveTimeType: 'now', receiveTime: null });

    await page.goto('/restaurants/r1004/callback');
    await expect(page).toHaveURL(/\/restaurants\/r1004\/menus\?eating_location=eat-in$/);
  });
  await test.step('takeout with a stored choice: callback → select_receivetime, then "now" → menus', async () => {
    const page = await pageWith();

    await page.goto('/404');
    await page.evaluate(() => sessionStorage.setItem('servingType', '"takeout"'));
    await page.goto('/restaurants/r1001/callback');
    await expect(page).toHaveURL(/\/restaurants\/r1001\/select_receivetime$/);
    await page.getByRole('button', { name: 'この受取時間で進む' }).click();
    await expect(page).toHaveURL(/\/restaurants\/r1001\/menus\?eating_location=takeout$/);
    expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem('selectReceiveTimes')))!)).toEqual({
      receiveTimeType: 'now',
      receiveTime: null,
    });
  });
  await test.step('a stored eat-in at a takeout-only restaurant asks again; eat-in is disabled there', async () => {
    const page = await pageWith();

    await page.goto('/404');
    await page.evaluate(() => {
      sessionStorage.setItem('servingType', '"eat_in"');
      sessionStorage.setItem('selectReceiveTimes', JSON.stringify({ receiveTimeType: 'now', receiveTime: null }));
    });
    await page.goto('/restaurants/r1002/callback');
    await expect(page).toHaveURL(/\/restaurants\/r1002\/eating_locations$/);
    await expect(page.getByRole('button', { name: '店内飲食' })).toBeDisabled();
    await expect(page.getByText('この店舗ではご利用いただけません。')).toBeVisible();
    await expect(page.getByRole('button', { name: 'お持ち帰り' })).toBeEnabled();
  });
});

// An unknown restaurant on the callback page opens the common error modal: RestaurantCallback.test.tsx (SPEC 7 L369).
test('restaurant detail: cover, hours past midnight, contacts, order link (SPEC §2 L39)', async ({ pageWith }) => {
  await test.step('detail page: cover, hours past midnight, phone contact, order link; no serious a11y violations', async () => {
    const page = await pageWith();

    await page.goto('/restaurants/r1002/detail');
    await expect(page.getByRole('heading', { level: 1, name: 'デモ食堂 新宿西口店' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'デモ食堂 新宿西口店の外観' })).toBeVisible();
    await expect(page.getByRole('table', { name: '営業時間' }).getByRole('row')).not.toHaveCount(0);
    await expect(page.getByRole('link', { name: '03-1234-5678に電話する' })).toHaveAttribute('href', 'tel:0312345678');
    await expect(page.getByRole('link', { name: 'この店舗で注文する' })).toHaveAttribute(
      'href',
      '/restaurants/r1002/callback',
    );
    await expectNoSeriousA11yViolations(page);
  });
  await test.step('detail page of a restaurant with an inquiry URL links to it', async () => {
    const page = await pageWith();

    await page.goto('/restaurants/r1001/detail');
    await expect(page.getByRole('heading', { level: 1, name: 'デモ食堂 渋谷店' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'お問い合わせフォーム' })).toHaveAttribute(
      'href',
      '/inquiry?restaurant_id=r1001',
    );
    // Closing at 25:00 also reads on its next day, as the restaurant's notice (深夜1時) does (issue 27 item 8).
    await expect(page.getByRole('row', { name: /土曜日/ })).toContainText('11:00〜25:00（翌1:00）');
  });
});
