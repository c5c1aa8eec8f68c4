import { describe, expect, it } from 'vitest';
import {
  authorizationUrlQuery,
  hasActiveSession,
  isLoggedIn,
  loginRedirectUrl,
  loginReturnPath,
  refreshTokenExpiryMs,
} from './auth';

describe('SPEC 4 "Without a refresh token the user counts as not logged in" (SPEC §4 L254 §6 L293)', () => {
  it.each([
    ['refresh token stored', { refreshToken: 'r' }, true],
    ['empty refresh token', { refreshToken: '' }, false],
    ['no auth record', null, false],
    ['undefined', undefined, false],
    ['wrong type from old data', JSON.parse('{"refreshToken":1}'), false],
  ])('%s → %s', (_n, auth, out) => {
    expect(isLoggedIn(auth)).toBe(out);
  });
});

describe('SPEC 4 Login "The return address is /login_redirect" (SPEC §4 L251d)', () => {
  it.each([
    ['https://demo.order.example', 'https://demo.order.example/login_redirect'],
    ['http://localhost:3000/', 'http://localhost:3000/login_redirect'],
  ])('loginRedirectUrl(%s) → %s', (origin, out) => {
    expect(loginRedirectUrl(origin)).toBe(out);
  });

  it.each([
    ['/restaurants/r1/menus?eating_location=eat-in', '/restaurants/r1/menus?eating_location=eat-in'],
    ['https://demo.order.example/orders', '/orders'],
    ['//evil.example', '/'],
  ])('"remember the current page as the return target": %s → returnUrl %s (SPEC §4 L251a)', (page, returnUrl) => {
    expect(authorizationUrlQuery('https://demo.order.example', page, 'CH')).toEqual({
      redirectUrl: 'https://demo.order.example/login_redirect',
      returnUrl,
      codeChallenge: 'CH',
    });
  });
});

describe('SPEC 4 "Without a refresh token (or past refreshTokenExpires) the customer counts as a guest" (SPEC §4 L254)', () => {
  const now = Date.parse('2026-11-21T22:00:00+09:00');
  it.each([
    ['expires in a month (ISO)', { refreshToken: 'r', refreshTokenExpires: '2026-12-21T22:00:00+09:00' }, true],
    ['expired a minute ago (ISO)', { refreshToken: 'r', refreshTokenExpires: '2026-11-21T21:59:00+09:00' }, false],
    ['expires exactly now', { refreshToken: 'r', refreshTokenExpires: '2026-11-21T22:00:00+09:00' }, false],
    ['epoch ms in the future', { refreshToken: 'r', refreshTokenExpires: now + 1 }, true],
    ['epoch ms in the past', { refreshToken: 'r', refreshTokenExpires: now - 1 }, false],
    ['unreadable expiry: the server judges', { refreshToken: 'r', refreshTokenExpires: 'soon' }, true],
    ['empty expiry: the server judges', { refreshToken: 'r', refreshTokenExpires: '' }, true],
    ['NaN expiry', { refreshToken: 'r', refreshTokenExpires: Number.NaN }, true],
    ['no refresh token', { refreshToken: '', refreshTokenExpires: '2026-12-21T22:00:00+09:00' }, false],
    ['no record', null, false],
  ])('%s → %s', (_n, auth, out) => {
    expect(hasActiveSession(auth, now)).toBe(out);
  });

  it.each([
    [undefined, null],
    ['2026-11-21T13:00:00Z', Date.parse('2026-11-21T13:00:00Z')],
    [5, 5],
  ])('refreshTokenExpiryMs(%s) → %s', (input, out) => {
    expect(refreshTokenExpiryMs(input)).toBe(out);
  });
});

describe('loginReturnPath: where /login_redirect may send the customer (same-origin paths only)', () => {
  const origin = 'https://demo.order.example';
  it.each([
    ['/restaurants/r1001/menus?eating_location=takeout', '/restaurants/r1001/menus?eating_location=takeout'],
    ['https://demo.order.example/orders', '/orders'],
    ['/login_redirect', '/'],
    ['/login_redirect/?code=x', '/'],
    ['/login_redirect#x', '/'],
    ['/login_redirects', '/login_redirects'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['javascript:alert(1)', '/'],
    ['%2F%2Fevil.example', '/'],
    [null, '/'],
  ])('%s → %s', (raw, out) => {
    expect(loginReturnPath(raw, origin)).toBe(out);
  });
});
