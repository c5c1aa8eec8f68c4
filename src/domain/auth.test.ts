import { describe, expect, it } from 'vitest';
import { authorizationUrlQuery, isLoggedIn, LOGIN_REDIRECT_PATH, loginRedirectUrl } from './auth';

describe('SPEC 4 "Without a refresh token the user counts as not logged in"', () => {
  it.each([
    ['refresh token stored', { refreshToken: 'r' }, true],
    ['empty refresh token', { refreshToken: '' }, false],
    ['no auth record', null, false],
    ['undefined', undefined, false],
    ['wrong type from old data', { refreshToken: 1 as unknown as string }, false],
  ])('%s → %s', (_n, auth, out) => {
    expect(isLoggedIn(auth)).toBe(out);
  });
});

describe('SPEC 4 Login "The return address is /login_redirect"', () => {
  it.each([
    ['https://demo.order.example', 'https://demo.order.example/login_redirect'],
    ['http://localhost:3000/', 'http://localhost:3000/login_redirect'],
  ])('loginRedirectUrl(%s) → %s', (origin, out) => {
    expect(LOGIN_REDIRECT_PATH).toBe('/login_redirect');
    expect(loginRedirectUrl(origin)).toBe(out);
  });

  it.each([
    ['/restaurants/r1/menus?eating_location=eat-in', '/restaurants/r1/menus?eating_location=eat-in'],
    ['https://demo.order.example/orders', '/orders'],
    ['//evil.example', '/'],
  ])('"remember the current page as the return target": %s → returnUrl %s', (page, returnUrl) => {
    expect(authorizationUrlQuery('https://demo.order.example', page, 'CH')).toEqual({
      redirectUrl: 'https://demo.order.example/login_redirect',
      returnUrl,
      codeChallenge: 'CH',
    });
  });
});
