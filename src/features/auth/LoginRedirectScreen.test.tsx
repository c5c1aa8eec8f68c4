// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getLoginMockHandler, getLoginResponseMock } from '@/api/generated/endpoints/auth/auth.msw';
import { mockApi, renderScreen } from '@/test/component-harness';
import { LoginRedirectScreen } from './LoginRedirectScreen';

vi.mock('next/navigation', () => import('@/test/next-navigation'));

const LOGIN_PATH = '*/v1/auth/login';
const VERIFIER = 'v'.repeat(43);
/** A refresh token that expires a month after now, so the stored session counts as active. */
const inAMonth = () => new Date(Date.now() + 30 * 24 * 3600_000).toISOString();

/**
 * The screen finishes with a full page load (`location.replace`), which jsdom does not perform: the address it is
 * sent to is recorded on a stand-in `location` that keeps the real origin and the given query.
 */
const replaced: string[] = [];
function arriveAt(search: string) {
  window.history.replaceState(null, '', `/login_redirect${search}`);
  const real = window.location;
  vi.stubGlobal('location', {
    origin: real.origin,
    href: real.href,
    pathname: real.pathname,
    search: real.search,
    replace: (href: string) => replaced.push(href),
  });
}
const storedAuth = () => JSON.parse(localStorage.getItem('auth') ?? 'null') as Record<string, unknown> | null;

const api = mockApi();
afterEach(() => {
  vi.unstubAllGlobals();
});
beforeEach(() => {
  replaced.length = 0;
});

describe('login return screen (MSW handlers from orval, seeded faker)', { timeout: 30_000 }, () => {
  it('loading: says it is logging in while the code is exchanged; the code has left the address bar', async () => {
    sessionStorage.setItem('pkceCodeVerifier', JSON.stringify(VERIFIER));
    arriveAt('?code=c-1&state=s-1');
    let calls = 0;
    api.use(
      http.post(LOGIN_PATH, async () => {
        calls += 1;
        await delay('infinite');
      }),
    );
    renderScreen(<LoginRedirectScreen />);
    expect((await screen.findByRole('status')).textContent).toBe('ログインしています…');
    // The exchange is under way (the HTTP client loads with the first call; it must not land in the next test).
    await expect.poll(() => calls).toBe(1);
    expect(screen.getByRole('status').textContent).toBe('ログインしています…');
    expect(document.location.search).toBe('');
    expect(sessionStorage.getItem('pkceCodeVerifier')).toBeNull();
  });

  it('success: exchanges the code with the verifier, stores the session and goes to the remembered page (SPEC §2 L34 §4 L251a §7 L350)', async () => {
    sessionStorage.setItem('pkceCodeVerifier', JSON.stringify(VERIFIER));
    sessionStorage.setItem('redirectUrl', JSON.stringify('/restaurants/r1001/order'));
    arriveAt('?code=c-1&state=s-1');
    const bodies: unknown[] = [];
    api.use(
      getLoginMockHandler(async ({ request }) => {
        bodies.push(await request.json());
        return getLoginResponseMock({ userName: '山田 花子', refreshTokenExpires: inAMonth() });
      }),
    );
    renderScreen(<LoginRedirectScreen />);
    await expect.poll(() => replaced).toEqual(['/restaurants/r1001/order']);
    expect(bodies).toEqual([
      { code: 'c-1', code_verifier: VERIFIER, redirect_url: `${window.location.origin}/login_redirect`, state: 's-1' },
    ]);
    expect(storedAuth()).toMatchObject({ userName: '山田 花子' });
    expect(sessionStorage.getItem('redirectUrl')).toBeNull();
  });

  it('error: the provider cancelled → "login cancelled" with a button to log in again; no call made', async () => {
    sessionStorage.setItem('pkceCodeVerifier', JSON.stringify(VERIFIER));
    arriveAt('?error=access_denied');
    renderScreen(<LoginRedirectScreen />);
    expect(await screen.findByRole('heading', { level: 1, name: 'ログインがキャンセルされました' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'もう一度ログインする' })).toBeTruthy();
    expect(replaced).toEqual([]);
  });

  it('error: a spent code without a session → "this login is no longer valid"', async () => {
    arriveAt('?code=c-1');
    renderScreen(<LoginRedirectScreen />);
    expect(await screen.findByRole('heading', { level: 1, name: 'このログインは無効です' })).toBeTruthy();
    expect(storedAuth()).toBeNull();
  });

  it('error: the server refuses the code → the login call’s copy for its code, never the code itself (SPEC §8 L397)', async () => {
    sessionStorage.setItem('pkceCodeVerifier', JSON.stringify(VERIFIER));
    arriveAt('?code=c-bad');
    api.use(
      http.post(LOGIN_PATH, () => HttpResponse.json({ code: 'E100110406', message: 'bad code' }, { status: 400 })),
    );
    renderScreen(<LoginRedirectScreen />);
    expect(await screen.findByRole('heading', { level: 1, name: 'ログインに失敗しました' })).toBeTruthy();
    expect(screen.getByText('認証コードが無効です。もう一度ログインしてください。')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/E1\d{8}/);
    expect(storedAuth()).toBeNull();
    expect(replaced).toEqual([]);
  });
});
