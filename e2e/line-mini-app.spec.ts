import { devices } from '@playwright/test';
import { expect as fixturesExpect, test, type Page, type Route } from './fixtures';
import { chooseServing, expectNoSeriousA11yViolations, setMockPrefer } from './helpers';
import { choosePayment, openOrderForm, recordCreatedOrders, recordPosts, seedCheckout } from './checkout-helpers';

// Shared, heavily loaded machines: wait up to 30 s for an answer to show (a patience limit, not a retry).
const expect = fixturesExpect.configure({ timeout: 30_000 });

/**
 * The LINE mini app (issue 14 items 1–6) against `next start` + Prism, with `@line/liff-mock` playing LINE (the app
 * installs it only against the mock). Inside the LINE client = LINE's user agent; an external browser otherwise.
 */

const LIFF_ID = '2001234567-demoBrnd';
const LINE_UA = `${devices['Pixel 7'].userAgent} Line/14.1.0`;
/** A string only the LIFF SDK's code holds (its store prefix): marks the SDK chunk among the scripts. */
const LIFF_SDK_MARKER = 'LIFF_STORE';

const launchUrl = (params: Record<string, string>) => `/?${new URLSearchParams(params).toString()}`;

/** Every request that leaves the app's origin (there must be none: no LINE, no CDN). */
function recordForeignRequests(page: Page, baseURL: string): string[] {
  const foreign: string[] = [];
  const own = new URL(baseURL).origin;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^https?:$/.test(url.protocol) && url.origin !== own) foreign.push(request.url());
  });
  return foreign;
}

/** The bodies of the scripts the page loads, to find the LIFF SDK among them. */
function recordScripts(page: Page): Array<Promise<string>> {
  const bodies: Array<Promise<string>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  return bodies;
}

async function loadsLiffSdk(bodies: Array<Promise<string>>): Promise<boolean> {
  return (await Promise.all(bodies)).some((body) => body.includes(LIFF_SDK_MARKER));
}

const local = (page: Page, key: string) =>
  page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null') as unknown, key);

const footerLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'フッターリンク' }).getByRole('link', { name });

test.describe('LINE mini app inside the LINE client', () => {
  test.describe.configure({ timeout: 180_000 });
  test.use({ userAgent: LINE_UA });

  test('launch with liff.state → restaurant, LIFF-token login, metrics once, privacy policy, order placed (SPEC §1 L19 §2 L37 L58 §3 L188 L194c L194j L194k §4 L261 §7 L320 L363)', async ({
    page,
    baseURL,
  }) => {
    const foreign = recordForeignRequests(page, baseURL!);
    const metrics = recordPosts(page, '/v1/metrics/referrer');
    const logins = recordPosts(page, '/v1/auth/line_login');
    await seedCheckout(page);
    await page.goto(
      launchUrl({
        'liff.state': '/restaurants/r1001',
        target_liff_id: LIFF_ID,
        referrer_key_usecase: 'campaign',
        referrer_key_message: 'autumn-2026',
      }),
    );
    // liff.state /restaurants/r1001 → its callback page → the menus (serving type and receive time are stored).
    await expect(page).toHaveURL(/\/restaurants\/r1001\/menus/);
    await expect.poll(() => logins.length).toBe(1);
    expect(logins[0]).toEqual({
      liff_id: LIFF_ID,
      liff_access_token: 'mock-liff-access-token',
      id_token: 'mock.liff.id-token',
    });
    await expect.poll(() => local(page, 'auth')).toMatchObject({ userName: '山田 花子' });
    await expect.poll(() => metrics.length).toBe(1);
    expect(metrics[0]).toEqual({
      brand_id: 'demo',
      referrer_type: 'REFERRER_TYPE_LINE_MINI_APP',
      referrer_key_usecase: 'campaign',
      referrer_key_message: 'autumn-2026',
      restaurant_id: 'r1001',
      line_mini_app_auth: { liff_access_token: 'mock-liff-access-token', id_token: 'mock.liff.id-token' },
    });
    await expect
      .poll(() => local(page, 'liffData'))
      .toEqual({
        brandId: 'demo',
        liffId: LIFF_ID,
        referrerKeyUsecase: 'campaign',
        referrerKeyMessage: 'autumn-2026',
        restaurantPath: '/restaurants/r1001',
        userTableId: 'ut-000123',
      });
    expect(await local(page, 'target_liff_id')).toBe(LIFF_ID);
    expect(await local(page, 'liff_state_restaurant_id')).toBe('r1001');

    // The mini-app flag: the my-menu panel has no login/logout (LINE logs in), the footer links the in-app policy.
    await page.getByRole('button', { name: 'マイメニューを開く' }).click();
    const myMenu = page.getByRole('dialog', { name: 'マイメニュー' });
    await expect(myMenu.getByRole('link', { name: '店舗一覧' })).toBeVisible();
    await expect(myMenu.getByRole('button', { name: 'ログアウト' })).toHaveCount(0);
    await expect(myMenu.getByRole('button', { name: 'ログイン・会員登録' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(footerLink(page, 'プライバシーポリシー')).toHaveAttribute('href', '/privacy_policy');
    await footerLink(page, 'プライバシーポリシー').click();
    await expect(page.getByRole('heading', { level: 1, name: 'LINEミニアプリ プライバシーポリシー' })).toBeVisible();
    await expect(page.getByText('LINEのユーザー識別子、表示名およびご注文内容を取得します')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // A full page load in the client starts LIFF again: no second metrics event, no second login.
    const placed = recordCreatedOrders(page);
    const place = await openOrderForm(page);
    await choosePayment(page, '店頭でお支払い');
    await place.click();
    await expect.poll(() => placed.length).toBe(1);
    await expect(page).toHaveURL(new RegExp(`/restaurants/r1001/order/${placed[0]!.order_id}/complete$`));
    await expect(page.getByRole('heading', { name: 'ご注文ありがとうございます' })).toBeVisible();
    expect(metrics).toHaveLength(1);
    expect(logins).toHaveLength(1);
    expect(foreign).toEqual([]);
  });

  test('LIFF-token login answered E100700001 or E100700002: its catalogue copy, then "log in again" (SPEC §8 L382)', async ({
    page,
  }) => {
    const logins = recordPosts(page, '/v1/auth/line_login');
    for (const [code, example, text] of [
      ['E100700001', 'notLineAccessToken', 'LINEの認証情報を確認できませんでした'],
      ['E100700002', 'notIdToken', 'IDトークンを確認できませんでした'],
    ] as const) {
      await test.step(code, async () => {
        logins.length = 0;
        await setMockPrefer(page, `code=401, example=${example}`, '/v1/auth/line_login');
        if (code === 'E100700001') await page.goto('/');
        else {
          await page.evaluate(() => localStorage.removeItem('auth'));
          await page.reload();
        }
        const dialog = page.getByRole('dialog', { name: 'ログインに失敗しました' });
        await expect(dialog).toBeVisible();
        await expect(dialog).toContainText(text);
        expect(await local(page, 'auth')).toBeNull();
        await page.context().clearCookies({ name: 'mock_prefer' });
        await dialog.getByRole('button', { name: 'もう一度ログイン' }).click();
        await expect(dialog).toBeHidden();
        await expect.poll(() => local(page, 'auth')).toMatchObject({ userName: '山田 花子' });
        expect(logins).toHaveLength(2);
      });
    }
  });

  test('the SDK failing to load: a clear error with "try again", never an endless spinner', async ({ page }) => {
    let blockSdk = true;
    await page.route('**/_next/static/**', async (route: Route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (blockSdk && body.includes(LIFF_SDK_MARKER)) return route.abort('failed');
      return route.fulfill({ response, body });
    });
    await page.goto(launchUrl({ 'liff.state': '/restaurants/r1001/detail' }));
    const failed = page.getByRole('dialog', { name: 'LINEミニアプリを起動できませんでした' });
    await expect(failed).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'LINEミニアプリを起動しています' })).toBeHidden();
    await expectNoSeriousA11yViolations(page);
    blockSdk = false;
    await failed.getByRole('button', { name: 'もう一度試す' }).click();
    await expect(page).toHaveURL(/\/restaurants\/r1001\/detail$/);
    await expect(failed).toBeHidden();
  });
});

test.describe('LINE mini app in an external browser', () => {
  test.describe.configure({ timeout: 120_000 });

  test('launch → restaurant; no LINE login or metrics; back from a LINE login round trip on the launch path', async ({
    page,
    baseURL,
  }) => {
    const foreign = recordForeignRequests(page, baseURL!);
    const metrics = recordPosts(page, '/v1/metrics/referrer');
    const logins = recordPosts(page, '/v1/auth/line_login');
    await chooseServing(page);
    await page.goto(launchUrl({ 'liff.state': '/restaurants/r1002/menus', liff_id: LIFF_ID }));
    await expect(page).toHaveURL(/\/restaurants\/r1002\/menus$/);
    await expect
      .poll(() => local(page, 'liffData'))
      .toEqual({
        brandId: 'demo',
        liffId: LIFF_ID,
        restaurantPath: '/restaurants/r1002/menus',
      });
    expect(await local(page, 'liff_state_restaurant_id')).toBe('r1002');
    // Not inside the client: the ordinary footer link, and the my-menu panel offers the web login.
    await expect(footerLink(page, 'プライバシーポリシー')).toHaveAttribute('href', /^https:/);
    await page.getByRole('button', { name: 'マイメニューを開く' }).click();
    await expect(
      page.getByRole('dialog', { name: 'マイメニュー' }).getByRole('button', { name: 'ログイン・会員登録' }),
    ).toBeVisible();
    await page.keyboard.press('Escape');

    // LINE Login returns to the endpoint URL with its own parameters and without liff.state.
    await page.goto('/?code=mock-line-code&state=mock-line-state&liffClientId=2001234567&liffRedirectUri=x');
    await expect(page).toHaveURL(/\/restaurants\/r1002\/menus$/);
    expect(metrics).toEqual([]);
    expect(logins).toEqual([]);
    expect(foreign).toEqual([]);
  });

  test('an ordinary web visit never loads the LIFF SDK; a launch does', async ({ page }) => {
    const plain = recordScripts(page);
    await page.goto('/restaurants/r1001/detail');
    await page.waitForLoadState('networkidle');
    expect(await loadsLiffSdk(plain)).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('liffData'))).toBeNull();

    const launched = recordScripts(page);
    await page.goto(launchUrl({ 'liff.state': '/restaurants/r1001/detail' }));
    await expect(page).toHaveURL(/\/restaurants\/r1001\/detail$/);
    await expect.poll(() => loadsLiffSdk(launched)).toBe(true);
  });
});

test.describe('LINE launch: bad input', () => {
  test.describe.configure({ timeout: 120_000 });

  // Every unsafe liff.state form is a row of src/domain/line-launch.test.ts; the browser opens two kinds.
  test('an unsafe liff.state or forged launch parameters stay on this origin at the top, with a note, never a crash', async ({
    page,
    baseURL,
  }) => {
    const foreign = recordForeignRequests(page, baseURL!);
    await test.step('liff.state //evil.example/restaurants/r1001', async () => {
      await page.goto(launchUrl({ 'liff.state': '//evil.example/restaurants/r1001' }));
      await expect(page.getByText('このリンクの一部は利用できないため、使わずに開きました')).toBeVisible();
      expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
      expect(new URL(page.url()).pathname).toBe('/');
      expect(await local(page, 'liff_state_restaurant_id')).toBeNull();
      expect(await local(page, 'liffData')).toEqual({ brandId: 'demo', liffId: LIFF_ID });
      expect(foreign).toEqual([]);
    });
    await test.step('malformed ids and control characters', async () => {
      await page.goto(
        '/?liff_id=%3Cscript%3E&target_liff_id=&referrer_key_usecase=%0A&liff.state=%2Frestaurants%2F%252F',
      );
      await expect(page.getByText('このリンクの一部は利用できないため、使わずに開きました')).toBeVisible();
      expect(new URL(page.url()).pathname).toBe('/');
      expect(await local(page, 'liffData')).toEqual({ brandId: 'demo', liffId: LIFF_ID });
      expect(await local(page, 'liff_state_restaurant_id')).toBeNull();
    });
  });

  test("a LIFF id not belonging to this brand is refused; another brand's launch data is dropped", async ({ page }) => {
    await page.addInitScript(() => {
      if (sessionStorage.getItem('e2e-seeded-liff')) return;
      sessionStorage.setItem('e2e-seeded-liff', '1');
      localStorage.setItem('liffData', JSON.stringify({ brandId: 'other', userTableId: 'ut-theirs' }));
      localStorage.setItem('liff_state_restaurant_id', JSON.stringify('r9999'));
      localStorage.setItem('target_liff_id', JSON.stringify('1111111111-otherBrd'));
    });
    await chooseServing(page);
    await page.goto(launchUrl({ 'liff.state': '/restaurants/r1003/menus', target_liff_id: '9999999999-evilBrnd' }));
    await expect(page.getByText('このリンクの一部は利用できないため、使わずに開きました')).toBeVisible();
    await expect(page).toHaveURL(/\/restaurants\/r1003\/menus$/);
    await expect
      .poll(() => local(page, 'liffData'))
      .toEqual({
        brandId: 'demo',
        liffId: LIFF_ID,
        restaurantPath: '/restaurants/r1003/menus',
      });
    expect(await local(page, 'target_liff_id')).toBeNull();
    expect(await local(page, 'liff_state_restaurant_id')).toBe('r1003');
  });
});
