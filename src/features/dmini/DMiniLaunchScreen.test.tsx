// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '@/api/api-context';
import { mockApi, renderScreen } from '@/test/component-harness';
import { navigation } from '@/test/next-navigation';
import { BrandProvider } from '@/ui/brand/BrandProvider';
import { DMiniLaunchScreen } from './DMiniLaunchScreen';

vi.mock('next/navigation', () => import('@/test/next-navigation'));

const HASH = 'a'.repeat(64);
const api = mockApi();
beforeEach(() => {
  configureApi({ platformCode: 'web' });
});

function launchAt(path: string) {
  navigation.at(path);
  renderScreen(
    <BrandProvider brandId="demo" result={{ ok: false, status: 404, code: 'E100100002', endpoint: 'getBrand' }}>
      <DMiniLaunchScreen />
    </BrandProvider>,
  );
}

describe('/dmini launch (issue 14 items 7 and 11)', { timeout: 30_000 }, () => {
  it('a verified launch keeps the flag and restaurant, and the very next call says pay_mini_app (SPEC §3 L189 L195c L195d §6 L298 §7 L362)', async () => {
    const seen: Array<[string, string | null]> = [];
    api.use(
      http.post('*/v1/dmini/verify_hash', async ({ request }) => {
        seen.push(['verify', request.headers.get('x-platform-code')]);
        expect(await request.json()).toEqual({ seed: 'c2VlZC0yMDI2', hash: HASH });
        return HttpResponse.json({ is_valid: true });
      }),
      http.get('*/v1/dmini/user_status', ({ request }) => {
        seen.push(['status', request.headers.get('x-platform-code')]);
        return HttpResponse.json({
          is_terms_agreed: false,
          is_d_account_linked: false,
          is_dpoint_card_connected: false,
        });
      }),
    );
    launchAt(`/dmini?restaurant_id=r1001&seed=c2VlZC0yMDI2&hash=${HASH}`);
    await vi.waitFor(() => expect(navigation.replace).toHaveBeenCalledWith('/dmini/terms'));
    expect(seen).toEqual([
      ['verify', 'web'],
      ['status', 'pay_mini_app'],
    ]);
    expect(sessionStorage.getItem('isDMiniApp')).toBe('true');
    expect(sessionStorage.getItem('dMiniLaunchRestaurantId')).toBe('"r1001"');
    expect(window.location.search).toBe('');
  });

  it('"a forged hash is refused with a clear page": nothing is kept', async () => {
    api.use(http.post('*/v1/dmini/verify_hash', () => HttpResponse.json({ is_valid: false })));
    launchAt(`/dmini?restaurant_id=r1001&seed=c2VlZC0yMDI2&hash=${HASH}`);
    expect(await screen.findByRole('heading', { level: 1, name: '起動を確認できませんでした' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '店舗一覧へ' })).toBeTruthy();
    expect(sessionStorage.getItem('isDMiniApp')).toBeNull();
  });

  it('forged launch parameters are refused without a call', async () => {
    const calls: string[] = [];
    api.use(http.all('*/v1/*', ({ request }) => (calls.push(request.url), HttpResponse.json({}))));
    launchAt('/dmini?restaurant_id=r1001&seed=c2VlZC0yMDI2&hash=not-a-hash');
    expect(await screen.findByText('起動の情報が正しくありません。', { exact: false })).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('a failed verify call shows its error page, not a spinner', async () => {
    api.use(
      http.post('*/v1/dmini/verify_hash', () =>
        HttpResponse.json({ code: 'E100100005', message: 'x' }, { status: 412 }),
      ),
    );
    launchAt(`/dmini?restaurant_id=r1001&seed=c2VlZC0yMDI2&hash=${HASH}`);
    expect(await screen.findByRole('button', { name: '店舗一覧へ' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a plain visit inside a running session goes on; the status call carries the session id', async () => {
    sessionStorage.setItem('isDMiniApp', 'true');
    sessionStorage.setItem('dAccountSessionID', '"das-1"');
    configureApi({ platformCode: 'pay_mini_app', dAccountSessionId: () => 'das-1' });
    let session: string | null = null;
    api.use(
      http.get('*/v1/dmini/user_status', ({ request }) => {
        session = request.headers.get('x-d-account-session-id');
        return HttpResponse.json({
          is_terms_agreed: false,
          is_d_account_linked: true,
          is_dpoint_card_connected: false,
        });
      }),
    );
    launchAt('/dmini');
    await vi.waitFor(() => expect(navigation.replace).toHaveBeenCalledWith('/dmini/terms'));
    expect(session).toBe('das-1');
  });
});
