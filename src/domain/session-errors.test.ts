import { describe, expect, it } from 'vitest';
import { isSessionErrorCode, sessionErrorKind } from './session-errors';

describe('SPEC 4/8: errors that do not depend on the screen (SPEC §4 L256 L257a §8 L385 L401 L405 L406)', () => {
  it.each([
    ['E100110306 invalid refresh token → forced-logout modal', 'E100110306', 'forcedLogout'],
    ['E100110506 invalid point card info → forced-logout modal', 'E100110506', 'forcedLogout'],
    ['E100610009 card expired → card-expired modal', 'E100610009', 'cardExpired'],
    ['E100110106 no authorization header → error page with login', 'E100110106', 'authMissing'],
    ['E100110206 expired access token is the refresh path, not routed', 'E100110206', null],
    ['E100200006 item sold out stays with the screen', 'E100200006', null],
    ['no code', null, null],
    ['undefined', undefined, null],
    ['empty', '', null],
  ])('%s', (_name, code, kind) => {
    expect(sessionErrorKind(code)).toBe(kind);
    expect(isSessionErrorCode(code)).toBe(kind !== null);
  });
});
