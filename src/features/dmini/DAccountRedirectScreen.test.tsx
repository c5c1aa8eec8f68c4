// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderScreen } from '@/test/component-harness';
import { navigation } from '@/test/next-navigation';
import { BrandProvider } from '@/ui/brand/BrandProvider';
import { useSnackbarStore } from '@/ui/feedback/snackbar-store';
import { DAccountRedirectScreen } from './DAccountRedirectScreen';

vi.mock('next/navigation', () => import('@/test/next-navigation'));

const STATE = 'demo.0123456789abcdef0123456789abcdef';
const api = mockApi();
beforeEach(() => {
  useSnackbarStore.getState().hide();
});

function keep(flow: 'dminiLaunch' | 'dminiDpoint' | 'webDpoint', used = false) {
  sessionStorage.setItem(
    'dAccountLogin',
    JSON.stringify({
      state: STATE,
      brandId: 'demo',
      flow,
      restaurantId: 'r1001',
      returnPath: '/restaurants/r1001/detail',
      used,
    }),
  );
}

function returnAt(query: string) {
  navigation.at(`/dmini/daccount/redirect?${query}`);
  renderScreen(
    <BrandProvider brandId="demo" result={{ ok: false, status: 404, code: 'E100100002', endpoint: 'getBrand' }}>
      <DAccountRedirectScreen />
    </BrandProvider>,
  );
}

const spent = () => (JSON.parse(sessionStorage.getItem('dAccountLogin') ?? 'null') as { used: boolean }).used;

describe('/dmini/daccount/redirect (issue 14 items 8 and 10, "Bad input")', { timeout: 30_000 }, () => {
  it('a d POINT card link in the mini app completes with the dmini callback and goes back with a message (SPEC §7 L357)', async () => {
    keep('dminiDpoint');
    let query: URLSearchParams | null = null;
    api.use(
      http.get('*/v1/dmini/daccount/callback/dpoint', ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json({ redirect_url: '/elsewhere', is_dpoint_card_connected: true });
      }),
    );
    returnAt(`code=c1&error=&state=${STATE}`);
    await vi.waitFor(() => expect(navigation.replace).toHaveBeenCalledWith('/restaurants/r1001/detail'));
    expect(query!.get('code')).toBe('c1');
    expect(query!.get('error')).toBe('');
    expect(query!.get('state')).toBe(STATE);
    expect(useSnackbarStore.getState().current?.message).toBe('dmini:dpoint.linkedDone');
    expect(spent()).toBe(true);
    expect(window.location.search).toBe('');
  });

  it("the web's flow completes with GET /v1/daccount/callback/dpoint (SPEC §7 L355)", async () => {
    keep('webDpoint');
    const calls: string[] = [];
    api.use(
      http.get('*/v1/daccount/callback/dpoint', ({ request }) => {
        calls.push(new URL(request.url).pathname);
        return HttpResponse.json({ redirect_url: '/', is_dpoint_card_connected: false });
      }),
    );
    returnAt(`code=c1&error=&state=${STATE}`);
    await vi.waitFor(() => expect(navigation.replace).toHaveBeenCalledWith('/restaurants/r1001/detail'));
    expect(calls).toEqual(['/api/v1/daccount/callback/dpoint']);
    expect(useSnackbarStore.getState().current?.message).toBe('dmini:dpoint.notLinked');
  });

  it.each([
    ['without state', 'code=c1&error=', 'dminiDpoint', false, '連携の情報が不足しています。'],
    [
      'a replayed callback',
      `code=c1&error=&state=${STATE}`,
      'dminiDpoint',
      true,
      '同じ連携を二度行うことはできません。',
    ],
    ['error=', `code=&error=access_denied&state=${STATE}`, 'dminiLaunch', false, 'ログインが完了しませんでした。'],
  ] as const)('%s: a clear error page, no call', async (_name, query, flow, used, text) => {
    keep(flow, used);
    const calls: string[] = [];
    api.use(http.all('*/v1/*', ({ request }) => (calls.push(request.url), HttpResponse.json({}))));
    returnAt(query);
    expect(await screen.findByText(text, { exact: false })).toBeTruthy();
    expect(screen.getByRole('button', { name: '店舗一覧へ' })).toBeTruthy();
    expect(calls).toEqual([]);
    expect(sessionStorage.getItem('dAccountSessionID')).toBeNull();
  });

  it('a failed launch callback shows its error page and logs nobody in', async () => {
    keep('dminiLaunch');
    api.use(
      http.get('*/v1/dmini/daccount/callback/launch', () =>
        HttpResponse.json({ code: 'E100110406', message: 'x' }, { status: 400 }),
      ),
    );
    returnAt(`code=c1&error=&state=${STATE}`);
    expect(await screen.findByRole('button', { name: '店舗一覧へ' })).toBeTruthy();
    expect(sessionStorage.getItem('dAccountSessionID')).toBeNull();
    expect(localStorage.getItem('auth')).toBeNull();
    expect(spent()).toBe(true);
  });
});
