// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Brand } from '@/api/generated/models';
import { mockApi } from '@/test/component-harness';
import type * as LiffSdk from './liff-sdk';
import type { LiffHandle } from './liff-sdk';

/** The LIFF start of a page load (issue 14 items 1–4) with a stand-in SDK handle and the API answered by MSW. */

const LIFF_ID = '2001234567-demoBrnd';
const BRAND: Brand = {
  brandId: 'demo',
  brandName: 'デモ食堂',
  brandNameLanguages: [],
  coverImageUrl: '',
  logoImageUrl: '',
  enableIdIntegration: false,
  contactInformationType: 'NONE',
  enableLineMiniApp: true,
  liffUrl: `/liff/${LIFF_ID}`,
  restaurantLiffUrlMap: { r1001: `/liff/${LIFF_ID}/restaurants/r1001` },
};

const { startLiff } = vi.hoisted(() => ({ startLiff: vi.fn<(options: { liffId: string }) => Promise<LiffHandle>>() }));
vi.mock('./liff-sdk', async (original) => ({ ...(await original<typeof LiffSdk>()), startLiff }));

const api = mockApi();

function handle(inClient: boolean): LiffHandle {
  return {
    isInClient: () => inClient,
    isLoggedIn: () => true,
    getAccessToken: () => 'at',
    getIDToken: () => 'it',
    login: vi.fn(),
  };
}

/** Loads the flow as a fresh page load at `address` (the module reads the address once, like the browser). */
async function pageLoadAt(address: string) {
  window.history.replaceState(null, '', address);
  vi.resetModules();
  const flow = await import('./launch-flow');
  const store = await import('./line-store');
  const navigate = vi.fn();
  const run = (brand: Brand | null = BRAND) =>
    flow.runLineLaunch({ brandId: 'demo', brand, liffMock: true, navigate, isCancelled: () => false });
  return { run, navigate, store: store.useLineStore };
}

const posts: Record<string, unknown[]> = {};
beforeEach(() => {
  startLiff.mockReset();
  for (const key of Object.keys(posts)) delete posts[key];
  const record = (path: string, body: unknown) => (posts[path] ??= []).push(body);
  api.use(
    http.get('*/v1/restaurants/line_setting', () => HttpResponse.json({ restaurant_line_settings: [] })),
    http.post('*/v1/metrics/referrer', async ({ request }) => {
      record('metrics', await request.json());
      return HttpResponse.json({ user_table_id: 'ut-1' });
    }),
    http.post('*/v1/auth/line_login', async ({ request }) => {
      record('login', await request.json());
      return HttpResponse.json({
        access_token: 'a',
        refresh_token: 'r',
        refresh_token_expires: '2099-01-01T00:00:00+09:00',
        user_name: '山田 花子',
      });
    }),
  );
});

describe('LIFF start', () => {
  it('inside the client: lands on liff.state, keeps the launch, sends the metrics once and logs in (SPEC §4 L261 §7 L363)', async () => {
    startLiff.mockResolvedValue(handle(true));
    const page = await pageLoadAt('/?liff.state=%2Frestaurants%2Fr1001%2Fmenus&referrer_key_usecase=campaign');
    await page.run();
    expect(startLiff).toHaveBeenCalledWith(expect.objectContaining({ liffId: LIFF_ID, mock: true }));
    expect(page.store.getState()).toMatchObject({ status: 'ready', inClient: true, liffId: LIFF_ID });
    expect(page.navigate).toHaveBeenCalledWith('/restaurants/r1001/menus');
    await vi.waitFor(() =>
      expect(JSON.parse(localStorage.getItem('liffData')!)).toMatchObject({ userTableId: 'ut-1' }),
    );
    expect(posts.metrics).toEqual([
      {
        brand_id: 'demo',
        referrer_type: 'REFERRER_TYPE_LINE_MINI_APP',
        referrer_key_usecase: 'campaign',
        restaurant_id: 'r1001',
        line_mini_app_auth: { liff_access_token: 'at', id_token: 'it' },
      },
    ]);
    expect(posts.login).toEqual([{ liff_id: LIFF_ID, liff_access_token: 'at', id_token: 'it' }]);
    expect(JSON.parse(localStorage.getItem('auth')!)).toMatchObject({ userName: '山田 花子' });

    const again = await pageLoadAt('/restaurants/r1001/menus');
    startLiff.mockResolvedValue(handle(true));
    await again.run();
    expect(posts.metrics).toHaveLength(1);
    expect(posts.login).toHaveLength(1);
  });

  it('an init failure is a failed start (the view offers "try again"), not a spinner', async () => {
    startLiff.mockRejectedValue(new Error('timed out after 15000 ms'));
    const page = await pageLoadAt('/?liff.state=%2Frestaurants%2Fr1001');
    expect(page.store.getState().status).toBe('starting');
    await page.run();
    expect(page.store.getState().status).toBe('failed');
    expect(page.navigate).not.toHaveBeenCalled();
  });

  it('the LIFF-token login answered E100700002 keeps the code for the catalogue copy', async () => {
    api.use(
      http.post('*/v1/auth/line_login', () =>
        HttpResponse.json({ code: 'E100700002', message: 'not an ID token' }, { status: 401 }),
      ),
    );
    startLiff.mockResolvedValue(handle(true));
    const page = await pageLoadAt('/?liff_id=2001234567-demoBrnd');
    await page.run();
    expect(page.store.getState().loginErrorCode).toBe('E100700002');
    expect(localStorage.getItem('auth')).toBeNull();
  });

  it('a brand without the LINE mini app never starts LIFF but still keeps the launch and lands', async () => {
    const page = await pageLoadAt('/?liff.state=%2Frestaurants%2Fr1001%2Fdetail');
    await page.run({ ...BRAND, enableLineMiniApp: false });
    expect(startLiff).not.toHaveBeenCalled();
    expect(page.store.getState().status).toBe('off');
    expect(page.navigate).toHaveBeenCalledWith('/restaurants/r1001/detail');
  });

  it('the brand failed to load: no LIFF', async () => {
    const page = await pageLoadAt('/?liff.state=%2Frestaurants%2Fr1001');
    await page.run(null);
    expect(startLiff).not.toHaveBeenCalled();
    expect(page.store.getState().status).toBe('off');
  });

  it("an external browser: no metrics and no LINE login; another brand's launch data is dropped (SPEC §4 L261)", async () => {
    localStorage.setItem('liffData', JSON.stringify({ brandId: 'other', userTableId: 'ut-9' }));
    localStorage.setItem('target_liff_id', JSON.stringify('1111111111-otherBrd'));
    startLiff.mockResolvedValue(handle(false));
    const page = await pageLoadAt('/?liffClientId=1&code=c');
    await page.run();
    expect(page.store.getState()).toMatchObject({ status: 'ready', inClient: false });
    expect(JSON.parse(localStorage.getItem('liffData')!)).toEqual({ brandId: 'demo', liffId: LIFF_ID });
    expect(localStorage.getItem('target_liff_id')).toBeNull();
    expect(posts.metrics).toBeUndefined();
    expect(posts.login).toBeUndefined();
    expect(page.navigate).not.toHaveBeenCalled();
  });
});
