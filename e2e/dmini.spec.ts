import { createHash } from 'node:crypto';
import { expect as baseExpect, test, type Page, type Request } from './fixtures';
import { choosePayment, preferOn, recordPosts, setScenario, tapStandin } from './checkout-helpers';
import { expectNoSeriousA11yViolations, expectSnackbar } from './helpers';

// The journeys cross many full page loads (the d払い app stand-in, /dmini, the d-account stand-in, the redirect, the
// payment stand-in): on the shared, loaded machine one load can take long, so waits get 30 s (a patience limit, not
// a retry) and each test 3 minutes.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

/**
 * The d払い mini app (issue 14 items 7–13) against `next start` + Prism + the mock layer: launch from the d払い app
 * stand-in (one-time seed and SHA-256 hash, verified by the server), terms on first use, the d-account login through
 * its stand-in, the launch restaurant, cart, d払い payment through its stand-in, order complete; the d POINT card in
 * the my-menu panel; and the bad input: forged or missing launch parameters, forged hash, replayed launch, callbacks
 * without state, with error=, with another state, of another brand, replayed.
 */

const SESSION_ID = 'das-5f1e2d3c4b5a';
const NONCE = '0123456789abcdef0123456789abcdef';
const STATE = `demo.${NONCE}`;

/** Every call to the app's API, with its platform header, in order. */
function apiCalls(page: Page): Array<{ path: string; platform: string | undefined; session: string | undefined }> {
  const calls: Array<{ path: string; platform: string | undefined; session: string | undefined }> = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    const headers = request.headers();
    calls.push({
      path: `${request.method()} ${url.pathname}`,
      platform: headers['x-platform-code'],
      session: headers['x-d-account-session-id'],
    });
  });
  return calls;
}

const session = (page: Page, key: string) => page.evaluate((k) => sessionStorage.getItem(k), key);

/** A one-time seed issued by the mock (as the d払い app would get it), fetched through the app's API proxy. */
async function issuedSeed(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const response = await fetch('/api/v1/dmini/seed', {
      headers: { 'x-api-key': 'dev-api-key', 'x-platform-code': 'web', accept: 'application/json' },
    });
    return ((await response.json()) as { seed: string }).seed;
  });
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const launchUrl = (seed: string, hash: string, restaurantId = 'r1001') =>
  `/dmini?${new URLSearchParams({ restaurant_id: restaurantId, seed, hash }).toString()}`;

test.describe('the d払い mini app from launch to a placed order', () => {
  test('launch → terms → d-account login → restaurant → cart → d払い (stand-in) → order complete (SPEC §1 L19 §2 L33 §3 L189 L195c L195d L195e L195j L195k §6 L298 §7 L357 L359 L361 L362)', async ({
    page,
  }) => {
    const calls = apiCalls(page);
    const preorders = recordPosts(page, '/v1/orders/preorder');
    const starts = recordPosts(page, '/v1/orders/start');
    const terms = recordPosts(page, '/v1/dmini/user_status');

    // The d払い app (stand-in) opens the mini app with a one-time seed and its hash.
    await page.goto('/mock-standin/dpay-app');
    await expect(page.getByRole('heading', { level: 1, name: 'd払いアプリ(テスト用)' })).toBeVisible();
    // Judged once hydrated: the button turns from disabled to enabled then, and axe must not meet it mid-transition.
    await expect(page.getByRole('button', { name: 'ミニアプリを開く' })).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'ミニアプリを開く' }).click();

    // First use: the terms.
    await expect(page).toHaveURL(/\/dmini\/terms$/);
    await expect(page.getByRole('heading', { level: 1, name: 'ご利用規約' })).toBeVisible();
    expect(await session(page, 'isDMiniApp')).toBe('true');
    expect(await session(page, 'dMiniLaunchRestaurantId')).toBe('"r1001"');
    await expectNoSeriousA11yViolations(page);
    const agree = page.getByRole('button', { name: '同意して進む' });
    await expect(agree).toBeDisabled();
    await page.getByRole('checkbox', { name: 'ご利用規約に同意します' }).check();
    await agree.click();
    await expect.poll(() => terms).toEqual([{ is_terms_agreed: true }]);

    // The d-account login page (stand-in), with the app's own state bound to the brand.
    await expect(page).toHaveURL(/\/mock-standin\/daccount\/login\?/);
    const state = new URL(page.url()).searchParams.get('state') ?? '';
    expect(state).toMatch(/^demo\.[0-9a-f]{32}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'dアカウント(テスト用)' })).toBeVisible();
    // The stand-in's buttons are disabled until it is hydrated and then fade in: judge the colours once they can be
    // used, not a frame of the fade that began after the check's wait for running transitions.
    await expect(page.getByRole('button', { name: 'ログインする' })).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
    await tapStandin(page, 'ログインする');

    // Back through /dmini/daccount/redirect: logged in, the session id kept, on the launch restaurant.
    await expect(page).toHaveURL(/\/restaurants\/r1001\/eating_locations$/);
    expect(await session(page, 'dAccountSessionID')).toBe(`"${SESSION_ID}"`);
    expect(await page.evaluate(() => localStorage.getItem('auth'))).toContain('mock-access-token.u1001.20261121');
    const login = calls.find((c) => c.path === 'GET /api/v1/dmini/daccount/login/demo');
    expect(login).toBeDefined();

    await page.getByRole('button', { name: 'お持ち帰り' }).click();
    await expect(page).toHaveURL(/\/restaurants\/r1001\/select_receivetime$/);
    await page.getByRole('button', { name: 'この受取時間で進む' }).click();
    await expect(page).toHaveURL(/\/restaurants\/r1001\/menus\?eating_location=takeout$/);
    await page.getByRole('link', { name: /グランドメニュー/ }).click();
    await page
      .getByRole('link', { name: /^鮭の塩焼き弁当/ })
      .first()
      .click();
    const sheet = page.getByRole('dialog', { name: '鮭の塩焼き弁当' });
    await sheet.getByRole('button', { name: /^カートに追加/ }).click();
    await expect(sheet).toBeHidden();
    await page.getByRole('button', { name: 'カート（1点）' }).click();
    await page
      .getByRole('dialog', { name: /^カート/ })
      .getByRole('button', { name: /注文に進む/ })
      .click();

    // The order form offers d払い (mini app); paying goes to the d払い stand-in through the redirect-payment path.
    await expect(page).toHaveURL(/\/restaurants\/r1001\/order$/);
    await expect(page.getByRole('heading', { level: 1, name: '注文内容の確認' })).toBeVisible();
    await choosePayment(page, 'd払い(ミニアプリ)');
    await page.getByRole('button', { name: /^注文する ￥/ }).click();
    await expect(page).toHaveURL(/\/mock-standin\/wallet\/d-mini-app\?/);
    expect(preorders).toHaveLength(1);
    expect(preorders[0]).toMatchObject({ payment_method: 'PAYMENT_METHOD_D_MINI_APP' });
    // The stateful mock reserves a new pending order (o-mock-NNNN) and names it on the payment page.
    const orderId = JSON.parse((await session(page, 'dPayMiniPaymentOrderId')) ?? 'null') as string | null;
    expect(orderId).toMatch(/^o-mock-\d{4}$/);
    expect(await session(page, 'dPayMiniPaymentRequestId')).toBe('"pr-d-mini-app-0008"');
    await tapStandin(page, '承認する');

    await expect(page).toHaveURL(new RegExp(`/restaurants/r1001/order/${orderId}/complete$`));
    await expect(page.getByLabel(/^注文番号 M-\d{3}$/)).toBeVisible();
    expect(starts).toEqual([{ order_id: orderId, payment_request_id: 'pr-d-mini-app-0008' }]);
    expect(await session(page, 'dPayMiniPaymentOrderId')).toBeNull();
    await expectNoSeriousA11yViolations(page);

    // The launch is verified before anything is trusted (that call still says web); from the first call after it
    // (the user status) every call says pay_mini_app, and every call after the login carries the session id.
    const verify = calls.findIndex((c) => c.path === 'POST /api/v1/dmini/verify_hash');
    expect(verify).toBeGreaterThan(-1);
    expect(calls[verify]!.platform).toBe('web');
    const first = calls.findIndex((c, i) => i > verify && c.path === 'GET /api/v1/dmini/user_status');
    expect(first).toBeGreaterThan(verify);
    const after = calls.slice(first);
    expect(after.length).toBeGreaterThan(10);
    expect(after.filter((c) => c.platform !== 'pay_mini_app')).toEqual([]);
    const callback = calls.findIndex((c) => c.path === 'GET /api/v1/dmini/daccount/callback/launch');
    expect(callback).toBeGreaterThan(first);
    expect(calls.slice(callback + 1).filter((c) => c.session !== SESSION_ID)).toEqual([]);
  });

  test('a d払い payment left pending is finished when the mini app is opened again, with the kept ids', async ({
    page,
  }) => {
    const starts = recordPosts(page, '/v1/orders/start');
    await setScenario(page, 'getOrder:200:order_o-20261121-0008'); // the demo's example wallet order, asked for
    await page.goto('/mock-standin/dpay-app');
    await page.evaluate(
      ({ sessionId }) => {
        sessionStorage.setItem('dAccountSessionID', JSON.stringify(sessionId));
        sessionStorage.setItem('dPayMiniPaymentOrderId', '"o-20261121-0008"');
        sessionStorage.setItem('dPayMiniPaymentRequestId', '"pr-d-mini-app-0008"');
      },
      { sessionId: SESSION_ID },
    );
    const seed = await issuedSeed(page);
    await preferOn(page, 'GET', '/v1/dmini/user_status', 'code=200, example=linked');
    await page.goto(launchUrl(seed, sha256(seed)));
    await expect(page).toHaveURL(/\/restaurants\/r1001\/order\/o-20261121-0008\/complete$/);
    await expect(page.getByLabel('注文番号 A-031')).toBeVisible();
    expect(starts).toEqual([{ order_id: 'o-20261121-0008', payment_request_id: 'pr-d-mini-app-0008' }]);
  });
  test('a d払い payment return in a fresh tab (session lost) still ends on the right complete page', async ({
    page,
  }) => {
    const starts = recordPosts(page, '/v1/orders/start');
    await setScenario(page, 'getOrder:200:order_o-20261121-0008'); // the demo's example wallet order, asked for
    await page.goto(
      '/restaurants/r1001/order/o-20261121-0008/complete?return=wallet&result=approved&payment_request_id=pr-d-mini-app-0008',
    );
    await expect(page).toHaveURL(/o-20261121-0008\/complete$/);
    await expect(page.getByLabel('注文番号 A-031')).toBeVisible();
    expect(starts).toEqual([{ order_id: 'o-20261121-0008', payment_request_id: 'pr-d-mini-app-0008' }]);
  });
});

test.describe('d POINT card in the my-menu panel', () => {
  /** A running mini-app session, logged in, as the launch leaves it. */
  async function openInMiniApp(page: Page) {
    await page.goto('/mock-standin/dpay-app');
    await page.evaluate(
      ({ sessionId }) => {
        sessionStorage.setItem('isDMiniApp', 'true');
        sessionStorage.setItem('dMiniLaunchRestaurantId', '"r1001"');
        sessionStorage.setItem('dAccountSessionID', JSON.stringify(sessionId));
        localStorage.setItem(
          'auth',
          JSON.stringify({
            accessToken: 'mock-access-token.u1001.20261121',
            refreshToken: 'mock-refresh-token.u1001.7d1c',
            refreshTokenExpires: '2026-12-21T22:00:00+09:00',
            userName: '山田 花子',
          }),
        );
      },
      { sessionId: SESSION_ID },
    );
    await page.goto('/restaurants/r1001/detail');
  }

  async function openMyMenu(page: Page) {
    await page.getByRole('button', { name: 'マイメニューを開く' }).click();
    const panel = page.getByRole('dialog', { name: 'マイメニュー' });
    await expect(panel).toBeVisible();
    return panel;
  }

  test('link through the d-account stand-in, shown linked, unlink after a confirmation (SPEC §1 L19 §7 L358)', async ({
    page,
  }) => {
    await openInMiniApp(page);
    let panel = await openMyMenu(page);
    const card = panel.getByRole('region', { name: 'dポイントカード' });
    await expect(card.getByRole('status')).toHaveText('未連携');
    await expectNoSeriousA11yViolations(page);
    await card.getByRole('button', { name: 'dポイントカードを連携する' }).click();

    await expect(page).toHaveURL(/\/mock-standin\/daccount\/login\?/);
    await tapStandin(page, 'ログインする');
    await expect(page).toHaveURL(/\/restaurants\/r1001\/detail$/);
    await expectSnackbar(page, 'dポイントカードを連携しました');

    panel = await openMyMenu(page);
    await expect(panel.getByRole('status')).toHaveText('連携済み ****-****-****-1234');
    await panel.getByRole('button', { name: 'dポイントカードの連携を解除する' }).click();
    const confirm = page.getByRole('dialog', { name: 'dポイントカードの連携を解除しますか？' });
    await expect(confirm).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await confirm.getByRole('button', { name: '解除する' }).click();
    await expectSnackbar(page, 'dポイントカードの連携を解除しました');
    await expect(panel.getByRole('status')).toHaveText('未連携');
  });

  test("the web's d-account flow: a logged-in customer on a restaurant's page links the card (SPEC §7 L355 L356)", async ({
    page,
  }) => {
    const logins = apiCalls(page);
    await page.goto('/mock-standin/dpay-app');
    await page.evaluate(() =>
      localStorage.setItem(
        'auth',
        JSON.stringify({
          accessToken: 'mock-access-token.u1001.20261121',
          refreshToken: 'mock-refresh-token.u1001.7d1c',
          refreshTokenExpires: '2026-12-21T22:00:00+09:00',
          userName: '山田 花子',
        }),
      ),
    );
    await page.goto('/restaurants/r1001/detail');
    const panel = await openMyMenu(page);
    await panel.getByRole('button', { name: 'dポイントカードを連携する' }).click();
    await expect(page).toHaveURL(/\/mock-standin\/daccount\/login\?/);
    await tapStandin(page, 'ログインする');
    await expect(page).toHaveURL(/\/restaurants\/r1001\/detail$/);
    await expectSnackbar(page, 'dポイントカードを連携しました');
    const paths = logins.map((c) => c.path);
    expect(paths).toContain('GET /api/v1/daccount/login/demo/r1001');
    expect(paths).toContain('GET /api/v1/daccount/callback/dpoint');
    expect(logins.filter((c) => c.path.includes('/dmini/'))).toEqual([]);
    expect(logins.every((c) => c.platform === 'web')).toBe(true);
  });

  test('E100110506 (invalid point card info) on the unlink is the forced logout (SPEC 4) (SPEC §4 L256 §8 L405)', async ({
    page,
  }) => {
    await openInMiniApp(page);
    await preferOn(page, 'GET', '/v1/dmini/user_status', 'code=200, example=linked');
    await preferOn(
      page,
      'DELETE',
      '/v1/dmini/daccount/dpoint_card_connecting',
      'code=401, example=invalidPointCardInfo',
    );
    const panel = await openMyMenu(page);
    await panel.getByRole('button', { name: 'dポイントカードの連携を解除する' }).click();
    await page
      .getByRole('dialog', { name: 'dポイントカードの連携を解除しますか？' })
      .getByRole('button', { name: '解除する' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'ログアウトしました' });
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
    expect(await session(page, 'dAccountSessionID')).toBeNull();
    // Logging in again inside the mini app is the d-account login of the launch, not the web login.
    await dialog.getByRole('button', { name: 'ログイン' }).click();
    await expect(page).toHaveURL(/\/mock-standin\/daccount\/login\?/);
    await tapStandin(page, 'ログインする');
    await expect(page).toHaveURL(/\/restaurants\/r1001\/(callback|eating_locations)$/);
    expect(await session(page, 'dAccountSessionID')).toBe(`"${SESSION_ID}"`);
  });
});

// Which launch parameters and which callbacks are refused, and why, are tables in src/domain/dmini-launch.test.ts and
// src/domain/daccount-flow.test.ts (missing, forged shapes, other brands, nothing started, replays). The browser walks
// one of each: the error page, its way back, nothing kept, the address cleaned.
test.describe('bad input: launches', () => {
  test('no launch parameters: a clear error page with a way back, nothing kept, no verify call', async ({ page }) => {
    const calls = apiCalls(page);
    await page.goto('/dmini');
    await expect(page.getByRole('heading', { level: 1, name: 'ミニアプリを開けませんでした' })).toBeVisible();
    await expect(page.getByText('d払いアプリからもう一度開いてください。', { exact: false })).toBeVisible();
    await expect(page).toHaveURL(/\/dmini$/);
    expect(await session(page, 'isDMiniApp')).toBeNull();
    expect(calls.filter((c) => c.path.includes('/dmini/'))).toEqual([]);
    await expectNoSeriousA11yViolations(page);
    await test.step('a forged hash shape: the parameters leave the address', async () => {
      await page.goto(`/dmini?restaurant_id=r1001&seed=c2VlZC0yMDI2MTEyMS0wMDAx&hash=${'Z'.repeat(64)}`);
      await expect(page.getByText('起動の情報が正しくありません。', { exact: false })).toBeVisible();
      await expect(page).toHaveURL(/\/dmini$/); // the parameters left the address
      expect(calls.filter((c) => c.path.includes('/dmini/'))).toEqual([]);
    });
    await page.getByRole('button', { name: '店舗一覧へ' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a forged hash over a real seed is refused by the server; the genuine launch works once, its replay is refused', async ({
    page,
  }) => {
    await page.goto('/mock-standin/dpay-app');
    const seed = await issuedSeed(page);
    const verifies = recordPosts(page, '/v1/dmini/verify_hash');

    await page.goto(launchUrl(seed, sha256(`${seed}forged`)));
    await expect(page.getByRole('heading', { level: 1, name: '起動を確認できませんでした' })).toBeVisible();
    expect(await session(page, 'isDMiniApp')).toBeNull();
    expect(await session(page, 'dMiniLaunchRestaurantId')).toBeNull();
    await expectNoSeriousA11yViolations(page);

    await page.goto(launchUrl(seed, sha256(seed)));
    await expect(page).toHaveURL(/\/dmini\/terms$/);
    expect(await session(page, 'isDMiniApp')).toBe('true');

    // The same launch address again (a copied link): the seed is spent.
    await page.evaluate(() => sessionStorage.clear());
    await page.goto(launchUrl(seed, sha256(seed)));
    await expect(page.getByRole('heading', { level: 1, name: '起動を確認できませんでした' })).toBeVisible();
    expect(await session(page, 'isDMiniApp')).toBeNull();
    expect(verifies).toHaveLength(3);
  });
});

test.describe('bad input: d-account callbacks', () => {
  /** A launch login in progress, as the launch leaves it before the browser goes to the d-account page. */
  async function loginInProgress(page: Page) {
    await page.goto('/mock-standin/dpay-app');
    await page.evaluate((state) => {
      sessionStorage.setItem('isDMiniApp', 'true');
      sessionStorage.setItem('dMiniLaunchRestaurantId', '"r1001"');
      sessionStorage.setItem(
        'dAccountLogin',
        JSON.stringify({
          state,
          brandId: 'demo',
          flow: 'dminiLaunch',
          restaurantId: 'r1001',
          returnPath: '/dmini',
          used: false,
        }),
      );
    }, STATE);
  }

  test('callbacks: a state that does not match is refused (no callback call, no login); the genuine one completes the login; its replay is refused', async ({
    page,
  }) => {
    await loginInProgress(page);
    const calls = apiCalls(page);
    await test.step('a state that does not match: a clear error page with a way back', async () => {
      await page.goto(`/dmini/daccount/redirect?code=c1&error=&state=demo.${'f'.repeat(32)}`);
      await expect(
        page.getByRole('heading', { level: 1, name: 'dアカウントの連携を完了できませんでした' }),
      ).toBeVisible();
      await expect(page.getByText('連携の情報が一致しません。', { exact: false })).toBeVisible();
      await expect(page).toHaveURL(/\/dmini\/daccount\/redirect$/);
      expect(calls.filter((c) => c.path.includes('/callback/'))).toEqual([]);
      expect(await session(page, 'dAccountSessionID')).toBeNull();
      expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: '店舗一覧へ' }).click();
      await expect(page).toHaveURL(/\/$/);
    });
    await test.step('the genuine callback completes the login', async () => {
      await loginInProgress(page);
      await page.goto(`/dmini/daccount/redirect?code=c1&error=&state=${STATE}`);
      await expect(page).toHaveURL(/\/restaurants\/r1001\/eating_locations$/);
      expect(await session(page, 'dAccountSessionID')).toBe(`"${SESSION_ID}"`);
    });
    await test.step('the same address again is refused', async () => {
      await page.goto(`/dmini/daccount/redirect?code=c1&error=&state=${STATE}`);
      await expect(page.getByRole('heading', { level: 1, name: 'この連携は完了済みです' })).toBeVisible();
      expect(calls.filter((c) => c.path === 'GET /api/v1/dmini/daccount/callback/launch')).toHaveLength(1);
    });
  });
});
