// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderScreen } from '@/test/component-harness';
import { navigation } from '@/test/next-navigation';
import { BrandProvider } from '@/ui/brand/BrandProvider';
import { DMiniTermsScreen } from './DMiniTermsScreen';

vi.mock('next/navigation', () => import('@/test/next-navigation'));

const api = mockApi();
beforeEach(() => {
  navigation.at('/dmini/terms');
});

function renderTerms() {
  renderScreen(
    <BrandProvider brandId="demo" result={{ ok: false, status: 404, code: 'E100100002', endpoint: 'getBrand' }}>
      <DMiniTermsScreen />
    </BrandProvider>,
  );
}

describe('/dmini/terms (issue 14 item 9 "terms agreed on first use")', { timeout: 30_000 }, () => {
  it('outside a mini-app session the page is refused with a way back, asking nothing', async () => {
    const calls: string[] = [];
    api.use(http.all('*/v1/*', ({ request }) => (calls.push(request.url), HttpResponse.json({}))));
    renderTerms();
    expect(await screen.findByRole('heading', { level: 1, name: 'ミニアプリを開けませんでした' })).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('agreeing needs the box ticked and records it with POST /v1/dmini/user_status, then the d-account login (SPEC §7 L361)', async () => {
    sessionStorage.setItem('isDMiniApp', 'true');
    sessionStorage.setItem('dMiniLaunchRestaurantId', '"r1001"');
    const posted: unknown[] = [];
    let login: URLSearchParams | null = null;
    api.use(
      http.get('*/v1/dmini/user_status', () =>
        HttpResponse.json({ is_terms_agreed: false, is_d_account_linked: false, is_dpoint_card_connected: false }),
      ),
      http.post('*/v1/dmini/user_status', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({
          is_terms_agreed: true,
          is_d_account_linked: false,
          is_dpoint_card_connected: false,
        });
      }),
      http.get('*/v1/dmini/daccount/login/demo', ({ request }) => {
        login = new URL(request.url).searchParams;
        // Not a page we may go to: the screen says so instead of navigating.
        return HttpResponse.json({ authorization_url: 'javascript:alert(1)' });
      }),
    );
    renderTerms();
    expect(await screen.findByRole('heading', { level: 1, name: 'ご利用規約' })).toBeTruthy();
    const agree = screen.getByRole('button', { name: '同意して進む' });
    expect((agree as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'ご利用規約に同意します' }));
    fireEvent.click(agree);
    expect(await screen.findByRole('button', { name: '店舗一覧へ' })).toBeTruthy();
    expect(posted).toEqual([{ is_terms_agreed: true }]);
    expect(login!.get('loginType')).toBe('launch');
    expect(login!.get('restaurantId')).toBe('r1001');
    expect(login!.get('state')).toMatch(/^demo\.[0-9a-f]{32}$/);
    const kept = JSON.parse(sessionStorage.getItem('dAccountLogin') ?? 'null') as Record<string, unknown>;
    expect(kept).toMatchObject({ state: login!.get('state'), brandId: 'demo', flow: 'dminiLaunch', used: false });
  });
});
